import type { ChapterExplanation, Variant } from '@baucheck/shared/engine/explain';
import type { CheckGroup } from '@baucheck/shared/enums';
import { reasonsLead, reasonText, variantText } from '@baucheck/shared/result-explanation';

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
