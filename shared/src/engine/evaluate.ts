import { OUTCOME_SEVERITIES, type OutcomeSeverity, type SideLaw } from '../enums.ts';
import { END_OF_CHECK } from './end-of-check.ts';
import type { Answer, Answers, EngineCheck, EngineOutcome, EngineResponse, EngineSlide, Site } from './model.ts';
import { branchesByResponses, isMeasurementSlide, orderedSlides, thresholdOf } from './slides.ts';

export interface ChapterResult {
  /** The Kapitel slide that opens the chapter. */
  chapter_id: string;
  outcome: EngineOutcome | null;
}

export interface Evaluation {
  /** Slides the resident passes through, in order, up to the current or final slide. */
  path: string[];
  /** The same walk with each slide's chapter and chosen response (what "Warum?" explains). */
  steps: Step[];
  /** The question slide that still needs an answer, or null. */
  awaiting: string | null;
  /** True once the check reached its end (an Endergebnis slide, a jump to the end, or past the last slide). */
  complete: boolean;
  /** Responses chosen (or computed from measurements) along the path, by slide id. */
  chosen: Record<string, EngineResponse>;
  chapters: ChapterResult[];
  /** The most severe chapter result; null while no chapter has one. */
  overall: OutcomeSeverity | null;
  /** The site located on the Karte slide (null when skipped or not reached). */
  site: Site | null;
  /** Side laws the geoservice found at the site (empty when no site was located). */
  side_laws: SideLaw[];
  /** Side laws that could not be checked at the located site (no service, or it did not answer). */
  unchecked: SideLaw[];
}

/** What the Karte slide found: the side laws at the site and those it could not check there. */
interface SiteFindings {
  sideLaws: SideLaw[];
  unchecked: SideLaw[];
}

/**
 * The response a slide's answer selects: the chosen one; for a measurement "ja" when the value is
 * within (≤) the threshold, else "nein"; for a Baunebenrechte slide "ja" when side laws apply at the
 * site, when any side law could not be checked there, or when no site was located (`findings` null).
 */
function responseFor(
  slide: EngineSlide,
  answer: Answer | undefined,
  findings: SiteFindings | null,
): EngineResponse | undefined {
  if (slide.type === 'Baunebenrechte') {
    // Only a located site where every side law was checked and none found rules side laws out. A
    // resident who went on without a site (or a path that never passed the map) was not checked for
    // protected areas, and a side law whose service did not answer was not checked either, so side
    // laws cannot be excluded: the conservative "ja".
    const excluded = findings !== null && findings.sideLaws.length === 0 && findings.unchecked.length === 0;
    const wanted = excluded ? 'nein' : 'ja';
    return slide.responses.find((response) => response.answer === wanted);
  }
  if (!answer || 'site' in answer) return undefined;
  if ('response_id' in answer) {
    return isMeasurementSlide(slide)
      ? undefined
      : slide.responses.find((response) => response.id === answer.response_id);
  }
  const threshold = thresholdOf(slide);
  if (!isMeasurementSlide(slide) || threshold === null) return undefined;
  const wanted = answer.value <= threshold ? 'ja' : 'nein';
  return slide.responses.find((response) => response.answer === wanted);
}

/**
 * The result of a chapter: its highest-ranked (lowest `ranking`) triggered outcome; when the answers
 * triggered none, the chapter's lowest-ranked outcome, which authors use as the default (typically
 * "Verfahrensfrei").
 */
export function chapterOutcome(
  check: EngineCheck,
  chapterId: string,
  triggered: readonly string[],
): EngineOutcome | null {
  const outcomes = check.outcomes
    .filter((outcome) => outcome.chapter_id === chapterId)
    .sort((a, b) => a.ranking - b.ranking);
  return outcomes.find((outcome) => triggered.includes(outcome.id)) ?? outcomes.at(-1) ?? null;
}

export const mostSevere = (severities: OutcomeSeverity[]): OutcomeSeverity | null =>
  severities.reduce<OutcomeSeverity | null>(
    (worst, next) =>
      worst === null || OUTCOME_SEVERITIES.indexOf(next) > OUTCOME_SEVERITIES.indexOf(worst) ? next : worst,
    null,
  );

/** One slide the resident passes through, as the engine walked it. */
export interface Step {
  slide: EngineSlide;
  /** The chapter the slide lies in: the last Kapitel slide passed (itself, for a Kapitel slide). */
  chapter_id: string | null;
  /** The response chosen (or computed from a measurement or the site) on a slide that branches by responses. */
  response: EngineResponse | null;
}

