import type { Statistics } from '@baucheck/shared/statistics';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, statisticsCsv } from './csv.ts';

const rows: Statistics['rows'] = [
  {
    date: '2026-11-01',
    group: 'carport_garage',
    reference_unit_id: 'unit-lindenau',
    name: 'Markt Lindenau',
    overall: 'verfahrensfrei',
    count: 1,
  },
  {
    date: '2026-11-02',
    group: 'carport_garage',
    reference_unit_id: 'unit-lindenau',
    name: 'Markt Lindenau',
    overall: 'genehmigungspflichtig',
    count: 2,
  },
  {
    date: '2026-11-02',
    group: 'solaranlage_gebaeudeunabhaengig',
    reference_unit_id: 'unit-tannbach',
    name: 'Stadt Tannbach',
    overall: 'bauaufsicht_kontaktieren',
    count: 5,
  },
];

describe('statistics CSV for German Excel', () => {
  it('starts with a byte order mark and the semicolon-separated header, then one CRLF line per counter', () => {
    const csv = statisticsCsv(rows);

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Datum;Check-Gruppe;Bezugseinheit;Ergebnis;Anzahl',
      '01.11.2026;Carport / Garage;Markt Lindenau;Verfahrensfrei;1',
      '02.11.2026;Carport / Garage;Markt Lindenau;Baugenehmigung erforderlich;2',
      '02.11.2026;Solaranlage gebäudeunabhängig;Stadt Tannbach;Bitte wenden Sie sich an die Bauaufsichtsbehörde;5',
      '',
    ]);
    expect(CSV_HEADER.join(';')).toBe('Datum;Check-Gruppe;Bezugseinheit;Ergebnis;Anzahl');
  });

  it('writes only the header when nothing was counted', () => {
    expect(statisticsCsv([])).toBe('\uFEFFDatum;Check-Gruppe;Bezugseinheit;Ergebnis;Anzahl\r\n');
  });

  it('writes German labels and quotes fields holding a separator or a quote', () => {
    const csv = statisticsCsv([
      {
        date: '2026-11-03',
        group: 'gartenhaus',
        reference_unit_id: 'unit-x',
        name: 'Markt "Lindenau"; Demo',
        overall: 'weitere_genehmigungen',
        count: 4,
      },
    ]);

    expect(csv.split('\r\n')[1]).toBe(
      '03.11.2026;Gartenhaus;"Markt ""Lindenau""; Demo";Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich;4',
    );
  });
});
