import type { FormEvent } from 'react';
import { chaptersOf, slideQuestion } from '../../utils/slide-model.ts';
import { SlideActions, SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/** The start of a chapter, with where it stands among the check's chapters. */
export function ChapterSlide({ slide, check, headingId, onContinue, onBack }: SlideProps) {
  const chapters = chaptersOf(check.definition);
  const chapter = chapters.find((candidate) => candidate.id === slide.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className="qc-slide__form" onSubmit={submit}>
      <SlideHeading id={headingId} eyebrow={`Kapitel ${chapter?.number ?? 1} von ${chapters.length}`}>
        {slideQuestion(slide, 'Kapitel')}
      </SlideHeading>
      <SlideDetails slide={slide} unitName={check.reference_unit.name} />
      {chapters.length > 1 && (
        <ol className="qc-chapter-list" aria-label="Kapitel dieses Checks">
          {chapters.map((candidate) => (
            <li
              key={candidate.id}
              className={candidate.id === slide.id ? 'qc-chapter-list__item--current' : undefined}
              aria-current={candidate.id === slide.id ? 'step' : undefined}
            >
              {candidate.title}
            </li>
          ))}
        </ol>
      )}
      <SlideActions onBack={onBack} nextLabel="Kapitel beginnen" />
    </form>
  );
}
