import { userSchema, type User } from '@baucheck/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteUserRecord,
  getUserRecord,
  LastAdministratorError,
  updateUserRecord,
} from '../../functions/src/repositories/users.ts';
import {
  activatedAccount,
  listedUsers,
  login,
  send,
  signedIn,
  TEST_PASSWORD as PASSWORD,
} from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * There is always an active Administrator: the last one can neither delete the own account nor be
 * deleted, deactivated or re-levelled. To be the last, this file's own Administrator deactivates every
 * other active Administrator first (the demo admin included) and activates them again at the end;
 * the integration files run one after another, so no other file sees that state.
 */

const LAST_ADMINISTRATOR = /^Dies ist der letzte aktive Administrator-Account\./;

interface Account {
  id: string;
  email: string;
  session: ApiSession;
}

/** The active Administrators, as the administrators' list filters them. */
const usersOf = (session: ApiSession) => listedUsers(session, { level: 'Administrator', status: 'active' });

/** A new account, activated by `admin` as an Administrator, and signed in. */
async function newAdministrator(admin: ApiSession, label: string): Promise<Account> {
  const { id, email } = await activatedAccount(admin, label, { level: 'Administrator' });
  const session = new ApiSession();
  expect((await login(session, email, PASSWORD)).status).toBe(200);
  return { id, email, session };
}

const activeAdministrators = (users: User[]) =>
  users.filter((user) => user.level === 'Administrator' && user.is_active);

