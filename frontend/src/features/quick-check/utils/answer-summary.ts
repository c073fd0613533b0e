import type { QuickCheck } from '@baucheck/shared/checks';
import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answers } from '@baucheck/shared/engine/model';
import { slideQuestion } from '@baucheck/shared/engine/slides';
import { formatGermanNumber } from '@baucheck/shared/german-numbers';
import { siteLabel } from './slide-model.ts';

export interface GivenAnswer {
  slideId: string;
  question: string;
  answer: string;
}

/** The resident's answers along their path, as question and answer in words. */
export function givenAnswers(check: QuickCheck, evaluation: Evaluation, answers: Answers): GivenAnswer[] {
  const slides = new Map(check.definition.slides.map((slide) => [slide.id, slide]));
  const given: GivenAnswer[] = [];
  for (const slideId of evaluation.path) {
    const slide = slides.get(slideId);
    const answer = answers[slideId];
    if (!slide || !answer || (slide.type !== 'Ja-Oder-Nein' && slide.type !== 'Karte')) continue;
    const question = slideQuestion(slide);
    let text: string;
    if ('value' in answer)
      text = `${formatGermanNumber(answer.value)} ${slide.attributes['Vergleichs-Einheit'] ?? ''}`.trim();
    else if ('site' in answer) text = answer.site ? siteLabel(answer.site) : 'Kein Standort angegeben';
    else text = evaluation.chosen[slideId]?.label ?? '–';
    given.push({ slideId, question, answer: text });
  }
  return given;
}

/** A short, stable key of a finished check and its answers (one statistics count per result). */
export function resultKey(checkId: string, version: number, answers: Answers): string {
  const text = JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return `${checkId}:${version}:${(hash >>> 0).toString(36)}`;
}
