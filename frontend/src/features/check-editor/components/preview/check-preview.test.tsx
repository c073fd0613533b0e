import type { EngineSlide } from '@baucheck/shared/engine/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { localValuesLiveNote, localValuesReachText } from '../../utils/labels.ts';
import { CheckPreview } from './check-preview.tsx';

const check = {
  check_id: 'c1',
  version: 2,
  group: 'gartenhaus',
  type: 'Standard',
  title: 'Gartenhaus (Bayern)',
  legal_basis: 'Art. 57 BayBO',
  as_of: '2026-03-01',
  published_at: '2026-03-01T00:00:00Z',
} as const;

describe('the preview of the check editor', () => {
  it('says that it shows the draft, as residents would see it once published (never that they see it now)', () => {
    renderWithProviders(
      <CheckPreview definition={{ slides: [], outcomes: [] }} check={check} unit={null} land={null} revision={7} />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Vorschau des Entwurfs (Entwurfsstand 7)' })).toBeTruthy();
    expect(
      screen.getByText(/^So sähen Bürgerinnen und Bürger diesen Entwurf nach der Veröffentlichung\./),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/So sehen Bürgerinnen und Bürger/);
  });

  it('on the content tab names whose local values it shows and that they reach residents at once', () => {
    renderWithProviders(
      <CheckPreview
        definition={{ slides: [], outcomes: [] }}
        check={check}
        unit={null}
        land={null}
        revision={3}
        note="mit den lokalen Werten von Markt Lindenau"
        extra={localValuesLiveNote(1)}
      />,
    );

    expect(
      screen.getByText(
        'So sähen Bürgerinnen und Bürger diesen Entwurf nach der Veröffentlichung, mit den lokalen Werten von Markt Lindenau. Ihre Antworten hier werden nicht gespeichert. Die lokalen Werte selbst gelten schon jetzt, in der veröffentlichten Version 1.',
      ),
    ).toBeTruthy();
  });

  it('shows an edit not yet cleaned by the server without its active content', () => {
    // The draft as react-query holds it optimistically: the description as typed, until the server answers
    const typed = '<p>Ein <strong>Gartenhaus</strong> ist ein Nebengebäude.</p><img src="x" onerror="alert(1)">';
    const slide: EngineSlide = {
      id: 's1',
      type: 'Ja-Oder-Nein',
      position: 0,
      attributes: { Frage: 'Soll das Gartenhaus Aufenthaltsräume haben?', Beschreibung: typed },
      responses: [],
    };
    renderWithProviders(
      <CheckPreview
        definition={{ slides: [slide], outcomes: [] }}
        check={check}
        unit={null}
        land={null}
        revision={1}
      />,
    );

    expect(screen.getByText('Gartenhaus').tagName).toBe('STRONG');
    expect(document.querySelector('.preview [onerror]')).toBeNull();
    expect(document.querySelector('.preview img')).not.toBeNull();
  });

  it("explains each chapter's result with the chapter's own legal basis, as residents get it", async () => {
    // Prepare: a chapter citing its own legal basis, one question that decides it, and the end
    const slide = (id: string, type: EngineSlide['type'], position: number, attributes: Record<string, string>) => ({
      id,
      type,
      position,
      attributes,
      responses: [],
    });
    const question: EngineSlide = {
      ...slide('q', 'Ja-Oder-Nein', 20, { Frage: 'Liegt das Grundstück in einem Denkmalensemble?' }),
      responses: [
        { id: 'r1', answer: 'ja', label: 'Ja', position: 0, next_slide_id: null, outcome_id: 'o1' },
        { id: 'r2', answer: 'nein', label: 'Nein', position: 1, next_slide_id: null, outcome_id: 'o2' },
      ],
    };
    const outcome = (
      id: string,
      title: string,
      severity: 'weitere_genehmigungen' | 'verfahrensfrei',
      ranking: number,
    ) => ({
      id,
      chapter_id: 'k',
      title,
      text: '',
      severity,
      ranking,
    });
    renderWithProviders(
      <CheckPreview
        definition={{
          slides: [
            slide('k', 'Kapitel', 10, { Frage: 'Denkmalschutz', Rechtsgrundlage: 'Art. 6 BayDSchG' }),
            question,
            slide('e', 'Endergebnis', 30, { Frage: 'Ihr Ergebnis' }),
          ],
          outcomes: [
            outcome('o1', 'Erlaubnis nötig', 'weitere_genehmigungen', 1),
            outcome('o2', 'Keine Erlaubnis nötig', 'verfahrensfrei', 2),
          ],
        }}
        check={check}
        unit={null}
        land={null}
        revision={1}
      />,
    );

    // Act: through the chapter's slide, "Ja", to the result
    await userEvent.click(await screen.findByRole('button', { name: 'Kapitel beginnen' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Ja' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByText('Warum?', { exact: false }));

    // Assess
    expect(screen.getByText('Rechtsgrundlage: Art. 6 BayDSchG')).toBeTruthy();
    expect(screen.getByText('Ihre Antwort auf „Liegt das Grundstück in einem Denkmalensemble?“: Ja')).toBeTruthy();
  });

  it('tells on the content tab when local values reach residents: at once, or with the first publication', () => {
    expect(localValuesReachText(2)).toBe(
      'Gespeicherte lokale Werte erreichen Bürgerinnen und Bürger sofort, mit der veröffentlichten Version 2 – ohne neue Veröffentlichung.',
    );
    expect(localValuesReachText(0)).toBe(
      'Gespeicherte lokale Werte erreichen Bürgerinnen und Bürger, sobald der Check veröffentlicht ist.',
    );
    expect(localValuesLiveNote(0)).toBeUndefined();
  });
});
