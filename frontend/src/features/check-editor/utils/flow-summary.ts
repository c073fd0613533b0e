import type { CheckDetail, Slide, SlideResponse } from '@baucheck/shared/checks';
import { END_OF_CHECK } from '@baucheck/shared/engine/model';
import { asksForMeasurement, ownValue } from './attributes.ts';

const NBSP = '\u00a0';

/**
 * What an answer stands for in summaries: its label ("Ja", "Nein"), or on a measurement question
 * the range it covers, from the slide's threshold and unit: "≤ 75 m³" for "ja" (within the limit, as
 * the engine decides) and "> 75 m³" for "nein". Spaces are non-breaking, so a range never wraps.
 */
export function answerText(slide: Slide, response: Pick<SlideResponse, 'answer' | 'label'>): string {
  if (!asksForMeasurement(slide)) return response.label;
  const limit = [ownValue(slide, 'Messwert').trim() || '?', ownValue(slide, 'Vergleichs-Einheit').trim()]
    .filter(Boolean)
    .join(NBSP);
  return `${response.answer === 'ja' ? '≤' : '>'}${NBSP}${limit}`;
}

/**
 * Where a slide's answers lead, in a few words for its collapsed entry in the Ablauf tab:
 * "Ja → Folie 5, setzt „Verfahrensfrei“ · Nein → weiter", on a measurement question
 * "≤ 75 m³ → weiter · > 75 m³ → Folie 6". Null for a slide without answers.
 */
export function flowSummary(slide: Slide, detail: CheckDetail): string | null {
  if (slide.responses.length === 0) return null;
  const number = (id: string) => detail.slides.findIndex((candidate) => candidate.id === id) + 1;
  return [...slide.responses]
    .sort((a, b) => a.position - b.position)
    .map((response) => {
      const target =
        response.next_slide_id === null
          ? 'weiter'
          : response.next_slide_id === END_OF_CHECK
            ? 'zum Ergebnis'
            : `Folie ${number(response.next_slide_id) || '?'}`;
      const outcome = detail.outcomes.find((candidate) => candidate.id === response.outcome_id);
      return `${answerText(slide, response)} → ${target}${outcome ? `, setzt „${outcome.title}“` : ''}`;
    })
    .join(' · ');
}
