import type { FormEvent } from 'react';
import { OutcomeCard } from '../outcome-card.tsx';
import { chapterOfSlide, chapterOutcome, slideQuestion } from '../../utils/slide-model.ts';
import { SlideActions, SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/** Zwischenergebnis: the current chapter's result so far. */
export function InterimResultSlide({ slide, check, evaluation, headingId, onContinue, onBack }: SlideProps) {
  const chapter = chapterOfSlide(check.definition, slide.id);
  const outcome = chapterOutcome(evaluation, chapter?.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className="qc-slide__form" onSubmit={submit}>
      <SlideHeading id={headingId} eyebrow={chapter ? `Kapitel ${chapter.number}: ${chapter.title}` : undefined}>
        {slideQuestion(slide, 'Zwischenergebnis')}
      </SlideHeading>
      <SlideDetails slide={slide} unitName={check.reference_unit.name} />
      {outcome ? (
        <OutcomeCard outcome={outcome} />
      ) : (
        <p>Für dieses Kapitel liegt nach Ihren Antworten noch kein Ergebnis vor.</p>
      )}
      <SlideActions onBack={onBack} />
    </form>
  );
}
