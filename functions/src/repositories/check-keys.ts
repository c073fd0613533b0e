import { randomUUID } from 'node:crypto';
import { foldForSearch } from '@baucheck/shared/search-folding';
import type { CheckRecord } from './checks.ts';

/*
 * Keys of checks and their content. A check's draft, its content and its published versions share
 * one partition, so the editor loads a whole draft with one Query. The units' local values of the
 * check live there too, each unit under a prefix of its own, so that one unit's values are read
 * without reading another's (a Land may have thousands of Gemeinden with local values).
 *
 *   pk = "CHECK#<check_id>"
 *     sk = "ATTR#<slide_id>#<attribute_id>"  the check's own attribute value: key, value (reference_unit_id null)
 *     sk = "LOCAL#<unit_id>#"                a unit's local revision (revision), advanced by every change of its values
 *     sk = "LOCAL#<unit_id>#<slide_id>#<attribute_id>"
 *                                            a unit's local attribute value: key, value, reference_unit_id
 *     sk = "META"                            the check (draft header), in two lists (gsi1sk = gsi2sk = "<group>#<title>#<check_id>",
 *                                            the title folded as searches fold it, so that a list pages in title order):
 *                                              a Standard check    gsi1pk = "CHECKS"                 gsi2pk = "CHECKS_IN#<land_id>"
 *                                              an Individuell copy gsi1pk = "COPIES_OF#<owner_unit>"  gsi2pk = "COPIES_IN#<land_id>"
 *     sk = "OUTCOME#<outcome_id>"            outcome: chapter, title, text, severity, ranking
 *     sk = "RESP#<slide_id>#<response_id>"   response: answer, label, position, jump target, outcome
 *     sk = "SLIDE#<slide_id>"                slide: type, position
 *     sk = "VERSION#<000001>"                published version: an immutable snapshot
 *   pk = "REFUNIT#<unit_id>"
 *     sk = "ASSOC#<group>"                   which check the unit uses for a group (check_id), in the list of
 *                                            the check's units: gsi1pk = "USED_BY#<check_id>",
 *                                            gsi1sk = "<0 Land | 1 Gemeinde>#<folded unit name>#<unit_id>"
 *
 * Access patterns:
 *   a draft's own content (editor, publish)       → Query sk < "LOCAL#" and Query sk BETWEEN "META" AND "VERSION#"
 *   one unit's local values of a check            → Query begins_with(sk, "LOCAL#<unit_id>#")
 *   (never every unit's local values: a local value's id names its unit, and removing a slide leaves the
 *    units' values of it, inert, see services/check-content.ts removeSlide)
 *   one published version                         → GetItem VERSION#n
 *   every Land's Standard checks (Administrators) → Query gsi1 gsi1pk = "CHECKS" (begins_with "<group>#")
 *   a Land's Standard checks                      → Query gsi2 gsi2pk = "CHECKS_IN#<land_id>" (begins_with "<group>#")
 *   the copies of a Land's Gemeinden (Land staff, → Query gsi2 gsi2pk = "COPIES_IN#<land_id>" (begins_with "<group>#")
 *   Administrators: one query per Land)
 *   one unit's own copies (Kommune staff)         → Query gsi1 gsi1pk = "COPIES_OF#<unit_id>" (begins_with "<group>#")
 *   (never a Land's copies for a Kommune: a Land may have thousands of Gemeinden with copies)
 *   the check a unit uses for a group             → GetItem ASSOC#group
 *   the units that use a check ("Zuordnung        → Query gsi1 gsi1pk = "USED_BY#<check_id>" (its Land first, then
 *   aufheben": the check itself only counts them)   its Gemeinden by name as they were named when associated)
 *   the public check of a unit and group          → resolved at read time (services/quick-checks.ts): the unit
 *                                                   and its association, its Land and the Land's association,
 *                                                   the check, its latest version, the unit's and the Land's
 *                                                   local values; nothing is stored per unit, so publishing
 *                                                   costs the same for 3 or 3,000 Gemeinden
 *
 * Content ids are "<check_id>.<suffix>", so a slide, attribute, response or outcome id alone finds its
 * partition without an extra lookup (routes such as DELETE /slides/{slide_id}/ carry only that id); a
 * unit's local value is "<check_id>.L.<unit_id>.<suffix>", so its id also names the unit's prefix.
 */

