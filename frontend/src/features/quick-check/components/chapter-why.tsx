import type { QuickCheck } from '@baucheck/shared/checks';
import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import {
  betterVariants,
  explainChapters,
  type ChapterExplanation,
  type Variant,
} from '@baucheck/shared/engine/explain';
import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import type { CheckGroup } from '@baucheck/shared/enums';
import { chapterLegalBasis, reasonsLead, reasonText, variantText } from '@baucheck/shared/result-explanation';

interface ChapterWhyProps {
  explanation: ChapterExplanation;
  variant: Variant | undefined;
  group: CheckGroup;
  /** What the chapter rests on (chapterLegalBasis); null: nothing to cite. */
  legalBasis: string | null;
  /** Names the chapter for screen readers, since every chapter has its own "Warum?". */
  chapterName: string;
}

/**
 * Under a chapter's result: the measured value that would have given a better result (when the
 * engine found one; always visible, it is the most useful sentence), and a "Warum?" disclosure with
 * the answers that decided the result and the chapter's legal basis.
 */
export function ChapterWhy({ explanation, variant, group, legalBasis, chapterName }: ChapterWhyProps) {
  return (
    <>
      {variant && <p className="qc-variant">{variantText(variant, group)}</p>}
      {explanation.reasons.length > 0 && (
        <details className="qc-why">
          <summary>
            Warum?<span className="sr-only"> ({chapterName})</span>
          </summary>
          <div className="qc-why__body">
            <p>{reasonsLead(explanation)}</p>
            <ul>
              {explanation.reasons.map((reason) => (
                <li key={reason.slide_id}>{reasonText(reason)}</li>
              ))}
            </ul>
            {legalBasis && <p>Rechtsgrundlage: {legalBasis}</p>}
          </div>
        </details>
      )}
    </>
  );
}

/** "Warum?" of every chapter of a finished check, from the steps of its evaluation (one walk of the engine). */
export interface ResultWhy {
  explanations: ChapterExplanation[];
  variants: Variant[];
}

export const resultWhy = (definition: EngineCheck, answers: Answers, evaluation: Evaluation): ResultWhy => ({
  explanations: explainChapters(definition, answers, evaluation),
  variants: betterVariants(definition, answers, evaluation),
});

interface ChapterWhyOfProps {
  why: ResultWhy;
  check: Pick<QuickCheck, 'definition' | 'group' | 'legal_basis'>;
  chapterId: string;
  chapterName: string;
}

/** One chapter's "Warum?" as residents get it (result page and the editor's preview): nothing without reasons. */
export function ChapterWhyOf({ why, check, chapterId, chapterName }: ChapterWhyOfProps) {
  const explanation = why.explanations.find((candidate) => candidate.chapter_id === chapterId);
  if (!explanation) return null;
  return (
    <ChapterWhy
      explanation={explanation}
      variant={why.variants.find((candidate) => candidate.chapter_id === chapterId)}
      group={check.group}
      legalBasis={chapterLegalBasis(check.definition, chapterId, check.legal_basis)}
      chapterName={chapterName}
    />
  );
}
