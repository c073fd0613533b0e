import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkSchema, type QuickCheck } from '@baucheck/shared/checks';
import { send, signedIn } from '../support/accounts.ts';
import { addSlide, draftOf, expectJson, publishTimed, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';

/*
 * Publishing, association and local values at the size of a real Land (Bayern has 2,056 Gemeinden):
 * the Land's units are written straight into DynamoDB under ids no other test looks at, and removed
 * again afterwards, since the other test files share this stack and list all units.
 */

const GROUP = 'gartenhaus';
const LARGE = 2_000;
const SMALL = 3;

let scale: typeof Scale;
let admin: ApiSession;
let large: Awaited<ReturnType<typeof Scale.landWithCheck>>;
let small: typeof large;
const copies: string[] = [];
const resident = new ApiSession();

const publish = (checkId: string) => publishTimed(admin, checkId);

const pick = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => Math.random() - 0.5).slice(0, count);

const served = (unitId: string): Promise<QuickCheck> => quickCheck(resident, unitId, GROUP);
const lokalesOf = (check: QuickCheck, slideId: string) =>
  check.definition.slides.find((slide) => slide.id === slideId)?.attributes.Lokales;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
  small = await scale.landWithCheck('unit-scale-small', '91', 'Kleinland', SMALL, GROUP);
  large = await scale.landWithCheck('unit-scale-large', '92', 'Großland', LARGE, GROUP);
}, 300_000);

/** Soft-deletes a check (after its association with `unitId`), so that staff lists no longer show it. */
async function removeCheck(checkId: string, unitId?: string) {
  if (unitId) await send(admin, 'DELETE', `/api/checks/${checkId}/${unitId}/disassociate/`);
  const { check } = await draftOf(admin, checkId);
  await send(admin, 'DELETE', `/api/checks/${checkId}/`, { version: check.version });
}

afterAll(async () => {
  for (const copy of copies) await removeCheck(copy);
  for (const { landId, checkId } of [small, large].filter(Boolean)) await removeCheck(checkId, landId);
  await scale.removeUnits([small, large].flatMap((land) => (land ? [land.landId, ...land.gemeinden] : [])));
}, 300_000);

