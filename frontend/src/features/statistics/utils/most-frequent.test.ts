import { describe, expect, it } from 'vitest';
import { mostFrequentText } from './most-frequent.ts';

describe('mostFrequentText', () => {
  it('names the one most frequent label, with "Check" for one and German digits', () => {
    expect(
      mostFrequentText([
        ['Carport / Garage', 1],
        ['Gartenhaus', 0],
      ]),
    ).toBe('Am häufigsten: Carport / Garage mit 1 Check.');
    expect(
      mostFrequentText([
        ['Bayern', 1200],
        ['Baden-Württemberg', 30],
      ]),
    ).toBe('Am häufigsten: Bayern mit 1.200 Checks.');
  });

  it('names every label that shares the top count', () => {
    expect(
      mostFrequentText([
        ['Carport / Garage', 1],
        ['Gartenhaus', 1],
        ['Solaranlage', 0],
      ]),
    ).toBe('Am häufigsten, mit je 1 Check: Carport / Garage, Gartenhaus.');
  });

  it('says nothing when there are no checks', () => {
    expect(mostFrequentText([['Gartenhaus', 0]])).toBeNull();
    expect(mostFrequentText([])).toBeNull();
  });
});
