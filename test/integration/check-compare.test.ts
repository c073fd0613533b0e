import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkComparisonSchema, checkSchema, SAME_CHECK_TEXT, type Check } from '@baucheck/shared/checks';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { draftOf, expectJson, publishTimed, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { pdfText } from '../support/pdf.ts';

/*
 * "Versionen vergleichen" against the local stack: the change list between published versions and
 * the draft of one check, who may read it, what the API refuses, and the documentation PDF's appendix
 * "Änderungen gegenüber Version N" (read back with pdftotext).
 *
 * The story: Markt Lindenau's Kommune copies Bayern's garden-house check and publishes it (version 1);
 * the Land raises the copy's volume limit from 75 to 80 m³ and publishes (version 2), then adds a
 * slide to the draft.
 */

const compare = (session: ApiSession, checkId: string, query: string) =>
  session.request(`/api/checks/${checkId}/compare/?${query}`);

async function comparison(session: ApiSession, checkId: string, query: string) {
  return checkComparisonSchema.parse(await expectJson(await compare(session, checkId, query), 200));
}

let copy: Check;
/** Copies this file makes, deleted at the end so other tests find the seeded checks only. */
const copies: string[] = [];
let standardCheckId: string;
let thresholdSlide: { number: number; title: string };
let land: ApiSession;
let kommune: ApiSession;

beforeAll(async () => {
  [land, kommune] = await Promise.all([signedIn('land@baucheck.test'), signedIn('kommune@baucheck.test')]);
  standardCheckId = (await quickCheck(new ApiSession(), DEMO_UNITS.bayern, 'gartenhaus')).check_id;
  copy = checkSchema.parse(
    await expectJson(
      await send(kommune, 'POST', `/api/checks/${standardCheckId}/duplicate/`, {
        reference_unit_id: DEMO_UNITS.lindenau,
      }),
      201,
    ),
  );
  copies.push(copy.id);
  await publishTimed(kommune, copy.id);

  const draft = await draftOf(land, copy.id);
  const index = draft.slides.findIndex((slide) => slide.attributes.some((attribute) => attribute.key === 'Messwert'));
  const slide = draft.slides[index];
  const messwert = slide?.attributes.find((attribute) => attribute.key === 'Messwert');
  if (!slide || !messwert) throw new Error('The garden-house check has no measurement question.');
  expect(messwert.value).toBe('75');
  thresholdSlide = {
    number: index + 1,
    title: slide.attributes.find((attribute) => attribute.key === 'Frage')?.value ?? '',
  };
  await expectJson(
    await send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Messwert', value: '80', version: messwert.version }],
    }),
    200,
  );
  await publishTimed(land, copy.id);
  await expectJson(await send(land, 'POST', '/api/slides/', { check_id: copy.id, type: 'Text' }), 201);
});

afterAll(async () => {
  for (const id of copies) {
    const { check } = await draftOf(land, id);
    await expectJson(await send(land, 'DELETE', `/api/checks/${id}/`, { version: check.version }), 200);
  }
});

