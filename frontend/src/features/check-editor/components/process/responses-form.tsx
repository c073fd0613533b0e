import type { CheckDetail, Outcome, Slide } from '@baucheck/shared/checks';
import { END_OF_CHECK } from '@baucheck/shared/engine/model';
import { OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { useId, useState, type FormEvent } from 'react';
import { useReplaceResponses, type ResponseInput } from '../../api/replace-responses.ts';
import { asksForMeasurement, ownValue, slideHeading } from '../../utils/attributes.ts';
import { chapterOfSlides } from '../../utils/definition.ts';
import { SLIDE_TYPE_TEXTS } from '../../utils/labels.ts';
import { useCheckEditor } from '../editor-context.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';

interface ResponsesFormProps {
  detail: CheckDetail;
  slide: Slide;
  index: number;
}

const DEFAULT_LABELS = { ja: 'Ja', nein: 'Nein' } as const;

const rowsOf = (slide: Slide): ResponseInput[] =>
  [...slide.responses]
    .sort((a, b) => a.position - b.position)
    .map(({ answer, label, next_slide_id, outcome_id }) => ({ answer, label, next_slide_id, outcome_id }));

/** "Rang 1: Baugenehmigung erforderlich", with the severity when the title does not say it. */
function outcomeOptionLabel(outcome: Outcome): string {
  const severity = OUTCOME_SEVERITY_LABELS[outcome.severity];
  return `Rang ${outcome.ranking}: ${outcome.title}${outcome.title === severity ? '' : ` (${severity})`}`;
}

/** What "Ja" and "Nein" mean on this slide, for the legends. */
function answerMeaning(slide: Slide, answer: 'ja' | 'nein'): string {
  if (slide.type === 'Baunebenrechte')
    return answer === 'ja'
      ? 'am Standort gelten Baunebenrechte, oder kein Standort angegeben'
      : 'Standort angegeben, dort gelten keine Baunebenrechte';
  if (asksForMeasurement(slide)) {
    const limit = `${ownValue(slide, 'Messwert') || '?'} ${ownValue(slide, 'Vergleichs-Einheit')}`.trim();
    return answer === 'ja' ? `Wert höchstens ${limit}` : `Wert größer als ${limit}`;
  }
  return '';
}

/**
 * The answers of a question or Baunebenrechte slide: label, where the check goes next (the next
 * slide, a later slide, or straight to the result) and the outcome the answer sets in its chapter.
 */
export function ResponsesForm({ detail, slide, index }: ResponsesFormProps) {
  const { feedback } = useCheckEditor();
  const id = useId();
  const replace = useReplaceResponses(detail.check.id);
  const serverRows = rowsOf(slide);
  const [draft, setDraft] = useState<ResponseInput[] | null>(null);
  const rows = draft ?? serverRows;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(serverRows);
  useUnsavedChanges(dirty);
  const [submitted, setSubmitted] = useState(false);

  const chapterId = chapterOfSlides(detail).get(slide.id) ?? null;
  const chapter = detail.slides.find((candidate) => candidate.id === chapterId);
  const outcomes = detail.outcomes
    .filter((outcome) => outcome.chapter_id === chapterId)
    .sort((a, b) => a.ranking - b.ranking);
  const laterSlides = detail.slides.slice(index + 1);
  const numberOf = (slideId: string) => detail.slides.findIndex((candidate) => candidate.id === slideId) + 1;
  const missing = (['ja', 'nein'] as const).filter((answer) => !rows.some((row) => row.answer === answer));

  const update = (position: number, change: Partial<ResponseInput>) =>
    setDraft(rows.map((row, rowIndex) => (rowIndex === position ? { ...row, ...change } : row)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!dirty || replace.isPending || rows.some((row) => !row.label.trim())) return;
    const responses = rows.map((row) => ({ ...row, label: row.label.trim() }));
    replace.mutate(
      { slideId: slide.id, responses },
      {
        onSuccess: () => {
          setDraft(null);
          setSubmitted(false);
          feedback.success('Die Antworten sind gespeichert.');
        },
        onError: (error) => feedback.failure(error, 'Die Antworten konnten nicht gespeichert werden.'),
      },
    );
  };

  if (rows.length === 0) {
    return (
      <section className="responses" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="editor-subsection-title">
          Antworten
        </h3>
        <p>
          {slide.type === 'Baunebenrechte'
            ? 'Ohne Antworten zeigt die Folie nur die Baunebenrechte am Standort. Mit Antworten kann sie verzweigen und ein Ergebnis setzen.'
            : 'Die Frage hat noch keine Antworten.'}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() =>
            replace.mutate(
              {
                slideId: slide.id,
                responses: (['ja', 'nein'] as const).map((answer) => ({
                  answer,
                  label: DEFAULT_LABELS[answer],
                  next_slide_id: null,
                  outcome_id: null,
                })),
              },
              { onError: (error) => feedback.failure(error, 'Die Antworten konnten nicht angelegt werden.') },
            )
          }
        >
          Antworten „Ja“ und „Nein“ anlegen
        </button>
      </section>
    );
  }

  return (
    <form className="responses" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="editor-subsection-title">
        Antworten
      </h3>
      {!chapter && (
        <p className="editor-field__hint">
          Diese Folie gehört zu keinem Kapitel. Ergebnisse setzen kann sie erst, wenn davor eine Kapitel-Folie steht.
        </p>
      )}
      <div className="responses__rows">
        {rows.map((row, position) => {
          const rowId = `${id}-${row.answer}`;
          const meaning = answerMeaning(slide, row.answer);
          const target = row.next_slide_id;
          const targetIsListed = target === null || target === END_OF_CHECK || laterSlides.some((s) => s.id === target);
          const outcomeIsListed = row.outcome_id === null || outcomes.some((outcome) => outcome.id === row.outcome_id);
          const labelError = submitted && !row.label.trim() ? 'Bitte geben Sie eine Beschriftung ein.' : null;
          return (
            <fieldset key={row.answer} className="responses__row">
              <legend>
                Antwort „{row.answer === 'ja' ? 'Ja' : 'Nein'}“{meaning ? ` (${meaning})` : ''}
              </legend>
              <div className="editor-field">
                <label htmlFor={`${rowId}-label`} className="editor-field__label">
                  Beschriftung
                </label>
                <input
                  id={`${rowId}-label`}
                  className="editor-input"
                  value={row.label}
                  maxLength={100}
                  onChange={(event) => update(position, { label: event.target.value })}
                  aria-invalid={Boolean(labelError)}
                  aria-describedby={labelError ? `${rowId}-label-error` : undefined}
                />
                {labelError && (
                  <p id={`${rowId}-label-error`} className="editor-field__error">
                    {labelError}
                  </p>
                )}
              </div>
              <div className="editor-field">
                <label htmlFor={`${rowId}-next`} className="editor-field__label">
                  Danach
                </label>
                <select
                  id={`${rowId}-next`}
                  className="editor-select"
                  value={target ?? ''}
                  onChange={(event) => update(position, { next_slide_id: event.target.value || null })}
                >
                  <option value="">Nächste Folie</option>
                  {laterSlides.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      Folie {numberOf(candidate.id)}: {slideHeading(candidate)} (
                      {SLIDE_TYPE_TEXTS[candidate.type].label})
                    </option>
                  ))}
                  <option value={END_OF_CHECK}>Zum Ergebnis (Check endet)</option>
                  {!targetIsListed && target && (
                    <option value={target}>
                      {numberOf(target) > 0
                        ? `Folie ${numberOf(target)} (springt zurück)`
                        : 'Eine Folie, die es nicht mehr gibt'}
                    </option>
                  )}
                </select>
              </div>
              <div className="editor-field">
                <label htmlFor={`${rowId}-outcome`} className="editor-field__label">
                  Setzt Ergebnis
                </label>
                <select
                  id={`${rowId}-outcome`}
                  className="editor-select"
                  value={row.outcome_id ?? ''}
                  disabled={!chapter && row.outcome_id === null}
                  onChange={(event) => update(position, { outcome_id: event.target.value || null })}
                >
                  <option value="">Kein Ergebnis</option>
                  {outcomes.map((outcome) => (
                    <option key={outcome.id} value={outcome.id}>
                      {outcomeOptionLabel(outcome)}
                    </option>
                  ))}
                  {!outcomeIsListed && row.outcome_id && (
                    <option value={row.outcome_id}>
                      {detail.outcomes.find((outcome) => outcome.id === row.outcome_id)?.title ??
                        'Unbekanntes Ergebnis'}{' '}
                      (anderes Kapitel)
                    </option>
                  )}
                </select>
              </div>
            </fieldset>
          );
        })}
      </div>
      {chapter && outcomes.length === 0 && (
        <p className="editor-field__hint">
          Das Kapitel „{slideHeading(chapter)}“ hat noch keine Ergebnisse. Legen Sie sie unter „Ergebnisse“ an.
        </p>
      )}
      <div className="slide-form__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={!dirty || replace.isPending}
        >
          {replace.isPending ? 'Wird gespeichert …' : 'Antworten speichern'}
        </button>
        {missing.map((answer) => (
          <button
            key={answer}
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              setDraft([...rows, { answer, label: DEFAULT_LABELS[answer], next_slide_id: null, outcome_id: null }])
            }
          >
            Antwort „{DEFAULT_LABELS[answer]}“ ergänzen
          </button>
        ))}
        {dirty && (
          <button type="button" className="button button--secondary button--small" onClick={() => setDraft(null)}>
            Änderungen verwerfen
          </button>
        )}
        <span className="slide-form__state" role="status">
          {dirty ? 'Antworten nicht gespeichert' : ''}
        </span>
      </div>
    </form>
  );
}
