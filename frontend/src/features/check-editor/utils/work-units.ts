import type { Check } from '@baucheck/shared/checks';
import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import type { User } from '@baucheck/shared/users';

/**
 * The units a user works for, as far as the client can tell (the API does not name them): an
 * Administrator all of them; Land staff the Länder whose Standard checks they see, with their
 * Gemeinden; Kommune staff the Gemeinden that own their Individuell checks, else the Gemeinden of the
 * Länder whose checks they see. The server decides in any case (403 outside the territory).
 */
export function workUnitsOf(user: User, units: readonly ReferenceUnit[], checks: readonly Check[]): ReferenceUnit[] {
  if (user.level === 'Administrator') return [...units];
  const landIds = new Set(checks.filter((check) => check.type === 'Standard').map((check) => check.land_id));
  const inLand = (unit: ReferenceUnit) =>
    landIds.has(unit.id) || (unit.parent_id !== null && landIds.has(unit.parent_id));
  if (user.level === 'Land') return units.filter(inLand);
  if (user.level !== 'Kommune') return [];
  const owners = new Set(checks.flatMap((check) => (check.owner_unit_id ? [check.owner_unit_id] : [])));
  const own = units.filter((unit) => owners.has(unit.id));
  return own.length > 0 ? own : units.filter((unit) => unit.kind === 'Gemeinde' && inLand(unit));
}

/** Units a check applies to: its Land and the Land's Gemeinden (Standard), or the owning Gemeinde (Individuell). */
export function unitsOfCheck(check: Check, units: readonly ReferenceUnit[]): ReferenceUnit[] {
  if (check.type === 'Individuell') return units.filter((unit) => unit.id === check.owner_unit_id);
  return units.filter((unit) => unit.id === check.land_id || unit.parent_id === check.land_id);
}

/** "Markt Lindenau" or "Bayern (Land)". */
export const unitLabel = (unit: ReferenceUnit): string => (unit.kind === 'Land' ? `${unit.name} (Land)` : unit.name);
