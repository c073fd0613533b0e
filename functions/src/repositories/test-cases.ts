import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CaseResult } from '@baucheck/shared/engine/test-cases';
import type { TestCase } from '@baucheck/shared/test-cases';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, staleVersion, versionedUpdate } from '#lib/conditional';
import { config } from '#lib/config';
import { queryAll } from '../data/query.ts';
import { decodeCursor, invalidCursor } from '../data/cursor.ts';
import { queryPage } from '../data/page.ts';
import { newItemMeta, withoutKeys, type ItemMeta } from '../data/table-design.ts';

/*
 * Test cases ("Prüffälle") of checks. They live in a partition of their own per check, not in the
 * check's partition, so the editor's and publish's range reads of the draft never meet them. A case
 * is scoped: the check's own values ("-") or one unit's local values (the unit's id).
 *
 *   pk = "TESTCASES#<check_id>"
 *     sk = "CASE#<scope>#<case_id>"     name, answers, expected result, reference_unit_id
 *                                       gsi1pk = "TESTCASES_OF#<standard_check_id>"  gsi1sk = "<check_id>#<scope>#<case_id>"
 *                                       (only for dependants of a Standard check: a Gemeinde's cases with its
 *                                        local values of the Standard check, and the cases of Individuell copies)
 *
 * Access patterns:
 *   a check's cases in one scope (list, publish)        → Query begins_with(sk, "CASE#<scope>#")
 *   one case by id (rename, delete, confirm)            → GetItem: the id "<check_id>.T.<scope>.<suffix>" names its key
 *   the dependants' cases of a Standard check (impact)  → Query gsi1 gsi1pk = "TESTCASES_OF#<standard_check_id>", paged;
 *                                                         never a read of each Gemeinde's content
 */

const table = () => config().TABLE_NAME;
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const OWN_SCOPE = '-';
const CASE_ID_MARK = 'T';
const scopeOf = (unitId: string | null) => unitId ?? OWN_SCOPE;
const partition = (checkId: string) => `TESTCASES#${checkId}`;
const scopePrefix = (unitId: string | null) => `CASE#${scopeOf(unitId)}#`;
const dependantsPartition = (standardCheckId: string) => `TESTCASES_OF#${standardCheckId}`;

export interface TestCaseRecord extends ItemMeta {
  id: string;
  check_id: string;
  reference_unit_id: string | null;
  name: string;
  answers: TestCase['answers'];
  /** The confirmed result; null once the author confirmed that the answers no longer fit. */
  expected: CaseResult | null;
  created_by: string;
  /** The Standard check the case depends on (see the key comment), or null. */
  standard_check_id: string | null;
}

const newTestCaseId = (checkId: string, unitId: string | null) =>
  `${checkId}.${CASE_ID_MARK}.${scopeOf(unitId)}.${randomUUID().slice(0, 13)}`;

/** The key of a case from its id alone; null for an id that is not a case's. */
function keyOf(caseId: string): { pk: string; sk: string } | null {
  const parts = caseId.split('.');
  if (parts.length < 4 || parts[1] !== CASE_ID_MARK) return null;
  const scope = parts.slice(2, -1).join('.');
  return { pk: partition(parts[0] as string), sk: `CASE#${scope}#${caseId}` };
}

const itemOf = (record: TestCaseRecord) => ({
  pk: partition(record.check_id),
  sk: `${scopePrefix(record.reference_unit_id)}${record.id}`,
  entity: 'TestCase',
  ...(record.standard_check_id
    ? {
        gsi1pk: dependantsPartition(record.standard_check_id),
        gsi1sk: `${record.check_id}#${scopeOf(record.reference_unit_id)}#${record.id}`,
      }
    : {}),
  ...record,
});

const strip = (item: Record<string, unknown>): TestCaseRecord => withoutKeys<TestCaseRecord>(item);

/** The cases of a check in one scope (at most MAX_TEST_CASES, one Query), oldest first. */
export async function listTestCaseRecords(checkId: string, unitId: string | null): Promise<TestCaseRecord[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :scope)',
    ExpressionAttributeValues: { ':pk': partition(checkId), ':scope': scopePrefix(unitId) },
    ConsistentRead: true,
  });
  return items.map(strip).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function getTestCaseRecord(caseId: string): Promise<TestCaseRecord | null> {
  const key = keyOf(caseId);
  if (!key) return null;
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  return Item ? strip(Item) : null;
}

export type NewTestCase = Omit<TestCaseRecord, keyof ItemMeta | 'id'>;

export async function createTestCaseRecord(input: NewTestCase): Promise<TestCaseRecord> {
  const record: TestCaseRecord = {
    id: newTestCaseId(input.check_id, input.reference_unit_id),
    ...input,
    ...newItemMeta(),
  };
  await documentClient.send(
    new PutCommand({ TableName: table(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return record;
}

/** The update of a case's name or expected result, conditional on the version the client read. */
function caseUpdate(
  current: TestCaseRecord,
  changes: Partial<Pick<TestCaseRecord, 'name' | 'expected'>>,
): { updated: TestCaseRecord; update: NonNullable<TransactItem['Update']> } {
  const { updated, ...update } = versionedUpdate(current, changes);
  return { updated, update: { TableName: table(), Key: keyOf(current.id) as { pk: string; sk: string }, ...update } };
}

export async function updateTestCaseRecord(
  current: TestCaseRecord,
  changes: Partial<Pick<TestCaseRecord, 'name' | 'expected'>>,
): Promise<TestCaseRecord> {
  const { updated, update } = caseUpdate(current, changes);
  try {
    await documentClient.send(new UpdateCommand(update));
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
  return updated;
}

/** A confirmation of a case's new result, for the publish transaction (it fails if the case changed meanwhile). */
export const confirmationItem = (current: TestCaseRecord, expected: CaseResult | null): TransactItem => ({
  Update: caseUpdate(current, { expected }).update,
});

export async function deleteTestCaseRecord(current: TestCaseRecord, version: number): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: table(),
        Key: keyOf(current.id) as { pk: string; sk: string },
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
}

const DEPENDANT_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/** A page of the cases that depend on a Standard check (its Gemeinden's and its copies'), in key order. */
export async function pageDependantCases(standardCheckId: string, options: { cursor?: string; limit: number }) {
  const partition = dependantsPartition(standardCheckId);
  // The cursor must be of this index partition (queryPage checks only the table's `pk`).
  const start = decodeCursor(options.cursor, DEPENDANT_KEYS);
  if (start && start.gsi1pk !== partition) throw invalidCursor();
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    { keys: DEPENDANT_KEYS, cursor: options.cursor, limit: options.limit },
  );
  return { items: page.items.map(strip), nextCursor: page.nextCursor };
}
