import { CHAPTER_SEVERITY_LABELS, OUTCOME_SEVERITY_LABELS, type OutcomeSeverity } from '../enums.ts';
import { evaluate } from './evaluate.ts';
import type { Answer, Answers, EngineCheck, EngineSlide } from './model.ts';
import { branchesByResponses, isMeasurementSlide, slideTitle, thresholdOf } from './slides.ts';

/**
 * Test cases ("Prüffälle"): a path an author clicked through in the preview, kept with the result it
 * gave. Re-evaluating a case is the residents' evaluation (`evaluate`) of the same answers, so a case
 * says exactly what residents would get; nothing here is stored or fetched.
 */

/** One chapter's result as a test case records it (the title is kept so a removed outcome can still be named). */
export interface CaseChapterResult {
  chapter_id: string;
  outcome_id: string | null;
  title: string | null;
  severity: OutcomeSeverity | null;
}

export interface CaseResult {
  chapters: CaseChapterResult[];
  overall: OutcomeSeverity | null;
}

/** Why a case's answers no longer fit the check: a removed slide, a changed question type, a path without an end. */
export interface CaseMisfit {
  code: 'unknown_slide' | 'answer_type' | 'incomplete';
  /** The slide concerned, when there is one. */
  slide_id: string | null;
  message: string;
}

export type CaseEvaluation = { result: CaseResult; misfit: null } | { result: null; misfit: CaseMisfit };

const answerFits = (slide: EngineSlide, answer: Answer): boolean => {
  if ('site' in answer) return slide.type === 'Karte';
  if ('value' in answer) return isMeasurementSlide(slide) && thresholdOf(slide) !== null;
  return (
    branchesByResponses(slide) &&
    !isMeasurementSlide(slide) &&
    slide.responses.some((response) => response.id === answer.response_id)
  );
};

/** The first reason the answers do not fit the check, or null when every answer belongs to a slide that asks for it. */
export function misfitOf(check: EngineCheck, answers: Answers): CaseMisfit | null {
  const byId = new Map(check.slides.map((slide) => [slide.id, slide]));
  const missing = Object.keys(answers).filter((slideId) => !byId.has(slideId));
  if (missing.length > 0) {
    return {
      code: 'unknown_slide',
      slide_id: null,
      message:
        missing.length === 1
          ? 'Eine Antwort gehört zu einer Folie, die es in diesem Check nicht gibt.'
          : `${missing.length} Antworten gehören zu Folien, die es in diesem Check nicht gibt.`,
    };
  }
  for (const [slideId, answer] of Object.entries(answers)) {
    const slide = byId.get(slideId) as EngineSlide;
    if (!answerFits(slide, answer)) {
      return {
        code: 'answer_type',
        slide_id: slideId,
        message: `Die Antwort auf „${slideTitle(slide)}“ passt nicht mehr zur Frage (Art der Frage oder Antworten geändert).`,
      };
    }
  }
  return null;
}

/**
 * Re-evaluates a case with the engine: its result, or why its answers no longer fit the check (an
 * answer for a slide that is gone or asks differently now, or a path that stops before the end).
 */
export function evaluateCase(check: EngineCheck, answers: Answers): CaseEvaluation {
  const misfit = misfitOf(check, answers);
  if (misfit) return { result: null, misfit };
  const evaluation = evaluate(check, answers);
  if (!evaluation.complete) {
    const awaiting = evaluation.awaiting ? check.slides.find((slide) => slide.id === evaluation.awaiting) : undefined;
    return {
      result: null,
      misfit: {
        code: 'incomplete',
        slide_id: evaluation.awaiting,
        message: awaiting
          ? `Die Antworten führen nicht mehr bis zum Ergebnis: „${slideTitle(awaiting)}“ ist unbeantwortet.`
          : 'Die Antworten führen nicht mehr bis zum Ergebnis.',
      },
    };
  }
  return {
    misfit: null,
    result: {
      chapters: evaluation.chapters.map(({ chapter_id, outcome }) => ({
        chapter_id,
        outcome_id: outcome?.id ?? null,
        title: outcome?.title ?? null,
        severity: outcome?.severity ?? null,
      })),
      overall: evaluation.overall,
    },
  };
}

/** Whether two results differ in what residents would be told: the overall result or any chapter's outcome. */
export function resultsDiffer(expected: CaseResult, current: CaseResult): boolean {
  if (expected.overall !== current.overall || expected.chapters.length !== current.chapters.length) return true;
  return expected.chapters.some((chapter, index) => {
    const other = current.chapters[index];
    return other?.chapter_id !== chapter.chapter_id || other.outcome_id !== chapter.outcome_id;
  });
}

const overallLabel = (overall: OutcomeSeverity | null) =>
  overall ? OUTCOME_SEVERITY_LABELS[overall] : 'kein Ergebnis';

const chapterLabel = (chapter: CaseChapterResult | undefined) =>
  chapter?.title ?? (chapter?.severity ? CHAPTER_SEVERITY_LABELS[chapter.severity] : 'kein Ergebnis');

/**
 * The change in German, as authors read it beside the publish problems: the overall result when it
 * changed ("Prüffall „Gartenhaus 80 m³“: Verfahrensfrei → Baugenehmigung erforderlich"), else the first
 * chapter whose outcome changed.
 */
export function caseChangeText(name: string, expected: CaseResult, current: CaseResult): string {
  if (expected.overall !== current.overall)
    return `Prüffall „${name}“: ${overallLabel(expected.overall)} → ${overallLabel(current.overall)}`;
  const changed = current.chapters.findIndex(
    (chapter, index) => expected.chapters[index]?.outcome_id !== chapter.outcome_id,
  );
  const index = changed === -1 ? current.chapters.length : changed;
  return `Prüffall „${name}“: ${chapterLabel(expected.chapters[index])} → ${chapterLabel(current.chapters[index])}`;
}

/** A case whose answers no longer fit, in German. */
export const caseMisfitText = (name: string, misfit: CaseMisfit) =>
  `Prüffall „${name}“ passt nicht mehr zum Check: ${misfit.message}`;

/**
 * Whether a case tells residents something else now than its confirmed result (`expected`; null: the
 * author confirmed that its answers no longer fit), and the change in German. One rule for the
 * server's list and publish and the editor's live view.
 */
export function caseStatus(
  name: string,
  expected: CaseResult | null,
  evaluation: CaseEvaluation,
): { changed: boolean; change_text: string | null } {
  if (evaluation.misfit) {
    // Confirmed as no longer fitting: known, not a change any more.
    return expected === null
      ? { changed: false, change_text: null }
      : { changed: true, change_text: caseMisfitText(name, evaluation.misfit) };
  }
  if (expected === null) return { changed: true, change_text: `Prüffall „${name}“ passt wieder zum Check.` };
  return resultsDiffer(expected, evaluation.result)
    ? { changed: true, change_text: caseChangeText(name, expected, evaluation.result) }
    : { changed: false, change_text: null };
}
