import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import { localUnitsOf, overlayLocalValues } from '@baucheck/shared/engine/local-values';
import type { EngineCheck, EngineSlide } from '@baucheck/shared/engine/model';

/**
 * A slide as the engine sees it: the check's own attribute values, overlaid with the local values of
 * `unitIds` (the Land's, then the Gemeinde's: see localUnitsOf) as the server builds what residents load.
 */
export function toEngineSlide(slide: Slide, unitIds: readonly string[] = []): EngineSlide {
  const own: Record<string, string> = {};
  for (const attribute of slide.attributes) {
    if (attribute.reference_unit_id === null) own[attribute.key] = attribute.value;
  }
  return {
    id: slide.id,
    type: slide.type,
    position: slide.position,
    attributes: overlayLocalValues(own, slide.attributes, unitIds),
    responses: [...slide.responses]
      .sort((a, b) => a.position - b.position)
      .map(({ id, answer, label, position, next_slide_id, outcome_id }) => ({
        id,
        answer,
        label,
        position,
        next_slide_id,
        outcome_id,
      })),
  };
}

/**
 * The draft as the engine's check definition (what publishing validates and freezes); given a unit, with
 * the local values its residents get (the Land's, then the unit's: the draft of a unit carries both).
 */
export function toEngineCheck(detail: CheckDetail, unitId: string | null = null): EngineCheck {
  const unitIds = localUnitsOf(detail.check.land_id, unitId);
  return {
    slides: detail.slides.map((slide) => toEngineSlide(slide, unitIds)),
    outcomes: detail.outcomes.map(({ id, chapter_id, title, text, severity, ranking }) => ({
      id,
      chapter_id,
      title,
      text,
      severity,
      ranking,
    })),
  };
}

/** The Kapitel slide whose chapter each slide belongs to (null before the first Kapitel). */
export function chapterOfSlides(detail: CheckDetail): Map<string, string | null> {
  const chapters = new Map<string, string | null>();
  let chapter: string | null = null;
  for (const slide of detail.slides) {
    if (slide.type === 'Kapitel') chapter = slide.id;
    chapters.set(slide.id, chapter);
  }
  return chapters;
}
