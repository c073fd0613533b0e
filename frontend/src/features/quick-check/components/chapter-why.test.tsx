import type { ChapterExplanation, Variant } from '@baucheck/shared/engine/explain';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChapterWhy } from './chapter-why.tsx';

const outcome = {
  id: 'o',
  chapter_id: 'k',
  title: 'Baugenehmigung erforderlich',
  text: '',
  severity: 'genehmigungspflichtig' as const,
  ranking: 1,
};
const explanation: ChapterExplanation = {
  chapter_id: 'k',
  outcome,
  set_by_answers: true,
  reasons: [
    { kind: 'answer', slide_id: 'a', question: 'Liegt das Vorhaben im Außenbereich?', answer: 'Nein' },
    {
      kind: 'measurement',
      slide_id: 'v',
      question: 'Wie groß ist der Brutto-Rauminhalt?',
      measure: 'Rauminhalt',
      value: 80,
      unit: 'm³',
      threshold: 75,
      within: false,
    },
  ],
};
const variant: Variant = {
  chapter_id: 'k',
  slide_id: 'v',
  measure: 'Rauminhalt',
  unit: 'm³',
  given: 80,
  threshold: 75,
  bound: 'at_most',
  value: 75,
  outcome: { ...outcome, id: 'frei', title: 'Verfahrensfrei', severity: 'verfahrensfrei' },
  overall: 'verfahrensfrei',
};

describe('a chapter\'s "Warum?"', () => {
  it('shows the better value at once and the deciding answers with the legal basis on request', async () => {
    const { container } = render(
      <ChapterWhy
        explanation={explanation}
        variant={variant}
        group="gartenhaus"
        legalBasis="Art. 57 BayBO"
        chapterName="Kapitel 1: Baurecht"
      />,
    );
    expect(container.querySelector('.qc-variant')?.textContent).toBe(
      'Mit höchstens 75\u00a0m³ statt 80\u00a0m³ Rauminhalt wäre das Gartenhaus verfahrensfrei.',
    );
    const summary = within(container).getByText('Warum?', { exact: false });
    expect(summary.textContent).toBe('Warum? (Kapitel 1: Baurecht)');
    await userEvent.click(summary);
    expect(
      within(container)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ihre Antwort auf „Liegt das Vorhaben im Außenbereich?“: Nein',
      'Rauminhalt 80\u00a0m³ – mehr als die Grenze von 75\u00a0m³.',
    ]);
    within(container).getByText('Rechtsgrundlage: Art. 57 BayBO');
  });

  it('says nothing about a better value when the engine found none', () => {
    const { container } = render(
      <ChapterWhy
        explanation={explanation}
        variant={undefined}
        group="gartenhaus"
        legalBasis="Art. 57 BayBO"
        chapterName="Kapitel 1"
      />,
    );
    expect(container.querySelector('.qc-variant')).toBeNull();
    expect(container.textContent).not.toMatch(/Mit (höchstens|mehr als)/);
  });

  it('cites no legal basis when the chapter has none to cite (a side-law chapter without its own)', async () => {
    const { container } = render(
      <ChapterWhy
        explanation={explanation}
        variant={undefined}
        group="gartenhaus"
        legalBasis={null}
        chapterName="Kapitel 2: Baunebenrecht"
      />,
    );
    await userEvent.click(within(container).getByText('Warum?', { exact: false }));
    expect(within(container).getAllByRole('listitem')).toHaveLength(2);
    expect(container.textContent).not.toContain('Rechtsgrundlage');
  });
});
