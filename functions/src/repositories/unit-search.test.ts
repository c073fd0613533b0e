import { describe, expect, it } from 'vitest';
import { searchTermItems, searchTerms, type SearchTermUnit } from './unit-search.ts';

const unit = (name: string, overrides: Partial<SearchTermUnit> = {}): SearchTermUnit => ({
  id: 'u1',
  slug: 'u1',
  name,
  kind: 'Gemeinde',
  ags: '09999001',
  plz: [],
  parent_id: 'land',
  active: true,
  demo: false,
  ...overrides,
});

const termsOf = (name: string, kind: string) =>
  searchTerms(unit(name))
    .filter((term) => term.kind === kind)
    .map((term) => term.term);

describe('search terms of a unit', () => {
  it('keep the name start, later word starts and infixes apart, with "-" between words', () => {
    expect(termsOf('Markt Lindenau', 'N')).toEqual(['markt-lindenau']);
    expect(termsOf('Markt Lindenau', 'W')).toEqual(['lindenau']);
    expect(termsOf('Markt Lindenau', 'I')).toContain('indenau');
    expect(termsOf('Markt Lindenau', 'I')).toContain('arkt-lindenau');
    expect(searchTerms(unit('Markt Lindenau')).find((term) => term.term === 'lindenau')?.sk).toBe('lindenau#u1');
  });

  it('store umlauts as ae/oe/ue and as the plain vowel, ß as ss', () => {
    expect(termsOf('München', 'N')).toEqual(['muenchen', 'munchen']);
    expect(termsOf('Bad Tölz', 'W')).toEqual(['toelz', 'tolz']);
    expect(termsOf('Straßlach', 'N')).toEqual(['strasslach']);
  });

  it('sort a name that is the query before the longer names that start with it', () => {
    const keys = [...searchTerms(unit('Testland 0001')), ...searchTerms(unit('Testland', { id: 'u2' }))]
      .filter((term) => term.kind === 'N')
      .map((term) => term.sk)
      .sort();
    expect(keys).toEqual(['testland#u2', 'testland-0001#u1']);
  });

  it('find a unit by each PLZ and its AGS, and show the matched PLZ first, at most five', () => {
    const plz = ['80331', '80333', '80335', '80336', '80337', '80339', '80469'];
    const items = searchTermItems(unit('München', { plz }));
    const byPlz = items.find((item) => item.sk === '80469#u1');
    expect(byPlz).toMatchObject({ pk: 'UNITSEARCH#Z#80', plz: ['80469', '80331', '80333', '80335', '80336'] });
    expect(items.find((item) => item.pk === 'UNITSEARCH#N#mu')?.plz).toEqual(plz.slice(0, 5));
    expect(items.find((item) => item.pk === 'UNITSEARCH#A#09')?.sk).toBe('09999001#u1');
  });
});