describe('the last active Administrator', () => {
  let last: Account;
  /** The Administrators this file deactivated, to activate again at the end. */
  const deactivated: string[] = [];
  /** Administrators this file created, deleted again at the end. */
  const created: Account[] = [];

  beforeAll(async () => {
    const admin = await signedIn('admin@baucheck.test');
    last = await newAdministrator(admin, 'letzter-admin');
    created.push(last);
    for (const other of activeAdministrators(await usersOf(last.session))) {
      if (other.id === last.id) continue;
      await expectJson(
        await send(last.session, 'PATCH', `/api/users/${other.id}`, { version: other.version, is_active: false }),
        200,
      );
      deactivated.push(other.id);
    }
    expect(activeAdministrators(await usersOf(last.session)).map((user) => user.id)).toEqual([last.id]);
  });

  afterAll(async () => {
    // Activated again by whichever Administrator of this file is still active
    let restorer: ApiSession | undefined;
    for (const account of created) {
      const record = await getUserRecord(account.id);
      if (record?.level === 'Administrator' && record.is_active) restorer ??= account.session;
    }
    for (const id of deactivated) {
      const record = await getUserRecord(id);
      if (!record || record.is_active) continue;
      if (restorer) {
        await send(restorer, 'PATCH', `/api/users/${id}`, { version: record.version, is_active: true });
      } else {
        // Only if this file failed so badly that none is left: straight in the table, so later files still run.
        await updateUserRecord(record, record.version, { is_active: true });
      }
    }
    const admin = await signedIn('admin@baucheck.test');
    for (const account of created) await send(admin, 'DELETE', `/api/users/${account.id}`);
  });

  it('refuses to delete the own account with 409 and the reason, and changes nothing', async () => {
    const before = userSchema.parse(await expectJson(await last.session.request('/api/users/me'), 200));

    const response = await send(last.session, 'DELETE', '/api/users/me');

    const { detail } = await expectJson<{ detail: string }>(response, 409);
    expect(detail).toMatch(LAST_ADMINISTRATOR);
    expect(userSchema.parse(await expectJson(await last.session.request('/api/users/me'), 200))).toEqual(before);
    expect((await login(new ApiSession(), last.email, PASSWORD)).status).toBe(200);
  });

  it('refuses its deletion by id with 409, and changes nothing', async () => {
    const before = userSchema.parse(await expectJson(await last.session.request('/api/users/me'), 200));

    const response = await send(last.session, 'DELETE', `/api/users/${last.id}`);

    expect((await expectJson<{ detail: string }>(response, 409)).detail).toMatch(LAST_ADMINISTRATOR);
    expect(userSchema.parse(await expectJson(await last.session.request('/api/users/me'), 200))).toEqual(before);
  });

  it('still lets an Administrator end another one while one stays active', async () => {
    // Demoted to Standard, then deleted by the other
    const demoted = await newAdministrator(last.session, 'herabgestuft');
    created.push(demoted);
    const user = (await usersOf(last.session)).find((candidate) => candidate.id === demoted.id);
    const response = await send(last.session, 'PATCH', `/api/users/${demoted.id}`, {
      version: user?.version,
      level: 'Standard',
    });
    expect(userSchema.parse(await expectJson(response, 200))).toMatchObject({ level: 'Standard', is_active: true });
    expect((await send(last.session, 'DELETE', `/api/users/${demoted.id}`)).status).toBe(204);

    // Deleting the own account
    const leaving = await newAdministrator(last.session, 'geht');
    created.push(leaving);
    expect((await send(leaving.session, 'DELETE', '/api/users/me')).status).toBe(204);
    expect((await last.session.request(`/api/users/${leaving.id}`)).status).toBe(404);
  });

  it('writes the end of an Administrator only while the one it relies on is still active', async () => {
    // Prepare: two more Administrators; both changes below passed the service's check that another
    // one is active (each relies on the other), as two requests at the same moment would
    const first = await newAdministrator(last.session, 'erste');
    const second = await newAdministrator(last.session, 'zweite');
    created.push(first, second);
    const firstRecord = await getUserRecord(first.id);
    const secondRecord = await getUserRecord(second.id);
    if (!firstRecord || !secondRecord) throw new Error('records missing');

    // Act: the first change is written, the second relies on the Administrator it just ended
    await updateUserRecord(secondRecord, secondRecord.version, { is_active: false }, { keepAdministrator: first.id });
    const deletion = deleteUserRecord(firstRecord, { keepAdministrator: second.id });
    const demotion = updateUserRecord(
      firstRecord,
      firstRecord.version,
      { level: 'Standard' },
      {
        keepAdministrator: second.id,
      },
    );

    // Assess (both at once: awaiting one first would leave the other's refusal unhandled meanwhile)
    await Promise.all([
      expect(deletion).rejects.toBeInstanceOf(LastAdministratorError),
      expect(demotion).rejects.toBeInstanceOf(LastAdministratorError),
    ]);
    expect(await getUserRecord(first.id)).toEqual(firstRecord);
    expect((await send(last.session, 'DELETE', `/api/users/${first.id}`)).status).toBe(204);
  });

  it('keeps one active when the last two end each other at the same moment', async () => {
    // Prepare: a second active Administrator
    const other = await newAdministrator(last.session, 'zweiter-admin');
    created.push(other);
    const users = await usersOf(last.session);
    expect(
      activeAdministrators(users)
        .map((user) => user.id)
        .sort(),
    ).toEqual([last.id, other.id].sort());
    const otherUser = users.find((candidate) => candidate.id === other.id);

    // Act: each one ends the other
    const [deactivation, deletion] = await Promise.all([
      send(last.session, 'PATCH', `/api/users/${other.id}`, { version: otherUser?.version, is_active: false }),
      send(other.session, 'DELETE', `/api/users/${last.id}`),
    ]);

    // Assess: never both; a refused one says why (or its caller was ended first: 401). Whether the two
    // requests overlap is up to the machine; the test before replays the overlap step by step.
    expect(deactivation.status === 200 && deletion.status === 204).toBe(false);
    for (const response of [deactivation, deletion]) {
      expect([200, 204, 401, 409]).toContain(response.status);
      if (response.status === 409) {
        expect(((await response.json()) as { detail: string }).detail).toMatch(/letzte aktive|inzwischen/);
      }
    }
    const remaining = await Promise.all([getUserRecord(last.id), getUserRecord(other.id)]);
    expect(remaining.filter((user) => user?.level === 'Administrator' && user.is_active).length).toBeGreaterThan(0);
  });
});
