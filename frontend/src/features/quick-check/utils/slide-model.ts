import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineCheck, EngineSlide, Site } from '@baucheck/shared/engine/model';
import { orderedSlides } from '@baucheck/shared/engine/slides';

export interface ChapterInfo {
  /** The Kapitel slide that opens the chapter. */
  id: string;
  title: string;
  /** 1-based. */
  number: number;
}

/** The chapters of a check in order, named by their Kapitel slide's Frage. */
export function chaptersOf(check: EngineCheck): ChapterInfo[] {
  return orderedSlides(check)
    .filter((slide) => slide.type === 'Kapitel')
    .map((slide, index) => ({
      id: slide.id,
      title: slide.attributes.Frage?.trim() || `Kapitel ${index + 1}`,
      number: index + 1,
    }));
}

/** The chapter a slide belongs to: the last Kapitel slide at or before it in position order. */
export function chapterOfSlide(check: EngineCheck, slideId: string): ChapterInfo | null {
  const slides = orderedSlides(check);
  const chapters = chaptersOf(check);
  let chapter: ChapterInfo | null = null;
  for (const slide of slides) {
    if (slide.type === 'Kapitel') chapter = chapters.find((candidate) => candidate.id === slide.id) ?? null;
    if (slide.id === slideId) return chapter;
  }
  return null;
}

/** The outcome a chapter has reached with the answers so far, or null. */
export function chapterOutcome(evaluation: Evaluation, chapterId: string | undefined) {
  return evaluation.chapters.find((result) => result.chapter_id === chapterId)?.outcome ?? null;
}

/**
 * How far into the check a slide is, as a share of all slides by position. The path of a resident
 * skips slides, but only ever forwards, so the share never goes back while they answer.
 */
export function progressOf(check: EngineCheck, slideId: string): number {
  const slides = orderedSlides(check);
  const index = slides.findIndex((slide) => slide.id === slideId);
  if (index < 0 || slides.length === 0) return 0;
  return Math.round(((index + 1) / slides.length) * 100);
}

export const slideQuestion = (slide: EngineSlide, fallback: string) => slide.attributes.Frage?.trim() || fallback;

/** The largest value a measurement answer may have (as the shared answer schema). */
export const MAX_MEASUREMENT = 1_000_000;

/** Why a typed measurement was not taken. */
export type MeasurementProblem = 'empty' | 'format' | 'not_positive' | 'too_large';

export type MeasurementReading = { value: number } | { problem: MeasurementProblem };

/** Digits only, or with a decimal comma: "75", "2,75". */
const PLAIN = /^\d+(,\d{1,4})?$/;
/** Dots between groups of three digits (thousands), optionally a decimal comma: "1.000", "1.000,5". */
const GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,4})?$/;
/** A single dot followed by anything but exactly three digits: "2.75", "74.5". */
const DECIMAL_POINT = /^\d+\.(\d{1,2}|\d{4})$/;

/**
 * A measured value as residents type it, read the German way:
 * - a comma is the decimal separator: "2,75";
 * - dots between groups of three digits are thousands separators: "1.000" is one thousand,
 *   "1.000,5" one thousand and a half (read as 1 before, which turned 1000 m³ into "Verfahrensfrei");
 * - a single dot followed by one, two or four digits ("2.75", "74.5") can only be a decimal point,
 *   as phone keyboards and English habits type it; no German writes thousands that way;
 * - spaces (also as thousands separators) and a repeated unit ("75 m³") are ignored.
 * A dot followed by exactly three digits ("2.750") stays ambiguous and is read as thousands, as the
 * page asks for a decimal comma; a resident who meant 2,75 then gets the stricter result and sees
 * the value in their answers, never a too lenient one. The value must be greater than 0 and at most
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
  else return { problem: 'format' };
  const value = Number(normalised) * (negative ? -1 : 1);
  if (!Number.isFinite(value)) return { problem: 'format' };
  if (value <= 0) return { problem: 'not_positive' };
  if (value > MAX_MEASUREMENT) return { problem: 'too_large' };
  return { value };
}

/**
 * What to tell a resident whose value was not taken. The measure is named without an article
 * ("einen Wert für Rauminhalt"), so the sentence is right whatever the measure's gender.
 */
export function measurementProblemText(problem: MeasurementProblem, measure: string | null, unit: string): string {
  const inUnit = unit ? ` in ${unit}` : '';
  switch (problem) {
    case 'empty':
      return measure
        ? `Bitte geben Sie einen Wert für ${measure}${inUnit} ein.`
        : `Bitte geben Sie einen Wert${inUnit} ein.`;
    case 'format':
      return 'Bitte geben Sie eine Zahl ein, zum Beispiel 2,75 oder 1.000 (höchstens vier Nachkommastellen).';
    case 'not_positive':
      return 'Bitte geben Sie einen Wert größer als 0 ein.';
    case 'too_large':
      return `Bitte geben Sie höchstens ${formatMeasurement(MAX_MEASUREMENT, true)}${unit ? ` ${unit}` : ''} ein.`;
  }
}

/** A number the German way: 2,75 (with `grouping`: 1.000.000). */
export const formatMeasurement = (value: number, grouping = false) =>
  value.toLocaleString('de-DE', { maximumFractionDigits: 4, useGrouping: grouping });

/** A located site in words: its address, or the coordinates of the point marked on the map. */
export const siteLabel = (site: Site) =>
  site.label ?? `Markierter Punkt (${site.lat.toFixed(5)}, ${site.lon.toFixed(5)})`;

/** "2026-03-01" as "01.03.2026"; other strings stay as they are. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/**
 * The slide to show: the requested one when it lies on the resident's path; otherwise where they
 * stopped, the slide after the last one they answered (the first slide when they answered none).
 */
export function slideToShow(path: readonly string[], answers: Answers, requested: string | null): string | null {
  if (requested && path.includes(requested)) return requested;
  const lastAnswered = path.findLastIndex((slideId) => slideId in answers);
  return path[lastAnswered + 1] ?? path.at(-1) ?? null;
}