export const checkPartition = (checkId: string) => `CHECK#${checkId}`;
export const META = 'META';
export const slideKey = (slideId: string) => ({ pk: checkPartition(checkIdOf(slideId)), sk: `SLIDE#${slideId}` });
export const attributeSk = (slideId: string, attributeId: string) => `ATTR#${slideId}#${attributeId}`;
export const LOCAL_PREFIX = 'LOCAL#';
export const localValuesPrefix = (unitId: string) => `${LOCAL_PREFIX}${unitId}#`;
/** A unit's local revision of a check: the prefix of its values itself, so that the Query of them reads it too. */
export const localRevisionKey = (checkId: string, unitId: string) => ({
  pk: checkPartition(checkId),
  sk: localValuesPrefix(unitId),
});
export const localAttributeSk = (unitId: string, slideId: string, attributeId: string) =>
  `${localValuesPrefix(unitId)}${slideId}#${attributeId}`;
export const responseSk = (slideId: string, responseId: string) => `RESP#${slideId}#${responseId}`;
export const outcomeKey = (outcomeId: string) => ({
  pk: checkPartition(checkIdOf(outcomeId)),
  sk: `OUTCOME#${outcomeId}`,
});
export const versionSk = (version: number) => `VERSION#${String(version).padStart(6, '0')}`;
export const VERSION_PREFIX = 'VERSION#';
export const associationKey = (unitId: string, group: string) => ({ pk: `REFUNIT#${unitId}`, sk: `ASSOC#${group}` });
export const usedByPartition = (checkId: string) => `USED_BY#${checkId}`;
/** An association's place in the list of its check's units: the Land first, then the Gemeinden by name. */
export const usedByKeys = (checkId: string, unit: { id: string; name: string; kind: string }) => ({
  gsi1pk: usedByPartition(checkId),
  gsi1sk: `${unit.kind === 'Land' ? 0 : 1}#${foldForSearch(unit.name).replaceAll(' ', '-')}#${unit.id}`,
});

/** A list of checks: one partition of an index (the META items' keys above). */
export interface CheckList {
  index: 'gsi1' | 'gsi2';
  partition: string;
}
export const CHECK_LISTS = {
  everyStandard: (): CheckList => ({ index: 'gsi1', partition: 'CHECKS' }),
  standardOf: (landId: string): CheckList => ({ index: 'gsi2', partition: `CHECKS_IN#${landId}` }),
  copiesIn: (landId: string): CheckList => ({ index: 'gsi2', partition: `COPIES_IN#${landId}` }),
  copiesOf: (unitId: string): CheckList => ({ index: 'gsi1', partition: `COPIES_OF#${unitId}` }),
};

/**
 * A check's place in its lists: by group, then title (folded: "Ölheizung" sorts as "oelheizung", as
 * German lists sort umlauts; at most 400 characters of a 200-character title), then id. Its words
 * are joined by "-", which sorts after the "#" that ends the title, so "Carport" comes before
 * "Carport mit Dach" (a space would sort before "#" and put the longer title first). A check written before titles were part of it (local data of
 * November 2026) has "<group>#<check_id>" and still lists with its group, out of title order until
 * its title is next saved.
 */
export const checkListSortKey = (check: Pick<CheckRecord, 'id' | 'group' | 'title'>) =>
  `${check.group}#${foldForSearch(check.title).replaceAll(' ', '-')}#${check.id}`;

/** The lists a check is in: a Standard check in every Land's and its Land's, a copy in its owner's and its Land's. */
export function checkListKeys(
  check: Pick<CheckRecord, 'id' | 'group' | 'title' | 'type' | 'land_id' | 'owner_unit_id'>,
) {
  const [gsi1, gsi2] =
    check.type === 'Individuell' && check.owner_unit_id
      ? [CHECK_LISTS.copiesOf(check.owner_unit_id), CHECK_LISTS.copiesIn(check.land_id)]
      : [CHECK_LISTS.everyStandard(), CHECK_LISTS.standardOf(check.land_id)];
  const sk = checkListSortKey(check);
  return { gsi1pk: gsi1.partition, gsi1sk: sk, gsi2pk: gsi2.partition, gsi2sk: sk };
}

export const newCheckId = () => randomUUID();
export const newChildId = (checkId: string) => `${checkId}.${randomUUID().slice(0, 13)}`;

/**
 * A unit's local value is named "<check_id>.L.<unit_id>.<suffix>": its id alone finds its key prefix
 * (LOCAL#<unit_id>#), so deleting it by id reads that unit's values only, never every unit's.
 */
const LOCAL_ID_MARK = 'L';
export const newLocalValueId = (checkId: string, unitId: string) =>
  `${checkId}.${LOCAL_ID_MARK}.${unitId}.${randomUUID().slice(0, 13)}`;

/** The unit of a local value's id; null for the id of anything else. */
export function localValueUnitOf(childId: string): string | null {
  const parts = childId.split('.');
  return parts.length >= 4 && parts[1] === LOCAL_ID_MARK ? parts.slice(2, -1).join('.') : null;
}

/** The check a content id belongs to; ids that are not content ids give an id no check has. */
export const checkIdOf = (childId: string) => childId.split('.')[0] ?? '';
