import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Level } from '@baucheck/shared/enums';
import { accountStatus, type User } from '@baucheck/shared/users';
import { documentClient } from '#clients/dynamodb';
import { cancellationReasons, isConditionFailure, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, withoutKeys, type ItemMeta } from '../data/table-design.ts';
import { countQuery, queryPage, searchMatcher, type FilteredPage } from '../data/page.ts';

/*
 * The app's user records. Cognito holds identity and password; this record is the authority for
 * level, organisation, active flag and session validity, and is read on every signed-in request.
 *
 * Keys:
 *   user         pk = "USER#<cognito sub>"   sk = "USER"   gsi1pk = "USERS"  gsi1sk = "<email>"
 *                gsi2pk = "USERS_WAITING" (e-mail confirmed, never activated: accountStatus "waiting") or
 *                "USERS_ADMIN" (active Administrator), gsi2sk = "<email>"; no gsi2 keys otherwise (sparse)
 *   email claim  pk = "USEREMAIL#<email>"    sk = "USEREMAIL"  (user_id; makes e-mails unique)
 *   membership   pk = "ORG#<organisation id>"  sk = "USER#<id>"  (an organisation's accounts)
 *
 * Access patterns:
 *   user by id (every authenticated request, admin by id) → GetItem
 *   user id by e-mail (login, forgot password)             → GetItem on the claim
 *   a page of the users by e-mail (admin list), filtered   → Query gsi1 gsi1pk = "USERS", filtered in
 *                                                            code with a bounded read (data/page.ts)
 *   the accounts waiting for activation (admin list, start page) → Query gsi2 "USERS_WAITING"
 *   another active Administrator (before ending one)       → Query gsi2 "USERS_ADMIN", Limit 2
 *   how many accounts an organisation has (before its delete) → Query pk = "ORG#<id>" begins_with "USER#", COUNT
 * Creating a user or changing its e-mail or organisation writes the user, the claim and the
 * membership in one transaction.
 * A change that ends an active Administrator (delete, deactivate, other level) carries a condition on
 * another active Administrator in the same transaction, so there is always one left (see below).
 */

const table = () => config().TABLE_NAME;
const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'USER' });
const emailKey = (email: string) => ({ pk: `USEREMAIL#${email}`, sk: 'USEREMAIL' });
const membershipKey = (organisationId: string, id: string) => ({ pk: `ORG#${organisationId}`, sk: `USER#${id}` });

/** The sparse gsi2 partition a user belongs in, if any (see the keys above). */
function statusPartition(user: Pick<UserRecord, 'level' | 'is_active' | 'is_verified' | 'is_approved'>): string | null {
  if (accountStatus(user) === 'waiting') return 'USERS_WAITING';
  if (user.is_active && user.level === 'Administrator') return 'USERS_ADMIN';
  return null;
}

const membershipPut = (organisationId: string, id: string): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...membershipKey(organisationId, id), entity: 'UserMembership', user_id: id },
  },
});

export interface UserRecord extends ItemMeta {
  id: string;
  email: string;
  name: string;
  level: Level;
  organisation_id: string | null;
  is_active: boolean;
  is_verified: boolean;
  /**
   * Set at the first activation and never cleared, so a deactivated account is not taken for one
   * waiting for approval. Records written before it lack it: read as `is_active` (see fromItem).
   */
  is_approved: boolean;
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
  is_approved: record.is_approved,
  created_at: record.created_at,
  version: record.version,
});

/**
 * A stored user item as its record. An active record written before `is_approved` existed was
 * approved; an inactive one cannot tell a deactivated account from a waiting one and stays waiting
 * (as it was listed then) until an administrator activates it. Every update stores the flag.
 */
function fromItem(item: Record<string, unknown>): UserRecord {
  const record = withoutKeys<Omit<UserRecord, 'is_approved'> & { is_approved?: boolean }>(item);
  return { ...record, is_approved: record.is_approved ?? record.is_active };
}

export async function getUserRecord(id: string): Promise<UserRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: userKey(id) }));
  return Item ? fromItem(Item) : null;
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: emailKey(email) }));
  return (Item?.user_id as string | undefined) ?? null;
}

const PAGE_KEYS = {
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
} as const;

/**
 * A page of the users by e-mail address: all, or only those waiting for activation, optionally of
 * one level, active or inactive, or matching a search in name, e-mail and level.
 */
