import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle';
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** A rule or tip below the label, linked to the control. */
  hint?: ReactNode;
  /** German message below the control; marks it invalid. */
  error?: string;
  required?: boolean;
  className?: string;
  /** The control's id, for a form that points at this field's texts from elsewhere (`${id}-error`). */
  id?: string;
  /** Renders the control with the id and ARIA attributes that tie it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with optional hint and error, for every admin form. */
export function Field({ label, hint, error, required = false, className, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `admin-field ${className}` : 'admin-field'}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="admin-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="admin-field__error">
          <ExclamationTriangleIcon className="admin-field__error-icon" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label on the right (PrimeReact's Checkbox is harder to label accessibly). */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  disabled = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="admin-field admin-field--checkbox">
      <div className="admin-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
