import type { QuickCheck } from '@baucheck/shared/checks';
import type { Answers, Site } from '@baucheck/shared/engine/model';

/*
 * Demo requests for the PDF summary, shared by the benchmark and the integration test: answers
 * picked by question text from a published check as residents load it, so they follow the seeded
 * demo checks (functions/local/seed/checks.ts) without hard-coding generated ids.
 */

/** "ja"/"nein" picks that response, a number is a measurement, a site (or null) answers the map. */
export type Choice = 'ja' | 'nein' | number | { site: Site | null };

/** A site inside the demo monument ensemble of Markt Lindenau (functions/src/services/geo/demo-areas.ts). */
export const LINDENAU_MARKTPLATZ: Site = { label: 'Marktplatz 3, 85999 Markt Lindenau', lon: 11.4003, lat: 48.3002 };
/** A site in Markt Lindenau outside every demo area. */
export const LINDENAU_GARTENSTRASSE: Site = {
  label: 'Gartenstraße 18, 85999 Markt Lindenau',
  lon: 11.38,
  lat: 48.31,
};

/** Answers keyed by slide id, from choices keyed by the beginning of each slide's question (Frage). */
export function answersFor(quickCheck: QuickCheck, choices: Record<string, Choice>): Answers {
  const answers: Answers = {};
  for (const [question, choice] of Object.entries(choices)) {
    const slide = quickCheck.definition.slides.find((candidate) =>
      (candidate.attributes.Frage ?? '').startsWith(question),
    );
    if (!slide) throw new Error(`no slide "${question}" in ${quickCheck.title}`);
    if (typeof choice === 'number') answers[slide.id] = { value: choice };
    else if (typeof choice === 'object') answers[slide.id] = { site: choice.site, side_laws: [] };
    else {
      const response = slide.responses.find((candidate) => candidate.answer === choice);
      if (!response) throw new Error(`no answer "${choice}" on "${question}"`);
      answers[slide.id] = { response_id: response.id };
    }
  }
  return answers;
}

/**
 * A garden house in the Bavarian demo check: no lounge, inside a built-up area, `volume` m³ (the limit
 * is 75 m³), at `site`, no local development plan.
 */
export const gartenhausChoices = (volume: number, site: Site | null): Record<string, Choice> => ({
  'Soll das Gartenhaus einen Aufenthaltsraum': 'nein',
  'Liegt Ihr Grundstück im Außenbereich': 'nein',
  'Wie groß ist der Brutto-Rauminhalt': volume,
  'Wo soll das Gartenhaus stehen': { site },
  'Gibt es für Ihr Grundstück einen Bebauungsplan': 'nein',
});

/** The request body of POST /api/export/summary/ for a quick check and answers. */
export const summaryBody = (quickCheck: QuickCheck, answers: Answers, productId?: string) => ({
  reference_unit_id: quickCheck.reference_unit.id,
  group: quickCheck.group,
  check_id: quickCheck.check_id,
  version: quickCheck.version,
  ...(productId ? { product_id: productId } : {}),
  answers,
});
