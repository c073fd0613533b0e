import { END_OF_CHECK } from '@baucheck/shared/engine/model';
import { CHAPTER_ONLY_KEY_TEXT, keyFitsSlide } from '@baucheck/shared/checks';
import {
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_UNITS,
  type OutcomeSeverity,
  type SlideAttributeKey,
  type SlideType,
} from '@baucheck/shared/enums';
import { thresholdProblem } from '@baucheck/shared/german-numbers';
import { MEDIA_BASE } from '@baucheck/shared/http';
import type { ValidationIssue } from '@baucheck/shared/http';
import { invalidatePublicReads, localValueReach } from '#lib/cdn-invalidation';
import { deletedCheck, staleVersion } from '#lib/conditional';
import { HttpError, notFound } from '#lib/errors';
import {
  attributeItem,
  commitDraftChange,
  commitLocalChange,
  deleteItem,
  loadDraftContent,
  outcomeItem,
  putIfVersion,
  putItem,
  putNew,
  responseItem,
  slideItem,
  type DraftContent,
  type OutcomeRecord,
  type ResponseRecord,
} from '#repositories/check-content';
import { checkIdOf, localValueUnitOf, newChildId, newLocalValueId } from '#repositories/check-keys';
import type { CheckRecord } from '#repositories/checks';
import type { UserRecord } from '#repositories/users';
import { newItemMeta } from '../data/table-design.ts';
import { canEditStructure, canEditUnitContent, noAccess, territoryOf } from './check-access.ts';
import { requireCheck, requireUnit } from './checks.ts';

/*
 * Editing a draft's content. Structure (slides, responses, outcomes, the check's own attribute
 * values) is for Administrator and the Land's staff; a unit's local attribute values also for the
 * unit's Kommune. Every change is one transaction guarded by item versions and the check's
 * content revision (see commitDraftChange), a unit's local values by that unit's local revision
 * instead (commitLocalChange).
 */

export const SLIDE_NOT_FOUND_TEXT = 'Die Folie existiert nicht';
export const OUTCOME_NOT_FOUND_TEXT = 'Das Ergebnis existiert nicht';

/**
 * Cleans editor HTML before it is stored (lib/sanitize-html.ts). Passed in by the handlers that write
 * editor text, so that only their bundles carry the sanitiser (sanitize-html and its parser, ~0.2 MB).
 */
export type Sanitize = (html: string) => string;

const invalid = (loc: Array<string | number>, msg: string): ValidationIssue => ({ loc, msg, type: 'value_error' });
const now = () => new Date().toISOString();

interface Draft {
  check: CheckRecord;
  content: DraftContent;
}

/** Loads the draft of a content id's check (its own content, no unit's local values) and checks that the user may edit its structure. */
async function structureDraft(user: UserRecord, checkId: string): Promise<Draft> {
  const check = await requireCheck(checkId);
  if (!canEditStructure(user, await territoryOf(user), check)) throw noAccess();
  if (check.deleted_at) throw deletedCheck();
  return { check, content: await loadDraftContent(check.id) };
}

function findSlide(content: DraftContent, slideId: string) {
  const slide = content.slides.find((candidate) => candidate.id === slideId);
  if (!slide) throw notFound(SLIDE_NOT_FOUND_TEXT);
  return slide;
}

/** Validates that a complete new order names every item exactly once. */
function assertSameSet(order: Array<{ id: string }>, current: Array<{ id: string }>, what: string) {
  const given = order.map((item) => item.id).sort();
  const existing = current.map((item) => item.id).sort();
  if (given.length !== existing.length || given.some((id, index) => id !== existing[index])) {
    throw new HttpError(422, [invalid(['body'], `Die neue Reihenfolge muss alle ${what} genau einmal enthalten.`)]);
  }
}

const DEFAULT_RESPONSES: Array<Pick<ResponseRecord, 'answer' | 'label'>> = [
  { answer: 'ja', label: 'Ja' },
  { answer: 'nein', label: 'Nein' },
];

/** A new question's answers "Ja" and "Nein", continuing with the next slide and setting no outcome yet. */
const defaultResponses = (checkId: string, slideId: string) =>
  DEFAULT_RESPONSES.map((response, position) =>
    putNew(
      responseItem({
        id: newChildId(checkId),
        check_id: checkId,
        slide_id: slideId,
        ...response,
        position,
        next_slide_id: null,
        outcome_id: null,
        ...newItemMeta(),
      }),
    ),
  );

