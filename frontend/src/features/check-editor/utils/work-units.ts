import type { Check } from '@baucheck/shared/checks';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';

/** Units a check applies to: its Land and the Land's Gemeinden (Standard), or the owning Gemeinde (Individuell). */
export function unitsOfCheck(check: Check, units: readonly ReferenceUnit[]): ReferenceUnit[] {
  if (check.type === 'Individuell') return units.filter((unit) => unit.id === check.owner_unit_id);
  return units.filter((unit) => unit.id === check.land_id || unit.parent_id === check.land_id);
}

/** "Markt Lindenau" or "Bayern (Land)". */
export const unitLabel = (unit: ReferenceUnit): string => (unit.kind === 'Land' ? `${unit.name} (Land)` : unit.name);
