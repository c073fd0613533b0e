import { MEASUREMENT_CATEGORIES, MEASUREMENT_UNITS } from '../enums.ts';
import type { EngineCheck, EngineSlide } from './model.ts';

/** Slides in position order; the engine never relies on the order it is given. */
export const orderedSlides = (check: EngineCheck): EngineSlide[] =>
  [...check.slides].sort((a, b) => a.position - b.position);

export const MEASUREMENT_KEYS = ['Mess-Kategorie', 'Vergleichs-Einheit', 'Messwert'] as const;

/** A Ja-Oder-Nein slide that asks for a measured value instead of a yes or no. */
export const isMeasurementSlide = (slide: EngineSlide): boolean =>
  slide.type === 'Ja-Oder-Nein' && MEASUREMENT_KEYS.some((key) => (slide.attributes[key] ?? '').trim() !== '');

/** The threshold as a number, accepting a German decimal comma ("2,75"); null when not a positive number. */
export function thresholdOf(slide: EngineSlide): number | null {
  const raw = (slide.attributes.Messwert ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** True when the slide's measurement attributes are complete and valid. */
export function hasValidMeasurement(slide: EngineSlide): boolean {
  return (
    (MEASUREMENT_CATEGORIES as readonly string[]).includes(slide.attributes['Mess-Kategorie'] ?? '') &&
    (MEASUREMENT_UNITS as readonly string[]).includes(slide.attributes['Vergleichs-Einheit'] ?? '') &&
    thresholdOf(slide) !== null
  );
}

/** A slide's display title for messages: its question or heading, shortened. */
export function slideTitle(slide: EngineSlide): string {
  const text = (slide.attributes.Frage ?? '').trim() || slide.type;
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Slides whose responses decide where the check goes: questions, and Baunebenrechte slides that
 * have responses (then "ja" means side laws apply at the located site). All others go on to the next slide.
 */
export const branchesByResponses = (slide: EngineSlide): boolean =>
  slide.type === 'Ja-Oder-Nein' || (slide.type === 'Baunebenrechte' && slide.responses.length > 0);
