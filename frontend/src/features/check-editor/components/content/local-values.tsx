import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDeleteAttribute } from '../../api/delete-attribute.ts';
import { useUpsertAttributes } from '../../api/upsert-attributes.ts';
import { asksForMeasurement, isEmptyHtml, localAttribute, ownValue, slideHeading } from '../../utils/attributes.ts';
import { attributeError, FIELD_DEFINITIONS, localFieldsOf } from '../../utils/attribute-fields.ts';
import { SLIDE_TYPE_TEXTS } from '../../utils/labels.ts';
import { problemCountText, type PublishProblem } from '../../utils/problems.ts';
import { AttributeField } from '../attribute-field.tsx';
import { useCheckEditor } from '../editor-context.tsx';
import { ActionDialog } from '../action-dialog.tsx';
import { DirtyScope, useUnsavedChanges } from '../unsaved-changes.tsx';
import { useEdits } from '../use-edits.ts';
import { useOpenItems } from '../use-open-items.ts';

interface LocalValuesProps {
  detail: CheckDetail;
  unitId: string;
  unitName: string;
  problems: Map<string, PublishProblem[]>;
  /** `?slide=`: a slide to open and bring into view. */
  slideParam: string | null;
}

export const localToggleId = (slideId: string) => `local-toggle-${slideId.replace(/[^\w-]/g, '_')}`;

const normalise = (value: string) => (value.startsWith('<') && isEmptyHtml(value) ? '' : value.trim());

