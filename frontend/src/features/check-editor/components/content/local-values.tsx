import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { useId, useState, type FormEvent } from 'react';
import { useDeleteAttribute } from '../../api/delete-attribute.ts';
import { useUpsertAttributes } from '../../api/upsert-attributes.ts';
import {
  asksForMeasurement,
  inheritedValue,
  isEmptyHtml,
  localAttribute,
  slideHeading,
} from '../../utils/attributes.ts';
import { attributeError, FIELD_DEFINITIONS, frageLabel, localFieldsOf } from '../../utils/attribute-fields.ts';
import { chapterLooksUpSideLaws } from '@baucheck/shared/result-explanation';
import { localValuesReachText } from '../../utils/labels.ts';
import type { PublishProblem } from '../../utils/problems.ts';
import { AttributeField } from '../attribute-field.tsx';
import { useCheckEditor } from '../editor-context.tsx';
import { FormActions } from '../form-actions.tsx';
import { SlideItem } from '../slide-item.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import { useEdits } from '../use-edits.ts';
import { DiscardSlideDialog, useSlidePanels } from '../use-slide-panels.tsx';

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
  const panels = useSlidePanels(slideParam, localToggleId);

  return (
    <section className="slide-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-section-title">
        Lokale Werte für {unitName}
      </h2>
      <p className="editor-field__hint">
        Lokale Werte ersetzen für {unitName} die Werte des Checks. {localValuesReachText(detail.check.latest_version)}{' '}
        „Zurücksetzen“ entfernt einen lokalen Wert; dann gilt wieder der Wert des Landes, wo das Land einen gesetzt hat,
        sonst der Wert des Checks.
      </p>
      {detail.slides.length === 0 ? (
        <p className="slide-list__empty">Der Check hat noch keine Folien.</p>
      ) : (
        <ol className="slide-list__items">
          {detail.slides.map((slide, index) => {
            const localCount = slide.attributes.filter(
              (attribute) => attribute.reference_unit_id === unitId && attribute.value !== '',
            ).length;
            return (
              <li key={slide.id} className="sortable-item">
                <SlideItem
                  slide={slide}
                  index={index}
                  open={panels.isOpen(slide.id)}
                  problems={problems.get(slide.id) ?? []}
                  toggleId={localToggleId(slide.id)}
                  flow={
                    localCount === 0
                      ? 'Keine lokalen Werte'
                      : localCount === 1
                        ? '1 lokaler Wert'
                        : `${localCount} lokale Werte`
                  }
                  onToggle={() => panels.toggle(slide.id)}
                >
                  <LocalSlideForm key={`${slide.id}-${unitId}`} detail={detail} slide={slide} unitId={unitId} />
                </SlideItem>
              </li>
            );
          })}
        </ol>
      )}
      <DiscardSlideDialog {...panels.closeDialog} />
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

  const inherited = (key: SlideAttributeKey) => inheritedValue(slide, key, detail.check.land_id, unitId);
  const fallbackSource = (key: SlideAttributeKey) => (inherited(key).from === 'Land' ? 'des Landes' : 'des Checks');
  // What residents get without a local value; a chapter without a legal basis of its own cites the check's
  // (or, when it looks up side laws, none): chapterLegalBasis.
  const fallbackValue = (key: SlideAttributeKey) =>
    key === 'Rechtsgrundlage' && inherited(key).value.trim() === '' && !chapterLooksUpSideLaws(detail.slides, slide.id)
      ? detail.check.legal_basis
      : inherited(key).value;

  const resetField = (key: SlideAttributeKey) => {
    const attribute = localAttribute(slide, key, unitId);
    edits.clear([key]);
    if (!attribute || attribute.id.startsWith('pending:')) return;
    setResetting(key);
    reset.mutate(attribute.id, {
      onSuccess: () =>
        feedback.success(`${FIELD_DEFINITIONS[key].label}: Es gilt wieder der Wert ${fallbackSource(key)}.`),
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
          label={key === 'Frage' ? frageLabel(slide.type) : undefined}
          value={edits.value(key)}
          onChange={(value) => edits.set(key, value)}
          error={edits.changedKeys.includes(key) ? errors[key] : null}
          imageUnitId={unitId}
          fallback={fallbackValue(key)}
          fallbackSource={fallbackSource(key)}
          onReset={
            localAttribute(slide, key, unitId) || edits.changedKeys.includes(key) ? () => resetField(key) : undefined
          }
          resetting={resetting === key}
        />
      ))}
      <FormActions
        dirty={edits.dirty}
        saving={upsert.isPending}
        saveLabel="Lokale Werte speichern"
        onDiscard={() => edits.clear()}
        status={edits.dirty ? 'Nicht gespeichert' : ''}
      />
    </form>
  );
}