/** Adds a slide after `afterSlideId` (or at the end); a new question gets its "Ja" and "Nein" answers. */
export async function addSlide(
  user: UserRecord,
  input: { check_id: string; type: SlideType; after_slide_id?: string | null },
) {
  const { check, content } = await structureDraft(user, input.check_id);
  const slides = [...content.slides];
  const index = input.after_slide_id
    ? slides.findIndex((slide) => slide.id === input.after_slide_id) + 1
    : slides.length;
  if (input.after_slide_id && index === 0) throw notFound(SLIDE_NOT_FOUND_TEXT);
  const slide = { id: newChildId(check.id), check_id: check.id, type: input.type, position: 0, ...newItemMeta() };
  slides.splice(index, 0, slide);
  const items = slides.flatMap((current, position) => {
    if (current === slide) return [putNew(slideItem({ ...slide, position: position * 10 }))];
    if (current.position === position * 10) return [];
    return [
      putIfVersion(
        slideItem({ ...current, position: position * 10, version: current.version + 1, updated_at: now() }),
        current.version,
      ),
    ];
  });
  if (input.type === 'Ja-Oder-Nein') {
    items.push(...defaultResponses(check.id, slide.id));
  }
  await commitDraftChange(check, items);
  return slide.id;
}

/**
 * Removes a slide with its own attributes and responses; answers that jumped to it continue with the
 * next slide. The units' local values of the slide stay where they are: every reader applies local
 * values by slide, so they are inert for the draft and later versions, while residents of the
 * published version that still has the slide keep their Gemeinde's text until the next publish. Reading
 * and deleting them here would grow with the number of Gemeinden (and burst the transaction's 100 items).
 */
export async function removeSlide(user: UserRecord, slideId: string) {
  const { check, content } = await structureDraft(user, checkIdOf(slideId));
  const slide = findSlide(content, slideId);
  if (content.outcomes.some((outcome) => outcome.chapter_id === slide.id)) {
    throw new HttpError(
      409,
      'Das Kapitel hat noch Ergebnisse. Bitte löschen oder verschieben Sie zuerst seine Ergebnisse.',
    );
  }
  const items = [
    deleteItem({ pk: slideItem(slide).pk, sk: slideItem(slide).sk }),
    ...content.attributes
      .filter((attribute) => attribute.slide_id === slide.id)
      .map((attribute) => deleteItem(keyOf(attributeItem(attribute)))),
    ...content.responses
      .filter((response) => response.slide_id === slide.id)
      .map((response) => deleteItem(keyOf(responseItem(response)))),
    ...content.responses
      .filter((response) => response.slide_id !== slide.id && response.next_slide_id === slide.id)
      .map((response) =>
        putItem(responseItem({ ...response, next_slide_id: null, version: response.version + 1, updated_at: now() })),
      ),
  ];
  await commitDraftChange(check, items);
}

const keyOf = (item: { pk: string; sk: string }) => ({ pk: item.pk, sk: item.sk });

/** Changes a slide's type; a slide that opens a chapter with outcomes stays a Kapitel. */
export async function changeSlideType(user: UserRecord, slideId: string, version: number, type: SlideType) {
  const { check, content } = await structureDraft(user, checkIdOf(slideId));
  const slide = findSlide(content, slideId);
  if (slide.version !== version) throw staleVersion();
  if (
    slide.type === 'Kapitel' &&
    type !== 'Kapitel' &&
    content.outcomes.some((outcome) => outcome.chapter_id === slide.id)
  ) {
    throw new HttpError(
      409,
      'Das Kapitel hat noch Ergebnisse. Bitte löschen oder verschieben Sie zuerst seine Ergebnisse.',
    );
  }
  // Its legal basis would stay behind on a slide that has none: the author empties it first.
  const ownAttributes = content.attributes.filter(
    (attribute) => attribute.slide_id === slide.id && attribute.reference_unit_id === null,
  );
  if (ownAttributes.some((attribute) => !keyFitsSlide(attribute.key, type) && attribute.value.trim() !== '')) {
    throw new HttpError(
      409,
      'Das Kapitel hat eine eigene Rechtsgrundlage. Bitte leeren Sie zuerst das Feld „Rechtsgrundlage des Kapitels“.',
    );
  }
  const items = [putIfVersion(slideItem({ ...slide, type, version: version + 1, updated_at: now() }), version)];
  if (type === 'Ja-Oder-Nein' && !content.responses.some((response) => response.slide_id === slide.id)) {
    items.push(...defaultResponses(check.id, slide.id));
  }
  await commitDraftChange(check, items);
}

