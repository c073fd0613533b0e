/*
 * How names are compared when residents and staff search for a Gemeinde: case, accents and the usual
 * ways of typing umlauts without a German keyboard do not matter. "München", "Muenchen", "muenchen"
 * and "MÜNCHEN" fold to the same text; "Straßlach" is found by "strasslach". Search terms are stored
 * in both forms below, so "munchen" (umlaut typed as its plain vowel) finds it too.
 */

/** The shortest search residents and staff may send (one letter would match most of Germany). */
export const SEARCH_MIN_LENGTH = 2;

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** Lower case, letters and digits only (other characters become single spaces), umlauts as ae/oe/ue, ß as ss. */
export function foldForSearch(text: string): string {
  return stripToAscii(text.toLocaleLowerCase('de').replace(/[äöü]/g, (umlaut) => UMLAUTS[umlaut] ?? umlaut));
}

/** Like foldForSearch, but umlauts as their plain vowel ("munchen"); ß stays ss. */
export function foldPlain(text: string): string {
  return stripToAscii(text.toLocaleLowerCase('de'));
}

function stripToAscii(lower: string): string {
  return lower
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
