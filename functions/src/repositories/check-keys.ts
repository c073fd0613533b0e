import { randomUUID } from 'node:crypto';

/*
 * Keys of checks and their content. A check's draft, its content and its published versions share
 * one partition, so the editor loads a whole draft with one Query.
 *
 *   pk = "CHECK#<check_id>"
 *     sk = "META"                            the check (draft header)   gsi1pk = "CHECKS"  gsi1sk = "<group>#<check_id>"
 *     sk = "SLIDE#<slide_id>"                slide: type, position
 *     sk = "ATTR#<slide_id>#<attribute_id>"  attribute: key, value, reference_unit_id (null: the check's own value)
 *     sk = "RESP#<slide_id>#<response_id>"   response: answer, label, position, jump target, outcome
 *     sk = "OUTCOME#<outcome_id>"            outcome: chapter, title, text, severity, ranking
 *     sk = "VERSION#<000001>"                published version: an immutable snapshot
 *   pk = "REFUNIT#<unit_id>"
 *     sk = "ASSOC#<group>"                   which check the unit uses for a group
 *     sk = "QUICKCHECK#<group>"              the materialised public check for the unit and group (one read)
 *
 * Access patterns:
 *   a draft with all content (editor, publish)   → Query pk = CHECK#id, sk < "VERSION#"
 *   one published version                         → GetItem VERSION#n
 *   all checks (lists)                            → Query gsi1 gsi1pk = "CHECKS"
 *   a unit's associations                         → Query pk = REFUNIT#id, begins_with(sk, "ASSOC#")
 *   the public check of a unit and group          → GetItem QUICKCHECK#group
 *
 * Content ids are "<check_id>.<suffix>", so a slide, attribute, response or outcome id alone finds its
 * partition without an extra lookup (routes such as DELETE /slides/{slide_id}/ carry only that id).
 */

export const checkPartition = (checkId: string) => `CHECK#${checkId}`;
export const META = 'META';
export const slideKey = (slideId: string) => ({ pk: checkPartition(checkIdOf(slideId)), sk: `SLIDE#${slideId}` });
export const attributeSk = (slideId: string, attributeId: string) => `ATTR#${slideId}#${attributeId}`;
export const responseSk = (slideId: string, responseId: string) => `RESP#${slideId}#${responseId}`;
export const outcomeKey = (outcomeId: string) => ({
  pk: checkPartition(checkIdOf(outcomeId)),
  sk: `OUTCOME#${outcomeId}`,
});
export const versionSk = (version: number) => `VERSION#${String(version).padStart(6, '0')}`;
export const VERSION_PREFIX = 'VERSION#';
export const associationKey = (unitId: string, group: string) => ({ pk: `REFUNIT#${unitId}`, sk: `ASSOC#${group}` });
export const quickCheckKey = (unitId: string, group: string) => ({
  pk: `REFUNIT#${unitId}`,
  sk: `QUICKCHECK#${group}`,
});

export const newCheckId = () => randomUUID();
export const newChildId = (checkId: string) => `${checkId}.${randomUUID().slice(0, 13)}`;

/** The check a content id belongs to; ids that are not content ids give an id no check has. */
export const checkIdOf = (childId: string) => childId.split('.')[0] ?? '';
