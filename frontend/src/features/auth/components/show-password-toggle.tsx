import { useId } from 'react';

interface ShowPasswordToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "Passwort anzeigen", or "Passwörter anzeigen" when it reveals two fields. */
  label?: string;
}

/** A checkbox that shows the typed password(s) in clear text, e.g. to check them on a phone. */
export function ShowPasswordToggle({ checked, onChange, label = 'Passwort anzeigen' }: ShowPasswordToggleProps) {
  const id = useId();
  return (
    <div className="form-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
