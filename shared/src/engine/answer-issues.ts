import type { ValidationIssue } from '../http.ts';
import type { Evaluation } from './evaluate.ts';
import type { Answer, Answers, EngineCheck, EngineSlide } from './model.ts';
import { isMeasurementSlide, orderedSlides, slideTitle } from './slides.ts';

/*
 * What the engine forgives, the PDF must not: it walks past answers it cannot use and simply stops
 * there. A summary is only made for a finished check whose every answer belongs to a slide on the
 * path the answers take, in the form that slide asks for. A shared result link (result-link.ts) is
 * held to the same rule, and one to an older version keeps the answers that still fit.
 */

export const ANSWER_TEXTS = {
  unknownSlide: 'Diese Folie gehört nicht zu diesem Check.',
  notOnPath: 'Diese Folie liegt nicht auf dem Weg, den Ihre Antworten durch den Check nehmen.',
  noAnswerExpected: 'Diese Folie erwartet keine Antwort.',
  siteExpected: 'Auf dieser Folie wird ein Standort erwartet (oder null, wenn die Karte übersprungen wurde).',
  valueExpected: 'Auf dieser Folie wird ein Messwert erwartet.',
  responseExpected: 'Auf dieser Folie wird eine der angebotenen Antworten erwartet.',
  unknownResponse: 'Diese Antwort gibt es auf dieser Folie nicht.',
  incomplete: (title: string) => `Der Check ist noch nicht abgeschlossen: „${title}“ ist noch unbeantwortet.`,
  notFinished: 'Der Check endet mit diesen Antworten nicht in einem Ergebnis.',
} as const;

const issue = (slideId: string | null, msg: string, type: string): ValidationIssue => ({
  loc: slideId === null ? ['body', 'answers'] : ['body', 'answers', slideId],
  msg,
  type,
});

/** Why an answer does not fit its slide's kind of question, or null when it does. */
function formProblem(slide: EngineSlide, answer: Answer): ValidationIssue | null {
  if (slide.type === 'Karte') {
    return 'site' in answer ? null : issue(slide.id, ANSWER_TEXTS.siteExpected, 'answer_kind');
  }
  if (slide.type !== 'Ja-Oder-Nein') return issue(slide.id, ANSWER_TEXTS.noAnswerExpected, 'no_answer_expected');
  if (isMeasurementSlide(slide)) {
    return 'value' in answer ? null : issue(slide.id, ANSWER_TEXTS.valueExpected, 'answer_kind');
  }
  if (!('response_id' in answer)) return issue(slide.id, ANSWER_TEXTS.responseExpected, 'answer_kind');
  return slide.responses.some((response) => response.id === answer.response_id)
    ? null
    : issue(slide.id, ANSWER_TEXTS.unknownResponse, 'unknown_response');
}

/** Every reason why these answers do not make a finished check (empty: they do). */
export function answerIssues(check: EngineCheck, answers: Answers, evaluation: Evaluation): ValidationIssue[] {
  const slides = new Map(orderedSlides(check).map((slide) => [slide.id, slide]));
  const onPath = new Set(evaluation.path);
  const issues: ValidationIssue[] = [];
  for (const [slideId, answer] of Object.entries(answers)) {
    const slide = slides.get(slideId);
    if (!slide) issues.push(issue(slideId, ANSWER_TEXTS.unknownSlide, 'unknown_slide'));
    else if (!onPath.has(slideId)) issues.push(issue(slideId, ANSWER_TEXTS.notOnPath, 'not_on_path'));
    else {
      const problem = formProblem(slide, answer);
      if (problem) issues.push(problem);
    }
  }
  // The question the walk stopped at comes first: the answers after it are off the path only because
  // it is unanswered. (When it has an answer that does not fit, that answer's issue says so.)
  if (!evaluation.complete) {
    const awaiting = evaluation.awaiting ? slides.get(evaluation.awaiting) : undefined;
    if (!awaiting) issues.unshift(issue(null, ANSWER_TEXTS.notFinished, 'incomplete'));
    else if (!(awaiting.id in answers)) {
      issues.unshift(issue(awaiting.id, ANSWER_TEXTS.incomplete(slideTitle(awaiting)), 'incomplete'));
    }
  }
  return issues;
}

/**
 * The answers that still fit the check: those to slides it has, in the form each slide asks for (a
 * result link to an older version carries them over to the current one). Returns them and the ids of
 * the slides whose answers were dropped.
 */
export function fittingAnswers(check: EngineCheck, answers: Answers): { answers: Answers; dropped: string[] } {
  const slides = new Map(orderedSlides(check).map((slide) => [slide.id, slide]));
  const kept: Answers = {};
  const dropped: string[] = [];
  for (const [slideId, answer] of Object.entries(answers)) {
    const slide = slides.get(slideId);
    if (slide && formProblem(slide, answer) === null) kept[slideId] = answer;
    else dropped.push(slideId);
  }
  return { answers: kept, dropped };
}

/**
 * The answers along the evaluation's path: what a finished check's result rests on. The tab keeps
 * answers to slides a changed answer later led away from; a result link and a PDF carry only these.
 */
export function answersOnPath(answers: Answers, evaluation: Evaluation): Answers {
  return Object.fromEntries(
    evaluation.path.flatMap((slideId) => {
      const answer = answers[slideId];
      return answer ? [[slideId, answer]] : [];
    }),
  );
}
