import { useId, useState, type FormEvent } from 'react';
import { formatGermanNumber, parseMeasurement } from '@baucheck/shared/german-numbers';
import { measurementProblemText, slideQuestion } from '../../utils/slide-model.ts';
import { SlideActions, SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/** The measures as the field's label names them (no article: see measurementProblemText). */
const CATEGORY_LABELS: Record<string, string> = {
  Höhe: 'Höhe',
  Länge: 'Länge',
  Grundfläche: 'Grundfläche',
  Wandfläche: 'Wandfläche',
  Rauminhalt: 'Rauminhalt',
};

/**
 * A measurement question: the resident enters a number with its unit; the shared engine compares it
 * with the threshold. A text field with a decimal keyboard, so "2,75" with a German comma works
 * everywhere (number inputs reject it in some browsers and locales).
 */
export function MeasurementSlide({ slide, check, answer, headingId, onContinue, onBack }: SlideProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const unit = slide.attributes['Vergleichs-Einheit']?.trim() ?? '';
  const measure = CATEGORY_LABELS[slide.attributes['Mess-Kategorie']?.trim() ?? ''] ?? null;
  const [text, setText] = useState(() => (answer && 'value' in answer ? formatGermanNumber(answer.value) : ''));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = parseMeasurement(text, unit);
    if ('problem' in reading) {
      setError(measurementProblemText(reading.problem, measure, unit));
      document.getElementById(inputId)?.focus();
      return;
    }
    onContinue({ value: reading.value });
  };

  const describedBy = [slide.attributes.Beschreibung?.trim() ? descriptionId : '', hintId, error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="qc-slide__form" onSubmit={submit} noValidate>
      <SlideHeading id={headingId}>{slideQuestion(slide, 'Frage')}</SlideHeading>
      <SlideDetails slide={slide} descriptionId={descriptionId} unitName={check.reference_unit.name} />
      <div className="qc-field">
        <label id={labelId} className="qc-field__label" htmlFor={inputId}>
          {measure ?? 'Wert'} in {unit}
        </label>
        <div className="qc-field__unit-input">
          <input
            id={inputId}
            className="qc-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-labelledby={`${headingId} ${labelId}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
          <span className="qc-field__unit" aria-hidden="true">
            {unit}
          </span>
        </div>
        <p id={hintId} className="qc-field__hint">
          Zahl größer als 0 in {unit}; Nachkommastellen mit Komma, zum Beispiel 2,75.
        </p>
        {error && (
          <p id={errorId} className="qc-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <SlideActions onBack={onBack} />
    </form>
  );
}