/** Puts the slides in a complete new order (each at the version the client read). */
export async function reorderSlides(user: UserRecord, checkId: string, order: Array<{ id: string; version: number }>) {
  const { check, content } = await structureDraft(user, checkId);
  assertSameSet(order, content.slides, 'Folien');
  const byId = new Map(content.slides.map((slide) => [slide.id, slide]));
  await commitDraftChange(
    check,
    order.map(({ id, version }, position) => {
      const slide = byId.get(id) as (typeof content.slides)[number];
      return putIfVersion(
        slideItem({ ...slide, position: position * 10, version: version + 1, updated_at: now() }),
        version,
      );
    }),
  );
}

/** Checks an attribute value by its key; returns the value to store (editor HTML sanitised). */
function cleanAttribute(key: SlideAttributeKey, value: string, index: number, sanitize: Sanitize): string {
  const loc = ['body', 'attributes', index, 'value'];
  if (value === '') return value;
  switch (key) {
    case 'Beschreibung':
    case 'Lokales':
      return sanitize(value);
    case 'Link':
      if (!/^https:\/\/[^\s]+$/.test(value))
        throw new HttpError(422, [invalid(loc, 'Bitte einen vollständigen Link mit https:// angeben.')]);
      return value;
    case 'Bild':
      if (!value.startsWith(`${MEDIA_BASE}/`))
        throw new HttpError(422, [invalid(loc, 'Bitte ein hochgeladenes Bild wählen.')]);
      return value;
    case 'Messwert': {
      const problem = thresholdProblem(value);
      if (problem) throw new HttpError(422, [invalid(loc, problem)]);
      return value;
    }
    case 'Mess-Kategorie':
      if (!(MEASUREMENT_CATEGORIES as readonly string[]).includes(value)) {
        throw new HttpError(422, [
          invalid(loc, `Bitte eine Mess-Kategorie wählen: ${MEASUREMENT_CATEGORIES.join(', ')}.`),
        ]);
      }
      return value;
    case 'Vergleichs-Einheit':
      if (!(MEASUREMENT_UNITS as readonly string[]).includes(value)) {
        throw new HttpError(422, [invalid(loc, `Bitte eine Einheit wählen: ${MEASUREMENT_UNITS.join(', ')}.`)]);
      }
      return value;
    default:
      return value;
  }
}

/**
 * Sets attribute values of a slide: the check's own (reference_unit_id null; structure editors) or a
 * unit's local values (that unit's staff too). Local values reach residents at once: their next
 * uncached read resolves them, and the CDN's copies are dropped.
 */
export async function upsertAttributes(
  user: UserRecord,
  slideId: string,
  input: {
    reference_unit_id: string | null;
    attributes: Array<{ key: SlideAttributeKey; value: string; version?: number | undefined }>;
  },
  sanitize: Sanitize,
) {
  const check = await requireCheck(checkIdOf(slideId));
  const territory = await territoryOf(user);
  const unit = input.reference_unit_id ? await requireUnit(input.reference_unit_id) : null;
  const allowed = unit ? canEditUnitContent(territory, check, unit) : canEditStructure(user, territory, check);
  if (!allowed) throw noAccess();
  if (check.deleted_at) throw deletedCheck();
  const localUnits = unit ? [unit.id] : [];
  const content = await loadDraftContent(check.id, localUnits);
  const slide = findSlide(content, slideId);

  const items = input.attributes.map((entry, index) => {
    if (!keyFitsSlide(entry.key, slide.type)) {
      throw new HttpError(422, [invalid(['body', 'attributes', index, 'key'], CHAPTER_ONLY_KEY_TEXT)]);
    }
    const value = cleanAttribute(entry.key, entry.value, index, sanitize);
    const existing = content.attributes.find(
      (attribute) =>
        attribute.slide_id === slide.id &&
        attribute.key === entry.key &&
        attribute.reference_unit_id === (unit?.id ?? null),
    );
    if (!existing) {
      return putNew(
        attributeItem({
          id: unit ? newLocalValueId(check.id, unit.id) : newChildId(check.id),
          check_id: check.id,
          slide_id: slide.id,
          key: entry.key,
          value,
          reference_unit_id: unit?.id ?? null,
          ...newItemMeta(),
        }),
      );
    }
    if (entry.version === undefined) {
      throw new HttpError(422, [
        invalid(
          ['body', 'attributes', index, 'version'],
          'Für ein bestehendes Attribut bitte die gelesene Version mitsenden.',
        ),
      ]);
    }
    return putIfVersion(
      attributeItem({ ...existing, value, version: entry.version + 1, updated_at: now() }),
      entry.version,
    );
  });
  if (unit) {
    await commitLocalChange(check, unit.id, content.localRevisions[unit.id] ?? 0, items);
    await invalidatePublicReads([localValueReach(unit)]);
  } else {
    await commitDraftChange(check, items);
  }
  const updated = await loadDraftContent(check.id, localUnits);
  return updated.attributes.filter(
    (attribute) => attribute.slide_id === slide.id && attribute.reference_unit_id === (unit?.id ?? null),
  );
}

