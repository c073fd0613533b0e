import type { Check } from '@baucheck/shared/checks';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { describe, expect, it } from 'vitest';
import { testUnit } from '../../../testing/render-app.tsx';
import { unitsOfCheck } from './work-units.ts';

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
  reference_unit_ids: ['by'],
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
