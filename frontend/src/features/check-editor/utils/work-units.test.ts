import type { Check } from '@baucheck/shared/checks';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { describe, expect, it } from 'vitest';
import { testUnit } from '../../../testing/render-app.tsx';
import { associatedWith, associationText, unitsOfCheck } from './work-units.ts';

const units = [
  testUnit('by', 'Land', null),
  testUnit('bw', 'Land', null),
  testUnit('lindenau', 'Gemeinde', 'by'),
  testUnit('seewiesen', 'Gemeinde', 'by'),
  testUnit('tannbach', 'Gemeinde', 'bw'),
];
const check = (overrides: Partial<Check>): Check => ({
  id: 'c',
  group: 'carport_garage',
  type: 'Standard',
  title: 'Carport',
  land_id: 'by',
  owner_unit_id: null,
  source_check_id: null,
  legal_basis: 'Art. 57 BayBO',
  as_of: '2026-03-01',
  latest_version: 1,
  published_at: '2026-03-01T00:00:00Z',
  content_revision: 1,
  land_associated: true,
  associated_gemeinden: 0,
  deleted_at: null,
  updated_at: '2026-03-01T00:00:00Z',
  version: 1,
  ...overrides,
});
const ids = (list: ReferenceUnit[]) => list.map((candidate) => candidate.id);

describe('unitsOfCheck', () => {
  it('applies a Standard check to its Land and the Land’s Gemeinden, a copy to its Gemeinde', () => {
    expect(ids(unitsOfCheck(check({}), units))).toEqual(['by', 'lindenau', 'seewiesen']);
    expect(ids(unitsOfCheck(check({ type: 'Individuell', owner_unit_id: 'seewiesen' }), units))).toEqual(['seewiesen']);
  });
});

describe('associations', () => {
  const withChecks = (unit: ReferenceUnit, used?: { check_id: string; inherited: boolean }) => ({
    ...unit,
    land_name: 'Bayern',
    checks: used ? { carport_garage: { ...used, version: 1 } } : {},
  });
  const [land, , lindenau] = units as [ReferenceUnit, ReferenceUnit, ReferenceUnit];

  it('tells an own association from an inherited one, and counts a copy’s Gemeinde by the copy', () => {
    expect(associatedWith(check({}), land)).toBe(true);
    expect(associatedWith(check({ land_associated: false }), land)).toBe(false);
    expect(associatedWith(check({}), withChecks(lindenau, { check_id: 'c', inherited: false }))).toBe(true);
    expect(associatedWith(check({}), withChecks(lindenau, { check_id: 'c', inherited: true }))).toBe(false);
    expect(associatedWith(check({}), withChecks(lindenau, { check_id: 'other', inherited: false }))).toBe(false);
    expect(associatedWith(check({}), lindenau)).toBe(false);
    const copy = check({ type: 'Individuell', owner_unit_id: 'lindenau', land_associated: false });
    expect(associatedWith({ ...copy, associated_gemeinden: 1 }, lindenau)).toBe(true);
    expect(associatedWith(copy, lindenau)).toBe(false);
  });

  it('says who uses a check in words, however many Gemeinden', () => {
    const names = { land: 'Bayern (Land)', owner: null };
    expect(associationText(check({}), names)).toBe('Bayern (Land)');
    expect(associationText(check({ associated_gemeinden: 1 }), names)).toBe('Bayern (Land) und 1 Gemeinde');
    expect(associationText(check({ land_associated: false, associated_gemeinden: 1834 }), names)).toBe(
      '1.834 Gemeinden',
    );
    expect(associationText(check({ land_associated: false }), names)).toBeNull();
    const copy = check({ type: 'Individuell', land_associated: false, associated_gemeinden: 1 });
    expect(associationText(copy, { land: 'Bayern (Land)', owner: 'Markt Lindenau' })).toBe('Markt Lindenau');
  });
});