/** The engine's walk through a check: every slide passed, and where it stopped. */
interface Walk {
  steps: Step[];
  awaiting: string | null;
  complete: boolean;
  site: Site | null;
  /** What was found at the located site; null while no site was located (skipped or not reached). */
  findings: SiteFindings | null;
}

/**
 * Walks a check with the resident's answers: from the first slide, each question's chosen response
 * jumps to its target (or the next slide). Stops at the first unanswered question or at the end.
 * Cycles cannot hang it: a slide is never entered twice. The one path walk behind the evaluation; its
 * steps travel with the evaluation to the explanations ("Warum?"), so they can never disagree.
 */
function walk(check: EngineCheck, answers: Answers): Walk {
  const slides = orderedSlides(check);
  const byId = new Map(slides.map((slide) => [slide.id, slide]));
  const indexOf = new Map(slides.map((slide, index) => [slide.id, index]));
  const steps: Step[] = [];
  const visited = new Set<string>();
  let chapter: string | null = null;
  let awaiting: string | null = null;
  let complete = false;
  let site: Site | null = null;
  let findings: SiteFindings | null = null;
  let current: EngineSlide | undefined = slides[0];

  while (current && !visited.has(current.id)) {
    visited.add(current.id);
    if (current.type === 'Kapitel') chapter = current.id;
    const step: Step = { slide: current, chapter_id: chapter, response: null };
    steps.push(step);
    if (current.type === 'Endergebnis') {
      complete = true;
      break;
    }
    let target: string | null = null;
    if (current.type === 'Karte') {
      const answer = answers[current.id];
      if (!answer || !('site' in answer)) {
        awaiting = current.id;
        break;
      }
      site = answer.site;
      // The side laws a client sends with a skipped site mean nothing: no site, nothing checked.
      findings = answer.site ? { sideLaws: answer.side_laws, unchecked: answer.unchecked ?? [] } : null;
    } else if (branchesByResponses(current)) {
      const response = responseFor(current, answers[current.id], findings);
      if (!response) {
        awaiting = current.id;
        break;
      }
      step.response = response;
      target = response.next_slide_id;
    }
    if (target === END_OF_CHECK) {
      complete = true;
      break;
    }
    current = target === null ? slides[(indexOf.get(current.id) ?? slides.length) + 1] : byId.get(target);
    if (!current) complete = true;
  }
  return { steps, awaiting, complete, site, findings };
}

/**
 * The outcomes each chapter's answers set, by chapter in the order the path entered them: a chosen
 * response sets an outcome for the chapter it was chosen in.
 */
function triggeredByChapter(steps: readonly Step[]): Map<string, string[]> {
  const triggered = new Map<string, string[]>();
  for (const { slide, chapter_id: chapter, response } of steps) {
    if (slide.type === 'Kapitel' && chapter) triggered.set(chapter, triggered.get(chapter) ?? []);
    if (response?.outcome_id && chapter) triggered.get(chapter)?.push(response.outcome_id);
  }
  return triggered;
}

/**
 * Evaluates a check with the resident's answers along the engine's walk: each question's chosen
 * response sets an outcome for the current chapter; each chapter's result is its highest-ranked
 * triggered outcome (see {@link chapterOutcome}).
 */
export const evaluate = (check: EngineCheck, answers: Answers): Evaluation => evaluationOf(check, walk(check, answers));

function evaluationOf(check: EngineCheck, { steps, awaiting, complete, site, findings }: Walk): Evaluation {
  const chosen: Record<string, EngineResponse> = {};
  for (const step of steps) if (step.response) chosen[step.slide.id] = step.response;
  const chapters = [...triggeredByChapter(steps).entries()].map(([chapterId, outcomeIds]) => ({
    chapter_id: chapterId,
    outcome: chapterOutcome(check, chapterId, outcomeIds),
  }));
  return {
    path: steps.map((step) => step.slide.id),
    steps,
    awaiting,
    complete,
    chosen,
    chapters,
    overall: mostSevere(chapters.flatMap(({ outcome }) => (outcome ? [outcome.severity] : []))),
    site,
    side_laws: findings?.sideLaws ?? [],
    unchecked: findings?.unchecked ?? [],
  };
}
