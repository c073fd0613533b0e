import type { MyReferenceUnit, ReferenceUnitWithChecks } from '@baucheck/shared/reference-units';
import { UNIT_SEARCH_LIMIT_MAX } from '@baucheck/shared/reference-units-public';
import { foldForSearch, foldPlain } from '@baucheck/shared/search-folding';
import {
  getReferenceUnit,
  getReferenceUnits,
  listReferenceUnitsPage,
  type ReferenceUnitRecord,
} from '#repositories/reference-units';
import { unitsUsingPage } from '#repositories/checks';
import { searchUnits } from '#repositories/unit-search';
import type { UserRecord } from '#repositories/users';
import { decodeCursor, encodeCursor, invalidCursor } from '../data/cursor.ts';
import { withChecks } from './availability.ts';
import { assertCanSee, territoryOf, type Territory } from './check-access.ts';
import { requireCheck } from './checks.ts';

/*
 * The units a staff member works for (`GET /reference-units/mine/`), a page at a time or searched,
 * read by keys from the user's territory (services/check-access.ts), never from the list of all units:
 *   Administrator  every unit (Länder first), or one Land (`land_id`: the Land, then its Gemeinden)
 *   Land           its own units first, then the Gemeinden of each of its Länder in turn (gsi2 pages)
 *   Kommune        its own units (a few, one page)
 * A search (`q`) answers at most 20 units of the same scope, best first.
 */

export interface MyUnitsQuery {
  cursor?: string;
  limit: number;
  q?: string;
  land_id?: string;
  check_id?: string;
}

interface UnitsPage {
  units: ReferenceUnitRecord[];
  nextCursor: string | null;
}

const byKindAndName = (a: ReferenceUnitRecord, b: ReferenceUnitRecord) =>
  a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Land' ? -1 : 1;

/** The Länder whose Gemeinden the user may page through (all: every Land, via the list of all units). */
function laenderOf(territory: Territory, landId: string | undefined): string[] {
  if (territory.all) return landId ? [landId] : [];
  if (!territory.wholeLaender) return [];
  return [...territory.landIds].filter((id) => !landId || id === landId).sort();
}

/** The user's own units within the requested Land, Länder first. */
const ownWithin = (territory: Territory, landId: string | undefined) =>
  territory.ownUnits.filter((unit) => !landId || unit.id === landId || unit.parent_id === landId).sort(byKindAndName);

/**
 * A page of the user's units: the own units lead the first page; then the Gemeinden of the user's
 * Länder, one Land after the other (the cursor names the Land and the position in it), or for an
 * Administrator without `land_id` every unit. Every unit comes exactly once.
 */
async function pageOfMyUnits(territory: Territory, query: MyUnitsQuery): Promise<UnitsPage> {
  const first = !query.cursor;
  if (territory.all && !query.land_id) {
    const page = await listReferenceUnitsPage({ cursor: query.cursor, limit: query.limit, includeInactive: true });
    return { units: page.items, nextCursor: page.nextCursor };
  }
  const lead = !first
    ? []
    : territory.all
      ? [await getReferenceUnit(query.land_id as string)].filter(
          (unit): unit is ReferenceUnitRecord => unit?.kind === 'Land',
        )
      : ownWithin(territory, query.land_id);
  const laender = laenderOf(territory, query.land_id);
  if (laender.length === 0) return { units: lead, nextCursor: null };

  let position: { l: string; k?: string } | null = first
    ? { l: laender[0] as string }
    : landCursor(query.cursor as string, laender);
  const listed: ReferenceUnitRecord[] = [];
  // A page that ends a Land's Gemeinden is filled from the next Land (at most one Query per Land).
  while (position && listed.length < query.limit) {
    const page = await listReferenceUnitsPage({
      landId: position.l,
      cursor: position.k,
      limit: query.limit - listed.length,
      includeInactive: true,
    });
    listed.push(...page.items.filter((unit) => !territory.ownUnitIds.has(unit.id)));
    const following: string | undefined = laender[laender.indexOf(position.l) + 1];
    position = page.nextCursor ? { l: position.l, k: page.nextCursor } : following ? { l: following } : null;
  }
  return { units: [...lead, ...listed], nextCursor: position ? encodeCursor(position) : null };
}

/** The position in the Gemeinden of the user's Länder that a cursor names (422 for another Land). */
function landCursor(cursor: string, laender: readonly string[]): { l: string; k?: string } {
  const position = decodeCursor(cursor, ['l', 'k']) as { l?: string; k?: string } | undefined;
  if (!position?.l || !laender.includes(position.l)) throw invalidCursor();
  return { l: position.l, k: position.k };
}

/** Whether a unit's name, PLZ or AGS matches a query as the unit search does (for the few own units). */
function matchesQuery(unit: ReferenceUnitRecord, query: string): boolean {
  const folded = foldForSearch(query);
  return (
    foldForSearch(unit.name).includes(folded) ||
    foldPlain(unit.name).includes(folded) ||
    unit.plz.some((plz) => plz.startsWith(folded)) ||
    unit.ags.startsWith(folded)
  );
}