describe('a Land with 2,000 Gemeinden', () => {
  it('publishes as fast as a Land with 3, and every Gemeinde serves the new version at once', async () => {
    // Act: publish both Länder's checks in turn, three times each (the fastest of each counts, so a
    // busy moment of the machine does not decide)
    const timings = { small: [] as number[], large: [] as number[] };
    let latest = 0;
    for (let round = 0; round < 3; round += 1) {
      timings.small.push((await publish(small.checkId)).elapsed);
      const { published, elapsed } = await publish(large.checkId);
      timings.large.push(elapsed);
      latest = published.latest_version;
    }

    // Assess: the Land-size publish answers 2xx about as fast as the small one
    expect(Math.min(...timings.large)).toBeLessThanOrEqual(3 * Math.min(...timings.small));
    // … and the next read of any Gemeinde, anywhere in the Land, is the new version
    expect(latest).toBe(4);
    for (const unitId of pick(large.gemeinden, 20)) {
      const check = await served(unitId);
      expect([check.check_id, check.version, check.reference_unit.land_name]).toEqual([
        large.checkId,
        latest,
        'Großland',
      ]);
    }
  });

  it('changes nothing when a publish fails', async () => {
    // Prepare
    const before = await served(pick(large.gemeinden, 1)[0] as string);
    const { check } = await draftOf(admin, large.checkId);

    // Act: publish naming a content revision that is not the draft's
    const refused = await send(admin, 'PATCH', `/api/checks/${large.checkId}/publish/`, {
      content_revision: check.content_revision + 1,
    });

    // Assess
    expect(refused.status).toBe(409);
    expect((await draftOf(admin, large.checkId)).check.latest_version).toBe(check.latest_version);
    for (const unitId of pick(large.gemeinden, 5)) expect((await served(unitId)).version).toBe(before.version);
  });

  it("shows a Gemeinde's own check to that Gemeinde only, at once, and its Land's again after disassociation", async () => {
    // Prepare: the Gemeinde's own copy of the Land's check, published
    const [own, neighbour] = pick(large.gemeinden, 2) as [string, string];
    const copy = checkSchema.parse(
      await expectJson(
        await send(admin, 'POST', `/api/checks/${large.checkId}/duplicate/`, { reference_unit_id: own }),
        201,
      ),
    );
    copies.push(copy.id);
    await publish(copy.id);

    // Act
    await expectJson(await send(admin, 'POST', `/api/checks/${copy.id}/${own}/associate/`), 200);

    // Assess
    expect((await served(own)).check_id).toBe(copy.id);
    expect((await served(neighbour)).check_id).toBe(large.checkId);

    // Act: back to the Land's check
    await expectJson(await send(admin, 'DELETE', `/api/checks/${copy.id}/${own}/disassociate/`), 200);

    // Assess
    expect((await served(own)).check_id).toBe(large.checkId);
  });

  it("brings a Gemeinde's local value to it and not to its neighbours, and the Land's to every Gemeinde", async () => {
    // Prepare
    const [gemeinde, neighbour] = pick(large.gemeinden, 2) as [string, string];
    const slide = (await draftOf(admin, large.checkId)).slides.find((candidate) => candidate.type === 'Ja-Oder-Nein');
    if (!slide) throw new Error('the check has no question');
    const setLokales = async (unitId: string, value: string) =>
      expectJson<Array<{ id: string }>>(
        await send(admin, 'PATCH', `/api/attributes/${slide.id}/`, {
          reference_unit_id: unitId,
          attributes: [{ key: 'Lokales', value }],
        }),
        200,
      );

    // Act
    const [local] = await setLokales(gemeinde, '<p>Nur in dieser Gemeinde</p>');
    await setLokales(large.landId, '<p>Im ganzen Land</p>');

    // Assess: the Gemeinde's value wins over its Land's; its neighbour gets the Land's
    expect(lokalesOf(await served(gemeinde), slide.id)).toBe('<p>Nur in dieser Gemeinde</p>');
    expect(lokalesOf(await served(neighbour), slide.id)).toBe('<p>Im ganzen Land</p>');

    // Act: the Gemeinde's value removed
    expect((await send(admin, 'DELETE', `/api/attributes/${local?.id}/`)).status).toBe(204);

    // Assess
    expect(lokalesOf(await served(gemeinde), slide.id)).toBe('<p>Im ganzen Land</p>');
  });

  it('removes a slide that hundreds of Gemeinden gave a local text, and residents keep the text until the next publish', async () => {
    // Prepare: a published text slide, first in the check, with a local text in 150 Gemeinden (more
    // than one transaction holds)
    const slide = await addSlide(admin, large.checkId, 'Text');
    const { slides } = await draftOf(admin, large.checkId);
    const added = slides.find((candidate) => candidate.id === slide.id);
    const order = [added, ...slides.filter((candidate) => candidate.id !== slide.id)].map((candidate) => ({
      id: candidate?.id,
      version: candidate?.version,
    }));
    expect((await send(admin, 'PATCH', `/api/slides/${large.checkId}/positions/`, order)).status).toBe(200);
    const withText = large.gemeinden.slice(0, 150);
    for (const unitId of withText) {
      const response = await send(admin, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: unitId,
        attributes: [{ key: 'Lokales', value: `<p>Hinweis für ${unitId}</p>` }],
      });
      expect(response.status).toBe(200);
    }
    await publish(large.checkId);
    const [first, last] = [withText[0] as string, withText[149] as string];
    expect(lokalesOf(await served(last), slide.id)).toBe(`<p>Hinweis für ${last}</p>`);

    // Act
    expect((await send(admin, 'DELETE', `/api/slides/${slide.id}/`)).status).toBe(204);

    // Assess: gone from the draft; the published version still shows each Gemeinde its own text
    expect((await draftOf(admin, large.checkId, first)).slides.map((candidate) => candidate.id)).not.toContain(
      slide.id,
    );
    expect(lokalesOf(await served(first), slide.id)).toBe(`<p>Hinweis für ${first}</p>`);
    // … until the next version, which has no such slide
    await publish(large.checkId);
    expect((await served(first)).definition.slides.map((candidate) => candidate.id)).not.toContain(slide.id);
  });
});
