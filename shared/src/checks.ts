import * as z from 'zod';
import {
  CHECK_GROUPS,
  CHECK_TYPES,
  OUTCOME_SEVERITIES,
  SIDE_LAWS,
  SLIDE_ATTRIBUTE_KEYS,
  SLIDE_TYPES,
  type SlideAttributeKey,
  type SlideType,
} from './enums.ts';
import { confirmedTestCaseSchema, MAX_CONFIRMED_TEST_CASES } from './test-cases.ts';
import { tooLongText } from './error-texts.ts';
import { checkChangeSchema } from './engine/changes.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

// Residents' shapes live in quick-check.ts (a public function builds only those); re-exported here.
export * from './quick-check.ts';

const id = z.string().min(1).max(120);
const version = z.number().int().positive();
// With the German message: the editor shows it at the field that is too long (the locale's is technical).
const text = (max: number) => z.string().trim().max(max, tooLongText(max));
const isoDate = z.iso.date({ error: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.' });

/** A check (its draft) as staff list and edit it. */
export const checkSchema = z.object({
  id: z.string(),
  group: z.enum(CHECK_GROUPS),
  type: z.enum(CHECK_TYPES),
  title: z.string(),
  /** The Land whose law the check implements. */
  land_id: z.string(),
  /** For an Individuell check: the Gemeinde that owns the copy. */
  owner_unit_id: z.string().nullable(),
  source_check_id: z.string().nullable(),
  legal_basis: z.string(),
  /** "Stand": the date the legal content was last checked (YYYY-MM-DD). */
  as_of: z.string(),
  /** Newest published version, 0 while never published. */
  latest_version: z.number().int(),
  /** When the newest version was published (null while never published). */
  published_at: z.string().nullable(),
  /** Advances with every change of the draft's content; publishing names the revision it reviewed. */
  content_revision: z.number().int(),
  /** Whether its Land uses the check by association (a Standard check: every Gemeinde without its own). */
  land_associated: z.boolean(),
  /**
   * How many Gemeinden use the check by an association of their own (a count: a Land may associate
   * thousands; which ones, each unit's `checks` in the staff unit lists say).
   */
  associated_gemeinden: z.number().int().nonnegative(),
  deleted_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type Check = z.infer<typeof checkSchema>;

/** One published, immutable version of a check. */
export const publishedVersionSchema = z.object({
  check_id: z.string(),
  version: z.number().int(),
  group: z.enum(CHECK_GROUPS),
  type: z.enum(CHECK_TYPES),
  title: z.string(),
  land_id: z.string(),
  legal_basis: z.string(),
  as_of: z.string(),
  published_at: z.string(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

export const attributeSchema = z.object({
  id: z.string(),
  slide_id: z.string(),
  key: z.enum(SLIDE_ATTRIBUTE_KEYS),
  value: z.string(),
  /** null: the check's own value; otherwise a reference unit's local value. */
  reference_unit_id: z.string().nullable(),
  version: z.number().int(),
});
export type Attribute = z.infer<typeof attributeSchema>;

export const responseSchema = z.object({
  id: z.string(),
  slide_id: z.string(),
  answer: z.enum(['ja', 'nein']),
  label: z.string(),
  position: z.number().int(),
  next_slide_id: z.string().nullable(),
  outcome_id: z.string().nullable(),
});
export type SlideResponse = z.infer<typeof responseSchema>;

export const slideSchema = z.object({
  id: z.string(),
  check_id: z.string(),
  type: z.enum(SLIDE_TYPES),
  position: z.number().int(),
  attributes: z.array(attributeSchema),
  responses: z.array(responseSchema),
  version: z.number().int(),
});
export type Slide = z.infer<typeof slideSchema>;

export const outcomeSchema = z.object({
  id: z.string(),
  check_id: z.string(),
  chapter_id: z.string(),
  title: z.string(),
  text: z.string(),
  severity: z.enum(OUTCOME_SEVERITIES),
  ranking: z.number().int(),
  version: z.number().int(),
});
export type Outcome = z.infer<typeof outcomeSchema>;
export const outcomeListSchema = z.array(outcomeSchema);

/** The whole draft for the editor: check, slides in order, outcomes. */
export const checkDetailSchema = z.object({
  check: checkSchema,
  slides: z.array(slideSchema),
  outcomes: outcomeListSchema,
});
export type CheckDetail = z.infer<typeof checkDetailSchema>;

/**
 * API Gateway's HTTP API allows only one variable name per path level, and SPEC.md puts a group and a
 * check id at the same level (`/checks/{group}/`, `/checks/{check_id}/publish/`). Such routes name the
 * variable `id`; these schemas give it its meaning for the handler.
 */
const pathId = <const K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ id: schema }).transform((path) => ({ [key]: (path as { id: z.output<S> }).id }) as Record<K, z.output<S>>);

// Request paths and bodies
export const checkGroupPathSchema = pathId('group', z.enum(CHECK_GROUPS));
export const checkIdPathSchema = pathId('check_id', id);
export const versionBodySchema = z.object({ version });
export const publishBodySchema = z.object({
  content_revision: version,
  /** The test cases whose result the draft changes, confirmed by the author (see test-cases.ts). */
  confirmed_test_cases: z.array(confirmedTestCaseSchema).max(MAX_CONFIRMED_TEST_CASES).default([]),
});
export const testCaseIdPathSchema = pathId('test_case_id', id);
const queryFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');
export const showDeletedQuerySchema = pageQuerySchema.extend({ show_deleted: queryFlag('false') });
/**
 * A page of a group's checks: drafts (is_draft=true) or their newest published versions, optionally
 * of one unit, only those never published (unpublished), with deleted ones (show_deleted), or matching
 * a search (q) in title, legal basis and type.
 */
export const listChecksQuerySchema = showDeletedQuerySchema
  .extend({
    is_draft: queryFlag('true'),
    reference_unit_id: id.optional(),
    unpublished: queryFlag('false'),
    q: z.string().trim().max(200).optional(),
  })
  .superRefine((query, context) => {
    // Published versions of checks never published: always none; the caller asks for something else.
    if (query.unpublished && !query.is_draft)
      context.addIssue({
        code: 'custom',
        path: ['unpublished'],
        message: 'Nie veröffentlichte Checks haben keine veröffentlichte Version: nur mit is_draft=true.',
      });
  });
export const checkPageSchema = pageOf(checkSchema);
export const publishedVersionPageSchema = pageOf(publishedVersionSchema);
/** Longest title and legal basis of a check (the editor says so beside the field). */
export const CHECK_TITLE_MAX = 200;
export const CHECK_LEGAL_BASIS_MAX = 300;
/**
 * Longest value of an attribute, by key: a question or heading is a line, not a page, and a chapter's
 * legal basis is as long as the check's; editor HTML and other values may take ATTRIBUTE_VALUE_MAX.
 */
const ATTRIBUTE_VALUE_MAX = 5000;
const ATTRIBUTE_MAX_BY_KEY: Partial<Record<SlideAttributeKey, number>> = {
  Frage: 300,
  Rechtsgrundlage: CHECK_LEGAL_BASIS_MAX,
};
export const attributeMax = (key: SlideAttributeKey): number => ATTRIBUTE_MAX_BY_KEY[key] ?? ATTRIBUTE_VALUE_MAX;
/** A chapter's legal basis belongs to its Kapitel slide; every other key fits every slide. */
export const keyFitsSlide = (key: SlideAttributeKey, type: SlideType): boolean =>
  key !== 'Rechtsgrundlage' || type === 'Kapitel';
export const CHAPTER_ONLY_KEY_TEXT = 'Eine Rechtsgrundlage haben nur Kapitel-Folien.';
export const createCheckSchema = z.object({
  group: z.enum(CHECK_GROUPS),
  title: text(CHECK_TITLE_MAX).min(1),
  land_id: id,
  legal_basis: text(CHECK_LEGAL_BASIS_MAX).min(1),
  as_of: isoDate,
});
export const updateCheckSchema = z.object({
  version,
  title: text(CHECK_TITLE_MAX).min(1).optional(),
  legal_basis: text(CHECK_LEGAL_BASIS_MAX).min(1).optional(),
  as_of: isoDate.optional(),
});
export const duplicateCheckSchema = z.object({ reference_unit_id: id });
export const associationPathSchema = z
  .object({ id, reference_unit_id: id })
  .transform(({ id: checkId, reference_unit_id }) => ({ check_id: checkId, reference_unit_id }));

export const createSlideSchema = z.object({
  check_id: id,
  type: z.enum(SLIDE_TYPES),
  /** Insert after this slide; omitted: at the end. */
  after_slide_id: id.nullable().optional(),
});
export const slideIdPathSchema = pathId('slide_id', id);
/** `/responses/{slide_id}/…` has no sibling variable, so it keeps its name. */
export const responsesPathSchema = z.object({ slide_id: id });
export const updateSlideSchema = z.object({ version, type: z.enum(SLIDE_TYPES) });
/** A complete new order: every item of the list exactly once, with the version the client read. */
export const orderSchema = z.array(z.object({ id, version })).min(1).max(99);

export const upsertAttributesSchema = z.object({
  reference_unit_id: id.nullable(),
  attributes: z
    .array(
      z
        .object({
          key: z.enum(SLIDE_ATTRIBUTE_KEYS),
          // Its limit depends on the key (attributeMax): checked once below, so one message says it.
          value: z.string().trim(),
          /** Required when the attribute exists already (the version the client read). */
          version: version.optional(),
        })
        .superRefine(({ key, value }, context) => {
          const max = attributeMax(key);
          if (value.length > max) context.addIssue({ code: 'custom', path: ['value'], message: tooLongText(max) });
        }),
    )
    .min(1)
    .max(SLIDE_ATTRIBUTE_KEYS.length),
});
/** A unit's local value has a longer id: "<check_id>.L.<unit_id>.<suffix>". */
export const attributeIdPathSchema = pathId('slide_attribute_id', z.string().min(1).max(250));

export const replaceResponsesSchema = z.object({
  /** The slide's version the client read; the whole set of responses is replaced. */
  version,
  responses: z
    .array(
      z.object({
        answer: z.enum(['ja', 'nein']),
        label: text(100).min(1),
        next_slide_id: id.nullable(),
        outcome_id: id.nullable(),
      }),
    )
    .max(2),
});
export const slideResponseOrderSchema = z.object({ version, response_ids: z.array(id).max(2) });

export const outcomeQuerySchema = z.object({ check_id: id });
export const createOutcomeSchema = z.object({
  check_id: id,
  chapter_id: id,
  title: text(200).min(1),
  text: text(20_000),
  severity: z.enum(OUTCOME_SEVERITIES),
});
export const outcomeIdPathSchema = pathId('outcome_id', id);
export const updateOutcomeSchema = z.object({
  version,
  title: text(200).min(1).optional(),
  text: text(20_000).optional(),
  severity: z.enum(OUTCOME_SEVERITIES).optional(),
});
export const rankingPathSchema = z
  .object({ id, chapter: id })
  .transform(({ id: checkId, chapter }) => ({ check_id: checkId, chapter }));

export const sideLawListSchema = z.array(z.enum(SIDE_LAWS));

const EDITION_TEXT = 'Bitte eine Versionsnummer oder „draft“ angeben.';
/** A version of a check as the comparison names it: a published version's number or the draft. */
const editionRefSchema = z.union(
  [
    z.literal('draft'),
    z.coerce.number({ error: EDITION_TEXT }).int({ error: EDITION_TEXT }).positive({ error: EDITION_TEXT }),
  ],
  { error: EDITION_TEXT },
);
export type EditionRef = z.output<typeof editionRefSchema>;

export const SAME_CHECK_TEXT =
  'Verglichen werden zwei Versionen desselben Checks: „from“ und „to“ sind Versionsnummern oder „draft“ des Checks im Pfad, weitere Angaben (etwa ein anderer Check) sind nicht möglich.';

/**
 * `GET /checks/{id}/compare/?from=N&to=draft`. Both versions belong to the check in the path; any
 * other parameter (e.g. another check's id) is refused, so nothing can compare across checks.
 */
export const compareQuerySchema = z.strictObject(
  { from: editionRefSchema, to: editionRefSchema },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? SAME_CHECK_TEXT : undefined) },
);

/** One side of a comparison: which version, its title and when it was published (the draft: never). */
export const comparedEditionSchema = z.object({
  version: z.union([z.literal('draft'), z.number().int().positive()]),
  title: z.string(),
  published_at: z.string().nullable(),
});
export type ComparedEdition = z.infer<typeof comparedEditionSchema>;

export const checkComparisonSchema = z.object({
  check_id: z.string(),
  from: comparedEditionSchema,
  to: comparedEditionSchema,
  /** What changed from `from` to `to`, in reading order (empty: the same content). */
  changes: z.array(checkChangeSchema),
});
export type CheckComparison = z.infer<typeof checkComparisonSchema>;