export async function listUserRecordsPage(options: {
  cursor?: string;
  limit: number;
  search?: string;
  level?: Level;
  status?: 'active' | 'inactive' | 'waiting';
}): Promise<FilteredPage<UserRecord>> {
  const waiting = options.status === 'waiting';
  const matchesSearch = searchMatcher(options.search);
  const filtered = Boolean(options.search || options.level || (options.status && !waiting));
  const page = await queryPage<UserRecord & Record<string, unknown>>(
    {
      TableName: table(),
      IndexName: waiting ? 'gsi2' : 'gsi1',
      KeyConditionExpression: waiting ? 'gsi2pk = :pk' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': waiting ? 'USERS_WAITING' : 'USERS' },
    },
    {
      keys: waiting ? PAGE_KEYS.gsi2 : PAGE_KEYS.gsi1,
      cursor: options.cursor,
      limit: options.limit,
      ...(filtered
        ? {
            matches: (user: UserRecord) =>
              (!options.level || user.level === options.level) &&
              (options.status !== 'active' || user.is_active) &&
              (options.status !== 'inactive' || !user.is_active) &&
              matchesSearch(user.name, user.email, user.level),
          }
        : {}),
    },
  );
  return { items: page.items.map(fromItem), nextCursor: page.nextCursor };
}

/** The id of an active Administrator other than `exceptId`, or null when there is none. */
export async function otherActiveAdministrator(exceptId: string): Promise<string | null> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS_ADMIN' },
      Limit: 2,
    }),
  );
  const other = (Items ?? []).find((item) => item.id !== exceptId);
  return other ? String(other.id) : null;
}

/** How many accounts belong to an organisation. */
export const countUsersOfOrganisation = (organisationId: string) =>
  countQuery({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
    ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':user': 'USER#' },
  });

export type NewUser = Omit<UserRecord, keyof ItemMeta | 'tokens_valid_after' | 'is_approved'>;

/** The index keys of a user item: the list by e-mail and, when it applies, its status partition. */
function indexKeys(user: UserRecord) {
  const status = statusPartition(user);
  return { gsi1pk: 'USERS', gsi1sk: user.email, ...(status ? { gsi2pk: status, gsi2sk: user.email } : {}) };
}

/** Stores a new user and claims its e-mail atomically; EmailTakenError when the e-mail is in use. */
export async function createUserRecord(input: NewUser): Promise<UserRecord> {
  const record: UserRecord = { ...input, is_approved: input.is_active, tokens_valid_after: 0, ...newItemMeta() };
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...userKey(input.id), entity: 'User', ...indexKeys(record), ...record },
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
          ...(record.organisation_id ? [membershipPut(record.organisation_id, record.id)] : []),
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
    is_approved: current.is_approved || (changes.is_active ?? current.is_active),
    version: expectedVersion + 1,
    updated_at: new Date().toISOString(),
  };
  const fields = Object.keys(changes) as Array<keyof UserChanges>;
  const names: Record<string, string> = {
    '#version': 'version',
    '#updated_at': 'updated_at',
    '#gsi1sk': 'gsi1sk',
    '#is_approved': 'is_approved',
  };
  const values: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':version': updated.version,
    ':updated_at': updated.updated_at,
    ':gsi1sk': updated.email,
    ':is_approved': updated.is_approved,
  };
  const assignments = [
    '#version = :version',
    '#updated_at = :updated_at',
    '#gsi1sk = :gsi1sk',
    '#is_approved = :is_approved',
  ];
  for (const field of fields) {
    names[`#${field}`] = field;
    values[`:${field}`] = changes[field];
    assignments.push(`#${field} = :${field}`);
  }
  const status = statusPartition(updated);
  if (status) {
    values[':gsi2pk'] = status;
    values[':gsi2sk'] = updated.email;
    assignments.push('gsi2pk = :gsi2pk', 'gsi2sk = :gsi2sk');
  }
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: userKey(current.id),
      UpdateExpression: `SET ${assignments.join(', ')}${status ? '' : ' REMOVE gsi2pk, gsi2sk'}`,
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
  if (updated.organisation_id !== current.organisation_id) {
    if (current.organisation_id) {
      items.push({ Delete: { TableName: table(), Key: membershipKey(current.organisation_id, current.id) } });
    }
    if (updated.organisation_id) items.push(membershipPut(updated.organisation_id, current.id));
  }
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
    ...(record.organisation_id
      ? [{ Delete: { TableName: table(), Key: membershipKey(record.organisation_id, record.id) } }]
      : []),
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
