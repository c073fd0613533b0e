import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import type * as Clients from '../../functions/src/clients/dynamodb.ts';
import type * as QuickChecks from '../../functions/src/services/quick-checks.ts';
import { signedIn } from '../support/accounts.ts';
import { publishTimed, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * The ETag of a resident's check names the revisions of what the check is resolved from, so a
 * revalidation (a browser's or the CDN's If-None-Match) is answered 304 from those revisions alone,
 * and every change residents would see gives a new ETag.
 */

const path = (unitId: string, group: string) => `/api/quick-checks/checks/${unitId}/${group}/`;
const revalidate = (session: ApiSession, url: string, etag: string) =>
  session.request(url, { headers: { 'If-None-Match': etag } });

/** The DynamoDB commands this process sent since the last `sent()`. */
const commands: string[] = [];
const sent = () => commands.splice(0, commands.length);
let quickChecks: typeof QuickChecks;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  quickChecks = await import('../../functions/src/services/quick-checks.ts');
  const { documentClient }: typeof Clients = await import('../../functions/src/clients/dynamodb.ts');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countCommandsOfTheTest' },
  );
});

describe("a resident's check revalidated with If-None-Match", () => {
  it('answers 304 while nothing changed, and the new check with a new ETag after a publish', async () => {
    // Prepare: Tannbach's garden house check (Baden-Württemberg's, inherited)
    const resident = new ApiSession();
    const url = path(DEMO_UNITS.tannbach, 'gartenhaus');
    const first = await resident.request(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const { check_id: checkId, version } = await quickCheck(resident, DEMO_UNITS.tannbach, 'gartenhaus');

    // Act + Assess: unchanged, it is a 304 without a body, as cacheable as the check itself
    const unchanged = await revalidate(resident, url, etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // The same tag; the CDN (and the local gateway) marks it weak on a compressed 200 (W/), and
    // If-None-Match compares tags weakly, so the prefix is no difference a client acts on.
    const weakly = (tag: string | null) => tag?.replace(/^W\//, '');
    expect(weakly(unchanged.headers.get('etag'))).toBe(weakly(etag));
    expect(unchanged.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect((await revalidate(resident, url, `W/${weakly(etag)}, "anderes"`)).status).toBe(304);

    // Act: Baden-Württemberg publishes its draft again
    await publishTimed(await signedIn('admin@baucheck.test'), checkId);

    // Assess: the old ETag gets the new version, with a new ETag that is current again
    const changed = await revalidate(resident, url, etag);
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag') ?? '';
    expect(newEtag).not.toBe(etag);
    expect(((await changed.json()) as { version: number }).version).toBe(version + 1);
    expect((await revalidate(resident, url, newEtag)).status).toBe(304);
  });

  it('gives each Gemeinde its own ETag, and answers a foreign or made-up one in full', async () => {
    const resident = new ApiSession();
    const tannbach = (await resident.request(path(DEMO_UNITS.tannbach, 'gartenhaus'))).headers.get('etag') ?? '';
    const lindenauUrl = path(DEMO_UNITS.lindenau, 'gartenhaus');
    const lindenau = (await resident.request(lindenauUrl)).headers.get('etag') ?? '';

    expect(lindenau).not.toBe(tannbach);
    expect((await revalidate(resident, lindenauUrl, tannbach)).status).toBe(200);
    expect(
      (await revalidate(resident, lindenauUrl, lindenau.replace(/~[\w-]+~/, '~AAAAAAAAAAAAAAAAAAAAAA~'))).status,
    ).toBe(200);
  });

  it('is answered from one BatchGetItem of the revisions, without reading the published version', async () => {
    // Prepare (in this process, whose code identity is its own)
    const resolved = await quickChecks.resolveTaggedQuickCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    if (!resolved) throw new Error('no check for Markt Lindenau');
    const full = sent();

    // Act
    const unchanged = await quickChecks.unchangedQuickCheckTag(DEMO_UNITS.lindenau, 'gartenhaus', resolved.etag);
    const revalidation = sent();

    // Assess: the full answer took six or seven reads (a Query of local values among them), the revalidation one request
    expect(unchanged).toBe(resolved.etag);
    expect(full).toContain('QueryCommand');
    expect(full.length).toBeGreaterThanOrEqual(6);
    expect(revalidation).toEqual(['BatchGetItemCommand']);
  });
});
