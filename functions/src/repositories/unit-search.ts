import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { UNIT_SEARCH_HIT_PLZ_MAX, type ReferenceUnitKind } from '@baucheck/shared/reference-units-public';
import { foldForSearch, foldPlain } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { listLaender, type ReferenceUnitRecord } from './reference-units.ts';

/*
 * Finding a unit by name, PLZ or AGS without reading the unit list: every unit has search terms, small
 * items that carry what a hit shows, under a partition named after the term's first two characters.
 *
 * Keys (<term>: the folded text with "-" between words, cut at 40 characters):
 *   pk = "UNITSEARCH#N#<ab>"  sk = "<term>#<unit id>"   the folded name (both foldings)
 *   pk = "UNITSEARCH#W#<ab>"  sk = "<term>#<unit id>"   the folded name from each later word start on
 *   pk = "UNITSEARCH#I#<ab>"  sk = "<term>#<unit id>"   the folded name from every other position on
 *   pk = "UNITSEARCH#Z#<12>"  sk = "<plz>#<unit id>"    each PLZ
 *   pk = "UNITSEARCH#A#<12>"  sk = "<ags>#<unit id>"    the AGS
 *
 * Access pattern: the units whose name contains the query (prefix or infix), or whose PLZ or AGS starts
 * with it → Query the query's partitions with begins_with(sk, <folded query>), a Limit and a filter
 * (active, kind, Land): three queries in parallel (two for digits), each a few pages at most, whatever
 * the number of units. The partitions rank: the name starts with the query ("N"), a later word of it
 * does ("W"), the query is inside a word ("I"); so "lind" lists "Lindau" before "Markt Lindenau"
 * before "Blindheim", even where thousands of names have a word starting with "lind".
 *
 * Why "-" between words: it sorts after the "#" before the unit id, so within a partition a name that
 * is the query ("testland#…") comes before the longer ones ("testland-0001#…"), where a space would
 * sort it after all of them and out of the page read.
 *
 * The Länder (16) are searched among themselves, not through the terms: a `kind: 'Land'` search would
 * otherwise have to page through every Gemeinde that shares the query's start.
 *
 * A unit's terms are rewritten after each change of the unit (repositories/reference-units.ts); the
 * unit carries `search_pending` until that finished, and the import repairs units left so.
 */

/** Terms are cut at this length; a longer query is matched on its start and then checked in full. */
const TERM_LENGTH = 40;
/** Items a query evaluates per page: enough for 20 distinct units among a few spellings each. */
const READ_LIMIT = 100;
/**
 * Pages read per partition at most, when filtered items (inactive, another kind or Land) or units with
 * many PLZ leave fewer than `limit` distinct units on the first: bounds the work of any query.
 */
const MAX_PAGES = 4;

type TermKind = 'N' | 'W' | 'I' | 'Z' | 'A';
const RANKS: Record<TermKind, number> = { N: 0, W: 1, I: 2, Z: 0, A: 0 };
const NAME_KINDS = ['N', 'W', 'I'] as const;
const CODE_KINDS = ['Z', 'A'] as const;

/** What a unit's search terms are made of (and what a hit shows). */
export type SearchTermUnit = Pick<
  ReferenceUnitRecord,
  'id' | 'slug' | 'name' | 'kind' | 'ags' | 'plz' | 'parent_id' | 'active' | 'demo'
>;

export interface SearchHitItem {
  unit_id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  ags: string;
  land_id: string | null;
  /** Up to UNIT_SEARCH_HIT_PLZ_MAX of the unit's PLZ; for a PLZ hit the matching one first. */
  plz: string[];
  active: boolean;
  demo: boolean;
  /** 0 the name (or a PLZ or the AGS) starts with the query, 1 a later word does, 2 it is inside a word. */
  rank: number;
  /** The term that matched (folded, "-" between words). */
  term: string;
}

type TermKey = { pk: string; sk: string };
interface Term extends TermKey {
  kind: TermKind;
  term: string;
  rank: number;
}

/** The stored form of a folded text: "-" between words (see above), cut at TERM_LENGTH. */
const termOf = (folded: string) => folded.slice(0, TERM_LENGTH).replace(/ /g, '-');
const partition = (kind: TermKind, term: string) => `UNITSEARCH#${kind}#${term.slice(0, 2)}`;

/** Every search term of a unit, with its key and rank. */
export function searchTerms(unit: SearchTermUnit): Term[] {
  const terms = new Map<string, Term>();
  const add = (kind: TermKind, text: string) => {
    const term = termOf(text);
    if (term.length < 2) return;
    const key = { pk: partition(kind, term), sk: `${term}#${unit.id}` };
    terms.set(`${key.pk}|${key.sk}`, { ...key, kind, term, rank: RANKS[kind] });
  };
  const umlautsAsAe = foldForSearch(unit.name);
  for (const folded of new Set([umlautsAsAe, foldPlain(unit.name)])) {
    for (let index = 0; index < folded.length; index++) {
      if (folded[index] === ' ') continue;
      if (index === 0) add('N', folded);
      else if (folded[index - 1] === ' ') add('W', folded.slice(index));
      // Infixes of the umlaut-as-ae spelling only: the plain one adds word starts for typing "munchen".
      else if (folded === umlautsAsAe) add('I', folded.slice(index));
    }
  }
  for (const plz of unit.plz) add('Z', plz);
  add('A', unit.ags);
  return [...terms.values()];
}

