import { describe, expect, it } from 'vitest';
import { foldForSearch, foldPlain } from './search-folding.ts';

describe('foldForSearch', () => {
  it('folds every way of typing a German name to one text', () => {
    for (const typed of ['München', 'Muenchen', 'muenchen', 'MÜNCHEN', ' münchen ']) {
      expect(foldForSearch(typed)).toBe('muenchen');
    }
    expect(foldForSearch('Straßlach-Dingharting')).toBe('strasslach dingharting');
    expect(foldForSearch('Bad Tölz (Stadt)')).toBe('bad toelz stadt');
    expect(foldForSearch('Saint-Étienne')).toBe('saint etienne');
  });

  it('keeps the plain-vowel form apart', () => {
    expect(foldPlain('München')).toBe('munchen');
    expect(foldPlain('Großweil')).toBe('grossweil');
  });
});