describe('GET /api/checks/{id}/compare/', () => {
  it('lists what changed between two published versions, and between a version and the draft', async () => {
    // Act
    const published = await comparison(kommune, copy.id, 'from=1&to=2');
    const sinceDraft = await comparison(kommune, copy.id, 'from=2&to=draft');
    const back = await comparison(kommune, copy.id, 'from=2&to=1');

    // Assess
    expect(published.from).toMatchObject({ version: 1, title: copy.title });
    expect(published.from.published_at).not.toBeNull();
    expect(published.to.version).toBe(2);
    const title = thresholdSlide.title.length > 60 ? `${thresholdSlide.title.slice(0, 57)}…` : thresholdSlide.title;
    expect(published.changes).toEqual([
      {
        kind: 'threshold_changed',
        slide: {
          id: expect.any(String),
          number_before: thresholdSlide.number,
          number_after: thresholdSlide.number,
          title,
        },
        answer: null,
        outcome: null,
        field: null,
        before: '75',
        after: '80',
        text: `Folie ${thresholdSlide.number} „${title}“: Grenzwert 75\u00a0m³ → 80\u00a0m³.`,
      },
    ]);
    expect(back.changes.map((change) => change.text)).toEqual([
      `Folie ${thresholdSlide.number} „${title}“: Grenzwert 80\u00a0m³ → 75\u00a0m³.`,
    ]);
    expect(sinceDraft.to).toEqual({ version: 'draft', title: copy.title, published_at: null });
    expect(sinceDraft.changes.map((change) => change.kind)).toEqual(['slide_added']);
    expect(sinceDraft.changes[0]?.text).toMatch(/^Folie \d+ \(Text\) ist neu\.$/);
  });

  it('finds nothing to list when a version is compared with itself', async () => {
    expect((await comparison(kommune, copy.id, 'from=2&to=2')).changes).toEqual([]);
    expect((await comparison(land, standardCheckId, 'from=1&to=1')).changes).toEqual([]);
  });

  it('answers those who may read the check in the editor, and no one else', async () => {
    // Prepare: a copy for Seewiesen (not the Lindenau Kommune's), Baden-Württemberg's check, other levels
    const admin = await signedIn('admin@baucheck.test');
    const seewiesen = checkSchema.parse(
      await expectJson(
        await send(land, 'POST', `/api/checks/${standardCheckId}/duplicate/`, {
          reference_unit_id: DEMO_UNITS.seewiesen,
        }),
        201,
      ),
    );
    copies.push(seewiesen.id);
    const otherLand = (await quickCheck(new ApiSession(), DEMO_UNITS.tannbach, 'gartenhaus')).check_id;
    const [partner, standard] = await Promise.all([
      signedIn('partner@baucheck.test'),
      signedIn('standard@baucheck.test'),
    ]);

    // Act and assess: Land staff on their Land's Standard check and copies, Kommune staff on their own copy
    // and their Land's Standard check, Administrators everywhere
    expect((await compare(land, standardCheckId, 'from=1&to=draft')).status).toBe(200);
    expect((await compare(land, copy.id, 'from=1&to=draft')).status).toBe(200);
    expect((await compare(kommune, copy.id, 'from=1&to=draft')).status).toBe(200);
    expect((await compare(kommune, standardCheckId, 'from=1&to=draft')).status).toBe(200);
    expect((await compare(admin, otherLand, 'from=1&to=draft')).status).toBe(200);
    // …but not another Gemeinde's copy, another Land's check, other levels or without a session
    for (const [session, checkId] of [
      [kommune, seewiesen.id],
      [land, otherLand],
      [kommune, otherLand],
    ] as const) {
      const refused = await expectJson<{ detail: string }>(await compare(session, checkId, 'from=draft&to=draft'), 403);
      expect(refused.detail).toBe('Keine Berechtigung für diesen Check oder diese Bezugseinheit');
    }
    expect((await compare(partner, copy.id, 'from=1&to=draft')).status).toBe(403);
    expect((await compare(standard, copy.id, 'from=1&to=draft')).status).toBe(403);
    expect((await compare(new ApiSession(), copy.id, 'from=1&to=draft')).status).toBe(401);
  });

  it('refuses bad versions, unknown ones and any attempt to compare across checks, in German', async () => {
    const versionText = 'Bitte eine Versionsnummer oder „draft“ angeben.';
    for (const query of ['from=eins&to=2', 'from=0&to=2', 'from=1.5&to=2', 'from=1', 'to=draft', '']) {
      const refused = await expectJson<{ detail: Array<{ loc: string[]; msg: string }> }>(
        await compare(kommune, copy.id, query),
        422,
      );
      expect(refused.detail.map((issue) => issue.msg)).toContain(versionText);
    }
    // Versions belong to the check in the path: naming another check is refused, not compared.
    const across = await expectJson<{ detail: Array<{ msg: string }> }>(
      await compare(kommune, copy.id, `from=1&to=1&to_check=${standardCheckId}`),
      422,
    );
    expect(across.detail.map((issue) => issue.msg)).toEqual([SAME_CHECK_TEXT]);

    const unknown = await expectJson<{ detail: string }>(await compare(kommune, copy.id, 'from=1&to=3'), 404);
    expect(unknown.detail).toBe('Diese Version des Checks gibt es nicht.');
    expect((await compare(kommune, copy.id, 'from=99&to=draft')).status).toBe(404);
    const missing = await expectJson<{ detail: string }>(
      await compare(kommune, '00000000-0000-0000-0000-000000000000', 'from=1&to=draft'),
      404,
    );
    expect(missing.detail).toBe('Der Check existiert nicht');
  });
});

describe('the documentation PDF', () => {
  const documentation = async (session: ApiSession, version: string | number) => {
    const response = await session.request(`/api/checks/${copy.id}/versions/${version}/documentation/`);
    expect(response.status).toBe(200);
    return pdfText(new Uint8Array(await response.arrayBuffer())).replace(/[\s\u00a0]+/g, ' ');
  };

  it('appends the changes since the previous published version, and nothing to the first', async () => {
    // Act
    const [second, draft, first] = await Promise.all([
      documentation(kommune, 2),
      documentation(land, 'draft'),
      documentation(kommune, 1),
    ]);

    // Assess
    expect(second).toContain('Änderungen gegenüber Version 1');
    expect(second).toContain('1 Änderung;');
    expect(second).toMatch(/Folien und Antworten Folie \d+ „.+“: Grenzwert 75 m³ → 80 m³\./);
    expect(draft).toContain('Änderungen gegenüber Version 2');
    expect(draft).toMatch(/Folie \d+ \(Text\) ist neu\./);
    expect(draft).not.toContain('Grenzwert 75 m³ → 80 m³');
    expect(first).not.toContain('Änderungen gegenüber');
  });
});
