import type { Attribute, Slide } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { isMeasurementSlide } from '@baucheck/shared/engine/slides';
import { toEngineSlide } from './definition.ts';

/** The check's own attribute of a slide (reference_unit_id null). */
export const ownAttribute = (slide: Slide, key: SlideAttributeKey): Attribute | undefined =>
  slide.attributes.find((attribute) => attribute.key === key && attribute.reference_unit_id === null);

/** A unit's local attribute of a slide. */
export const localAttribute = (slide: Slide, key: SlideAttributeKey, unitId: string): Attribute | undefined =>
  slide.attributes.find((attribute) => attribute.key === key && attribute.reference_unit_id === unitId);

export const ownValue = (slide: Slide, key: SlideAttributeKey): string => ownAttribute(slide, key)?.value ?? '';

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
