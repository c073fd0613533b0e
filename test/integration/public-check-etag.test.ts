import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import type * as Clients from '../../functions/src/clients/dynamodb.ts';
import type * as QuickChecks from '../../functions/src/services/quick-checks.ts';
import { send, signedIn } from '../support/accounts.ts';
import { addSlide, draftOf, expectJson, publishTimed, quickCheck } from '../support/checks.ts';
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

  it("changes with the Gemeinde's and its Land's local values, not with the draft or another Gemeinde's", async () => {
    // Prepare: Seewiesen's garden house check (Bayern's, inherited) and Lindenau's, each with its ETag
    const land = await signedIn('land@baucheck.test');
    const resident = new ApiSession();
    const url = path(DEMO_UNITS.seewiesen, 'gartenhaus');
    const { check_id: checkId } = await quickCheck(resident, DEMO_UNITS.seewiesen, 'gartenhaus');
    const slide = (await draftOf(land, checkId)).slides.find((candidate) => candidate.type === 'Ja-Oder-Nein');
    if (!slide) throw new Error('the demo check asks a yes/no question');
    /** Sets the unit's "Lokales" of that slide (sending the version read when it has one). */
    const setLocal = async (unitId: string, value: string) => {
      const draft = await draftOf(land, checkId, unitId);
      const held = draft.slides
        .find((candidate) => candidate.id === slide.id)
        ?.attributes.find((attribute) => attribute.key === 'Lokales' && attribute.reference_unit_id === unitId);
      await expectJson(
        await send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
          reference_unit_id: unitId,
          attributes: [{ key: 'Lokales', value, ...(held ? { version: held.version } : {}) }],
        }),
        200,
      );
    };
    const tagOf = async (target: string) => (await resident.request(target)).headers.get('etag') ?? '';
    const revision = (await draftOf(land, checkId)).check.content_revision;
    const seewiesen = await tagOf(url);
    const lindenauUrl = path(DEMO_UNITS.lindenau, 'gartenhaus');
    const lindenau = await tagOf(lindenauUrl);

    // Act + Assess: Seewiesen's own local value gives Seewiesen a new answer, not Lindenau
    const note = `<p>Seewiesen ${Date.now()}</p>`;
    await setLocal(DEMO_UNITS.seewiesen, note);
    const changed = await revalidate(resident, url, seewiesen);
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as { definition: { slides: Array<{ id: string; attributes: object }> } };
    expect(body.definition.slides.find((candidate) => candidate.id === slide.id)?.attributes).toMatchObject({
      Lokales: note,
    });
    const current = changed.headers.get('etag') ?? '';
    expect((await revalidate(resident, lindenauUrl, lindenau)).status).toBe(304);

    // … the Land's local value reaches Seewiesen too
    await setLocal(DEMO_UNITS.bayern, `<p>Bayern ${Date.now()}</p>`);
    const afterLand = await revalidate(resident, url, current);
    expect(afterLand.status).toBe(200);
    const landTag = afterLand.headers.get('etag') ?? '';
    // Local values are not the draft: an author's publish, naming the revision read before, still goes through
    expect((await draftOf(land, checkId)).check.content_revision).toBe(revision);

    // … and a change of the draft alone (residents get the published version) leaves the answer as it was
    const added = await addSlide(land, checkId, 'Text');
    expect((await send(land, 'DELETE', `/api/slides/${added.id}/`)).status).toBe(204);
    expect((await revalidate(resident, url, landTag)).status).toBe(304);
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
