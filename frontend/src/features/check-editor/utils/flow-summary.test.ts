import type { CheckDetail, Slide, SlideResponse } from '@baucheck/shared/checks';
import { END_OF_CHECK } from '@baucheck/shared/engine/model';
import { describe, expect, it } from 'vitest';
import { answerText, flowSummary } from './flow-summary.ts';

const response = (slideId: string, answer: 'ja' | 'nein', next: string | null, outcome: string | null = null) =>
  ({
    id: `${slideId}.${answer}`,
    slide_id: slideId,
    answer,
    label: answer === 'ja' ? 'Ja' : 'Nein',
    position: answer === 'ja' ? 0 : 1,
    next_slide_id: next,
    outcome_id: outcome,
  }) satisfies SlideResponse;

function slide(id: string, attributes: Record<string, string>, responses: SlideResponse[] = []): Slide {
  return {
    id,
    check_id: 'c1',
    type: 'Ja-Oder-Nein',
    position: 0,
    version: 1,
    responses,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      id: `${id}.${key}`,
      slide_id: id,
      key: key as Slide['attributes'][number]['key'],
      value,
      reference_unit_id: null,
      version: 1,
    })),
  };
}

const volume = slide(
  's2',
  { Frage: 'Wie groß ist der Rauminhalt?', 'Mess-Kategorie': 'Rauminhalt', 'Vergleichs-Einheit': 'm³', Messwert: '75' },
  [response('s2', 'nein', 's3', 'o1'), response('s2', 'ja', null)],
);
const question = slide('s1', { Frage: 'Ist es ein Gebäude?' }, [
  response('s1', 'ja', null, 'o2'),
  response('s1', 'nein', END_OF_CHECK),
]);
const detail = {
  slides: [question, volume, slide('s3', { Frage: 'Liegt es im Außenbereich?' })],
  outcomes: [
    { id: 'o1', title: 'Baugenehmigung erforderlich' },
    { id: 'o2', title: 'Verfahrensfrei' },
  ],
} as unknown as CheckDetail;

// The ranges keep their parts together: non-breaking spaces.
const text = (value: string | null) => value?.replaceAll('\u00a0', ' ');

describe('the flow summary of a slide in the Ablauf tab', () => {
  it('names the answers of a yes-or-no question by their labels', () => {
    expect(flowSummary(question, detail)).toBe('Ja → weiter, setzt „Verfahrensfrei“ · Nein → zum Ergebnis');
  });

  it('names the answers of a measurement question by the ranges they cover, from threshold and unit', () => {
    expect(text(flowSummary(volume, detail))).toBe(
      '≤ 75 m³ → weiter · > 75 m³ → Folie 3, setzt „Baugenehmigung erforderlich“',
    );
    expect(flowSummary(volume, detail)).not.toMatch(/Ja|Nein/);
  });

  it('keeps a German decimal threshold as written, and shows a missing one as "?"', () => {
    const height = slide('h', { 'Mess-Kategorie': 'Höhe', 'Vergleichs-Einheit': 'm', Messwert: '2,75' });
    expect(text(answerText(height, { answer: 'ja', label: 'Ja' }))).toBe('≤ 2,75 m');
    const unfinished = slide('u', { 'Mess-Kategorie': 'Höhe' });
    expect(text(answerText(unfinished, { answer: 'nein', label: 'Nein' }))).toBe('> ?');
  });

  it('has nothing to say about a slide without answers', () => {
    expect(flowSummary(slide('t', { Frage: 'Hinweis' }), detail)).toBeNull();
  });
});
