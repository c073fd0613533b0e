import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { describe, expect, it } from 'vitest';
import { matchingUnits, unitChoices } from './unit-choices.ts';

const unit = (id: string, name: string, kind: 'Land' | 'Gemeinde'): ReferenceUnit =>
  ({ id, name, kind, slug: id, parent_id: kind === 'Gemeinde' ? 'by' : null }) as ReferenceUnit;

const UNITS = [
  unit('by', 'Bayern', 'Land'),
  unit('bw', 'Baden-Württemberg', 'Land'),
  unit('li', 'Markt Lindenau', 'Gemeinde'),
  unit('se', 'Gemeinde Seewiesen', 'Gemeinde'),
  unit('ta', 'Stadt Tannbach', 'Gemeinde'),
];
const names = (units: ReferenceUnit[]) => units.map((candidate) => candidate.name);

describe('the municipality step', () => {
  it('keeps every Land offered when no Gemeinde matches the search', () => {
    const choices = unitChoices(UNITS, 'München', null, 12);
    expect(choices.gemeinden).toEqual([]);
    expect(choices.gemeindenFound).toBe(0);
    expect(names(choices.laender)).toEqual(['Baden-Württemberg', 'Bayern']);
  });

  it('offers the matching Gemeinden and still every Land', () => {
    const choices = unitChoices(UNITS, 'lindenau', null, 12);
    expect(names(choices.gemeinden)).toEqual(['Markt Lindenau']);
    expect(names(choices.laender)).toEqual(['Baden-Württemberg', 'Bayern']);
  });

  it('shows at most the limit of Gemeinden, the selected one always among them', () => {
    const choices = unitChoices(UNITS, '', 'ta', 2);
    expect(choices.gemeindenFound).toBe(3);
    expect(names(choices.gemeinden)).toEqual(['Stadt Tannbach', 'Gemeinde Seewiesen']);
  });

  it('never hides the selected Gemeinde', () => {
    const choices = unitChoices(UNITS, 'München', 'li', 12);
    expect(names(choices.gemeinden)).toEqual(['Markt Lindenau']);
    expect(choices.gemeindenFound).toBe(0);
  });

  it('finds names without accents and ß', () => {
    expect(names(matchingUnits(UNITS, 'wurttemberg'))).toEqual(['Baden-Württemberg']);
  });
});
