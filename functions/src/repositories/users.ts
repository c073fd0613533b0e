import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Level } from '@baucheck/shared/enums';
import type { User } from '@baucheck/shared/users';
import { documentClient } from '#clients/dynamodb';
import { cancellationReasons, isConditionFailure, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { queryAll } from '../data/query.ts';

/*
 * The app's user records. Cognito holds identity and password; this record is the authority for
 * level, organisation, active flag and session validity, and is read on every signed-in request.
 *
 * Keys:
 *   user         pk = "USER#<cognito sub>"   sk = "USER"   gsi1pk = "USERS"  gsi1sk = "<email>"
 *   email claim  pk = "USEREMAIL#<email>"    sk = "USEREMAIL"  (user_id; makes e-mails unique)
 *
 * Access patterns:
 *   user by id (every authenticated request, admin by id) → GetItem
 *   user id by e-mail (login, forgot password)             → GetItem on the claim
 *   all users sorted by e-mail (admin list)                → Query gsi1 gsi1pk = "USERS"
 * Creating a user or changing its e-mail writes the user and the claim in one transaction.
 * A change that ends an active Administrator (delete, deactivate, other level) carries a condition on
 * another active Administrator in the same transaction, so there is always one left (see below).
 */

const table = () => config().TABLE_NAME;
const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'USER' });
const emailKey = (email: string) => ({ pk: `USEREMAIL#${email}`, sk: 'USEREMAIL' });

export interface UserRecord extends ItemMeta {
  id: string;
  email: string;
  name: string;
  level: Level;
  organisation_id: string | null;
  is_active: boolean;
  is_verified: boolean;
  /** Epoch seconds; access tokens issued before it are refused (logout, password change). */
  tokens_valid_after: number;
}

export class EmailTakenError extends Error {
  constructor() {
    super('email already used');
    this.name = 'EmailTakenError';
  }
}

/** Thrown when the Administrator a change relied on is no longer one: the change would leave none. */
export class LastAdministratorError extends Error {
  constructor() {
    super('last active administrator');
    this.name = 'LastAdministratorError';
  }
}

/**
 * Options of a change that ends an active Administrator: `keepAdministrator` names another active
 * Administrator, and the change is written only while that one still is. DynamoDB serialises
 * transactions, so of two such changes at the same moment (two administrators demoting each other)
 * the later finds its condition broken: whatever runs concurrently, one active Administrator stays.
 */
export interface AdministratorGuard {
  keepAdministrator?: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const activeAdministratorCheck = (id: string): TransactItem => ({
  ConditionCheck: {
    TableName: table(),
    Key: userKey(id),
    ConditionExpression: '#level = :administrator AND #is_active = :active',
    ExpressionAttributeNames: { '#level': 'level', '#is_active': 'is_active' },
    ExpressionAttributeValues: { ':administrator': 'Administrator', ':active': true },
  },
});

export const toUser = (record: UserRecord): User => ({
  id: record.id,
  email: record.email,
  name: record.name,
  level: record.level,
  role: record.level === 'Administrator' ? 'Administrator' : 'Standard',
  organisation_id: record.organisation_id,
  is_active: record.is_active,
  is_verified: record.is_verified,
  created_at: record.created_at,
  version: record.version,
});

export async function getUserRecord(id: string): Promise<UserRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: userKey(id) }));
  return (Item as (UserRecord & Record<string, unknown>) | undefined) ?? null;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: emailKey(email) }));
  return (Item?.user_id as string | undefined) ?? null;
}

export async function listUserRecords(): Promise<UserRecord[]> {
  const items = await queryAll<UserRecord>({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'USERS' },
  });
  return items;
}

export type NewUser = Omit<UserRecord, keyof ItemMeta | 'tokens_valid_after'>;

/** Stores a new user and claims its e-mail atomically; EmailTakenError when the e-mail is in use. */
export async function createUserRecord(input: NewUser): Promise<UserRecord> {
  const record: UserRecord = { ...input, tokens_valid_after: 0, ...newItemMeta() };
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...userKey(input.id), entity: 'User', gsi1pk: 'USERS', gsi1sk: input.email, ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...emailKey(input.email), entity: 'UserEmail', user_id: input.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new EmailTakenError();
    throw error;
  }
  return record;
}

export type UserChanges = Partial<
  Pick<UserRecord, 'name' | 'email' | 'level' | 'organisation_id' | 'is_active' | 'is_verified'>
>;

/**
 * Applies changes if the stored version is still `expectedVersion` (409 otherwise). A new e-mail
 * moves the e-mail claim in the same transaction (EmailTakenError when another user has it);
 * LastAdministratorError when `guard.keepAdministrator` is no longer an active Administrator.
 */
export async function updateUserRecord(
  current: UserRecord,
  expectedVersion: number,
  changes: UserChanges,
  guard: AdministratorGuard = {},
): Promise<UserRecord> {
  const updated: UserRecord = {
    ...current,
    ...changes,
    version: expectedVersion + 1,
    updated_at: new Date().toISOString(),
  };
  const fields = Object.keys(changes) as Array<keyof UserChanges>;
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at', '#gsi1sk': 'gsi1sk' };
  const values: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':version': updated.version,
    ':updated_at': updated.updated_at,
    ':gsi1sk': updated.email,
  };
  const assignments = ['#version = :version', '#updated_at = :updated_at', '#gsi1sk = :gsi1sk'];
  for (const field of fields) {
    names[`#${field}`] = field;
    values[`:${field}`] = changes[field];
    assignments.push(`#${field} = :${field}`);
  }
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: userKey(current.id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  const emailChanged = changes.email !== undefined && changes.email !== current.email;
  const items: TransactItem[] = emailChanged
    ? [
        update,
        { Delete: { TableName: table(), Key: emailKey(current.email) } },
        {
          Put: {
            TableName: table(),
            Item: { ...emailKey(updated.email), entity: 'UserEmail', user_id: current.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [update];
  if (guard.keepAdministrator) items.push(activeAdministratorCheck(guard.keepAdministrator));
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (emailChanged && reasons[2] === 'ConditionalCheckFailed') throw new EmailTakenError();
    if (reasons[0] === 'ConditionalCheckFailed') throw staleVersion();
    if (guard.keepAdministrator && reasons.at(-1) === 'ConditionalCheckFailed') throw new LastAdministratorError();
    if (reasons.includes('TransactionConflict')) throw staleVersion();
    throw error;
  }
  return updated;
}

/** Refuses every access token issued before now (logout, password change); no version bump. */
export async function revokeSessions(id: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(id),
      UpdateExpression: 'SET tokens_valid_after = :now',
      ConditionExpression: 'attribute_exists(pk)',
      // Tokens carry whole seconds; the next second refuses every token issued up to now.
      ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) + 1 },
    }),
  );
}

/** Deletes a user and its e-mail claim; LastAdministratorError when `guard.keepAdministrator` is no longer an active Administrator. */
export async function deleteUserRecord(record: UserRecord, guard: AdministratorGuard = {}): Promise<void> {
  const items: TransactItem[] = [
    { Delete: { TableName: table(), Key: userKey(record.id) } },
    { Delete: { TableName: table(), Key: emailKey(record.email) } },
  ];
  if (guard.keepAdministrator) items.push(activeAdministratorCheck(guard.keepAdministrator));
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (guard.keepAdministrator && reasons.at(-1) === 'ConditionalCheckFailed') throw new LastAdministratorError();
    if (reasons.includes('TransactionConflict')) throw staleVersion();
    throw error;
  }
}
