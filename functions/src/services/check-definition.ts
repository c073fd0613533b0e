import { overlayLocalValues } from '@baucheck/shared/engine/local-values';
import type { EngineCheck } from '@baucheck/shared/engine/model';
import type { AttributeRecord, DraftContent } from '#repositories/check-content';

/**
 * The engine's view of a draft: slides in order with the check's own attribute values, responses
 * and outcomes. Used for publish validation, the published snapshot and the editor's preview.
 */
export function definitionOf(content: DraftContent): EngineCheck {
  return {
    slides: content.slides.map((slide) => {
      const attributes: Record<string, string> = {};
      for (const attribute of content.attributes) {
        if (attribute.slide_id === slide.id && attribute.reference_unit_id === null)
          attributes[attribute.key] = attribute.value;
      }
      return {
        id: slide.id,
        type: slide.type,
        position: slide.position,
        attributes,
        responses: content.responses
          .filter((response) => response.slide_id === slide.id)
          .map((response) => ({
            id: response.id,
            answer: response.answer,
            label: response.label,
            position: response.position,
            next_slide_id: response.next_slide_id,
            outcome_id: response.outcome_id,
          })),
      };
    }),
    outcomes: content.outcomes.map((outcome) => ({
      id: outcome.id,
      chapter_id: outcome.chapter_id,
      title: outcome.title,
      text: outcome.text,
      severity: outcome.severity,
      ranking: outcome.ranking,
    })),
  };
}

/**
 * Overlays units' local attribute values (in the given order: Land, then Gemeinde) on a definition.
 * Local values are live content, not versioned: they apply to the published check at once.
 */
export function withLocalValues(
  definition: EngineCheck,
  localValues: readonly AttributeRecord[],
  unitIds: readonly string[],
): EngineCheck {
  const bySlide = new Map<string, AttributeRecord[]>();
  for (const value of localValues) bySlide.set(value.slide_id, [...(bySlide.get(value.slide_id) ?? []), value]);
  return {
    ...definition,
    slides: definition.slides.map((slide) => ({
      ...slide,
      attributes: overlayLocalValues(slide.attributes, bySlide.get(slide.id) ?? [], unitIds),
    })),
  };
}
