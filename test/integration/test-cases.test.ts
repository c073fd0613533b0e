import { describe, expect, it } from 'vitest';
import { checkSchema } from '@baucheck/shared/checks';
import { MAX_TEST_CASES, testCaseListSchema, testCaseSchema, type TestCase } from '@baucheck/shared/test-cases';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { draftOf, expectJson, volumeCheck } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import { evaluateCase } from '@baucheck/shared/engine/test-cases';
import { toEngineCheck } from '../../frontend/src/features/check-editor/utils/definition.ts';

type Detail = Array<{ loc: Array<string | number>; msg: string; type: string; ctx?: Record<string, unknown> }>;

const addCase = (session: ApiSession, checkId: string, body: unknown) =>
  send(session, 'POST', `/api/checks/${checkId}/test-cases/`, body);

async function casesOf(session: ApiSession, checkId: string, unitId?: string): Promise<TestCase[]> {
  const query = unitId ? `?reference_unit_id=${unitId}` : '';
  return testCaseListSchema.parse(
    await expectJson(await session.request(`/api/checks/${checkId}/test-cases/${query}`), 200),
  );
}

async function setThreshold(land: ApiSession, checkId: string, slideId: string, value: string) {
  const slide = (await draftOf(land, checkId)).slides.find((candidate) => candidate.id === slideId);
  const threshold = slide?.attributes.find((attribute) => attribute.key === 'Messwert');
  await expectJson(
    await send(land, 'PATCH', `/api/attributes/${slideId}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Messwert', value, version: threshold?.version }],
    }),
    200,
  );
}

const publish = async (land: ApiSession, checkId: string, confirmed: unknown[] = []) =>
  send(land, 'PATCH', `/api/checks/${checkId}/publish/`, {
    content_revision: (await draftOf(land, checkId)).check.content_revision,
    confirmed_test_cases: confirmed,
  });

describe('test cases (Prüffälle) of a check', () => {
  it('keeps the paths Land staff saved with their results, and publishing asks to confirm each changed one', async () => {
    // Prepare: two cases on either side of the 75 m³ threshold
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle ${Date.now()}`);
    const big = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, { name: 'Gartenhaus 80 m³', answers: { [volumeId]: { value: 80 } } }),
        201,
      ),
    );
    const small = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, { name: 'Gartenhaus 50 m³', answers: { [volumeId]: { value: 50 } } }),
        201,
      ),
    );
    expect([big.expected?.overall, small.expected?.overall]).toEqual(['genehmigungspflichtig', 'verfahrensfrei']);
    expect((await casesOf(land, checkId)).map((testCase) => [testCase.name, testCase.changed])).toEqual([
      ['Gartenhaus 80 m³', false],
      ['Gartenhaus 50 m³', false],
    ]);

    // Act: raise the threshold to 85 m³ and publish without confirming
    await setThreshold(land, checkId, volumeId, '85');
    const listed = await casesOf(land, checkId);
    const refused = await expectJson<{ detail: Detail }>(await publish(land, checkId), 422);

    // Assess: the 80 m³ case changed, is listed beside the publish problems in German, nothing is published
    expect(listed.find((testCase) => testCase.id === big.id)).toMatchObject({
      changed: true,
      change_text: 'Prüffall „Gartenhaus 80 m³“: Baugenehmigung erforderlich → Verfahrensfrei',
      current: { overall: 'verfahrensfrei' },
      expected: { overall: 'genehmigungspflichtig' },
    });
    expect(listed.find((testCase) => testCase.id === small.id)?.changed).toBe(false);
    expect(refused.detail).toEqual([
      {
        loc: ['test_cases', big.id],
        msg: 'Prüffall „Gartenhaus 80 m³“: Baugenehmigung erforderlich → Verfahrensfrei',
        type: 'test_case_changed',
        ctx: { current: listed.find((testCase) => testCase.id === big.id)?.current },
      },
    ]);
    expect((await draftOf(land, checkId)).check.latest_version).toBe(0);

    // A confirmation with another result than the draft gives does not count
    const wrong = await publish(land, checkId, [{ id: big.id, result: big.expected }]);
    expect(wrong.status).toBe(422);

    // Confirmed with the result the author saw: published, and the case expects the new result
    const current = listed.find((testCase) => testCase.id === big.id)?.current;
    const published = checkSchema.parse(
      await expectJson(await publish(land, checkId, [{ id: big.id, result: current }]), 200),
    );
    expect(published.latest_version).toBe(1);
    const after = await casesOf(land, checkId);
    expect(after.map((testCase) => [testCase.name, testCase.expected?.overall, testCase.changed])).toEqual([
      ['Gartenhaus 80 m³', 'verfahrensfrei', false],
      ['Gartenhaus 50 m³', 'verfahrensfrei', false],
    ]);
  });

  it('confirms only the results the refused publish showed: a change in between is refused, nothing published', async () => {
    // Prepare: a case at 80 m³; the threshold raised to 85 m³ changes its result; publishing lists it
    const land = await signedIn('land@baucheck.test');
    const colleague = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle Bestätigung ${Date.now()}`);
    const big = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, { name: 'Gartenhaus 80 m³', answers: { [volumeId]: { value: 80 } } }),
        201,
      ),
    );
    await setThreshold(land, checkId, volumeId, '85');
    const refusedRevision = (await draftOf(land, checkId)).check.content_revision;
    const refused = await expectJson<{ detail: Detail }>(await publish(land, checkId), 422);
    const shown = refused.detail.find((issue) => issue.loc[1] === big.id)?.ctx?.current;
    expect(shown).toMatchObject({ overall: 'verfahrensfrei' });

    // Act: a colleague edits the draft before the author confirms what the dialog showed
    await setThreshold(colleague, checkId, volumeId, '70');
    const confirmed = await send(land, 'PATCH', `/api/checks/${checkId}/publish/`, {
      content_revision: refusedRevision,
      confirmed_test_cases: [{ id: big.id, result: shown }],
    });

    // Assess: refused as changed in between (German, to reload); nothing published, nothing confirmed
    expect(confirmed.status).toBe(409);
    expect(((await confirmed.json()) as { detail: string }).detail).toMatch(/geändert/);
    expect((await draftOf(land, checkId)).check.latest_version).toBe(0);
    expect((await casesOf(land, checkId)).map((testCase) => testCase.expected?.overall)).toEqual([
      'genehmigungspflichtig',
    ]);
  });

  it('saves a Gemeinde’s case with the Land’s local values under its own, as the editor’s preview shows it', async () => {
    // Prepare: the check says 75 m³, Bayern's local value 78 m³; Seewiesen has none of its own
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle Landeswerte ${Date.now()}`);
    await expectJson(
      await send(land, 'PATCH', `/api/attributes/${volumeId}/`, {
        reference_unit_id: DEMO_UNITS.bayern,
        attributes: [{ key: 'Messwert', value: '78' }],
      }),
      200,
    );
    const answers = { [volumeId]: { value: 76 } };

    // Act: the editor's preview of Seewiesen's draft, and the case saved from it
    const preview = toEngineCheck(await draftOf(land, checkId, DEMO_UNITS.seewiesen), DEMO_UNITS.seewiesen);
    const saved = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, { name: 'Seewiesen 76 m³', answers, reference_unit_id: DEMO_UNITS.seewiesen }),
        201,
      ),
    );

    // Assess: 76 m³ is within Bayern's 78 m³ for the preview and for the saved case alike, and unchanged
    expect(evaluateCase(preview, answers).result?.overall).toBe('verfahrensfrei');
    expect(saved.expected?.overall).toBe('verfahrensfrei');
    expect(saved.changed).toBe(false);
    expect(evaluateCase(preview, answers).result).toEqual(saved.current);
  });

  it('asks on publishing to confirm the changed cases saved with the Land’s own local values too', async () => {
    // Prepare: a case saved with Bayern's values (none differ yet), then the threshold raised to 85 m³
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle Land ${Date.now()}`);
    const landCase = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, {
          name: 'Bayern 80 m³',
          answers: { [volumeId]: { value: 80 } },
          reference_unit_id: DEMO_UNITS.bayern,
        }),
        201,
      ),
    );
    await setThreshold(land, checkId, volumeId, '85');

    // Act
    const refused = await expectJson<{ detail: Detail }>(await publish(land, checkId), 422);
    const issue = refused.detail.find((candidate) => candidate.loc[1] === landCase.id);
    const published = await publish(land, checkId, [{ id: landCase.id, result: issue?.ctx?.current }]);

    // Assess: listed, not silently dropped; once confirmed, published with the new expected result
    expect(issue).toMatchObject({
      type: 'test_case_changed',
      msg: 'Prüffall „Bayern 80 m³“: Baugenehmigung erforderlich → Verfahrensfrei',
    });
    expect(published.status).toBe(200);
    expect((await casesOf(land, checkId, DEMO_UNITS.bayern)).map((testCase) => testCase.expected?.overall)).toEqual([
      'verfahrensfrei',
    ]);
  });

  it('leaves a deleted copy out of the impact and refuses new cases on it; the 41st case is bad input', async () => {
    // Prepare: a published check, Lindenau's copy with one case
    const land = await signedIn('land@baucheck.test');
    const kommune = await signedIn('kommune@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle Kopie ${Date.now()}`);
    await expectJson(await publish(land, checkId), 200);
    const copy = checkSchema.parse(
      await expectJson(
        await send(kommune, 'POST', `/api/checks/${checkId}/duplicate/`, { reference_unit_id: DEMO_UNITS.lindenau }),
        201,
      ),
    );
    const copyVolumeId = (await draftOf(kommune, copy.id)).slides.find((slide) =>
      slide.attributes.some((attribute) => attribute.key === 'Messwert'),
    )?.id as string;
    const answers = { [copyVolumeId]: { value: 80 } };
    await expectJson(await addCase(kommune, copy.id, { name: 'Kopie 80 m³', answers }), 201);
    const impactOf = async () =>
      (
        await expectJson<{ items: Array<{ kind: string; check_id: string }> }>(
          await land.request(`/api/checks/${checkId}/test-cases/impact/`),
          200,
        )
      ).items.map((item) => [item.kind, item.check_id]);
    expect(await impactOf()).toEqual([['Individuell', copy.id]]);

    // Act: the Land deletes the copy (deleting takes structure rights)
    const latest = (await draftOf(land, copy.id)).check;
    await expectJson(await send(land, 'DELETE', `/api/checks/${copy.id}/`, { version: latest.version }), 200);

    // Assess: no longer a dependant; no new case on it (409, German); nothing stored
    expect(await impactOf()).toEqual([]);
    const refused = await expectJson<{ detail: string }>(
      await addCase(kommune, copy.id, { name: 'Zu spät', answers }),
      409,
    );
    expect(refused.detail).toBe('Ein gelöschter Check kann nicht bearbeitet werden.');
    expect(await casesOf(kommune, copy.id)).toHaveLength(1);

    // At most 40 cases per check and scope: the 41st is refused as bad input, in German
    for (let index = 0; index < MAX_TEST_CASES; index += 1)
      await expectJson(
        await addCase(land, checkId, { name: `Fall ${index}`, answers: { [volumeId]: { value: index + 1 } } }),
        201,
      );
    const tooMany = await expectJson<{ detail: Detail }>(
      await addCase(land, checkId, { name: 'Fall 41', answers: { [volumeId]: { value: 41 } } }),
      422,
    );
    expect(tooMany.detail[0]?.msg).toBe(
      'Ein Check kann höchstens 40 Prüffälle haben. Bitte löschen Sie zuerst einen anderen.',
    );
    expect(await casesOf(land, checkId)).toHaveLength(MAX_TEST_CASES);
  });

  it('reports a case whose answers no longer fit the check instead of dropping it', async () => {
    // Prepare: a case through the measurement, then the measurement slide is removed
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle ${Date.now()}`);
    const saved = testCaseSchema.parse(
      await expectJson(
        await addCase(land, checkId, { name: 'Gartenhaus 80 m³', answers: { [volumeId]: { value: 80 } } }),
        201,
      ),
    );
    await expectJson(await send(land, 'DELETE', `/api/slides/${volumeId}/`), 204);

    // Act
    const [listed] = await casesOf(land, checkId);
    const refused = await expectJson<{ detail: Detail }>(await publish(land, checkId), 422);

    // Assess: listed as no longer fitting, and publishing names it until the author confirms it
    expect(listed).toMatchObject({ id: saved.id, changed: true, current: null, misfit: { code: 'unknown_slide' } });
    const problem = refused.detail.find((issue) => issue.loc[0] === 'test_cases');
    expect(problem).toMatchObject({ type: 'test_case_misfit', loc: ['test_cases', saved.id] });
    expect(problem?.msg).toMatch(/^Prüffall „Gartenhaus 80 m³“ passt nicht mehr zum Check: /);
    const [kept] = await casesOf(land, checkId);
    expect(kept?.id).toBe(saved.id);
  });

  it('refuses answers that do not fit the check with a German 422 and stores nothing', async () => {
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle ${Date.now()}`);

    const unknown = await expectJson<{ detail: Detail }>(
      await addCase(land, checkId, { name: 'Falsch', answers: { 'gibt-es-nicht': { response_id: 'x' } } }),
      422,
    );
    const wrongType = await expectJson<{ detail: Detail }>(
      await addCase(land, checkId, { name: 'Falsch', answers: { [volumeId]: { response_id: 'x' } } }),
      422,
    );
    const unfinished = await expectJson<{ detail: Detail }>(
      await addCase(land, checkId, { name: 'Falsch', answers: {} }),
      422,
    );
    const nameless = await addCase(land, checkId, { name: '  ', answers: { [volumeId]: { value: 80 } } });

    expect(unknown.detail[0]?.msg).toBe(
      'Der Prüffall enthält Antworten zu Folien, die es in diesem Check nicht gibt. Bitte speichern Sie den Weg in der Vorschau erneut.',
    );
    expect(wrongType.detail[0]).toMatchObject({ loc: ['body', 'answers', volumeId], type: 'test_case_answer_type' });
    expect(wrongType.detail[0]?.msg).toMatch(/passt nicht mehr zur Frage/);
    expect(unfinished.detail[0]?.msg).toMatch(
      /führen nicht mehr bis zum Ergebnis: „Wie groß ist der Brutto-Rauminhalt\?“/,
    );
    expect(nameless.status).toBe(422);
    expect(await casesOf(land, checkId)).toEqual([]);
  });

  it('lets Land staff keep a check’s own cases and Kommune staff only their Gemeinde’s', async () => {
    // Prepare
    const land = await signedIn('land@baucheck.test');
    const kommune = await signedIn('kommune@baucheck.test');
    const partner = await signedIn('partner@baucheck.test');
    const admin = await signedIn('admin@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle ${Date.now()}`);
    const answers = { [volumeId]: { value: 80 } };
    const landCase = testCaseSchema.parse(
      await expectJson(await addCase(land, checkId, { name: 'Land', answers }), 201),
    );

    // Act and assess: Kommune staff may not add or change the Standard check's own cases
    expect((await addCase(kommune, checkId, { name: 'Kommune', answers })).status).toBe(403);
    expect(
      (await send(kommune, 'PATCH', `/api/test-cases/${landCase.id}/`, { version: landCase.version, name: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (await send(kommune, 'DELETE', `/api/test-cases/${landCase.id}/`, { version: landCase.version })).status,
    ).toBe(403);
    // …but their own with Markt Lindenau's local values, not another Gemeinde's
    const local = testCaseSchema.parse(
      await expectJson(
        await addCase(kommune, checkId, { name: 'Lindenau', answers, reference_unit_id: DEMO_UNITS.lindenau }),
        201,
      ),
    );
    expect(
      (await addCase(kommune, checkId, { name: 'Seewiesen', answers, reference_unit_id: DEMO_UNITS.seewiesen })).status,
    ).toBe(403);
    expect((await casesOf(kommune, checkId, DEMO_UNITS.lindenau)).map((testCase) => testCase.id)).toEqual([local.id]);
    expect(
      (await kommune.request(`/api/checks/${checkId}/test-cases/?reference_unit_id=${DEMO_UNITS.seewiesen}`)).status,
    ).toBe(403);
    // Partners are not public administration
    expect((await partner.request(`/api/checks/${checkId}/test-cases/`)).status).toBe(403);
    expect((await addCase(partner, checkId, { name: 'Partner', answers })).status).toBe(403);
    // Administrators see the Land's cases; Land staff rename and delete them
    expect((await casesOf(admin, checkId)).map((testCase) => testCase.id)).toEqual([landCase.id]);
    const renamed = testCaseSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/test-cases/${landCase.id}/`, { version: landCase.version, name: 'Neu' }),
        200,
      ),
    );
    expect(renamed.name).toBe('Neu');
    expect(
      (await send(land, 'PATCH', `/api/test-cases/${landCase.id}/`, { version: landCase.version, name: 'Alt' })).status,
    ).toBe(409);
    expect((await send(land, 'DELETE', `/api/test-cases/${landCase.id}/`, { version: renamed.version })).status).toBe(
      204,
    );
    expect(await casesOf(land, checkId)).toEqual([]);
    expect((await send(land, 'DELETE', `/api/test-cases/${landCase.id}/`, { version: renamed.version })).status).toBe(
      404,
    );
    expect((await land.request(`/api/checks/gibt-es-nicht/test-cases/`)).status).toBe(404);
  });

  it('shows a Land which Gemeinden have test cases whose results its draft changes, with their own local values', async () => {
    // Prepare: Seewiesen's case uses the check's threshold, Markt Lindenau's its own local value (78 m³)
    const land = await signedIn('land@baucheck.test');
    const kommune = await signedIn('kommune@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Prüffälle Gemeinden ${Date.now()}`);
    await expectJson(
      await send(kommune, 'PATCH', `/api/attributes/${volumeId}/`, {
        reference_unit_id: DEMO_UNITS.lindenau,
        attributes: [{ key: 'Messwert', value: '78' }],
      }),
      200,
    );
    const answers = { [volumeId]: { value: 80 } };
    await expectJson(
      await addCase(land, checkId, { name: 'Seewiesen 80 m³', answers, reference_unit_id: DEMO_UNITS.seewiesen }),
      201,
    );
    await expectJson(
      await addCase(kommune, checkId, { name: 'Lindenau 80 m³', answers, reference_unit_id: DEMO_UNITS.lindenau }),
      201,
    );
    await expectJson(await addCase(land, checkId, { name: 'Land 80 m³', answers }), 201);

    // Act: the Land raises its threshold to 85 m³ and looks at the impact before publishing
    await setThreshold(land, checkId, volumeId, '85');
    const impact = await expectJson<{ items: Array<Record<string, unknown>>; next_cursor: string | null }>(
      await land.request(`/api/checks/${checkId}/test-cases/impact/`),
      200,
    );

    // Assess: Seewiesen's case changes, Lindenau's keeps its result (its own 78 m³ apply); the Land's own cases are not listed
    expect(impact.next_cursor).toBeNull();
    expect(
      impact.items.map(({ kind, reference_unit_id, cases, changed, changes }) => ({
        kind,
        reference_unit_id,
        cases,
        changed,
        changes,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'Gemeinde',
          reference_unit_id: DEMO_UNITS.seewiesen,
          cases: 1,
          changed: 1,
          changes: ['Prüffall „Seewiesen 80 m³“: Baugenehmigung erforderlich → Verfahrensfrei'],
        },
        { kind: 'Gemeinde', reference_unit_id: DEMO_UNITS.lindenau, cases: 1, changed: 0, changes: [] },
      ]),
    );
    expect(impact.items).toHaveLength(2);
    // One case per page: each page is one Query of the index, and the pages together say the same
    const first = await expectJson<{ items: unknown[]; next_cursor: string | null }>(
      await land.request(`/api/checks/${checkId}/test-cases/impact/?limit=1`),
      200,
    );
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).not.toBeNull();
    const second = await expectJson<{ items: unknown[]; next_cursor: string | null }>(
      await land.request(`/api/checks/${checkId}/test-cases/impact/?limit=1&cursor=${first.next_cursor}`),
      200,
    );
    expect([...first.items, ...second.items]).toHaveLength(2);
    // Only structure editors see it; a cursor of another list is refused
    expect((await kommune.request(`/api/checks/${checkId}/test-cases/impact/`)).status).toBe(403);
    const other = await volumeCheck(land, `Prüffälle andere ${Date.now()}`);
    expect(
      (await land.request(`/api/checks/${other.checkId}/test-cases/impact/?cursor=${first.next_cursor}`)).status,
    ).toBe(422);
  });
});
