import type { FormEvent } from 'react';
import { slideQuestion } from '../../utils/slide-model.ts';
import { SlideActions, SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/** Information only: title, description, local note, link and image. */
export function TextSlide({ slide, check, headingId, onContinue, onBack }: SlideProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className="qc-slide__form" onSubmit={submit}>
      <SlideHeading id={headingId}>{slideQuestion(slide, 'Information')}</SlideHeading>
      <SlideDetails slide={slide} unitName={check.reference_unit.name} />
      <SlideActions onBack={onBack} />
    </form>
  );
}
