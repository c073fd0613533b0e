import { OUTCOME_SEVERITIES, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { RichTextEditor } from '../rich-text-editor.tsx';

interface OutcomeFieldsProps {
  idPrefix: string;
  title: string;
  severity: string;
  text: string;
  onChange: (field: 'title' | 'severity' | 'text', value: string) => void;
  titleError: string | null;
  /** A new outcome's form starts in its title field. */
  autoFocus?: boolean;
}

/** Title, severity and text of an outcome (used to edit one and to add one). */
export function OutcomeFields({
  idPrefix,
  title,
  severity,
  text,
  onChange,
  titleError,
  autoFocus,
}: OutcomeFieldsProps) {
  return (
    <>
      <div className="editor-field">
        <label htmlFor={`${idPrefix}-title`} className="editor-field__label">
          Titel
        </label>
        <input
          id={`${idPrefix}-title`}
          className="editor-input"
          value={title}
          maxLength={200}
          onChange={(event) => onChange('title', event.target.value)}
          autoFocus={autoFocus}
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${idPrefix}-title-error` : undefined}
        />
        {titleError && (
          <p id={`${idPrefix}-title-error`} className="editor-field__error">
            {titleError}
          </p>
        )}
      </div>
      <div className="editor-field">
        <label htmlFor={`${idPrefix}-severity`} className="editor-field__label">
          Schwere
        </label>
        <select
          id={`${idPrefix}-severity`}
          className="editor-select"
          value={severity}
          onChange={(event) => onChange('severity', event.target.value)}
          aria-describedby={`${idPrefix}-severity-hint`}
        >
          {OUTCOME_SEVERITIES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {OUTCOME_SEVERITY_LABELS[candidate]}
            </option>
          ))}
        </select>
        <p id={`${idPrefix}-severity-hint`} className="editor-field__hint">
          Das Gesamtergebnis ist das schwerste Ergebnis aller Kapitel.
        </p>
      </div>
      <div className="editor-field editor-field--html">
        <span id={`${idPrefix}-text-label`} className="editor-field__label">
          Text
        </span>
        <RichTextEditor labelId={`${idPrefix}-text-label`} value={text} onChange={(html) => onChange('text', html)} />
      </div>
    </>
  );
}
