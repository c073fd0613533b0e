import 'primeicons/primeicons.css';

/**
 * PrimeIcons (icon font, loaded with the admin code only) as decorative icons: hidden from assistive
 * technology, so the text or label beside them names the control.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <i className={className ? `pi pi-${name} ${className}` : `pi pi-${name}`} aria-hidden="true" />;
}

export const QuestionCircleIcon = () => <Icon name="question-circle" />;
