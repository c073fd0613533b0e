import { MEASUREMENT_CATEGORIES, MEASUREMENT_UNITS } from '../enums.ts';
import { parseMeasurement } from '../german-numbers.ts';
import type { EngineCheck, EngineSlide } from './model.ts';

/** Slides in position order; the engine never relies on the order it is given. */
export const orderedSlides = (check: EngineCheck): EngineSlide[] =>
  [...check.slides].sort((a, b) => a.position - b.position);

export const MEASUREMENT_KEYS = ['Mess-Kategorie', 'Vergleichs-Einheit', 'Messwert'] as const;

/** A Ja-Oder-Nein slide that asks for a measured value instead of a yes or no. */
export const isMeasurementSlide = (slide: EngineSlide): boolean =>
  slide.type === 'Ja-Oder-Nein' && MEASUREMENT_KEYS.some((key) => (slide.attributes[key] ?? '').trim() !== '');

/**
 * The threshold as a number, read as residents' values are ("2,75", "1.000"); null when it is not a
 * positive number or its reading is ambiguous ("1.0000").
 */
export function thresholdOf(slide: EngineSlide): number | null {
  const reading = parseMeasurement(slide.attributes.Messwert ?? '');
  return 'value' in reading ? reading.value : null;
}

/** True when the slide's measurement attributes are complete and valid. */
export function hasValidMeasurement(slide: EngineSlide): boolean {
  return (
    (MEASUREMENT_CATEGORIES as readonly string[]).includes(slide.attributes['Mess-Kategorie'] ?? '') &&
    (MEASUREMENT_UNITS as readonly string[]).includes(slide.attributes['Vergleichs-Einheit'] ?? '') &&
    thresholdOf(slide) !== null
  );
}

/** A slide's question or heading (its type when it has none), as residents read it. */
export const slideQuestion = (slide: EngineSlide): string => (slide.attributes.Frage ?? '').trim() || slide.type;

/** A slide's display title for messages: its question or heading, shortened. */
export function slideTitle(slide: EngineSlide): string {
  const text = slideQuestion(slide);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Slides whose responses decide where the check goes: questions, and Baunebenrechte slides that
 * have responses (then "ja" means side laws apply at the located site). All others go on to the next slide.
 */
export const branchesByResponses = (slide: EngineSlide): boolean =>
  slide.type === 'Ja-Oder-Nein' || (slide.type === 'Baunebenrechte' && slide.responses.length > 0);
