import { createHash, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkSchema, type Check } from '@baucheck/shared/checks';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { allPages, draftOf, expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/**
 * Writes a client retries after a timeout (publish, duplicate, account creation) run once per
 * Idempotency-Key: the retry gets the first answer and nothing happens twice.
 */

const key = () => ({ 'Idempotency-Key': randomUUID() });

async function checksOf(session: ApiSession, group: string): Promise<Check[]> {
  return checkSchema.array().parse(await allPages(session, `/api/checks/${group}/`));
}

/** Bayern's seeded (published) Standard check of a group; other files add unpublished ones to the shared stack. */
async function bavarianStandard(session: ApiSession, group: string): Promise<Check> {
  const seeded = SEED_CHECKS.find((seed) => seed.group === group && seed.land_id === DEMO_UNITS.bayern);
  const found = (await checksOf(session, group)).find(
    (check) =>
      check.type === 'Standard' &&
      check.land_id === DEMO_UNITS.bayern &&
      check.title === seeded?.title &&
      check.latest_version > 0,
  );
  if (!found) throw new Error(`no Bavarian ${group} check`);
  return found;
}

/** The idempotency records the stack keeps (their request hashes among them), read from its table. */
async function keptIdempotencyRecords(): Promise<Array<Record<string, unknown>>> {
  const { documentClient } = await import('../../functions/src/clients/dynamodb.ts');
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'IDEMPOTENCY' },
    }),
  );
  return Items;
}

beforeAll(() => {
  Object.assign(process.env, inject('stackEnv'));
});

describe('Idempotency-Key on retried writes', () => {
  it('makes one copy and one version however often the same duplicate and publish are retried', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const standard = await bavarianStandard(kommune, 'carport_garage');
    const copiesBefore = (await checksOf(kommune, 'carport_garage')).filter((c) => c.source_check_id === standard.id);

    const duplicateKey = key();
    const duplicate = () =>
      send(
        kommune,
        'POST',
        `/api/checks/${standard.id}/duplicate/`,
        { reference_unit_id: DEMO_UNITS.lindenau },
        duplicateKey,
      );
    const copy = checkSchema.parse(await expectJson(await duplicate(), 201));
    // The answer got lost; the browser sends the same change again.
    expect(checkSchema.parse(await expectJson(await duplicate(), 201)).id).toBe(copy.id);
    const copiesAfter = (await checksOf(kommune, 'carport_garage')).filter((c) => c.source_check_id === standard.id);
    expect(copiesAfter).toHaveLength(copiesBefore.length + 1);

    const revision = (await draftOf(kommune, copy.id)).check.content_revision;
    const publishKey = key();
    const publish = () =>
      send(kommune, 'PATCH', `/api/checks/${copy.id}/publish/`, { content_revision: revision }, publishKey);
    // Two tabs (or a double click) send it at once, then a retry follows: still one version.
    const racing = await Promise.all([publish(), publish()]);
    const statuses = racing.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const conflict = racing.find((response) => response.status === 409);
    if (conflict) expect(((await conflict.json()) as { detail: string }).detail).toContain('bereits bearbeitet');
    const retried = checkSchema.parse(await expectJson(await publish(), 200));
    expect(retried.latest_version).toBe(1);
    expect((await draftOf(kommune, copy.id)).check.latest_version).toBe(1);

    // The same key for another change is refused instead of answered with the first one's result.
    const reused = await send(
      kommune,
      'PATCH',
      `/api/checks/${copy.id}/publish/`,
      { content_revision: revision + 1 },
      publishKey,
    );
    expect(reused.status).toBe(422);
    expect(JSON.stringify(await reused.json())).toContain('bereits für eine andere Anfrage verwendet');
  });

  it('runs a failed write again on retry, since a failure keeps nothing', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const standard = await bavarianStandard(kommune, 'gartenhaus');
    const retryKey = key();
    const foreignUnit = () =>
      send(
        kommune,
        'POST',
        `/api/checks/${standard.id}/duplicate/`,
        { reference_unit_id: DEMO_UNITS.seewiesen },
        retryKey,
      );
    expect((await foreignUnit()).status).toBe(403);
    expect((await foreignUnit()).status).toBe(403);
    const mine = await send(
      kommune,
      'POST',
      `/api/checks/${standard.id}/duplicate/`,
      { reference_unit_id: DEMO_UNITS.lindenau },
      retryKey,
    );
    expect(mine.status).toBe(201);
  });

  it('creates one account for a retried registration, and keeps keys apart per route', async () => {
    const anonymous = new ApiSession();
    const email = `wiederholt-${randomUUID().slice(0, 8)}@baucheck.test`;
    const registrationKey = key();
    const register = () =>
      send(
        anonymous,
        'POST',
        '/api/auth/create',
        { email, password: 'Sicheres-Passwort-2026', name: 'Rita Retry' },
        registrationKey,
      );
    const first = await expectJson<{ id: string }>(await register(), 201);
    const again = await expectJson<{ id: string }>(await register(), 201);
    expect(again.id).toBe(first.id);
    // Without the key the same registration is what it always was: the address is taken.
    const plain = await send(anonymous, 'POST', '/api/auth/create', {
      email,
      password: 'Sicheres-Passwort-2026',
      name: 'Rita Retry',
    });
    expect(plain.status).toBe(400);

    // The kept record cannot give the password away: it holds no hash of the request as sent
    const sortedJson = (value: unknown): string =>
      JSON.stringify(value, (_key, inner: unknown) =>
        inner && typeof inner === 'object' && !Array.isArray(inner)
          ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
          : inner,
      );
    const body = { email, password: 'Sicheres-Passwort-2026', name: 'Rita Retry' };
    const plainHashes = [{ body }, { body, path: {} }].map((request) =>
      createHash('md5').update(sortedJson(request)).digest('base64'),
    );
    const kept = await keptIdempotencyRecords();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((record) => plainHashes.includes(String(record.validation)))).toEqual([]);
    // ... and still tells a reused key with another password
    const reused = await send(
      anonymous,
      'POST',
      '/api/auth/create',
      { ...body, password: 'Anderes-Passwort-2026' },
      registrationKey,
    );
    expect(reused.status).toBe(422);
  });

  it('refuses a key that cannot be one with a German 422 and changes nothing', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const standard = await bavarianStandard(kommune, 'gartenhaus');
    const before = await checksOf(kommune, 'gartenhaus');
    const response = await send(
      kommune,
      'POST',
      `/api/checks/${standard.id}/duplicate/`,
      { reference_unit_id: DEMO_UNITS.lindenau },
      { 'Idempotency-Key': 'kurz' },
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('Idempotency-Key muss 16 bis 128 Zeichen');
    expect(await checksOf(kommune, 'gartenhaus')).toHaveLength(before.length);
  });
});
