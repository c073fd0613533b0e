import { OUTCOME_SEVERITIES, type OutcomeSeverity } from '../enums.ts';
import { MAX_MEASUREMENT } from '../german-numbers.ts';
import { evaluate, type Evaluation, type Step } from './evaluate.ts';
import type { Answers, EngineCheck, EngineOutcome } from './model.ts';
import { isMeasurementSlide, slideQuestion, thresholdOf } from './slides.ts';

/*
 * "Warum?" for residents: which answers decided each chapter's result, and which measured value
 * would have given a better one. Both read the steps of the evaluation the caller already has (the
 * engine's own walk, never a second reading of the check), so the result page, the PDF and the
 * evaluation cannot disagree.
 */

/** One answer that decided a chapter's result. */
export type Reason =
  | {
      kind: 'answer';
      slide_id: string;
      /** The slide's question (its type when it has none). */
      question: string;
      /** The label of the response chosen (on a Baunebenrechte slide: computed from the site). */
      answer: string;
    }
  | {
      /** A Baunebenrechte slide: answered by the engine from the site, not by the resident. */
      kind: 'side_laws';
      slide_id: string;
      /** True when no site was located, so side laws could not be ruled out. */
      site_missing: boolean;
      /** True when side laws apply (or cannot be ruled out): the slide's "Ja". */
      apply: boolean;
    }
  | {
      kind: 'measurement';
      slide_id: string;
      question: string;
      /** The measure ("Rauminhalt"); null when the slide names none. */
      measure: string | null;
      value: number;
      unit: string;
      threshold: number;
      /** True when the value is at most the threshold (the engine's "Ja"). */
      within: boolean;
    };

export interface ChapterExplanation {
  chapter_id: string;
  /** The chapter's result, as the evaluation gives it. */
  outcome: EngineOutcome | null;
  /**
   * True when the answers set the result; false when none of them set an outcome, so the chapter
   * kept its default (lowest-ranked) one and every answer in it counted alike.
   */
  set_by_answers: boolean;
  /** The deciding answers, in path order; all on the resident's path and in this chapter. */
  reasons: Reason[];
}

function reasonOf(step: Step, answers: Answers, siteLocated: boolean): Reason | null {
  const { slide, response } = step;
  if (!response) return null;
  if (slide.type === 'Baunebenrechte')
    return { kind: 'side_laws', slide_id: slide.id, site_missing: !siteLocated, apply: response.answer === 'ja' };
  const answer = answers[slide.id];
  const threshold = thresholdOf(slide);
  if (isMeasurementSlide(slide) && answer && 'value' in answer && threshold !== null) {
    return {
      kind: 'measurement',
      slide_id: slide.id,
      question: slideQuestion(slide),
      measure: (slide.attributes['Mess-Kategorie'] ?? '').trim() || null,
      value: answer.value,
      unit: (slide.attributes['Vergleichs-Einheit'] ?? '').trim(),
      threshold,
      // The engine's own comparison: its "Ja" is "at most the threshold".
      within: response.answer === 'ja',
    };
  }
  return { kind: 'answer', slide_id: slide.id, question: slideQuestion(slide), answer: response.label };
}

/**
 * Per chapter (in the evaluation's order) the answers that decided its result: those whose
 * response set the chapter's outcome; when none set it (the chapter's default), every answer given
 * in the chapter, since together they set nothing stricter.
 */
export function explainChapters(
  check: EngineCheck,
  answers: Answers,
  evaluation: Evaluation = evaluate(check, answers),
): ChapterExplanation[] {
  return evaluation.chapters.map(({ chapter_id: chapterId, outcome }) => {
    const answered = evaluation.steps.filter((step) => step.chapter_id === chapterId && step.response);
    const setting = answered.filter((step) => outcome && step.response?.outcome_id === outcome.id);
    const setByAnswers = setting.length > 0;
    return {
      chapter_id: chapterId,
      outcome,
      set_by_answers: setByAnswers,
      reasons: (setByAnswers ? setting : answered).flatMap(
        (step) => reasonOf(step, answers, evaluation.site !== null) ?? [],
      ),
    };
  });
}

/** A measured value that would have given a chapter a less severe result. */
export interface Variant {
  chapter_id: string;
  slide_id: string;
  measure: string | null;
  unit: string;
  /** The value the resident gave. */
  given: number;
  threshold: number;
  /** "at_most": any value up to the threshold; "more_than": any value above it. */
  bound: 'at_most' | 'more_than';
  /** A value within the bound, the one the engine evaluated (for "at_most" the threshold itself). */
  value: number;
  /** The chapter's result with that value. */
  outcome: EngineOutcome;
  /** The overall result with that value. */
  overall: OutcomeSeverity;
}

/** The step of four decimal places, the finest a resident can type: the smallest value above a threshold. */
const FINEST_STEP = 0.0001;

const rank = (severity: OutcomeSeverity): number => OUTCOME_SEVERITIES.indexOf(severity);

/**
 * Per chapter, where its result hangs on a value measured along the resident's path: the value on
 * the other side of that slide's threshold that gives the chapter its least severe result, found by
 * evaluating the check again with it (the rest of the answers unchanged). Only finished evaluations
 * count: a value that leads to a question the resident never answered says nothing. Chapters whose
 * result no single measured value improves get none; at most one variant per chapter (the least
 * severe result, then the earliest value on the path).
 */
export function betterVariants(
  check: EngineCheck,
  answers: Answers,
  current: Evaluation = evaluate(check, answers),
): Variant[] {
  if (!current.complete) return [];
  const alternatives = current.steps.flatMap((step) => {
    const reason = reasonOf(step, answers, current.site !== null);
    if (reason?.kind !== 'measurement') return [];
    const bound = reason.within ? ('more_than' as const) : ('at_most' as const);
    const value = bound === 'at_most' ? reason.threshold : reason.threshold + FINEST_STEP;
    if (value > MAX_MEASUREMENT) return [];
    const evaluation = evaluate(check, { ...answers, [reason.slide_id]: { value } });
    return evaluation.complete && evaluation.overall ? [{ reason, bound, value, evaluation }] : [];
  });
  return current.chapters.flatMap(({ chapter_id: chapterId, outcome }) => {
    if (!outcome) return [];
    let best: Variant | null = null;
    for (const { reason, bound, value, evaluation } of alternatives) {
      const better = evaluation.chapters.find((chapter) => chapter.chapter_id === chapterId)?.outcome;
      if (!better || !evaluation.overall || rank(better.severity) >= rank(best?.outcome.severity ?? outcome.severity)) {
        continue;
      }
      best = {
        chapter_id: chapterId,
        slide_id: reason.slide_id,
        measure: reason.measure,
        unit: reason.unit,
        given: reason.value,
        threshold: reason.threshold,
        bound,
        value,
        outcome: better,
        overall: evaluation.overall,
      };
    }
    return best ? [best] : [];
  });
}