/** The PLZ a hit shows: the matched one first, at most UNIT_SEARCH_HIT_PLZ_MAX (a city has dozens). */
const hitPlz = (plz: readonly string[], first?: string) =>
  (first ? [first, ...plz.filter((code) => code !== first)] : [...plz]).slice(0, UNIT_SEARCH_HIT_PLZ_MAX);

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
    active: unit.active,
    demo: unit.demo,
  };
  return searchTerms(unit).map(({ pk, sk, kind, term }) => ({
    pk,
    sk,
    ...hit,
    plz: hitPlz(unit.plz, kind === 'Z' ? term : undefined),
  }));
}

export interface SearchOptions {
  limit: number;
  kind?: ReferenceUnitKind;
  /** Only the Land itself and its Gemeinden. */
  landId?: string;
  includeInactive?: boolean;
}

/**
 * The units that match a query, best first (name start, later word start, inside a word; then by the
 * matched term), at most `limit`. A query of digits searches PLZ and AGS. For `kind: 'Land'` an empty
 * query lists every Land.
 */
export async function searchUnits(query: string, options: SearchOptions): Promise<SearchHitItem[]> {
  const folded = foldForSearch(query);
  if (options.kind === 'Land') return searchLaender(folded, options);
  if (folded.length < 2) return [];
  const digits = /^\d+$/.test(folded);
  const prefix = termOf(folded);
  const pages = await Promise.all((digits ? CODE_KINDS : NAME_KINDS).map((kind) => queryTerms(kind, prefix, options)));
  return bestHits(pages.flat(), folded, digits, options.limit);
}

/** One hit per unit (its best term), fully matching the query, best first, at most `limit`. */
function bestHits(hits: SearchHitItem[], folded: string, digits: boolean, limit: number): SearchHitItem[] {
  const best = new Map<string, SearchHitItem>();
  for (const hit of hits) {
    // Terms are cut at TERM_LENGTH: a longer query is checked against the whole name here.
    if (!digits && !foldForSearch(hit.name).includes(folded) && !foldPlain(hit.name).includes(folded)) continue;
    const seen = best.get(hit.unit_id);
    if (!seen || seen.rank > hit.rank) best.set(hit.unit_id, hit);
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || compare(a.term, b.term) || a.name.localeCompare(b.name, 'de'))
    .slice(0, limit);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The first units of one partition whose term starts with the prefix and that pass the filter: pages
 * until `limit` distinct units are found, the terms end, or MAX_PAGES were read.
 */
async function queryTerms(kind: TermKind, prefix: string, options: SearchOptions): Promise<SearchHitItem[]> {
  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': partition(kind, prefix), ':prefix': prefix };
  if (!options.includeInactive) {
    filters.push('active = :active');
    values[':active'] = true;
  }
  if (options.kind) {
    filters.push('#kind = :kind');
    names['#kind'] = 'kind';
    values[':kind'] = options.kind;
  }
  if (options.landId) {
    filters.push('(land_id = :land OR unit_id = :land)');
    values[':land'] = options.landId;
  }
  const hits: SearchHitItem[] = [];
  const units = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES && units.size < options.limit; page++) {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        Limit: READ_LIMIT,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) {
      const sk = String(item.sk);
      hits.push({
        ...(item as Omit<SearchHitItem, 'rank' | 'term'>),
        rank: RANKS[kind],
        term: sk.slice(0, sk.indexOf('#')),
      });
      units.add(String(item.unit_id));
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  return hits;
}

/** The Länder (16 at most, read at once) that match the query by the same terms; all for an empty query. */
async function searchLaender(folded: string, options: SearchOptions): Promise<SearchHitItem[]> {
  const laender = (await listLaender()).filter(
    (land) => (options.includeInactive || land.active) && (!options.landId || land.id === options.landId),
  );
  const digits = /^\d+$/.test(folded);
  const prefix = termOf(folded);
  const hits = laender.flatMap((land): SearchHitItem[] => {
    const hit = (term: string, rank: number, plzMatch?: string): SearchHitItem => ({
      unit_id: land.id,
      slug: land.slug,
      name: land.name,
      kind: land.kind,
      ags: land.ags,
      land_id: land.parent_id,
      plz: hitPlz(land.plz, plzMatch),
      active: land.active,
      demo: land.demo,
      rank,
      term,
    });
    if (folded === '') return [hit(termOf(foldForSearch(land.name)), 0)];
    if (folded.length < 2) return [];
    return searchTerms(land)
      .filter((term) => (digits ? CODE_KINDS : NAME_KINDS).some((kind) => kind === term.kind))
      .filter((term) => term.term.startsWith(prefix))
      .map((term) => hit(term.term, term.rank, term.kind === 'Z' ? term.term : undefined));
  });
  return bestHits(hits, folded, digits, options.limit);
}
