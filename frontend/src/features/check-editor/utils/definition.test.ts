import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import { describe, expect, it } from 'vitest';
import { chapterOfSlides, toEngineCheck } from './definition.ts';

const attribute = (
  slideId: string,
  key: Slide['attributes'][number]['key'],
  value: string,
  unit: string | null = null,
) => ({
  id: `${slideId}-${key}-${unit ?? 'own'}`,
  slide_id: slideId,
  key,
  value,
  reference_unit_id: unit,
  version: 1,
});
const slide = (id: string, type: Slide['type'], position: number, extra: Partial<Slide> = {}): Slide => ({
  id,
  check_id: 'c',
  type,
  position,
  attributes: [],
  responses: [],
  version: 1,
  ...extra,
});

const detail = {
  check: { land_id: 'bayern' } as CheckDetail['check'],
  slides: [
    slide('k', 'Kapitel', 0, { attributes: [attribute('k', 'Frage', 'Baurecht')] }),
    slide('q', 'Ja-Oder-Nein', 10, {
      attributes: [
        attribute('q', 'Frage', 'Wie hoch?'),
        attribute('q', 'Mess-Kategorie', 'Höhe'),
        attribute('q', 'Vergleichs-Einheit', 'm'),
        attribute('q', 'Messwert', '3'),
        attribute('q', 'Messwert', '2,5', 'lindenau'),
        attribute('q', 'Lokales', '', 'lindenau'),
        attribute('q', 'Messwert', '2', 'bayern'),
        attribute('q', 'Vergleichs-Einheit', 'm', 'bayern'),
      ],
      responses: [
        { id: 'ja', slide_id: 'q', answer: 'ja', label: 'Ja', position: 0, next_slide_id: null, outcome_id: 'free' },
        {
          id: 'nein',
          slide_id: 'q',
          answer: 'nein',
          label: 'Nein',
          position: 1,
          next_slide_id: null,
          outcome_id: 'permit',
        },
      ],
    }),
    slide('e', 'Endergebnis', 20),
  ],
  outcomes: [
    {
      id: 'permit',
      check_id: 'c',
      chapter_id: 'k',
      title: 'Genehmigung',
      text: '',
      severity: 'genehmigungspflichtig',
      ranking: 1,
      version: 1,
    },
    {
      id: 'free',
      check_id: 'c',
      chapter_id: 'k',
      title: 'Frei',
      text: '',
      severity: 'verfahrensfrei',
      ranking: 2,
      version: 1,
    },
  ],
} satisfies CheckDetail;

describe('toEngineCheck', () => {
  it('uses the check’s own values, and a unit’s non-empty local values on top, as residents get them', () => {
    const own = toEngineCheck(detail);
    const local = toEngineCheck(detail, 'lindenau');

    expect(own.slides[1]?.attributes).toMatchObject({ Messwert: '3' });
    expect(own.slides[1]?.attributes.Lokales).toBeUndefined();
    expect(local.slides[1]?.attributes).toMatchObject({ Messwert: '2,5' });
    // 2.8 m is within the check's 3 m but above Lindenau's local 2.5 m
    expect(evaluate(own, { q: { value: 2.8 } }).overall).toBe('verfahrensfrei');
    expect(evaluate(local, { q: { value: 2.8 } }).overall).toBe('genehmigungspflichtig');
  });

  it('lays the Land’s local values under a Gemeinde’s, as residents get them (and the server saves test cases)', () => {
    // Seewiesen has no local value: its residents get Bayern's 2 m; Lindenau's own 2.5 m win over it
    const seewiesen = toEngineCheck(detail, 'seewiesen');
    const land = toEngineCheck(detail, 'bayern');

    expect(seewiesen.slides[1]?.attributes).toMatchObject({ Messwert: '2' });
    expect(land.slides[1]?.attributes).toMatchObject({ Messwert: '2' });
    expect(toEngineCheck(detail, 'lindenau').slides[1]?.attributes).toMatchObject({ Messwert: '2,5' });
    expect(evaluate(seewiesen, { q: { value: 2.2 } }).overall).toBe('genehmigungspflichtig');
  });

  it('knows the chapter of every slide', () => {
    expect(Object.fromEntries(chapterOfSlides(detail))).toEqual({ k: 'k', q: 'k', e: 'k' });
  });
});
