import type { UserRecord } from '#repositories/users';
import type { CheckRecord } from '#repositories/checks';
import { listReferenceUnits, type ReferenceUnitRecord } from '#repositories/reference-units';
import { HttpError } from '#lib/errors';

/*
 * Who may see and change which checks. The route table admits the levels (public administration for
 * checks; Administrator and Land for structure); these rules scope them to their own territory:
 *   Administrator  everything
 *   Land           the checks of its Land and the units in it (units whose organisation is the user's,
 *                  and their Gemeinden)
 *   Kommune        its own units (units whose organisation is the user's): their Individuell checks,
 *                  and the local content of the Standard checks of their Land
 */

export const NO_ACCESS_TEXT = 'Keine Berechtigung für diesen Check oder diese Bezugseinheit';
export const noAccess = () => new HttpError(403, NO_ACCESS_TEXT);

export interface Territory {
  /** Units the user works for (own units and, for Land staff, the Gemeinden of their Land). */
  unitIds: Set<string>;
  /** Länder whose Standard checks the user may see. */
  landIds: Set<string>;
  all: boolean;
}

/** The units and Länder a user works for, from the organisation on the user record. */
export async function territoryOf(user: UserRecord, units?: ReferenceUnitRecord[]): Promise<Territory> {
  if (user.level === 'Administrator') return { unitIds: new Set(), landIds: new Set(), all: true };
  const allUnits = units ?? (await listReferenceUnits());
  const own = allUnits.filter((unit) => user.organisation_id !== null && unit.organisation_id === user.organisation_id);
  const ownLands = own.filter((unit) => unit.kind === 'Land').map((unit) => unit.id);
  const unitIds = new Set(own.map((unit) => unit.id));
  if (user.level === 'Land') {
    for (const unit of allUnits) if (unit.parent_id && ownLands.includes(unit.parent_id)) unitIds.add(unit.id);
  }
  const landIds = new Set(
    user.level === 'Land' ? ownLands : own.map((unit) => unit.parent_id).filter((id): id is string => id !== null),
  );
  return { unitIds, landIds, all: false };
}

/** Checks a user may see: Standard checks of its Länder, Individuell checks of its units. */
export function canSeeCheck(territory: Territory, check: CheckRecord): boolean {
  if (territory.all) return true;
  if (check.type === 'Individuell') return check.owner_unit_id !== null && territory.unitIds.has(check.owner_unit_id);
  return territory.landIds.has(check.land_id);
}

/** Structure (slides, responses, outcomes, the check's own texts): Administrator, and Land staff for their Land's checks. */
export function canEditStructure(user: UserRecord, territory: Territory, check: CheckRecord): boolean {
  if (territory.all) return true;
  return user.level === 'Land' && territory.landIds.has(check.land_id);
}

/** A unit's local content of a check: the unit is in the user's territory and the check applies there. */
export function canEditUnitContent(territory: Territory, check: CheckRecord, unit: ReferenceUnitRecord): boolean {
  const applies =
    check.type === 'Individuell'
      ? check.owner_unit_id === unit.id
      : unit.id === check.land_id || unit.parent_id === check.land_id;
  return applies && (territory.all || territory.unitIds.has(unit.id));
}

export function assertCanSee(territory: Territory, check: CheckRecord): void {
  if (!canSeeCheck(territory, check)) throw noAccess();
}
