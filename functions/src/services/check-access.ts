import type { UserRecord } from '#repositories/users';
import type { CheckRecord } from '#repositories/checks';
import { listUnitsOfOrganisation, type ReferenceUnitRecord } from '#repositories/reference-units';
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
  all: boolean;
  /** Units the user's organisation is responsible for. */
  ownUnitIds: Set<string>;
  /** Those units as read (a few), for lists that lead with them. */
  ownUnits: ReferenceUnitRecord[];
  /** Länder whose Standard checks the user may see (Land staff: their Länder; Kommune staff: their units' Länder). */
  landIds: Set<string>;
  /** Land staff work for every Gemeinde of their Länder too. */
  wholeLaender: boolean;
}

/**
 * The units and Länder a user works for, from the organisation on the user record: one query of the
 * organisation's units (a few), whatever the number of Gemeinden in the Land.
 */
export async function territoryOf(user: UserRecord): Promise<Territory> {
  if (user.level === 'Administrator') {
    return { all: true, ownUnitIds: new Set(), ownUnits: [], landIds: new Set(), wholeLaender: false };
  }
  const own = user.organisation_id ? await listUnitsOfOrganisation(user.organisation_id) : [];
  const isLand = user.level === 'Land';
  const landIds = isLand
    ? own.filter((unit) => unit.kind === 'Land').map((unit) => unit.id)
    : own.map((unit) => unit.parent_id).filter((id): id is string => id !== null);
  return {
    all: false,
    ownUnitIds: new Set(own.map((unit) => unit.id)),
    ownUnits: own,
    landIds: new Set(landIds),
    wholeLaender: isLand,
  };
}

/** Whether the user works for the unit (Land staff: also every Gemeinde of their Länder). */
export function inTerritory(territory: Territory, unit: Pick<ReferenceUnitRecord, 'id' | 'parent_id'>): boolean {
  return (
    territory.all ||
    territory.ownUnitIds.has(unit.id) ||
    (territory.wholeLaender && unit.parent_id !== null && territory.landIds.has(unit.parent_id))
  );
}

/** Checks a user may see: Standard checks of its Länder, Individuell checks of its units. */
export function canSeeCheck(territory: Territory, check: CheckRecord): boolean {
  if (territory.all) return true;
  if (check.type === 'Individuell')
    return ownsCopy(territory, check) || (territory.wholeLaender && territory.landIds.has(check.land_id));
  return territory.landIds.has(check.land_id);
}

/** An Individuell check of one of the user's own units. */
export function ownsCopy(territory: Territory, check: CheckRecord): boolean {
  return check.type === 'Individuell' && check.owner_unit_id !== null && territory.ownUnitIds.has(check.owner_unit_id);
}

/** Structure (slides, responses, outcomes, the check's own texts): Administrator, and Land staff for their Land's checks. */
export function canEditStructure(user: UserRecord, territory: Territory, check: CheckRecord): boolean {
  if (territory.all) return true;
  return user.level === 'Land' && territory.landIds.has(check.land_id);
}

/** Whether residents of the unit may get the check: a copy in its owner, a Standard check in its Land. */
export function checkAppliesTo(check: CheckRecord, unit: Pick<ReferenceUnitRecord, 'id' | 'parent_id'>): boolean {
  return check.type === 'Individuell'
    ? check.owner_unit_id === unit.id
    : unit.id === check.land_id || unit.parent_id === check.land_id;
}

/** A unit's local content of a check: the unit is in the user's territory and the check applies there. */
export function canEditUnitContent(territory: Territory, check: CheckRecord, unit: ReferenceUnitRecord): boolean {
  return checkAppliesTo(check, unit) && inTerritory(territory, unit);
}

export function assertCanSee(territory: Territory, check: CheckRecord): void {
  if (!canSeeCheck(territory, check)) throw noAccess();
}
