/**
 * Local values ("lokale Werte") as residents get them: a check's own attribute values, overlaid by its
 * Land's local values and then by the Gemeinde's. One rule for the residents' check, the server's
 * test cases and the editor's preview, so a path clicked in the preview gives what residents get.
 */

/** An attribute value of a slide: the check's own (reference_unit_id null) or a unit's local value. */
export interface AttributeValue {
  key: string;
  value: string;
  reference_unit_id: string | null;
}

/**
 * The units whose local values apply for residents of `unitId`, in the order they apply: the Land's,
 * then the unit's own (a Land's residents: only the Land's). Empty without a unit.
 */
export const localUnitsOf = (landId: string | null, unitId: string | null): string[] =>
  unitId ? (landId && landId !== unitId ? [landId, unitId] : [unitId]) : [];

/**
 * A slide's attributes with the units' local values laid over them in the given order; an empty local
 * value keeps what lies below (clearing a local value means "take the check's").
 */
export function overlayLocalValues(
  attributes: Readonly<Record<string, string>>,
  values: readonly AttributeValue[],
  unitIds: readonly string[],
): Record<string, string> {
  const overlaid = { ...attributes };
  for (const unitId of unitIds) {
    for (const value of values) {
      if (value.reference_unit_id === unitId && value.value !== '') overlaid[value.key] = value.value;
    }
  }
  return overlaid;
}
