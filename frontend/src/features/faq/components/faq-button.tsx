import type { ButtonHTMLAttributes } from 'react';
import { usePublicFaqDialog } from './public-faq-dialog-provider.tsx';

type PublicFaqButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/**
 * A button that opens the public FAQ dialog. A plain button styled like PrimeReact's (the top bar is
 * on every public page, and PrimeReact's Button would pull its tooltip code into the first load).
 */
export function PublicFaqButton({ children, className, ...rest }: PublicFaqButtonProps) {
  const { open, preload } = usePublicFaqDialog();
  return (
    <button
      {...rest}
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </button>
  );
}
