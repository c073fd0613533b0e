import type { EngineSlide } from '@baucheck/shared/engine/model';
import { screen } from '@testing-library/react';
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
