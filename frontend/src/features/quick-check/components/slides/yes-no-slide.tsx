import { useId, useState, type FormEvent } from 'react';
import { slideQuestion } from '../../utils/slide-model.ts';
import { SlideActions, SlideDetails } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/**
 * A Ja-Oder-Nein question: a radio group in a fieldset whose legend is the question (the page's h1),
 * with the description and local note in between. Nothing is stored until "Weiter".
 */
export function YesNoSlide({ slide, check, answer, headingId, onContinue, onBack }: SlideProps) {
  const name = useId();
  const descriptionId = `${name}-description`;
  const errorId = `${name}-error`;
  const responses = [...slide.responses].sort((a, b) => a.position - b.position);
  const [selected, setSelected] = useState(() =>
    answer && 'response_id' in answer && responses.some((response) => response.id === answer.response_id)
      ? answer.response_id
      : null,
  );
  const [showError, setShowError] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setShowError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onContinue({ response_id: selected });
  };

  const hasDescription = Boolean(slide.attributes.Beschreibung?.trim());
  return (
    <form className="qc-slide__form" onSubmit={submit} noValidate>
      <fieldset
        className="qc-fieldset"
        aria-describedby={[hasDescription ? descriptionId : '', showError ? errorId : ''].join(' ').trim() || undefined}
      >
        <legend className="qc-fieldset__legend">
          <h1 id={headingId} className="qc-slide__title" tabIndex={-1}>
            {slideQuestion(slide, 'Frage')}
          </h1>
        </legend>
        <SlideDetails slide={slide} descriptionId={descriptionId} unitName={check.reference_unit.name} />
        <div className="qc-options qc-options--inline">
          {responses.map((response) => (
            <label key={response.id} className="qc-option">
              <input
                type="radio"
                name={name}
                value={response.id}
                checked={selected === response.id}
                onChange={() => {
                  setSelected(response.id);
                  setShowError(false);
                }}
              />
              <span className="qc-option__label">{response.label}</span>
            </label>
          ))}
        </div>
        {showError && (
          <p id={errorId} className="qc-error" role="alert">
            Bitte wählen Sie eine Antwort aus.
          </p>
        )}
      </fieldset>
      <SlideActions onBack={onBack} />
    </form>
  );
}
