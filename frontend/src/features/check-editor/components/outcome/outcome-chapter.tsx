import type { CheckDetail, Outcome, Slide } from '@baucheck/shared/checks';
import { OUTCOME_SEVERITY_LABELS, type OutcomeSeverity } from '@baucheck/shared/enums';
import { useId, useState, type FormEvent } from 'react';
import { useCreateOutcome } from '../../api/create-outcome.ts';
import { useDeleteOutcome } from '../../api/delete-outcome.ts';
import { useRankOutcomes } from '../../api/rank-outcomes.ts';
import { useUpdateOutcome } from '../../api/update-outcome.ts';
import { isEmptyHtml, slideHeading } from '../../utils/attributes.ts';
import { answerText } from '../../utils/flow-summary.ts';
import type { PublishProblem } from '../../utils/problems.ts';
import { ActionDialog } from '../action-dialog.tsx';
import { useCheckEditor } from '../editor-context.tsx';
import { FormActions } from '../form-actions.tsx';
import { DragHandle, SortableList } from '../sortable-list.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import { useEdits } from '../use-edits.ts';
import { OutcomeFields } from './outcome-fields.tsx';

interface OutcomeChapterProps {
  detail: CheckDetail;
  chapter: Slide;
  chapterNumber: number;
  problems: PublishProblem[];
}

const normaliseHtml = (value: string) => (isEmptyHtml(value) ? '' : value);

/** Which answers set an outcome: "Folie 3 „Ist es ein Gebäude?“: Ja", "Folie 5 „Wie groß …?“: > 75 m³". */
function settersOf(detail: CheckDetail, outcomeId: string): string[] {
  return detail.slides.flatMap((slide, index) =>
    slide.responses
      .filter((response) => response.outcome_id === outcomeId)
      .map((response) => `Folie ${index + 1} „${slideHeading(slide)}“: ${answerText(slide, response)}`),
  );
}

/** A chapter's outcomes in rank order (reorder by drag and drop or keyboard), each editable, plus "Ergebnis hinzufügen". */
export function OutcomeChapter({ detail, chapter, chapterNumber, problems }: OutcomeChapterProps) {
  const { feedback } = useCheckEditor();
  const headingId = useId();
  const checkId = detail.check.id;
  const rank = useRankOutcomes(checkId);
  const remove = useDeleteOutcome(checkId);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Outcome | null>(null);
  const outcomes = detail.outcomes
    .filter((outcome) => outcome.chapter_id === chapter.id)
    .sort((a, b) => a.ranking - b.ranking);

  return (
    <section className="outcome-chapter" aria-labelledby={headingId} id={`chapter-${chapter.id}`}>
      <h2 id={headingId} className="editor-section-title" tabIndex={-1}>
        Kapitel {chapterNumber}: {slideHeading(chapter)}
      </h2>
      {problems.length > 0 && (
        <ul className="slide-problems" aria-label={`Probleme im Kapitel ${chapterNumber}`}>
          {problems.map((problem, index) => (
            <li key={`${problem.code}-${index}`}>{problem.message}</li>
          ))}
        </ul>
      )}
      {outcomes.length === 0 ? (
        <p className="slide-list__empty">
          Noch keine Ergebnisse. Ein Kapitel braucht mindestens ein Ergebnis; das letzte in der Rangfolge gilt, wenn
          keine Antwort ein Ergebnis setzt.
        </p>
      ) : (
        <>
          <p className="editor-field__hint">
            Rang 1 ist der höchste: Setzen die Antworten mehrere Ergebnisse, gilt das mit dem höchsten Rang. Setzt keine
            Antwort ein Ergebnis, gilt das letzte.
          </p>
          <SortableList
            items={outcomes}
            getId={(outcome) => outcome.id}
            describe={(outcome) => `Ergebnis „${outcome.title}“`}
            labelledBy={headingId}
            className="outcome-list"
            onReorder={(outcomeIds) =>
              rank.mutate(
                { chapterId: chapter.id, outcomeIds },
                { onError: (error) => feedback.failure(error, 'Die Rangfolge konnte nicht gespeichert werden.') },
              )
            }
            renderItem={(outcome, index, handle) => {
              const open = openId === outcome.id;
              const setters = settersOf(detail, outcome.id);
              return (
                <article
                  className={open ? 'outcome-item outcome-item--open' : 'outcome-item'}
                  aria-label={`Rang ${index + 1}`}
                >
                  <div className="slide-item__head">
                    <DragHandle handle={handle} label={`Ergebnis „${outcome.title}“ (Rang ${index + 1}) verschieben`} />
                    <button
                      type="button"
                      className="slide-item__toggle"
                      aria-expanded={open}
                      onClick={() => setOpenId(open ? null : outcome.id)}
                    >
                      <span className="slide-item__number">{index + 1}</span>
                      <span className="slide-item__text">
                        <span className="slide-item__title">{outcome.title}</span>
                        <span className="slide-item__flow">
                          {OUTCOME_SEVERITY_LABELS[outcome.severity]}
                          {setters.length > 0
                            ? ` · gesetzt von ${setters.join('; ')}`
                            : ' · von keiner Antwort gesetzt'}
                        </span>
                      </span>
                      <span className={`severity-dot severity-dot--${outcome.severity}`} aria-hidden="true" />
                      <span className="slide-item__chevron" aria-hidden="true">
                        {open ? '▴' : '▾'}
                      </span>
                    </button>
                  </div>
                  {open && (
                    <div className="slide-item__panel">
                      <OutcomeForm checkId={checkId} outcome={outcome} onDelete={() => setDeleting(outcome)} />
                    </div>
                  )}
                </article>
              );
            }}
          />
        </>
      )}
      {adding ? (
        <NewOutcomeForm checkId={checkId} chapter={chapter} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => setAdding(true)}>
          Ergebnis hinzufügen
        </button>
      )}
      <ActionDialog
        visible={deleting !== null}
        danger
        title="Ergebnis löschen"
        confirmLabel="Löschen"
        busyLabel="Wird gelöscht …"
        busy={remove.isPending}
        onHide={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const outcome = deleting;
          remove.mutate(outcome.id, {
            onSuccess: () => feedback.success(`Das Ergebnis „${outcome.title}“ ist gelöscht.`),
            onError: (error) => feedback.failure(error, 'Das Ergebnis konnte nicht gelöscht werden.'),
            onSettled: () => {
              setDeleting(null);
              setOpenId(null);
              document.getElementById(headingId)?.focus();
            },
          });
        }}
      >
        {deleting && (
          <p>
            Möchten Sie das Ergebnis „{deleting.title}“ löschen?
            {settersOf(detail, deleting.id).length > 0 && ' Die Antworten, die es setzen, setzen danach kein Ergebnis.'}
          </p>
        )}
      </ActionDialog>
    </section>
  );
}

