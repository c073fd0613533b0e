import type { Slide } from '@baucheck/shared/checks';
import { describe, expect, it } from 'vitest';
import { inheritedValue } from './attributes.ts';

const LAND = 'unit-bayern';
const GEMEINDE = 'unit-lindenau';

/** A slide with the check's own link and the given units' local links. */
function slide(local: Record<string, string>): Slide {
  const values = [[null, 'https://check.example'], ...Object.entries(local)] as const;
  return {
    id: 's1',
    check_id: 'c1',
    type: 'Ja-Oder-Nein',
    position: 0,
    version: 1,
    responses: [],
    attributes: values.map(([unit, value]) => ({
      id: `s1.${unit ?? 'own'}`,
      slide_id: 's1',
      key: 'Link',
      value,
      reference_unit_id: unit,
      version: 1,
    })),
  };
}

describe('what applies without a local value of the unit', () => {
  it('is the Land’s local value for a Gemeinde of that Land, whatever the Gemeinde set itself', () => {
    const both = slide({ [LAND]: 'https://land.example', [GEMEINDE]: 'https://gemeinde.example' });
    expect(inheritedValue(both, 'Link', LAND, GEMEINDE)).toEqual({ value: 'https://land.example', from: 'Land' });
  });

  it('is the check’s own value where the Land set none (or an empty one), and for the Land itself', () => {
    expect(inheritedValue(slide({}), 'Link', LAND, GEMEINDE)).toEqual({
      value: 'https://check.example',
      from: 'Check',
    });
    expect(inheritedValue(slide({ [LAND]: '' }), 'Link', LAND, GEMEINDE)).toEqual({
      value: 'https://check.example',
      from: 'Check',
    });
    const landValue = slide({ [LAND]: 'https://land.example' });
    expect(inheritedValue(landValue, 'Link', LAND, LAND)).toEqual({ value: 'https://check.example', from: 'Check' });
  });
});
