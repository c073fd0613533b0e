import type { QuickCheck } from '@baucheck/shared/checks';
import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answer, EngineSlide } from '@baucheck/shared/engine/model';

export interface SlideProps {
  slide: EngineSlide;
  check: QuickCheck;
  evaluation: Evaluation;
  /** The stored answer of this slide, if any. */
  answer: Answer | undefined;
  /** id of the slide's h1, which receives focus when the slide appears. */
  headingId: string;
  /** Stores the answer (when given) and moves to the next slide on the resident's path. */
  onContinue: (answer?: Answer) => void;
  /** Stores an answer without moving on (the Karte slide keeps the located site at once). */
  onAnswer: (answer: Answer) => void;
  onBack: () => void;
}