/** The slides of a check with a unit's local values: texts, links, images and thresholds, each with its fallback. */
export function LocalValues({ detail, unitId, unitName, problems, slideParam }: LocalValuesProps) {
  const headingId = useId();
  const { dirty } = useCheckEditor();
  const items = useOpenItems(slideParam);
  const [confirmClose, setConfirmClose] = useState<string | null>(null);

  useEffect(() => {
    if (!items.focusId) return;
    const toggle = document.getElementById(localToggleId(items.focusId));
    toggle?.scrollIntoView({ block: 'nearest' });
    toggle?.focus({ preventScroll: true });
  }, [items.focusId]);

  const toggle = (slideId: string) => {
    if (!items.isOpen(slideId)) items.open(slideId);
    else if (dirty.isDirty(`slide:${slideId}`)) setConfirmClose(slideId);
    else items.close(slideId);
  };

  return (
    <section className="slide-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-section-title">
        Lokale Werte für {unitName}
      </h2>
      <p className="editor-field__hint">
        Lokale Werte ersetzen für {unitName} die Werte des Checks. Sie gelten sofort, ohne neue Veröffentlichung, auf
        den Folien der veröffentlichten Version. „Zurücksetzen“ entfernt einen lokalen Wert; dann gilt wieder der Wert
        des Checks.
      </p>
      {detail.slides.length === 0 ? (
        <p className="slide-list__empty">Der Check hat noch keine Folien.</p>
      ) : (
        <ol className="slide-list__items">
          {detail.slides.map((slide, index) => {
            const open = items.isOpen(slide.id);
            const localCount = slide.attributes.filter(
              (attribute) => attribute.reference_unit_id === unitId && attribute.value !== '',
            ).length;
            const slideProblems = problems.get(slide.id) ?? [];
            return (
              <li key={slide.id} className="sortable-item">
                <article
                  className={[
                    'slide-item',
                    open ? 'slide-item--open' : '',
                    slideProblems.length > 0 ? 'slide-item--problem' : '',
                    slide.type === 'Kapitel' ? 'slide-item--chapter' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-label={`Folie ${index + 1}`}
                >
                  <div className="slide-item__head">
                    <button
                      type="button"
                      id={localToggleId(slide.id)}
                      className="slide-item__toggle"
                      aria-expanded={open}
                      onClick={() => toggle(slide.id)}
                    >
                      <span className="slide-item__number">{index + 1}</span>
                      <span className="slide-item__text">
                        <span className="slide-item__type">
                          {asksForMeasurement(slide) ? 'Messfrage' : SLIDE_TYPE_TEXTS[slide.type].label}
                        </span>
                        <span className="slide-item__title">{slideHeading(slide)}</span>
                        <span className="slide-item__flow">
                          {localCount === 0
                            ? 'Keine lokalen Werte'
                            : localCount === 1
                              ? '1 lokaler Wert'
                              : `${localCount} lokale Werte`}
                        </span>
                      </span>
                      {slideProblems.length > 0 && (
                        <span className="slide-item__badge">{problemCountText(slideProblems.length)}</span>
                      )}
                      <span className="slide-item__chevron" aria-hidden="true">
                        {open ? '▴' : '▾'}
                      </span>
                    </button>
                  </div>
                  {slideProblems.length > 0 && (
                    <ul className="slide-problems" aria-label={`Probleme auf Folie ${index + 1}`}>
                      {slideProblems.map((problem, problemIndex) => (
                        <li key={`${problem.code}-${problemIndex}`}>{problem.message}</li>
                      ))}
                    </ul>
                  )}
                  {open && (
                    <div className="slide-item__panel">
                      <DirtyScope.Provider value={`slide:${slide.id}`}>
                        <LocalSlideForm key={`${slide.id}-${unitId}`} detail={detail} slide={slide} unitId={unitId} />
                      </DirtyScope.Provider>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <ActionDialog
        visible={confirmClose !== null}
        danger
        title="Ungespeicherte Änderungen"
        confirmLabel="Verwerfen und schließen"
        onHide={() => setConfirmClose(null)}
        onConfirm={() => {
          if (confirmClose) items.close(confirmClose);
          setConfirmClose(null);
        }}
      >
        <p>Diese Folie hat Änderungen, die noch nicht gespeichert sind. Wenn Sie sie schließen, gehen sie verloren.</p>
      </ActionDialog>
    </section>
  );
}

function LocalSlideForm({ detail, slide, unitId }: { detail: CheckDetail; slide: Slide; unitId: string }) {
  const { feedback } = useCheckEditor();
  const idPrefix = useId();
  const upsert = useUpsertAttributes(detail.check.id);
  const reset = useDeleteAttribute(detail.check.id);
  const [resetting, setResetting] = useState<SlideAttributeKey | null>(null);
  const keys = localFieldsOf(slide.type, asksForMeasurement(slide));
  const server = Object.fromEntries(
    keys.map((key) => [key, localAttribute(slide, key, unitId)?.value ?? '']),
  ) as Record<SlideAttributeKey, string>;
  const edits = useEdits<SlideAttributeKey>(server, normalise);
  useUnsavedChanges(edits.dirty);
  const errors = Object.fromEntries(keys.map((key) => [key, attributeError(key, edits.value(key))])) as Record<
    SlideAttributeKey,
    string | null
  >;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!edits.dirty || upsert.isPending || edits.changedKeys.some((key) => errors[key])) return;
    const saved = [...edits.changedKeys];
    const values = Object.fromEntries(
      saved
        .filter((key) => normalise(edits.value(key)) !== '' || localAttribute(slide, key, unitId))
        .map((key) => [key, normalise(edits.value(key)) === '' ? '' : edits.value(key).trim()]),
    );
    if (Object.keys(values).length === 0) {
      edits.clear(saved);
      return;
    }
    upsert.mutate(
      { slideId: slide.id, unitId, values },
      {
        onSuccess: () => {
          edits.clear(saved);
          feedback.success('Die lokalen Werte sind gespeichert und gelten ab sofort.');
        },
        onError: (error) => feedback.failure(error, 'Die lokalen Werte konnten nicht gespeichert werden.'),
      },
    );
  };

  const resetField = (key: SlideAttributeKey) => {
    const attribute = localAttribute(slide, key, unitId);
    edits.clear([key]);
    if (!attribute || attribute.id.startsWith('pending:')) return;
    setResetting(key);
    reset.mutate(attribute.id, {
      onSuccess: () => feedback.success(`${FIELD_DEFINITIONS[key].label}: Es gilt wieder der Wert des Checks.`),
      onError: (error) => feedback.failure(error, 'Der lokale Wert konnte nicht entfernt werden.'),
      onSettled: () => setResetting(null),
    });
  };

  return (
    <form
      className="slide-form"
      onSubmit={save}
      noValidate
      aria-label={`Lokale Werte der Folie „${slideHeading(slide)}“`}
    >
      {keys.map((key) => (
        <AttributeField
          key={key}
          attributeKey={key}
          idPrefix={idPrefix}
          label={key === 'Frage' ? (slide.type === 'Ja-Oder-Nein' ? 'Frage' : 'Überschrift') : undefined}
          value={edits.value(key)}
          onChange={(value) => edits.set(key, value)}
          error={edits.changedKeys.includes(key) ? errors[key] : null}
          imageUnitId={unitId}
          fallback={ownValue(slide, key)}
          onReset={
            localAttribute(slide, key, unitId) || edits.changedKeys.includes(key) ? () => resetField(key) : undefined
          }
          resetting={resetting === key}
        />
      ))}
      <div className="slide-form__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={!edits.dirty || upsert.isPending}
        >
          {upsert.isPending ? 'Wird gespeichert …' : 'Lokale Werte speichern'}
        </button>
        {edits.dirty && (
          <button type="button" className="button button--secondary button--small" onClick={() => edits.clear()}>
            Änderungen verwerfen
          </button>
        )}
        <span className="slide-form__state" role="status">
          {edits.dirty ? 'Nicht gespeichert' : ''}
        </span>
      </div>
    </form>
  );
}