/** Deletes an attribute value; for a unit's local value, the check's own value applies there again. */
export async function removeAttribute(user: UserRecord, attributeId: string) {
  const check = await requireCheck(checkIdOf(attributeId));
  // A local value's id names its unit: only that unit's values are read, whatever the number of units.
  const localUnit = localValueUnitOf(attributeId);
  const content = await loadDraftContent(check.id, localUnit ? [localUnit] : []);
  const attribute = content.attributes.find((candidate) => candidate.id === attributeId);
  if (!attribute) throw notFound('Das Attribut existiert nicht');
  const territory = await territoryOf(user);
  const unit = attribute.reference_unit_id ? await requireUnit(attribute.reference_unit_id) : null;
  if (!(unit ? canEditUnitContent(territory, check, unit) : canEditStructure(user, territory, check))) throw noAccess();
  const removal = [deleteItem(keyOf(attributeItem(attribute)))];
  if (unit) {
    await commitLocalChange(check, unit.id, content.localRevisions[unit.id] ?? 0, removal);
    await invalidatePublicReads([localValueReach(unit)]);
  } else {
    await commitDraftChange(check, removal);
  }
}

/** Replaces the answers of a question (or a Baunebenrechte slide): labels, jump targets and the outcomes they set. */
export async function replaceResponses(
  user: UserRecord,
  slideId: string,
  version: number,
  responses: Array<{ answer: 'ja' | 'nein'; label: string; next_slide_id: string | null; outcome_id: string | null }>,
) {
  const { check, content } = await structureDraft(user, checkIdOf(slideId));
  const slide = findSlide(content, slideId);
  if (slide.version !== version) throw staleVersion();
  if (slide.type !== 'Ja-Oder-Nein' && slide.type !== 'Baunebenrechte') {
    throw new HttpError(422, [
      invalid(['body', 'responses'], 'Nur Ja-oder-Nein- und Baunebenrechte-Folien haben Antworten.'),
    ]);
  }
  const issues: ValidationIssue[] = [];
  responses.forEach((response, index) => {
    if (
      response.next_slide_id &&
      response.next_slide_id !== END_OF_CHECK &&
      !content.slides.some((candidate) => candidate.id === response.next_slide_id)
    ) {
      issues.push(invalid(['body', 'responses', index, 'next_slide_id'], 'Diese Folie gibt es in diesem Check nicht.'));
    }
    if (response.next_slide_id === slide.id)
      issues.push(
        invalid(
          ['body', 'responses', index, 'next_slide_id'],
          'Eine Antwort kann nicht auf ihre eigene Folie springen.',
        ),
      );
    if (response.outcome_id && !content.outcomes.some((outcome) => outcome.id === response.outcome_id)) {
      issues.push(
        invalid(['body', 'responses', index, 'outcome_id'], 'Dieses Ergebnis gibt es in diesem Check nicht.'),
      );
    }
  });
  if (issues.length > 0) throw new HttpError(422, issues);
  await commitDraftChange(check, [
    putIfVersion(slideItem({ ...slide, version: version + 1, updated_at: now() }), version),
    ...content.responses
      .filter((response) => response.slide_id === slide.id)
      .map((response) => deleteItem(keyOf(responseItem(response)))),
    ...responses.map((response, position) =>
      putNew(
        responseItem({
          id: newChildId(check.id),
          check_id: check.id,
          slide_id: slide.id,
          ...response,
          position,
          ...newItemMeta(),
        }),
      ),
    ),
  ]);
}

