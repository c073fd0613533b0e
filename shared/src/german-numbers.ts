/*
 * Numbers the German way, for every place that reads or shows one: a resident's measurement, an
 * editor's threshold, coordinates on the result page and in the PDF. One reading everywhere, so the
 * browser, the engine and the server never disagree about what "1.000" means.
 */

/** The largest measured value (and threshold) anyone may enter. */
export const MAX_MEASUREMENT = 1_000_000;

/** Why a typed number was not taken. */
export type MeasurementProblem = 'empty' | 'format' | 'ambiguous' | 'not_positive' | 'too_large';

export type MeasurementReading = { value: number } | { problem: MeasurementProblem };

/** Digits only, or with a decimal comma: "75", "2,75". */
const PLAIN = /^\d+(,\d{1,4})?$/;
/** Dots between groups of three digits (thousands), optionally a decimal comma: "1.000", "1.000,5". */
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d{1,4})?$/;
/** A dot that can only be a decimal point: before one or two digits ("2.75", "74.5"), or after a lone 0 ("0.500"). */
const DECIMAL_POINT = /^(\d+\.\d{1,2}|0\.\d{1,4})$/;
/** A single dot before four or more digits ("1.0000"): a decimal point, or a mistyped thousands separator. */
const AMBIGUOUS = /^\d+\.\d{4,}$/;

/**
 * A number as people type it, read the German way:
 * - a comma is the decimal separator: "2,75";
 * - dots between groups of three digits are thousands separators: "1.000" is one thousand,
 *   "1.000,5" one thousand and a half;
 * - a single dot followed by one or two digits ("2.75", "74.5"), or after a lone 0 ("0.5"), can
 *   only be a decimal point, as phone keyboards and English habits type it;
 * - a single dot followed by four or more digits ("1.0000") could be either (1 or 10.000): it is
 *   refused as `ambiguous` rather than guessed;
 * - spaces (also as thousands separators) and a repeated unit ("75 m³") are ignored.
 * A dot followed by exactly three digits ("2.750") is read as thousands, the German way the page
 * asks for; a resident who meant 2,75 then gets the stricter result and sees the value in their
 * answers, never a too lenient one. The value must be greater than 0 and at most
 * {@link MAX_MEASUREMENT}, with at most four decimal places.
 */
export function parseMeasurement(input: string, unit = ''): MeasurementReading {
  let text = input.trim().replace(/\s+/g, '');
  if (text === '') return { problem: 'empty' };
  const compactUnit = unit.replace(/\s+/g, '');
  if (compactUnit && text.endsWith(compactUnit)) text = text.slice(0, -compactUnit.length);
  // A sign is read only to say precisely why the value is refused; "−" is the typographic minus.
  const negative = /^[-\u2212]/.test(text);
  text = text.replace(/^[-+\u2212]/, '');
  let normalised: string;
  if (PLAIN.test(text)) normalised = text.replace(',', '.');
  else if (GROUPED.test(text)) normalised = text.replace(/\./g, '').replace(',', '.');
  else if (DECIMAL_POINT.test(text)) normalised = text;
  else if (AMBIGUOUS.test(text)) return { problem: 'ambiguous' };
  else return { problem: 'format' };
  const value = Number(normalised) * (negative ? -1 : 1);
  if (!Number.isFinite(value)) return { problem: 'format' };
  if (value <= 0) return { problem: 'not_positive' };
  if (value > MAX_MEASUREMENT) return { problem: 'too_large' };
  return { value };
}

/** A number the German way: 2,75 (with `grouping`: 1.000.000), at most four decimal places. */
export const formatGermanNumber = (value: number, grouping = false): string =>
  value.toLocaleString('de-DE', { maximumFractionDigits: 4, useGrouping: grouping });

const NBSP = '\u00a0';

/** A measurement with its unit, kept on one line: "74,5 m³", "1.250 m²" (result page, "Warum?", PDF). */
export const formatMeasurement = (value: number, unit: string): string =>
  unit ? `${formatGermanNumber(value, true)}${NBSP}${unit}` : formatGermanNumber(value, true);

const coordinate = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

/** "48,30020° N, 11,40030° O" (each value kept together with its direction). */
export function formatCoordinates(lon: number, lat: number): string {
  const latitude = `${coordinate.format(Math.abs(lat))}°${NBSP}${lat >= 0 ? 'N' : 'S'}`;
  const longitude = `${coordinate.format(Math.abs(lon))}°${NBSP}${lon >= 0 ? 'O' : 'W'}`;
  return `${latitude}, ${longitude}`;
}

/**
 * Why an editor's threshold (the Messwert attribute, "Grenzwert" in the editor) is refused, or null.
 * The editor and the server say the same, and the engine reads the value with the same parser.
 */
export function thresholdProblem(raw: string): string | null {
  const reading = parseMeasurement(raw);
  if ('value' in reading) return null;
  return reading.problem === 'ambiguous'
    ? 'Der Grenzwert ist nicht eindeutig: Bitte schreiben Sie Nachkommastellen mit Komma (z. B. 2,75) und Tausender mit Punkt nach je drei Ziffern (z. B. 1.000).'
    : 'Der Grenzwert muss eine Zahl größer als 0 und höchstens 1.000.000 sein, z. B. 75 oder 2,75.';
}
