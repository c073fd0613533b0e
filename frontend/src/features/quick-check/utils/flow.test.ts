import { MEASUREMENT_TEXTS } from '@baucheck/shared/engine/model';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../api/export-summary.ts';
import { flowContextFromParams, flowPath, isEmbedPath } from './flow-paths.ts';
import { INITIAL_FLOW_STATE, restoreFlowState } from './flow-state.ts';
import { measurementProblemText, siteLabel, slideToShow } from './slide-model.ts';

const PRODUCT = '0b8f4f52-3a4e-4d55-9f57-6f0a1f3c2b11';

describe('measurements as residents type them', () => {
  it('says precisely what is wrong, naming the measure without an article', () => {
    expect(measurementProblemText('empty', 'Rauminhalt', 'm³')).toBe(
      'Bitte geben Sie einen Wert für Rauminhalt in m³ ein.',
    );
    expect(measurementProblemText('empty', 'Höhe', 'm')).toBe('Bitte geben Sie einen Wert für Höhe in m ein.');
    expect(measurementProblemText('empty', null, 'm')).toBe('Bitte geben Sie einen Wert in m ein.');
    expect(measurementProblemText('not_positive', 'Länge', 'm')).toBe('Bitte geben Sie einen Wert größer als 0 ein.');
    expect(measurementProblemText('too_large', 'Grundfläche', 'm²')).toBe(
      'Bitte geben Sie höchstens 1.000.000 m² ein.',
    );
    expect(measurementProblemText('format', 'Grundfläche', 'm²')).toMatch(
      /^Bitte geben Sie eine Zahl ein, zum Beispiel 2,75/,
    );
    expect(measurementProblemText('ambiguous', 'Rauminhalt', 'm³')).toMatch(
      /^Diese Zahl ist nicht eindeutig: .* Nachkommastellen mit Komma \(zum Beispiel 1,5\)/,
    );
  });

  it('shows a marked point in German format, as the PDF does', () => {
    expect(siteLabel({ lon: 11.10289, lat: 47.90156 })).toBe('Markierter Punkt (47,90156°\u00a0N, 11,10289°\u00a0O)');
  });

  it('refuses what the server refuses, in the same words', () => {
    expect(measurementProblemText('not_positive', 'Höhe', 'm')).toBe(MEASUREMENT_TEXTS.notPositive);
  });
});

describe('the slide to show', () => {
  const path = ['text', 'kapitel', 'frage-1', 'frage-2'];

  it('shows a requested slide on the path, else where the resident stopped', () => {
    expect(slideToShow(path, {}, 'frage-1')).toBe('frage-1');
    expect(slideToShow(path, {}, 'anderswo')).toBe('text');
    expect(slideToShow(path, {}, null)).toBe('text');
    expect(slideToShow(path, { 'frage-1': { response_id: 'r' } }, null)).toBe('frage-2');
    expect(slideToShow(['text', 'ende'], { text: { response_id: 'r' } }, null)).toBe('ende');
  });
});

describe('links of the flow', () => {
  it('builds the steps with municipality and product, inside and outside the embed family', () => {
    expect(flowPath('dataProtection', { gemeinde: 'lindenau', productId: PRODUCT })).toBe(
      `/quick-check/data-protection/lindenau/${PRODUCT}`,
    );
    expect(flowPath('start', {}, true)).toBe('/embed/quick-check/start');
    expect(flowPath('referenceUnit', { group: 'gartenhaus', gemeinde: 'lindenau' })).toBe(
      '/quick-check/reference-unit/gartenhaus/lindenau',
    );
    expect(flowPath('result', { checkId: 'c-1' }, true)).toBe('/embed/quick-check/result/c-1');
    expect(isEmbedPath('/embed/home/lindenau')).toBe(true);
    expect(isEmbedPath('/embedded')).toBe(false);
  });

  it('tells a product id without municipality from a municipality', () => {
    const path = flowPath('start', { productId: PRODUCT });
    expect(path).toBe(`/quick-check/start/${PRODUCT}`);
    expect(flowContextFromParams({ gemeinde: PRODUCT })).toEqual({ gemeinde: null, productId: PRODUCT });
    expect(flowContextFromParams({ gemeinde: 'lindenau' })).toEqual({ gemeinde: 'lindenau', productId: null });
  });
});

describe('the stored flow state', () => {
  it('keeps valid answers and drops what does not fit the engine', () => {
    const stored = JSON.stringify({
      accepted: true,
      group: 'gartenhaus',
      referenceUnitId: 'unit-lindenau',
      check: { check_id: 'c', version: 2 },
      answers: {
        a: { response_id: 'r1' },
        b: { value: 74.5 },
        c: { site: { lon: 11.4, lat: 48.3, label: 'Marktplatz 3' }, side_laws: ['Denkmalschutz'] },
        d: { site: null, side_laws: [] },
        e: { value: -1 },
        e0: { value: 0 },
        f: { site: { lon: 'x' }, side_laws: [] },
        g: { site: null, side_laws: ['Erfunden'] },
        h: 'ja',
        i: { site: { lon: 11.39, lat: 48.29 }, side_laws: [], unchecked: ['Überschwemmung'] },
        j: { site: { lon: 11.39, lat: 48.29 }, side_laws: [], unchecked: ['Erfunden'] },
      },
    });

    const state = restoreFlowState(stored);

    expect(state).toMatchObject({ accepted: true, group: 'gartenhaus', check: { check_id: 'c', version: 2 } });
    expect(Object.keys(state.answers)).toEqual(['a', 'b', 'c', 'd', 'i']);
  });

  it.each([null, '', 'kein json', '[]', '{"group":"hochhaus"}'])('starts fresh from %j', (raw) => {
    expect(restoreFlowState(raw)).toEqual(INITIAL_FLOW_STATE);
  });
});

describe('the PDF file name', () => {
  it.each([
    ['attachment; filename="BauCheck-Gartenhaus.pdf"', 'BauCheck-Gartenhaus.pdf'],
    [
      'attachment; filename="BauCheck.pdf"; filename*=UTF-8\'\'BauCheck-Gartenh%C3%A4user.pdf',
      'BauCheck-Gartenhäuser.pdf',
    ],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    [null, 'BauCheck-Zusammenfassung.pdf'],
  ])('from %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
