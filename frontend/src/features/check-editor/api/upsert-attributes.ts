import { attributeSchema, type Attribute, type CheckDetail } from '@baucheck/shared/checks';
import type { SlideAttributeKey } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, draftFor, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

export interface AttributeValuesInput {
  slideId: string;
  /** null: the check's own values; a unit's id: that unit's local values. */
  unitId: string | null;
  values: Partial<Record<SlideAttributeKey, string>>;
}

/**
 * `PATCH /api/attributes/{slide_id}/`: sets attribute values of a slide. An existing attribute is sent
 * with the version read; the answer lists the slide's attributes of that owner (check or unit).
 */
export async function upsertAttributes(
  slideId: string,
  unitId: string | null,
  attributes: Array<{ key: SlideAttributeKey; value: string; version?: number }>,
): Promise<Attribute[]> {
  return attributeSchema
    .array()
    .parse(
      await apiClient.patch(`/attributes/${encodeURIComponent(slideId)}/`, { reference_unit_id: unitId, attributes }),
    );
}

const setValues = (detail: CheckDetail, { slideId, unitId, values }: AttributeValuesInput): CheckDetail => ({
  ...detail,
  slides: detail.slides.map((slide) => {
    if (slide.id !== slideId) return slide;
    const attributes = [...slide.attributes];
    for (const [key, value] of Object.entries(values) as Array<[SlideAttributeKey, string]>) {
      const index = attributes.findIndex(
        (attribute) => attribute.key === key && attribute.reference_unit_id === unitId,
      );
      if (index >= 0) attributes[index] = { ...(attributes[index] as Attribute), value };
      else
        attributes.push({ id: `pending:${key}`, slide_id: slideId, key, value, reference_unit_id: unitId, version: 0 });
    }
    return { ...slide, attributes };
  }),
});

export function useUpsertAttributes(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<Attribute[], Error, AttributeValuesInput, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: ({ slideId, unitId, values }) => {
      const slide = draftFor(queryClient, checkId, unitId)?.slides.find((candidate) => candidate.id === slideId);
      const existing = (key: SlideAttributeKey) =>
        slide?.attributes.find(
          (attribute) =>
            attribute.key === key && attribute.reference_unit_id === unitId && !attribute.id.startsWith('pending:'),
        );
      return upsertAttributes(
        slideId,
        unitId,
        (Object.entries(values) as Array<[SlideAttributeKey, string]>).map(([key, value]) => {
          const attribute = existing(key);
          return attribute ? { key, value, version: attribute.version } : { key, value };
        }),
      );
    },
    onMutate: (input) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail, cachedUnit) =>
        input.unitId === null || input.unitId === cachedUnit ? setValues(detail, input) : detail,
      ),
    }),
    onError: (_error, _input, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
