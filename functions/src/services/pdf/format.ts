/*
 * German formats for the PDFs: dates and times in Europe/Berlin (whatever the function's own time zone,
 * UTC on Lambda) and download file names; numbers and measurements are in shared/src/german-numbers.ts.
 */

const TIME_ZONE = 'Europe/Berlin';
const NBSP = '\u00a0';

const dateTimeParts = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const isoDateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** "12. Mai 2026, 14:03 Uhr" (Berlin time). */
export function formatDateTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeParts.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}. ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}${NBSP}Uhr`;
}

/** The calendar day in Berlin as YYYY-MM-DD (for file names). */
export const berlinIsoDate = (date: Date): string => isoDateParts.format(date);

/** A stored date (YYYY-MM-DD, e.g. the "Stand") as "1. März 2026"; anything else is shown as it is. */
export function formatIsoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

/** One part of a file name: words joined by hyphens, German umlauts transliterated when `ascii`. */
function filePart(text: string, ascii: boolean): string {
  let result = text.normalize('NFC');
  if (ascii) {
    result = result
      .replace(/[äöüÄÖÜßẞ]/g, (character) => TRANSLITERATION[character] ?? character)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '');
  }
  const disallowed = ascii ? /[^A-Za-z0-9]+/g : /[^\p{L}\p{N}]+/gu;
  return result.replace(disallowed, '-').replace(/^-+|-+$/g, '');
}

/** "BauCheck-Gartenhaus-Markt-Lindenau-2026-05-12.pdf" from its parts (empty parts are left out). */
export function pdfFileName(parts: string[], ascii: boolean): string {
  const joined = parts
    .map((part) => filePart(part, ascii))
    .filter(Boolean)
    .join('-');
  return `${joined.slice(0, 150) || 'Dokument'}.pdf`;
}

/** RFC 5987 value: percent-encoding of everything outside attr-char. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` for a download: an ASCII `filename` for old clients and the German one as
 * RFC 6266/5987 `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(parts: string[]): string {
  const ascii = pdfFileName(parts, true);
  const german = pdfFileName(parts, false);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(german)}`;
}
