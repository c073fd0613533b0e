import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle';
import { InputText } from 'primereact/inputtext';
import type { HTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** German message shown below the input and linked to it; marks the input invalid. */
  error?: string;
  /**
   * A rule or tip shown between label and input (e.g. the password rule), linked to the input. While
   * an error shows, the error takes its place: the errors of such a field restate the rule.
   */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A labelled, required text input of the account forms. Hint or error is tied to the input with
 * `aria-describedby`, and `aria-invalid` marks it while the error shows.
 */
export function TextField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownHint = error ? undefined : hint;
  const describedBy = error ? errorId : shownHint ? hintId : undefined;

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {shownHint && (
        <p id={hintId} className="form-field__hint">
          {shownHint}
        </p>
      )}
      <InputText
        id={id}
        name={name}
        type={type}
        className="form-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        invalid={Boolean(error)}
      />
      {error && (
        <p id={errorId} className="form-field__error">
          <ExclamationTriangleIcon className="form-field__error-icon" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
