import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers, telHref } from './phone.ts';

describe('phone numbers in contact texts', () => {
  it('finds the numbers editors write, and nothing else', () => {
    expect(splitPhoneNumbers('Landratsamt Lindenau-Land, Untere Denkmalschutzbehörde, Tel. +49 8999 777-310')).toEqual([
      { phone: false, text: 'Landratsamt Lindenau-Land, Untere Denkmalschutzbehörde, Tel. ' },
      { phone: true, text: '+49 8999 777-310' },
    ]);
    expect(splitPhoneNumbers('Telefon 030 18 527-2805 (Mo–Fr)')).toEqual([
      { phone: false, text: 'Telefon ' },
      { phone: true, text: '030 18 527-2805' },
      { phone: false, text: ' (Mo–Fr)' },
    ]);
    for (const text of [
      'Untere Naturschutzbehörde Ihres Landratsamts',
      'St.-Martin-Straße 47, 81541 München',
      'Zone 0 bis 3, Art. 57 Abs. 1 Nr. 1',
    ]) {
      expect(splitPhoneNumbers(text)).toEqual([{ phone: false, text }]);
    }
  });

  it('makes the tel: address of the digits', () => {
    expect(telHref('+49 8999 777-310')).toBe('tel:+498999777310');
    expect(telHref('(0 89) 12 34-5')).toBe('tel:08912345');
  });
});