export async function reorderResponses(user: UserRecord, slideId: string, version: number, responseIds: string[]) {
  const { check, content } = await structureDraft(user, checkIdOf(slideId));
  const slide = findSlide(content, slideId);
  if (slide.version !== version) throw staleVersion();
  const responses = content.responses.filter((response) => response.slide_id === slide.id);
  assertSameSet(
    responseIds.map((id) => ({ id })),
    responses,
    'Antworten',
  );
  await commitDraftChange(check, [
    putIfVersion(slideItem({ ...slide, version: version + 1, updated_at: now() }), version),
    ...responseIds.map((id, position) => {
      const response = responses.find((candidate) => candidate.id === id) as ResponseRecord;
      return putItem(responseItem({ ...response, position, version: response.version + 1, updated_at: now() }));
    }),
  ]);
}

export async function addOutcome(
  user: UserRecord,
  input: { check_id: string; chapter_id: string; title: string; text: string; severity: OutcomeSeverity },
  sanitize: Sanitize,
): Promise<OutcomeRecord> {
  const { check, content } = await structureDraft(user, input.check_id);
  const chapter = content.slides.find((slide) => slide.id === input.chapter_id);
  if (chapter?.type !== 'Kapitel')
    throw new HttpError(422, [invalid(['body', 'chapter_id'], 'Bitte ein Kapitel dieses Checks wählen.')]);
  const ranking =
    Math.max(
      0,
      ...content.outcomes.filter((outcome) => outcome.chapter_id === chapter.id).map((outcome) => outcome.ranking),
    ) + 1;
  const outcome: OutcomeRecord = {
    id: newChildId(check.id),
    ...input,
    text: sanitize(input.text),
    ranking,
    ...newItemMeta(),
  };
  await commitDraftChange(check, [putNew(outcomeItem(outcome))]);
  return outcome;
}

function findOutcome(content: DraftContent, outcomeId: string) {
  const outcome = content.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) throw notFound(OUTCOME_NOT_FOUND_TEXT);
  return outcome;
}

export async function changeOutcome(
  user: UserRecord,
  outcomeId: string,
  changes: {
    version: number;
    title?: string | undefined;
    text?: string | undefined;
    severity?: OutcomeSeverity | undefined;
  },
  sanitize: Sanitize,
): Promise<OutcomeRecord> {
  const { check, content } = await structureDraft(user, checkIdOf(outcomeId));
  const outcome = findOutcome(content, outcomeId);
  const { version, ...fields } = changes;
  const updated: OutcomeRecord = {
    ...outcome,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(fields.text !== undefined ? { text: sanitize(fields.text) } : {}),
    version: version + 1,
    updated_at: now(),
  };
  await commitDraftChange(check, [putIfVersion(outcomeItem(updated), version)]);
  return updated;
}

/** Deletes an outcome; answers that set it set nothing afterwards. */
export async function removeOutcome(user: UserRecord, outcomeId: string) {
  const { check, content } = await structureDraft(user, checkIdOf(outcomeId));
  const outcome = findOutcome(content, outcomeId);
  await commitDraftChange(check, [
    deleteItem(keyOf(outcomeItem(outcome))),
    ...content.responses
      .filter((response) => response.outcome_id === outcome.id)
      .map((response) =>
        putItem(responseItem({ ...response, outcome_id: null, version: response.version + 1, updated_at: now() })),
      ),
  ]);
}

/** Ranks a chapter's outcomes in a complete new order (1 = highest). */
export async function rankOutcomes(
  user: UserRecord,
  checkId: string,
  chapterId: string,
  order: Array<{ id: string; version: number }>,
) {
  const { check, content } = await structureDraft(user, checkId);
  const outcomes = content.outcomes.filter((outcome) => outcome.chapter_id === chapterId);
  if (outcomes.length === 0) throw notFound('Das Kapitel existiert nicht oder hat keine Ergebnisse');
  assertSameSet(order, outcomes, 'Ergebnisse des Kapitels');
  await commitDraftChange(
    check,
    order.map(({ id, version }, index) => {
      const outcome = outcomes.find((candidate) => candidate.id === id) as OutcomeRecord;
      return putIfVersion(
        outcomeItem({ ...outcome, ranking: index + 1, version: version + 1, updated_at: now() }),
        version,
      );
    }),
  );
}
