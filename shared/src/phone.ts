/*
 * Phone numbers in contact texts, the way editors write them ("Landratsamt …, Tel. +49 8999 777-310"),
 * so that the result page and the PDF can make each one a `tel:` link.
 */

/**
 * A phone number in a text: "+49 8999 777-310", "030 18 527-2805", "(0 89) 12 34-5". It starts with
 * "+" or 0 (postcodes and house numbers do not) and has at least six digits.
 */
const PHONE = /(?:\+|\(?\b0)[\d\s\-/()]*\d/g;
const MIN_DIGITS = 6;

/** The `tel:` address of a number as people write it: digits only, with a leading "+". */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')}`;

/** A text cut into plain parts and phone numbers, in order. */
export function splitPhoneNumbers(text: string): Array<{ phone: boolean; text: string }> {
  const parts: Array<{ phone: boolean; text: string }> = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    const number = match[0].trim();
    if (number.replace(/\D/g, '').length < MIN_DIGITS) continue;
    const start = match.index + match[0].indexOf(number);
    if (start > last) parts.push({ phone: false, text: text.slice(last, start) });
    parts.push({ phone: true, text: number });
    last = start + number.length;
  }
  if (last < text.length) parts.push({ phone: false, text: text.slice(last) });
  return parts;
}