/**
 * The user's units that match a query, best first, at most 20: Kommune staff's own units filtered here;
 * for a Land the country-wide search terms scoped to it together with the Land's Gemeinden whose name
 * starts with the query (a key range of gsi2, so a common start such as "Bad" still finds every one of
 * the Land's, however many other Länder's come first in the country-wide terms).
 */
async function searchMyUnits(territory: Territory, query: MyUnitsQuery & { q: string }) {
  const limit = Math.min(query.limit, UNIT_SEARCH_LIMIT_MAX);
  // Punctuation alone folds to nothing: nothing matches (as in the public search).
  if (foldForSearch(query.q).length < 2) return [];
  const own = ownWithin(territory, query.land_id).filter((unit) => matchesQuery(unit, query.q));
  const laender = territory.all && !query.land_id ? [undefined] : laenderOf(territory, query.land_id);
  const ranked = new Map<string, { rank: number; name: string }>(
    own.map((unit) => [
      unit.id,
      { rank: foldForSearch(unit.name).startsWith(foldForSearch(query.q)) ? 0 : 1, name: unit.name },
    ]),
  );
  const known = new Map(own.map((unit) => [unit.id, unit]));
  const found = await Promise.all(
    laender.map(async (landId) => {
      const [hits, starts] = await Promise.all([
        searchUnits(query.q, { limit, landId, includeInactive: true }),
        landId
          ? listReferenceUnitsPage({ landId, namePrefix: foldForSearch(query.q), limit, includeInactive: true })
          : { items: [] },
      ]);
      return { hits, starts: starts.items };
    }),
  );
  for (const { hits, starts } of found) {
    for (const unit of starts) {
      known.set(unit.id, unit);
      ranked.set(unit.id, { rank: 0, name: unit.name });
    }
    for (const hit of hits) {
      const seen = ranked.get(hit.unit_id);
      if (!seen || seen.rank > hit.rank) ranked.set(hit.unit_id, { rank: hit.rank, name: hit.name });
    }
  }
  const best = [...ranked.entries()]
    .sort(([, a], [, b]) => a.rank - b.rank || a.name.localeCompare(b.name, 'de'))
    .slice(0, limit)
    .map(([id]) => id);
  const read = await getReferenceUnits(best.filter((id) => !known.has(id)));
  for (const unit of read) known.set(unit.id, unit);
  return best.map((id) => known.get(id)).filter((unit) => unit !== undefined);
}

/** Each unit with the name of its Land, read once per page (Länder already on the page are not read again). */
async function withLandNames(
  units: readonly ReferenceUnitWithChecks[],
  known: readonly ReferenceUnitRecord[],
): Promise<MyReferenceUnit[]> {
  const names = new Map(known.filter((unit) => unit.kind === 'Land').map((land) => [land.id, land.name]));
  const missing = [...new Set(units.map((unit) => unit.parent_id))].filter(
    (id): id is string => id !== null && !names.has(id),
  );
  for (const land of await getReferenceUnits(missing)) names.set(land.id, land.name);
  return units.map((unit) => ({ ...unit, land_name: unit.parent_id ? (names.get(unit.parent_id) ?? null) : null }));
}

/**
 * A page of the user's units that use a check by their own association ("Zuordnung aufheben": the
 * check only counts them), from the check's list of units (check-keys.ts), optionally those whose name
 * matches `q`: every one for whoever works for the check's whole Land, else the user's own.
 */
async function pageOfUnitsUsing(territory: Territory, query: MyUnitsQuery & { check_id: string }): Promise<UnitsPage> {
  const check = await requireCheck(query.check_id);
  assertCanSee(territory, check);
  const wholeLand = territory.all || (territory.wholeLaender && territory.landIds.has(check.land_id));
  const folded = query.q ? foldForSearch(query.q) : '';
  const mine = (unit: { id: string }) => wholeLand || territory.ownUnitIds.has(unit.id);
  const page = await unitsUsingPage(check.id, {
    cursor: query.cursor,
    limit: query.limit,
    ...(folded || !wholeLand ? { matches: (unit) => mine(unit) && foldForSearch(unit.name).includes(folded) } : {}),
  });
  const read = new Map((await getReferenceUnits(page.items)).map((unit) => [unit.id, unit]));
  return {
    units: page.items.map((id) => read.get(id)).filter((unit) => unit !== undefined),
    nextCursor: page.nextCursor,
  };
}

/** A page (or a search) of the units a user works for, with their checks per group and their Land's name. */
export async function myUnitsWithChecksPage(user: UserRecord, query: MyUnitsQuery) {
  const territory = await territoryOf(user);
  const { units, nextCursor } = query.check_id
    ? await pageOfUnitsUsing(territory, { ...query, check_id: query.check_id })
    : query.q
      ? { units: await searchMyUnits(territory, { ...query, q: query.q }), nextCursor: null }
      : await pageOfMyUnits(territory, query);
  return {
    items: await withLandNames(await withChecks(units), [...territory.ownUnits, ...units]),
    next_cursor: nextCursor,
  };
}
