import * as z from 'zod';
import { OUTCOME_SEVERITIES } from './enums.ts';
import { answersSchema, boundedAnswersSchema } from './engine/model.ts';

/**
 * Test cases ("Prüffälle") of a check, as staff save, list and confirm them (the engine side is
 * engine/test-cases.ts).
 */

/**
 * Cases per check and scope (the check's own values, or one unit's local values). A publish evaluates
 * two scopes (the check's own cases and the Land's, or the owning Gemeinde's for a copy) and writes
 * the confirmed ones in the transaction that publishes the version: 2 × 40 cases and the check's two
 * items stay below DynamoDB's 100 items per transaction.
 */
export const MAX_TEST_CASES = 40;
/** What one publish may confirm: every case of both scopes it evaluates. */
export const MAX_CONFIRMED_TEST_CASES = 2 * MAX_TEST_CASES;

const id = z.string().min(1).max(120);
const version = z.number().int().positive();

export const caseResultSchema = z.object({
  chapters: z
    .array(
      z.object({
        chapter_id: id,
        outcome_id: id.nullable(),
        title: z.string().max(200).nullable(),
        severity: z.enum(OUTCOME_SEVERITIES).nullable(),
      }),
    )
    .max(100),
  overall: z.enum(OUTCOME_SEVERITIES).nullable(),
});

export const caseMisfitSchema = z.object({
  code: z.enum(['unknown_slide', 'answer_type', 'incomplete']),
  slide_id: z.string().nullable(),
  message: z.string(),
});

export const testCaseSchema = z.object({
  id: z.string(),
  check_id: z.string(),
  /** The unit whose local values the case is evaluated with; null: the check's own values. */
  reference_unit_id: z.string().nullable(),
  name: z.string(),
  answers: answersSchema,
  /** The confirmed result; null once the author confirmed that the answers no longer fit the check. */
  expected: caseResultSchema.nullable(),
  /** The draft's result for the answers now; null when they no longer fit (see `misfit`). */
  current: caseResultSchema.nullable(),
  misfit: caseMisfitSchema.nullable(),
  /** Whether the draft tells residents something else than the confirmed result (or the case no longer fits). */
  changed: z.boolean(),
  /** The change in German, e.g. "Prüffall „Gartenhaus 80 m³“: Verfahrensfrei → Baugenehmigung erforderlich". */
  change_text: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type TestCase = z.infer<typeof testCaseSchema>;
export const testCaseListSchema = z.array(testCaseSchema);

const name = z
  .string()
  .trim()
  .min(1, { error: 'Bitte geben Sie dem Prüffall einen Namen.' })
  .max(120, { error: 'Der Name darf höchstens 120 Zeichen haben.' });

export const testCaseScopeQuerySchema = z.object({ reference_unit_id: id.optional() });

export const createTestCaseSchema = z.object({
  name,
  // More answers than a check could ask is not a path anyone clicked: the residents' bound.
  answers: boundedAnswersSchema,
  reference_unit_id: id.nullable().default(null),
});
export type CreateTestCase = z.infer<typeof createTestCaseSchema>;

export const updateTestCaseSchema = z.object({
  version,
  name: name.optional(),
  /** Takes the draft's current result over as the expected one (what a publish confirmation does). */
  accept_current: z.literal(true).optional(),
});
export type UpdateTestCase = z.infer<typeof updateTestCaseSchema>;

/** A changed case the author confirmed on publishing, with the result the author saw (null: no longer fits). */
export const confirmedTestCaseSchema = z.object({ id, result: caseResultSchema.nullable() });
export type ConfirmedTestCase = z.infer<typeof confirmedTestCaseSchema>;

/**
 * What a Standard check's draft changes for the test cases that depend on it, by dependant: a
 * Gemeinde's cases with its local values (evaluated against the draft with those values), or an
 * Individuell copy's cases (counted: a copy keeps its own structure and does not take the change over).
 * A dependant's cases may continue on the next page.
 */
export const testCaseImpactItemSchema = z.object({
  kind: z.enum(['Gemeinde', 'Individuell']),
  /** The Gemeinde (with local values, or owning the copy). */
  reference_unit_id: z.string(),
  unit_name: z.string(),
  /** The check the cases belong to: the Standard check itself, or the copy. */
  check_id: z.string(),
  cases: z.number().int(),
  /** Cases whose result the draft changes (always 0 for a copy). */
  changed: z.number().int(),
  /** The changes in German, as on publishing (at most a few per dependant and page). */
  changes: z.array(z.string()),
});
export type TestCaseImpactItem = z.infer<typeof testCaseImpactItemSchema>;
export const MAX_CHANGE_TEXTS = 5;
