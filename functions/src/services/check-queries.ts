import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import type { CheckDetail, PublishedVersion } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { loadDraftContent, toOutcome, toSlides } from '#repositories/check-content';
import {
  getVersionRecords,
  keptLatestVersion,
  listCheckPage,
  toCheck,
  toPublishedVersion,
  type CheckRecord,
} from '#repositories/checks';
import { CHECK_LISTS, type CheckList } from '#repositories/check-keys';
import { getReferenceUnit, listLaender } from '#repositories/reference-units';
import { searchMatcher, type FilteredPage } from '../data/page.ts';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, canSeeCheck, checkAppliesTo, territoryOf, type Territory } from './check-access.ts';
import { requireCheck } from './checks.ts';

/**
 * The lists (check-keys.ts) that hold the checks a user may see: for a unit, its Land's Standard checks
 * and its own copies; else Administrators every Land's Standard checks and copies, Land staff their
 * Länder's, Kommune staff their Länder's Standard checks and their own units' copies. A Kommune never
 * reads the other Gemeinden's copies of its Land, however many there are.
 */
async function listsToRead(
  territory: Territory,
  unit: { id: string; parent_id: string | null } | null,
): Promise<CheckList[]> {
  if (unit) return [CHECK_LISTS.standardOf(unit.parent_id ?? unit.id), CHECK_LISTS.copiesOf(unit.id)];
  if (territory.all) {
    const laender = await listLaender();
    return [CHECK_LISTS.everyStandard(), ...laender.map((land) => CHECK_LISTS.copiesIn(land.id))];
  }
  const landIds = [...territory.landIds];
  const copies = territory.wholeLaender
    ? landIds.map(CHECK_LISTS.copiesIn)
    : [...territory.ownUnitIds].map(CHECK_LISTS.copiesOf);
  return [...landIds.map(CHECK_LISTS.standardOf), ...copies];
}

export interface CheckFilter {
  group?: CheckGroup;
  referenceUnitId?: string;
  showDeleted?: boolean;
  /** Only checks never published (the editor's "Nur unveröffentlichte Entwürfe"). */
  unpublished?: boolean;
  /** Only published checks (the lists of published versions). */
  published?: boolean;
  /** Every word in the title, legal basis or type, as searches of names match (searchMatcher). */
  search?: string;
}

/**
 * A page of the checks the user may see, optionally only those of a group, that apply to a unit,
 * including deleted ones, never or already published, or matching a search: read from the few lists
 * that hold them (`listsToRead`) in title order, list after list; with a group
 * (`GET /checks/{group}/`) only that group's key range of each (begins_with "<group>#").
 */
export async function visibleCheckPage(
  user: UserRecord,
  filter: CheckFilter,
  page: { cursor?: string; limit: number },
): Promise<FilteredPage<CheckRecord>> {
  const [territory, unit] = await Promise.all([
    territoryOf(user),
    filter.referenceUnitId ? getReferenceUnit(filter.referenceUnitId) : null,
  ]);
  if (filter.referenceUnitId && !unit) return { items: [], nextCursor: null };
  const matchesSearch = searchMatcher(filter.search);
  // A list of published versions is searched in what it shows: the version's title and legal basis.
  const shown = (check: CheckRecord) => (filter.published ? (keptLatestVersion(check) ?? check) : check);
  const wanted = (check: CheckRecord) =>
    canSeeCheck(territory, check) &&
    (filter.showDeleted || !check.deleted_at) &&
    // A unit's two lists hold only its checks, but a copy written before copies had lists of their own
    // (November 2026, local data only) still sits among its Land's Standard checks.
    (!unit || checkAppliesTo(check, unit)) &&
    (!filter.unpublished || check.latest_version === 0) &&
    (!filter.published || check.latest_version > 0) &&
    matchesSearch(shown(check).title, shown(check).legal_basis, check.type);
  return listCheckPage(await listsToRead(territory, unit), { ...page, group: filter.group, matches: wanted });
}

/**
 * The newest published version of each given check that has one, in the checks' order: as the check
 * record keeps it, or (for a check last published before records kept it) from its snapshot, read in
 * batches of 100.
 */
export async function latestVersions(checks: CheckRecord[]): Promise<PublishedVersion[]> {
  const published = checks.filter((check) => check.latest_version > 0);
  const unkept = published.filter((check) => !keptLatestVersion(check));
  const read = new Map(
    (unkept.length > 0
      ? await getVersionRecords(unkept.map((check) => ({ checkId: check.id, version: check.latest_version })))
      : []
    ).map((version) => [version.check_id, toPublishedVersion(version)]),
  );
  return published
    .map((check) => keptLatestVersion(check) ?? read.get(check.id))
    .filter((version) => version !== undefined);
}

/**
 * The draft for the editor, with the check's own attribute values and (given a unit) the local values
 * its residents get: the Land's, then the unit's own (the preview overlays them as residents get them).
 */
export async function draftDetail(user: UserRecord, checkId: string, unitId: string | null): Promise<CheckDetail> {
  const check = await requireCheck(checkId);
  assertCanSee(await territoryOf(user), check);
  const unitIds = localUnitsOf(check.land_id, unitId);
  const content = await loadDraftContent(check.id, unitIds);
  return { check: toCheck(check), slides: toSlides(content, unitIds), outcomes: content.outcomes.map(toOutcome) };
}
