import type { Attribute, Slide } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { localUnitsOf, overlayLocalValues } from '@baucheck/shared/engine/local-values';
import { isMeasurementSlide } from '@baucheck/shared/engine/slides';
import { toEngineSlide } from './definition.ts';

/** The check's own attribute of a slide (reference_unit_id null). */
export const ownAttribute = (slide: Slide, key: SlideAttributeKey): Attribute | undefined =>
  slide.attributes.find((attribute) => attribute.key === key && attribute.reference_unit_id === null);

/** A unit's local attribute of a slide. */
export const localAttribute = (slide: Slide, key: SlideAttributeKey, unitId: string): Attribute | undefined =>
  slide.attributes.find((attribute) => attribute.key === key && attribute.reference_unit_id === unitId);

export const ownValue = (slide: Slide, key: SlideAttributeKey): string => ownAttribute(slide, key)?.value ?? '';

/**
 * What residents of `unitId` get for `key` while the unit has no local value of its own, and from
 * whom: its Land's local value where the Land set one, else the check's own (the residents' overlay
 * order, shared/src/engine/local-values.ts).
 */
export function inheritedValue(
  slide: Slide,
  key: SlideAttributeKey,
  landId: string,
  unitId: string,
): { value: string; from: 'Land' | 'Check' } {
  const below = localUnitsOf(landId, unitId).slice(0, -1);
  const own = ownValue(slide, key);
  const value = overlayLocalValues({ [key]: own }, slide.attributes, below)[key] ?? '';
  return { value, from: below.length > 0 && localAttribute(slide, key, landId)?.value ? 'Land' : 'Check' };
}

/** Text of editor HTML, for summaries and to tell an empty editor ("<p><br></p>") from a text. */
export function plainText(html: string): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Quill leaves "<p><br></p>" in an emptied editor; that is no text. Images count as content. */
export const isEmptyHtml = (html: string): boolean => plainText(html) === '' && !/<img\b/i.test(html);

/** A slide's title for lists and messages: its question or heading, else its type. */
export function slideHeading(slide: Slide): string {
  return ownValue(slide, 'Frage').trim() || '(ohne Titel)';
}

/** True for a Ja-Oder-Nein slide that asks for a measured value. */
export const asksForMeasurement = (slide: Slide): boolean => isMeasurementSlide(toEngineSlide(slide));
