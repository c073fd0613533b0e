import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { foldForSearch, foldPlain } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';

/*
 * Finding a unit by name, PLZ or AGS without reading the unit list: every unit has search terms, small
 * items that carry what a hit shows, under a partition named after the term's first two characters.
 *
 * Keys:
 *   pk = "UNITSEARCH#N#<ab>"  sk = "<term>#<unit id>"   the folded name from each word start on (both foldings)
 *   pk = "UNITSEARCH#I#<ab>"  sk = "<term>#<unit id>"   the folded name from every other position on
 *   pk = "UNITSEARCH#Z#<12>"  sk = "<plz>#<unit id>"    each PLZ
 *   pk = "UNITSEARCH#A#<12>"  sk = "<ags>#<unit id>"    the AGS
 *
 * Access pattern: the units whose name contains the query (prefix or infix), or whose PLZ or AGS starts
 * with it → Query the query's partitions with begins_with(sk, <folded query>) and a Limit: two queries
 * in parallel whatever the number of units. Word starts ("N") rank before infixes ("I"), so "lind"
 * lists "Lindau" and "Markt Lindenau" before "Blindheim".
 *
 * A unit's terms are rewritten after each change of the unit (repositories/reference-units.ts); the
 * unit carries `search_pending` until that finished, and the import repairs units left so.
 */

/** Terms are cut at this length; a longer query is matched on its start and then checked in full. */
const TERM_LENGTH = 40;
/** Items read per partition and query: enough for 20 distinct units among a few spellings each. */
const READ_LIMIT = 100;

export interface SearchTermUnit {
  id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  ags: string;
  plz: string[];
  parent_id: string | null;
  active: boolean;
}

export interface SearchHitItem {
  unit_id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  ags: string;
  land_id: string | null;
  plz: string[];
  active: boolean;
  /** 0 the name starts with the query, 1 a word of it does, 2 the query is inside a word. */
  rank: number;
}

type TermKey = { pk: string; sk: string };

const partition = (kind: 'N' | 'I' | 'Z' | 'A', term: string) => `UNITSEARCH#${kind}#${term.slice(0, 2)}`;

/** Every search term of a unit, with its key and rank. */
export function searchTerms(unit: SearchTermUnit): Array<TermKey & { rank: number }> {
  const terms = new Map<string, TermKey & { rank: number }>();
  const add = (kind: 'N' | 'I' | 'Z' | 'A', term: string, rank: number) => {
    const cut = term.slice(0, TERM_LENGTH);
    if (cut.length < 2) return;
    const key = { pk: partition(kind, cut), sk: `${cut}#${unit.id}` };
    const seen = terms.get(`${key.pk}|${key.sk}`);
    if (!seen || seen.rank > rank) terms.set(`${key.pk}|${key.sk}`, { ...key, rank });
  };
  for (const folded of new Set([foldForSearch(unit.name), foldPlain(unit.name)])) {
    for (let index = 0; index < folded.length; index++) {
      if (folded[index] === ' ') continue;
      const wordStart = index === 0 || folded[index - 1] === ' ';
      if (wordStart) add('N', folded.slice(index), index === 0 ? 0 : 1);
      // Infixes of the umlaut-as-ae spelling only: the plain one adds word starts for typing "munchen".
      else if (folded === foldForSearch(unit.name)) add('I', folded.slice(index), 2);
    }
  }
  for (const plz of unit.plz) add('Z', plz, 0);
  add('A', unit.ags, 0);
  return [...terms.values()];
}

/** The items of a unit's search terms, each carrying the hit. */
export function searchTermItems(unit: SearchTermUnit): Array<Record<string, unknown>> {
  const hit = {
    entity: 'ReferenceUnitSearchTerm',
    unit_id: unit.id,
    slug: unit.slug,
    name: unit.name,
    kind: unit.kind,
    ags: unit.ags,
    land_id: unit.parent_id,
    plz: unit.plz,
    active: unit.active,
  };
  return searchTerms(unit).map((term) => ({ ...term, ...hit }));
}

export interface SearchOptions {
  limit: number;
  kind?: ReferenceUnitKind;
  /** Only the Land itself and its Gemeinden. */
  landId?: string;
  includeInactive?: boolean;
}

/**
 * The units that match a query, best first (name start, word start, inside a word; then by name), at
 * most `limit`. A query of digits searches PLZ and AGS.
 */
export async function searchUnits(query: string, options: SearchOptions): Promise<SearchHitItem[]> {
  const folded = foldForSearch(query);
  if (folded.length < 2) return [];
  const digits = /^\d+$/.test(folded);
  const prefix = folded.slice(0, TERM_LENGTH);
  const kinds = digits ? (['Z', 'A'] as const) : (['N', 'I'] as const);
  const pages = await Promise.all(kinds.map((kind) => queryTerms(partition(kind, prefix), prefix)));
  const matches = (hit: SearchHitItem) =>
    (options.includeInactive || hit.active) &&
    (!options.kind || hit.kind === options.kind) &&
    (!options.landId || hit.land_id === options.landId || hit.unit_id === options.landId) &&
    // Terms are cut at TERM_LENGTH: a longer query is checked against the whole name here.
    (digits || foldForSearch(hit.name).includes(folded) || foldPlain(hit.name).includes(folded));
  const best = new Map<string, SearchHitItem>();
  for (const hit of pages.flat().filter(matches)) {
    const seen = best.get(hit.unit_id);
    if (!seen || seen.rank > hit.rank) best.set(hit.unit_id, hit);
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'de'))
    .slice(0, options.limit);
}

async function queryTerms(pk: string, prefix: string): Promise<SearchHitItem[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      Limit: READ_LIMIT,
    }),
  );
  return Items as SearchHitItem[];
}
