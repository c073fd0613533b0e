interface SwitchButtonProps {
  checked: boolean;
  /** Accessible name, e.g. "SolarPort Duo aktiv". */
  label: string;
  onChange: () => void;
  /** Visible text beside the switch for each state. */
  onText?: string;
  offText?: string;
  disabled?: boolean;
}

/** An on/off switch (role switch) with its state also as text, for flags in table rows. */
export function SwitchButton({
  checked,
  label,
  onChange,
  onText = 'Aktiv',
  offText = 'Inaktiv',
  disabled = false,
}: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={checked ? 'switch-button switch-button--on' : 'switch-button'}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onChange}
    >
      <span className="switch-button__track" aria-hidden="true">
        <span className="switch-button__thumb" />
      </span>
      <span className="switch-button__text" aria-hidden="true">
        {checked ? onText : offText}
      </span>
    </button>
  );
}
