import { FEEDBACK_MESSAGE_MAX, type FeedbackRequest } from '@baucheck/shared/feedback';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { sendFeedback } from '../api/send-feedback.ts';

type Field = keyof FeedbackRequest;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['message', 'page', 'name', 'email'];

/** The server's 422 issues by field (`loc: ["body", "<field>"]`). */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return null;
  const errors: FieldErrors = {};
  for (const issue of detail as Array<{ loc?: unknown[]; msg?: string }>) {
    const field = issue.loc?.[1];
    if (typeof field === 'string' && (FIELDS as string[]).includes(field)) errors[field as Field] ??= issue.msg;
  }
  return errors;
}

/**
 * The feedback mechanism of the accessibility statement: residents report barriers without an account
 * and without getting a cookie. Only the message is required.
 */
export function FeedbackForm() {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ message: '', page: '', name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  const fieldId = (field: Field) => `${id}-${field}`;
  const focusFirstError = (form: HTMLFormElement, found: FieldErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const local: FieldErrors = {};
    if (!values.message.trim()) local.message = 'Bitte beschreiben Sie die Barriere oder Ihr Anliegen.';
    if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
      local.email = 'Bitte geben Sie eine gültige E-Mail-Adresse an.';
    }
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) {
      focusFirstError(form, local);
      return;
    }
    setSending(true);
    try {
      const receipt = await sendFeedback({
        message: values.message,
        page: values.page,
        name: values.name,
        email: values.email.trim(),
      });
      setSentId(receipt.id);
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(form, fieldErrors);
      } else {
        setProblem(errorText(error));
      }
    } finally {
      setSending(false);
    }
  };

  if (sentId) {
    return (
      <p ref={confirmation} className="feedback-form__sent" role="status" tabIndex={-1}>
        Vielen Dank! Ihre Rückmeldung ist bei uns eingegangen (Vorgangsnummer {sentId.slice(0, 8)}). Wenn Sie eine
        E-Mail-Adresse angegeben haben, antworten wir Ihnen.
      </p>
    );
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className="feedback-form__error">
        {errors[field]}
      </p>
    );
  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  /** A one-line field that may stay empty; only the message is required. */
  const optionalInput = (field: Field, label: string, type: 'text' | 'email', autoComplete?: string) => (
    <div className="feedback-form__field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        value={values[field]}
        onChange={update(field)}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      <div className="feedback-form__field">
        <label htmlFor={fieldId('message')}>
          Ihre Nachricht <span className="feedback-form__required">(Pflichtfeld)</span>
        </label>
        <textarea
          id={fieldId('message')}
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          required
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${fieldId('message')}-hint`)}
          value={values.message}
          onChange={update('message')}
        />
        <p id={`${fieldId('message')}-hint`} className="feedback-form__hint">
          Beschreiben Sie bitte, wo Sie auf eine Barriere gestoßen sind und was nicht funktioniert hat.
        </p>
        {errorOf('message')}
      </div>
      {optionalInput('page', 'Seite oder Inhalt, um den es geht (freiwillig)', 'text')}
      {optionalInput('name', 'Ihr Name (freiwillig)', 'text', 'name')}
      {optionalInput('email', 'Ihre E-Mail-Adresse für eine Antwort (freiwillig)', 'email', 'email')}
      <p className="feedback-form__hint">
        Wir verwenden Ihre Angaben nur, um Ihre Rückmeldung zu bearbeiten, und löschen sie spätestens nach zwei Jahren.
      </p>
      {problem && (
        <p className="feedback-form__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Rückmeldung senden'}
      </button>
    </form>
  );
}
