import type { StatisticsExportRow } from '@baucheck/shared/statistics';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, statisticsCsv } from './csv.ts';

const HEADER =
  'Monat;Land;AGS;Bezugseinheit;Gesamt;Carport / Garage;Gartenhaus;Solaranlage gebäudeabhängig;Solaranlage gebäudeunabhängig;Verfahrensfrei;Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich;Bitte wenden Sie sich an die Bauaufsichtsbehörde;Baugenehmigung erforderlich';

const row = (fields: Partial<StatisticsExportRow>): StatisticsExportRow => ({
  month: '2026-11',
  land_id: 'unit-bayern',
  reference_unit_id: 'unit-lindenau',
  name: 'Markt Lindenau',
  ags: '09999001',
  total: 3,
  per_group: { carport_garage: 1, gartenhaus: 2, solaranlage_gebaeudeabhaengig: 0, solaranlage_gebaeudeunabhaengig: 0 },
  per_result: { verfahrensfrei: 1, weitere_genehmigungen: 0, bauaufsicht_kontaktieren: 0, genehmigungspflichtig: 2 },
  ...fields,
});
const LAENDER = new Map([['unit-bayern', 'Bayern']]);

describe('statistics CSV for German Excel', () => {
  it('starts with a byte order mark and the semicolon-separated header, then one CRLF line per unit and month', () => {
    const csv = statisticsCsv(
      [row({}), row({ month: '2026-12', reference_unit_id: 'unit-tannbach', name: 'Stadt Tannbach', ags: '09999003' })],
      LAENDER,
    );

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      HEADER,
      '11.2026;Bayern;09999001;Markt Lindenau;3;1;2;0;0;1;0;0;2',
      '12.2026;Bayern;09999003;Stadt Tannbach;3;1;2;0;0;1;0;0;2',
      '',
    ]);
    expect(CSV_HEADER.join(';')).toBe(HEADER);
  });

  it('writes only the header when nothing was counted', () => {
    expect(statisticsCsv([], LAENDER)).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('quotes fields holding a separator or a quote, and names an unknown Land by its id', () => {
    const csv = statisticsCsv([row({ name: 'Markt "Lindenau"; Demo', land_id: 'unit-x' })], LAENDER);

    expect(csv.split('\r\n')[1]).toBe('11.2026;unit-x;09999001;"Markt ""Lindenau""; Demo";3;1;2;0;0;1;0;0;2');
  });
});
