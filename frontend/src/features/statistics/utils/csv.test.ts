import type { Statistics } from '@baucheck/shared/statistics';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, statisticsCsv, statisticsCsvRows } from './csv.ts';

const statistics: Statistics = {
  from: '2026-11-01',
  to: '2026-11-02',
  total: 3,
  per_day: [
    { date: '2026-11-01', count: 1 },
    { date: '2026-11-02', count: 2 },
  ],
  per_group: [],
  per_reference_unit: [],
  per_result: [],
  plausible: null,
};

describe('statistics CSV for German Excel', () => {
  it('starts with a byte order mark and the semicolon-separated header, then one CRLF line per row', () => {
    const csv = statisticsCsv(statisticsCsvRows(statistics));

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      CSV_HEADER.join(';'),
      '01.11.2026;alle;alle;alle;1',
      '02.11.2026;alle;alle;alle;2',
      '',
    ]);
    expect(CSV_HEADER.join(';')).toBe('Datum;Check-Gruppe;Bezugseinheit;Ergebnis;Anzahl');
  });

  it('writes German labels and quotes fields holding a separator or a quote', () => {
    const csv = statisticsCsv([
      {
        date: '2026-11-03',
        group: 'gartenhaus',
        unit: 'Markt "Lindenau"; Demo',
        overall: 'weitere_genehmigungen',
        count: 4,
      },
    ]);

    expect(csv.split('\r\n')[1]).toBe(
      '03.11.2026;Gartenhaus;"Markt ""Lindenau""; Demo";Verfahrensfrei, aber weitere Genehmigungen erforderlich;4',
    );
  });
});
