import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { useId, useState, type FormEvent } from 'react';
import { useUpsertAttributes } from '../../api/upsert-attributes.ts';
import { isEmptyHtml, ownAttribute, ownValue } from '../../utils/attributes.ts';
import {
  attributeError,
  FIELD_DEFINITIONS,
  frageLabel,
  MEASUREMENT_FIELDS,
  ownFieldsOf,
} from '../../utils/attribute-fields.ts';
import { AttributeField } from '../attribute-field.tsx';
import { useCheckEditor } from '../editor-context.tsx';
import { FormActions } from '../form-actions.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import { useEdits } from '../use-edits.ts';

interface OwnAttributesFormProps {
  detail: CheckDetail;
  slide: Slide;
}

const normalise = (value: string) => (value.startsWith('<') && isEmptyHtml(value) ? '' : value.trim());

/** The check's own texts, link, image and measurement of a slide (what every unit sees without local values). */
export function OwnAttributesForm({ detail, slide }: OwnAttributesFormProps) {
  const { feedback } = useCheckEditor();
  const idPrefix = useId();
  const upsert = useUpsertAttributes(detail.check.id);
  const [submitted, setSubmitted] = useState(false);
  const measurementShown =
    slide.type === 'Ja-Oder-Nein' || MEASUREMENT_FIELDS.some((key) => ownValue(slide, key) !== '');
  const keys: SlideAttributeKey[] = [...ownFieldsOf(slide.type), ...(measurementShown ? MEASUREMENT_FIELDS : [])];
  const server = Object.fromEntries(keys.map((key) => [key, ownValue(slide, key)])) as Record<
    SlideAttributeKey,
    string
  >;
  const edits = useEdits<SlideAttributeKey>(server, normalise);
  useUnsavedChanges(edits.dirty);
  const errors = Object.fromEntries(keys.map((key) => [key, attributeError(key, edits.value(key))])) as Record<
    SlideAttributeKey,
    string | null
  >;
  const imageUnit = detail.check.owner_unit_id ?? detail.check.land_id;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!edits.dirty || upsert.isPending) return;
    if (edits.changedKeys.some((key) => errors[key])) return;
    const saved = [...edits.changedKeys];
    // An emptied field that exists is stored empty; one that never existed needs no request.
    const values = Object.fromEntries(
      saved
        .filter((key) => normalise(edits.value(key)) !== '' || ownAttribute(slide, key))
        .map((key) => [key, normalise(edits.value(key)) === '' ? '' : edits.value(key).trim()]),
    );
    if (Object.keys(values).length === 0) {
      edits.clear(saved);
      return;
    }
    upsert.mutate(
      { slideId: slide.id, unitId: null, values },
      {
        onSuccess: () => {
          edits.clear(saved);
          setSubmitted(false);
          feedback.success('Die Folie ist gespeichert.');
        },
        onError: (error) => feedback.failure(error, 'Die Folie konnte nicht gespeichert werden.'),
      },
    );
  };

  const field = (key: SlideAttributeKey) => (
    <AttributeField
      key={key}
      attributeKey={key}
      idPrefix={idPrefix}
      label={key === 'Frage' ? frageLabel(slide.type) : undefined}
      value={edits.value(key)}
      onChange={(value) => edits.set(key, value)}
      error={submitted || edits.changedKeys.includes(key) ? errors[key] : null}
      imageUnitId={imageUnit}
    />
  );

  return (
    <form className="slide-form" onSubmit={save} noValidate aria-label="Inhalte der Folie">
      {ownFieldsOf(slide.type).map(field)}
      {measurementShown && (
        <fieldset className="slide-form__measurement">
          <legend>Messfrage (optional)</legend>
          <p className="editor-field__hint">
            Mit Mess-Kategorie, Vergleichs-Einheit und Grenzwert fragt die Folie nach einem gemessenen Wert statt nach
            Ja oder Nein. Die Antwort „Ja“ gilt, wenn der Wert höchstens den Grenzwert erreicht, sonst „Nein“.
          </p>
          <div className="slide-form__measurement-fields">{MEASUREMENT_FIELDS.map(field)}</div>
        </fieldset>
      )}
      <FormActions
        dirty={edits.dirty}
        saving={upsert.isPending}
        saveLabel="Folie speichern"
        onDiscard={() => edits.clear()}
        status={
          edits.dirty
            ? `Nicht gespeichert: ${edits.changedKeys.map((key) => (key === 'Frage' ? frageLabel(slide.type) : FIELD_DEFINITIONS[key].label)).join(', ')}`
            : ''
        }
      />
    </form>
  );
}
