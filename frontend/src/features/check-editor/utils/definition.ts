import type { CheckDetail, Slide } from '@baucheck/shared/checks';
import type { EngineCheck, EngineSlide } from '@baucheck/shared/engine/model';

/**
 * A slide as the engine sees it: the check's own attribute values, overlaid (for a unit) with the
 * unit's non-empty local values, as the server builds what residents load.
 */
export function toEngineSlide(slide: Slide, unitId: string | null): EngineSlide {
  const attributes: Record<string, string> = {};
  for (const attribute of slide.attributes) {
    if (attribute.reference_unit_id === null) attributes[attribute.key] = attribute.value;
  }
  if (unitId) {
    for (const attribute of slide.attributes) {
      if (attribute.reference_unit_id === unitId && attribute.value !== '') attributes[attribute.key] = attribute.value;
    }
  }
  return {
    id: slide.id,
    type: slide.type,
    position: slide.position,
    attributes,
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

/** The draft as the engine's check definition (what publishing validates and freezes). */
export function toEngineCheck(detail: CheckDetail, unitId: string | null = null): EngineCheck {
  return {
    slides: detail.slides.map((slide) => toEngineSlide(slide, unitId)),
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