type OutcomeField = 'title' | 'severity' | 'text';

function OutcomeForm({ checkId, outcome, onDelete }: { checkId: string; outcome: Outcome; onDelete: () => void }) {
  const { feedback } = useCheckEditor();
  const id = useId();
  const update = useUpdateOutcome(checkId);
  const edits = useEdits<OutcomeField>(
    { title: outcome.title, severity: outcome.severity, text: outcome.text },
    normaliseHtml,
  );
  useUnsavedChanges(edits.dirty);
  const titleError = edits.value('title').trim() ? null : 'Bitte geben Sie einen Titel ein.';

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!edits.dirty || update.isPending || titleError) return;
    const keys = [...edits.changedKeys];
    update.mutate(
      {
        outcomeId: outcome.id,
        changes: Object.fromEntries(
          keys.map((key) => [key, key === 'title' ? edits.value(key).trim() : edits.value(key)]),
        ) as { title?: string; text?: string; severity?: OutcomeSeverity },
      },
      {
        onSuccess: () => {
          edits.clear(keys);
          feedback.success('Das Ergebnis ist gespeichert.');
        },
        onError: (error) => feedback.failure(error, 'Das Ergebnis konnte nicht gespeichert werden.'),
      },
    );
  };

  return (
    <form className="slide-form" onSubmit={save} noValidate aria-label={`Ergebnis „${outcome.title}“ bearbeiten`}>
      <OutcomeFields
        idPrefix={id}
        title={edits.value('title')}
        severity={edits.value('severity')}
        text={edits.value('text')}
        onChange={edits.set}
        titleError={titleError}
      />
      <FormActions
        dirty={edits.dirty}
        saving={update.isPending}
        saveLabel="Ergebnis speichern"
        onDiscard={() => edits.clear()}
      >
        <button type="button" className="button button--danger-outline button--small" onClick={onDelete}>
          Ergebnis löschen
        </button>
      </FormActions>
    </form>
  );
}

function NewOutcomeForm({ checkId, chapter, onDone }: { checkId: string; chapter: Slide; onDone: () => void }) {
  const { feedback } = useCheckEditor();
  const id = useId();
  const create = useCreateOutcome(checkId);
  const [values, setValues] = useState<Record<OutcomeField, string>>({
    title: '',
    severity: 'verfahrensfrei',
    text: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const dirty = values.title.trim() !== '' || normaliseHtml(values.text) !== '';
  useUnsavedChanges(dirty);
  const titleError = values.title.trim() ? null : 'Bitte geben Sie einen Titel ein.';

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleError || create.isPending) return;
    create.mutate(
      {
        chapter_id: chapter.id,
        title: values.title.trim(),
        text: normaliseHtml(values.text),
        severity: values.severity as OutcomeSeverity,
      },
      {
        onSuccess: (outcome) => {
          feedback.success(`Das Ergebnis „${outcome.title}“ ist angelegt (Rang ${outcome.ranking}).`);
          onDone();
        },
        onError: (error) => feedback.failure(error, 'Das Ergebnis konnte nicht angelegt werden.'),
      },
    );
  };

  return (
    <form className="slide-form outcome-new" onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="editor-subsection-title">
        Neues Ergebnis im Kapitel „{slideHeading(chapter)}“
      </h3>
      <OutcomeFields
        idPrefix={id}
        title={values.title}
        severity={values.severity}
        text={values.text}
        onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
        titleError={submitted ? titleError : null}
        autoFocus
      />
      <div className="slide-form__actions">
        <button type="submit" className="button button--primary button--small" aria-disabled={create.isPending}>
          {create.isPending ? 'Wird angelegt …' : 'Ergebnis anlegen'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onDone}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
