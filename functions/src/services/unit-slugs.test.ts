import { describe, expect, it } from 'vitest';
import { slugFromName } from './unit-slugs.ts';

describe('slugFromName', () => {
  it('makes readable slugs residents can type', () => {
    expect(slugFromName('Bad Tölz')).toBe('bad-toelz');
    expect(slugFromName('Lindau (Bodensee), GKSt')).toBe('lindau-bodensee-gkst');
    expect(slugFromName('Straßlach-Dingharting')).toBe('strasslach-dingharting');
    expect(slugFromName('Baden-Württemberg')).toBe('baden-wuerttemberg');
  });
});
