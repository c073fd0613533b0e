import { CHECK_LEGAL_BASIS_MAX, CHECK_TITLE_MAX, type Check } from '@baucheck/shared/checks';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateCheck } from '../../api/update-check.ts';
import { requiredTextError } from '../../utils/check-properties.ts';
import { useCheckEditor } from '../editor-context.tsx';
import { FormActions } from '../form-actions.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import { useEdits } from '../use-edits.ts';

type PropertyKey = 'title' | 'legal_basis' | 'as_of';

const LABELS: Record<PropertyKey, string> = { title: 'Titel', legal_basis: 'Rechtsgrundlage', as_of: 'Stand' };

/** Title, legal basis and "Stand" of the check (published with the next version), in a collapsible panel. */
export function CheckProperties({ check }: { check: Check }) {
  const { feedback } = useCheckEditor();
  const id = useId();
  const update = useUpdateCheck(check.id);
  const edits = useEdits<PropertyKey>({ title: check.title, legal_basis: check.legal_basis, as_of: check.as_of }, (v) =>
    v.trim(),
  );
  useUnsavedChanges(edits.dirty);
  const [submitted, setSubmitted] = useState(false);
  const errors: Record<PropertyKey, string | null> = {
    title: requiredTextError(edits.value('title'), 'Bitte geben Sie einen Titel ein.', CHECK_TITLE_MAX),
    legal_basis: requiredTextError(
      edits.value('legal_basis'),
      'Bitte geben Sie die Rechtsgrundlage an.',
      CHECK_LEGAL_BASIS_MAX,
    ),
    as_of: /^\d{4}-\d{2}-\d{2}$/.test(edits.value('as_of')) ? null : 'Bitte geben Sie ein Datum an.',
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!edits.dirty || update.isPending || Object.values(errors).some(Boolean)) return;
    const keys = [...edits.changedKeys];
    update.mutate(Object.fromEntries(keys.map((key) => [key, edits.value(key).trim()])), {
      onSuccess: () => {
        edits.clear(keys);
        setSubmitted(false);
        feedback.success('Die Angaben zum Check sind gespeichert.');
      },
      onError: (error) => feedback.failure(error, 'Die Angaben zum Check konnten nicht gespeichert werden.'),
    });
  };

  const input = (key: PropertyKey, type = 'text') => {
    const error = submitted ? errors[key] : null;
    return (
      <div className="editor-field">
        <label htmlFor={`${id}-${key}`} className="editor-field__label">
          {LABELS[key]}
        </label>
        <input
          id={`${id}-${key}`}
          type={type}
          className={type === 'date' ? 'editor-input editor-input--date' : 'editor-input'}
          value={edits.value(key)}
          onChange={(event) => edits.set(key, event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="editor-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <details className="check-properties">
      <summary>Angaben zum Check: Titel, Rechtsgrundlage, Stand</summary>
      <form onSubmit={save} noValidate className="check-properties__form">
        {input('title')}
        {input('legal_basis')}
        {input('as_of', 'date')}
        <FormActions
          dirty={edits.dirty}
          saving={update.isPending}
          saveLabel="Angaben speichern"
          onDiscard={() => edits.clear()}
        />
        <p className="editor-field__hint">
          Die Angaben erscheinen bei den Bürgerinnen und Bürgern mit der nächsten Veröffentlichung.
        </p>
      </form>
    </details>
  );
}
