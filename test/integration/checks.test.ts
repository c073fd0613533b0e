import { describe, expect, it } from 'vitest';
import { checkPageSchema, checkSchema, outcomeSchema, publishedVersionSchema } from '@baucheck/shared/checks';
import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { addSlide, allPages, createCheck, draftOf, expectJson, quickCheck, seededCheckId } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

describe('building and publishing a check as Land staff', () => {
  it('refuses an invalid draft with every problem in German, publishes the fixed draft and serves it to residents', async () => {
    // Prepare: a new Standard check of Bayern with a chapter, a question and the end, but no outcomes yet
    const land = await signedIn('land@baucheck.test');
    const check = await createCheck(land, {
      group: 'gartenhaus',
      title: 'Gartenhaus Test',
    });
    const chapter = await addSlide(land, check.id, 'Kapitel');
    const question = await addSlide(land, check.id, 'Ja-Oder-Nein');
    const measurement = await addSlide(land, check.id, 'Ja-Oder-Nein');
    await expectJson(
      await send(land, 'PATCH', `/api/attributes/${measurement.id}/`, {
        reference_unit_id: null,
        attributes: [
          { key: 'Frage', value: 'Wie groß ist der Rauminhalt?' },
          { key: 'Mess-Kategorie', value: 'Rauminhalt' },
        ],
      }),
      200,
    );

    // Act: publish the draft as it is
    const draft = await draftOf(land, check.id);
    const refused = await send(land, 'PATCH', `/api/checks/${check.id}/publish/`, {
      content_revision: draft.check.content_revision,
    });

    // Assess: every kind of problem is listed, in German, with the slide it concerns
    const { detail } = await expectJson<{ detail: Array<{ loc: string[]; msg: string; type: string }> }>(refused, 422);
    const types = detail.map((problem) => problem.type);
    expect(types).toEqual(
      expect.arrayContaining(['no_final_slide', 'chapter_without_outcomes', 'measurement_incomplete', 'dead_end']),
    );
    expect(detail.find((problem) => problem.type === 'measurement_incomplete')?.loc).toEqual([
      'draft',
      'slides',
      measurement.id,
    ]);
    expect(detail.find((problem) => problem.type === 'chapter_without_outcomes')?.msg).toMatch(
      /Kapitel .* hat noch keine Ergebnisse/,
    );
    expect((await draftOf(land, check.id)).check.latest_version).toBe(0);

    // Fix: threshold, two outcomes ranked, answers setting them, and an end slide
    await send(land, 'PATCH', `/api/attributes/${measurement.id}/`, {
      reference_unit_id: null,
      attributes: [
        { key: 'Vergleichs-Einheit', value: 'm³' },
        { key: 'Messwert', value: '60' },
      ],
    });
    const permit = outcomeSchema.parse(
      await expectJson(
        await send(land, 'POST', '/api/outcomes/', {
          check_id: check.id,
          chapter_id: chapter.id,
          title: 'Baugenehmigung erforderlich',
          text: '<p>Bauantrag</p><script>x()</script>',
          severity: 'genehmigungspflichtig',
        }),
        201,
      ),
    );
    expect(permit.text).toBe('<p>Bauantrag</p>');
    const free = outcomeSchema.parse(
      await expectJson(
        await send(land, 'POST', '/api/outcomes/', {
          check_id: check.id,
          chapter_id: chapter.id,
          title: 'Verfahrensfrei',
          text: '<p>Frei</p>',
          severity: 'verfahrensfrei',
        }),
        201,
      ),
    );
    expect([permit.ranking, free.ranking]).toEqual([1, 2]);
    let current = await draftOf(land, check.id);
    const slideVersion = (id: string) => current.slides.find((slide) => slide.id === id)?.version ?? 0;
    await expectJson(
      await send(land, 'POST', `/api/responses/${question.id}/`, {
        version: slideVersion(question.id),
        responses: [
          { answer: 'ja', label: 'Ja', next_slide_id: 'END', outcome_id: permit.id },
          { answer: 'nein', label: 'Nein', next_slide_id: null, outcome_id: null },
        ],
      }),
      200,
    );
    current = await draftOf(land, check.id);
    await send(land, 'POST', `/api/responses/${measurement.id}/`, {
      version: slideVersion(measurement.id),
      responses: [
        { answer: 'ja', label: 'Ja', next_slide_id: null, outcome_id: free.id },
        { answer: 'nein', label: 'Nein', next_slide_id: null, outcome_id: permit.id },
      ],
    });
    await addSlide(land, check.id, 'Endergebnis');
    current = await draftOf(land, check.id);
    const published = checkSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/checks/${check.id}/publish/`, {
          content_revision: current.check.content_revision,
        }),
        200,
      ),
    );
    expect(published.latest_version).toBe(1);

    // Associate with a Gemeinde of Bayern (that used Bayern's check by its own association until now):
    // residents there get the new check; each check counts the Gemeinden that use it
    const bayernCheckId = await seededCheckId(land, 'gartenhaus', DEMO_UNITS.bayern);
    const associateWith = async (checkId: string) =>
      checkSchema.parse(
        await expectJson(await send(land, 'POST', `/api/checks/${checkId}/${DEMO_UNITS.seewiesen}/associate/`), 200),
      );
    const bayernBefore = (await draftOf(land, bayernCheckId)).check;
    expect((await associateWith(bayernCheckId)).associated_gemeinden).toBe(bayernBefore.associated_gemeinden + 1);
    const associated = await associateWith(check.id);
    expect([associated.land_associated, associated.associated_gemeinden]).toEqual([false, 1]);
    expect((await associateWith(check.id)).associated_gemeinden).toBe(1);
    const bayernAfter = (await draftOf(land, bayernCheckId)).check;
    expect([bayernAfter.land_associated, bayernAfter.associated_gemeinden]).toEqual([
      true,
      bayernBefore.associated_gemeinden,
    ]);
    const served = await quickCheck(new ApiSession(), DEMO_UNITS.seewiesen, 'gartenhaus');
    expect(served.check_id).toBe(check.id);
    expect(served.definition.slides.find((slide) => slide.id === measurement.id)?.attributes.Messwert).toBe('60');

    // Deleting is refused while associated; after disassociation Seewiesen inherits Bayern's check again
    const refusedDelete = await send(land, 'DELETE', `/api/checks/${check.id}/`, {
      version: (await draftOf(land, check.id)).check.version,
    });
    expect(refusedDelete.status).toBe(409);
    expect(await refusedDelete.text()).toContain('Bitte heben Sie zuerst die Zuordnungen auf.');
    const disassociated = checkSchema.parse(
      await expectJson(
        await send(land, 'DELETE', `/api/checks/${check.id}/${DEMO_UNITS.seewiesen}/disassociate/`),
        200,
      ),
    );
    expect(disassociated.associated_gemeinden).toBe(0);
    const inherited = await quickCheck(new ApiSession(), DEMO_UNITS.seewiesen, 'gartenhaus');
    expect(inherited.check_id).toBe(await seededCheckId(land, 'gartenhaus', DEMO_UNITS.bayern));

    // The list of published versions shows version 1 as published, not the draft's later title
    const renamed = (await draftOf(land, check.id)).check;
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${check.id}/`, { version: renamed.version, title: 'Gartenhaus Test 2' }),
      200,
    );
    const versions = publishedVersionSchema
      .array()
      .parse(await allPages(land, '/api/checks/gartenhaus/?is_draft=false'));
    // ... and is searched in what it shows: the draft's new title finds the draft only
    const byDraftTitle = (isDraft: boolean) =>
      allPages<{ id?: string; check_id?: string }>(
        land,
        `/api/checks/gartenhaus/?is_draft=${isDraft}&q=${encodeURIComponent('Gartenhaus Test 2')}`,
      );
    expect((await byDraftTitle(true)).map((item) => item.id)).toContain(check.id);
    expect((await byDraftTitle(false)).map((item) => item.check_id)).not.toContain(check.id);
    expect(versions.filter((version) => version.check_id === check.id)).toEqual([
      {
        check_id: check.id,
        version: 1,
        group: 'gartenhaus',
        type: 'Standard',
        title: 'Gartenhaus Test',
        land_id: DEMO_UNITS.bayern,
        legal_basis: published.legal_basis,
        as_of: published.as_of,
        published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const latest = checkSchema.parse((await draftOf(land, check.id)).check);
    const deleted = checkSchema.parse(
      await expectJson(await send(land, 'DELETE', `/api/checks/${check.id}/`, { version: latest.version }), 200),
    );
    expect(deleted.deleted_at).not.toBeNull();
    const listed = await allPages<{ id: string }>(land, '/api/checks/');
    expect(listed.map((item) => item.id)).not.toContain(check.id);
    const withDeleted = await allPages<{ id: string }>(land, '/api/checks/?show_deleted=true');
    expect(withDeleted.map((item) => item.id)).toContain(check.id);
    await expectJson(await send(land, 'POST', `/api/checks/${check.id}/restore/`, { version: deleted.version }), 200);
  });
});

describe('published versions and drafts', () => {
  it('keeps answering a published check identically while its draft is edited', async () => {
    const land = await signedIn('land@baucheck.test');
    const checkId = await seededCheckId(land, 'solaranlage_gebaeudeunabhaengig', DEMO_UNITS.bayern);
    const before = await quickCheck(new ApiSession(), DEMO_UNITS.seewiesen, 'solaranlage_gebaeudeunabhaengig');

    const draft = await draftOf(land, checkId);
    const heightSlide = draft.slides.find((slide) =>
      slide.attributes.some((attribute) => attribute.key === 'Messwert'),
    );
    const threshold = heightSlide?.attributes.find((attribute) => attribute.key === 'Messwert');
    await expectJson(
      await send(land, 'PATCH', `/api/attributes/${heightSlide?.id}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Messwert', value: '99', version: threshold?.version }],
      }),
      200,
    );
    await addSlide(land, checkId, 'Text');

    const after = await quickCheck(new ApiSession(), DEMO_UNITS.seewiesen, 'solaranlage_gebaeudeunabhaengig');
    expect(after).toEqual(before);
    expect((await draftOf(land, checkId)).slides.length).toBe(draft.slides.length + 1);
  });

  it('lists drafts and published versions per group', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const drafts = await allPages<{ group: string }>(admin, '/api/checks/gartenhaus/?is_draft=true');
    expect(drafts.every((check) => check.group === 'gartenhaus')).toBe(true);
    const published = publishedVersionSchema
      .array()
      .parse(await allPages(admin, '/api/checks/gartenhaus/?is_draft=false'));
    const expectedLands = SEED_CHECKS.filter((check) => check.group === 'gartenhaus').map((check) => check.land_id);
    expect(published.map((version) => version.land_id)).toEqual(expect.arrayContaining(expectedLands));
    const forTannbach = publishedVersionSchema
      .array()
      .parse(await allPages(admin, `/api/checks/gartenhaus/?is_draft=false&reference_unit_id=${DEMO_UNITS.tannbach}`));
    expect(forTannbach.every((version) => version.land_id === DEMO_UNITS.badenWuerttemberg)).toBe(true);
    const latest = publishedVersionSchema
      .array()
      .parse(await allPages(admin, '/api/checks/published-checks/latest-versions/'));
    expect(latest.length).toBeGreaterThanOrEqual(SEED_CHECKS.length);
  });
});

describe('pages of checks', () => {
  it('lists a group by title, umlauts as German lists sort them, and moves a renamed check', async () => {
    // Prepare: four checks whose titles share a word no other check has
    const land = await signedIn('land@baucheck.test');
    const word = `Seitenprobe${Date.now()}`;
    const birke = await createCheck(land, { group: 'carport_garage', title: `${word} Birke` });
    const ose = await createCheck(land, { group: 'carport_garage', title: `${word} Öse` });
    const birkeAst = await createCheck(land, { group: 'carport_garage', title: `${word} Birke Ast` });
    const ahorn = await createCheck(land, { group: 'carport_garage', title: `${word} Ahorn` });
    const titles = async () => {
      const found: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const page = checkPageSchema.parse(
          await expectJson(await land.request(`/api/checks/carport_garage/?q=${word}&limit=1${query}`), 200),
        );
        found.push(...page.items.map((check) => check.title.slice(word.length + 1)));
        cursor = page.next_cursor;
      } while (cursor);
      return found;
    };

    // Assess: one a page, in title order ("Öse" as "Oese", a title before its longer namesake)
    expect(await titles()).toEqual(['Ahorn', 'Birke', 'Birke Ast', 'Öse']);

    // Act: rename the first
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${ahorn.id}/`, { version: ahorn.version, title: `${word} Zeder` }),
      200,
    );

    // Assess: it moved to its new place; the search and the never-published filter still find them
    expect(await titles()).toEqual(['Birke', 'Birke Ast', 'Öse', 'Zeder']);
    const unpublished = checkPageSchema.parse(
      await expectJson(await land.request(`/api/checks/carport_garage/?q=${word}%20ast&unpublished=true`), 200),
    );
    expect(unpublished.items.map((check) => check.id)).toEqual([birkeAst.id]);
    for (const check of [birke, birkeAst, ose, ahorn]) {
      const { check: current } = await draftOf(land, check.id);
      await expectJson(await send(land, 'DELETE', `/api/checks/${check.id}/`, { version: current.version }), 200);
    }
  });

  it('refuses a cursor it did not hand out for this list with 422 and the German message', async () => {
    // Prepare: a real cursor of the list of all groups, and keys DynamoDB would refuse as a start
    const land = await signedIn('land@baucheck.test');
    const everyGroup = checkPageSchema.parse(await expectJson(await land.request('/api/checks/?limit=1'), 200));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bare = { list: `CHECKS_IN#${DEMO_UNITS.bayern}` };
    const cursors = {
      'kein Objekt': encode(null),
      'unvollständiger Schlüssel': encode({ ...bare, key: encode({ gsi2pk: bare.list }) }),
      'leerer Schlüssel': encode({
        ...bare,
        key: encode({ pk: '', sk: 'META', gsi2pk: bare.list, gsi2sk: 'gartenhaus#x' }),
      }),
      'eine andere Liste': encode({ list: 'CHECKS' }),
      'keine Seitenmarke': 'xyz',
    };

    // Act and assess: every one a 422 naming the cursor; so is a cursor of another group's range
    for (const [what, cursor] of Object.entries(cursors)) {
      const answer = await land.request(`/api/checks/gartenhaus/?cursor=${cursor}`);
      expect(answer.status, what).toBe(422);
      expect(await answer.text(), what).toContain('Ungültige Seitenmarke');
    }
    const next = everyGroup.next_cursor ?? '';
    const firstGroup = everyGroup.items[0]?.group;
    const otherGroup = firstGroup === 'gartenhaus' ? 'carport_garage' : 'gartenhaus';
    expect((await land.request(`/api/checks/${otherGroup}/?cursor=${next}`)).status).toBe(422);
    expect((await land.request(`/api/checks/?cursor=${next}`)).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('lets one of two concurrent reorders win; the other gets 409 and the order is never mixed', async () => {
    const land = await signedIn('land@baucheck.test');
    const check = await createCheck(land, {
      group: 'carport_garage',
      title: 'Reihenfolge',
    });
    for (const type of ['Text', 'Kapitel', 'Ja-Oder-Nein', 'Endergebnis']) await addSlide(land, check.id, type);
    const slides = (await draftOf(land, check.id)).slides.map((slide) => ({ id: slide.id, version: slide.version }));
    const reversed = [...slides].reverse();
    const rotated = [...slides.slice(1), slides[0] as (typeof slides)[number]];

    const [first, second] = await Promise.all([
      send(land, 'PATCH', `/api/slides/${check.id}/positions/`, reversed),
      send(land, 'PATCH', `/api/slides/${check.id}/positions/`, rotated),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const stored = (await draftOf(land, check.id)).slides.map((slide) => slide.id);
    const winner = first.status === 200 ? reversed : rotated;
    expect(stored).toEqual(winner.map((slide) => slide.id));
    expect(((await (first.status === 409 ? first : second).json()) as { detail: string }).detail).toMatch(/inzwischen/);
  });

  it("keeps one local value per slide and key when a Gemeinde's first value is saved twice at once", async () => {
    // Prepare: a slide of Bayern's check without a local value of Seewiesen
    const land = await signedIn('land@baucheck.test');
    const checkId = await seededCheckId(land, 'gartenhaus', DEMO_UNITS.bayern);
    const draft = await draftOf(land, checkId, DEMO_UNITS.seewiesen);
    const localOf = (slide: (typeof draft.slides)[number]) =>
      slide.attributes.filter(
        (attribute) => attribute.key === 'Link' && attribute.reference_unit_id === DEMO_UNITS.seewiesen,
      );
    const slide = draft.slides.find((candidate) => localOf(candidate).length === 0);
    if (!slide) throw new Error('every slide has a local link of Seewiesen');
    const save = (n: number) =>
      send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: DEMO_UNITS.seewiesen,
        attributes: [{ key: 'Link', value: `https://www.seewiesen.example/${n}` }],
      });

    // Act
    const answers = await Promise.all([save(1), save(2)]);

    // Assess: one is stored; the other is refused (409 at once, or 422 asking for the version it now needs)
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const after = await draftOf(land, checkId, DEMO_UNITS.seewiesen);
    expect(localOf(after.slides.find((candidate) => candidate.id === slide.id) as typeof slide)).toHaveLength(1);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const land = await signedIn('land@baucheck.test');
    const check = await createCheck(land, {
      group: 'gartenhaus',
      title: 'Alt',
    });
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${check.id}/`, { version: check.version, title: 'Neu' }),
      200,
    );
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${check.id}/`, { version: check.version, title: 'Überschrieben' }),
      409,
    );
    expect((await draftOf(land, check.id)).check.title).toBe('Neu');
  });
});

describe('territory of each level', () => {
  it('lets a Kommune set local values of its own Gemeinde only, and shows them to residents at once', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const checkId = await seededCheckId(kommune, 'gartenhaus', DEMO_UNITS.bayern);
    const draft = await draftOf(kommune, checkId, DEMO_UNITS.lindenau);
    const slide = draft.slides.find((candidate) => candidate.type === 'Ja-Oder-Nein') as (typeof draft.slides)[number];
    const note = `<p>Lokaler Hinweis ${Date.now()}</p>`;

    await expectJson(
      await send(kommune, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: DEMO_UNITS.lindenau,
        attributes: [{ key: 'Lokales', value: note }],
      }),
      200,
    );
    const served = await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, 'gartenhaus');
    expect(served.definition.slides.find((candidate) => candidate.id === slide.id)?.attributes.Lokales).toBe(note);
    const elsewhere = await quickCheck(new ApiSession(), DEMO_UNITS.seewiesen, 'gartenhaus');
    expect(elsewhere.definition.slides.find((candidate) => candidate.id === slide.id)?.attributes.Lokales).not.toBe(
      note,
    );

    const foreign = await send(kommune, 'PATCH', `/api/attributes/${slide.id}/`, {
      reference_unit_id: DEMO_UNITS.seewiesen,
      attributes: [{ key: 'Lokales', value: note }],
    });
    expect(foreign.status).toBe(403);
    const ownValues = await send(kommune, 'PATCH', `/api/attributes/${slide.id}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Lokales', value: note }],
    });
    expect(ownValues.status).toBe(403);
    expect((await send(kommune, 'POST', '/api/slides/', { check_id: checkId, type: 'Text' })).status).toBe(403);
  });

  it('keeps Land staff to the checks of their own Land', async () => {
    const land = await signedIn('land@baucheck.test');
    const admin = await signedIn('admin@baucheck.test');
    const bwCheck = await seededCheckId(admin, 'gartenhaus', DEMO_UNITS.badenWuerttemberg);
    const visible = await allPages<{ id: string; land_id: string }>(land, '/api/checks/');
    expect(visible.every((check) => check.land_id === DEMO_UNITS.bayern)).toBe(true);
    expect((await land.request(`/api/checks/${bwCheck}/draft/`)).status).toBe(403);
    expect((await send(land, 'POST', '/api/slides/', { check_id: bwCheck, type: 'Text' })).status).toBe(403);
  });

  it('lets a Kommune make its own copy of a Standard check for its Gemeinde only', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const checkId = await seededCheckId(kommune, 'solaranlage_gebaeudeabhaengig', DEMO_UNITS.bayern);
    const copy = checkSchema.parse(
      await expectJson(
        await send(kommune, 'POST', `/api/checks/${checkId}/duplicate/`, { reference_unit_id: DEMO_UNITS.lindenau }),
        201,
      ),
    );
    expect(copy).toMatchObject({
      type: 'Individuell',
      owner_unit_id: DEMO_UNITS.lindenau,
      source_check_id: checkId,
      latest_version: 0,
    });
    const original = await draftOf(kommune, checkId);
    const copied = await draftOf(kommune, copy.id);
    expect(copied.slides.map((slide) => slide.type)).toEqual(original.slides.map((slide) => slide.type));
    expect(copied.slides.every((slide) => slide.id.startsWith(copy.id))).toBe(true);
    expect(
      (await send(kommune, 'POST', `/api/checks/${checkId}/duplicate/`, { reference_unit_id: DEMO_UNITS.seewiesen }))
        .status,
    ).toBe(403);
  });
  it('gives the copy the local values its residents got: the Land’s, and over them the Gemeinde’s', async () => {
    const land = await signedIn('land@baucheck.test');
    const kommune = await signedIn('kommune@baucheck.test');
    const checkId = await seededCheckId(kommune, 'solaranlage_gebaeudeabhaengig', DEMO_UNITS.bayern);
    const [first, second] = (await draftOf(land, checkId)).slides.filter((slide) => slide.type === 'Ja-Oder-Nein');
    if (!first || !second) throw new Error('the solar check has two yes/no slides');
    const stamp = Date.now();
    const localValue = (session: ApiSession, slideId: string, unitId: string, value: string) =>
      send(session, 'PATCH', `/api/attributes/${slideId}/`, {
        reference_unit_id: unitId,
        attributes: [{ key: 'Lokales', value }],
      });
    try {
      // The Land's note on both slides; Lindenau's own on the second, which wins there
      await expectJson(await localValue(land, first.id, DEMO_UNITS.bayern, `<p>Bayern ${stamp}</p>`), 200);
      await expectJson(await localValue(land, second.id, DEMO_UNITS.bayern, `<p>Bayern ${stamp}</p>`), 200);
      await expectJson(await localValue(kommune, second.id, DEMO_UNITS.lindenau, `<p>Lindenau ${stamp}</p>`), 200);
      const served = await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, 'solaranlage_gebaeudeabhaengig');
      const servedNote = (slideId: string) =>
        served.definition.slides.find((slide) => slide.id === slideId)?.attributes.Lokales;

      const copy = checkSchema.parse(
        await expectJson(
          await send(kommune, 'POST', `/api/checks/${checkId}/duplicate/`, { reference_unit_id: DEMO_UNITS.lindenau }),
          201,
        ),
      );

      // The copy's own values are what Lindenau's residents were given
      const copied = (await draftOf(kommune, copy.id)).slides;
      const original = (await draftOf(land, checkId)).slides;
      const copiedNote = (slideId: string) =>
        copied[original.findIndex((slide) => slide.id === slideId)]?.attributes.find(({ key }) => key === 'Lokales')
          ?.value;
      expect(copiedNote(first.id)).toBe(`<p>Bayern ${stamp}</p>`);
      expect(copiedNote(second.id)).toBe(`<p>Lindenau ${stamp}</p>`);
      expect([copiedNote(first.id), copiedNote(second.id)]).toEqual([servedNote(first.id), servedNote(second.id)]);
    } finally {
      await localValue(kommune, second.id, DEMO_UNITS.lindenau, '');
      await localValue(land, first.id, DEMO_UNITS.bayern, '');
      await localValue(land, second.id, DEMO_UNITS.bayern, '');
    }
  });
});

describe('errors', () => {
  it('answers unknown ids with 404', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const unknown = '00000000-0000-0000-0000-000000000000';
    const responses = [
      await admin.request(`/api/checks/${unknown}/draft/`),
      await send(admin, 'PATCH', `/api/checks/${unknown}/publish/`, { content_revision: 1 }),
      await send(admin, 'DELETE', `/api/slides/${unknown}.abc/`),
      await send(admin, 'PATCH', `/api/outcomes/${unknown}.abc/`, { version: 1, title: 'x' }),
      await send(
        admin,
        'POST',
        `/api/checks/${await seededCheckId(admin, 'gartenhaus', DEMO_UNITS.bayern)}/${unknown}/associate/`,
      ),
    ];
    for (const response of responses) expect(response.status).toBe(404);
  });

  it('answers bad bodies and parameters with 422', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const checkId = await seededCheckId(admin, 'gartenhaus', DEMO_UNITS.bayern);
    const draft = await draftOf(admin, checkId);
    const question = draft.slides.find((slide) => slide.type === 'Ja-Oder-Nein');
    const cases = [
      await admin.request('/api/checks/wohnhaus/?is_draft=true'),
      await admin.request('/api/checks/gartenhaus/?is_draft=false&unpublished=true'),
      await send(admin, 'POST', '/api/checks/', {
        group: 'gartenhaus',
        title: '',
        land_id: DEMO_UNITS.bayern,
        legal_basis: 'x',
        as_of: '1. März',
      }),
      await send(admin, 'POST', '/api/slides/', { check_id: checkId, type: 'Folie' }),
      await send(admin, 'PATCH', `/api/attributes/${question?.id}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Messwert', value: 'viel' }],
      }),
      await send(admin, 'PATCH', `/api/attributes/${question?.id}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Link', value: 'javascript:alert(1)' }],
      }),
      await send(admin, 'POST', `/api/responses/${question?.id}/`, {
        version: question?.version,
        responses: [{ answer: 'ja', label: 'Ja', next_slide_id: 'nirgends', outcome_id: null }],
      }),
      await send(admin, 'PATCH', `/api/slides/${checkId}/positions/`, [
        { id: draft.slides[0]?.id, version: draft.slides[0]?.version },
      ]),
    ];
    for (const response of cases) expect(response.status, await response.clone().text()).toBe(422);
  });
});

describe('public calls', () => {
  it('serve the published check cacheably, with ETag and 304', async () => {
    const resident = new ApiSession();
    const first = await resident.request(`/api/quick-checks/checks/${DEMO_UNITS.tannbach}/gartenhaus/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage/);
    const etag = first.headers.get('etag') ?? '';
    expect(
      (
        await resident.request(`/api/quick-checks/checks/${DEMO_UNITS.tannbach}/gartenhaus/`, {
          headers: { 'If-None-Match': etag },
        })
      ).status,
    ).toBe(304);
    const body = (await first.json()) as {
      definition: { slides: Array<{ attributes: Record<string, string> }> };
      reference_unit: { name: string };
    };
    const threshold = body.definition.slides.map((slide) => slide.attributes.Messwert).find(Boolean);
    const seeded = SEED_CHECKS.find(
      (check) => check.group === 'gartenhaus' && check.land_id === DEMO_UNITS.badenWuerttemberg,
    );
    expect(threshold).toBe(seeded?.slides.find((slide) => slide.attributes?.Messwert)?.attributes?.Messwert);
    expect(body.reference_unit.name).toBe('Stadt Tannbach');
  });

  it('says which project types a Gemeinde offers', async () => {
    const available = await expectJson<Array<{ group: string; available: boolean }>>(
      await new ApiSession().request(`/api/quick-checks/available_checks/?reference_unit_id=${DEMO_UNITS.tannbach}`),
      200,
    );
    const bwGroups = new Set(
      SEED_CHECKS.filter((check) => check.land_id === DEMO_UNITS.badenWuerttemberg).map((check) => check.group),
    );
    expect(available.map((entry) => [entry.group, entry.available])).toEqual(
      CHECK_GROUPS.map((group) => [group, bwGroups.has(group)]),
    );
  });

  it('says, without a Gemeinde, which Länder offer each project type', async () => {
    const available = await expectJson<Array<{ group: string; available: boolean; reference_unit_ids: string[] }>>(
      await new ApiSession().request('/api/quick-checks/available_checks/'),
      200,
    );
    // Other test files may add Länder of their own to the shared stack: only the demo Länder are compared.
    const demoLaender: string[] = [DEMO_UNITS.bayern, DEMO_UNITS.badenWuerttemberg];
    expect(
      available.map((entry) => [entry.group, entry.reference_unit_ids.filter((id) => demoLaender.includes(id)).sort()]),
    ).toEqual(
      CHECK_GROUPS.map((group) => [
        group,
        demoLaender
          .filter((land) => SEED_CHECKS.some((check) => check.group === group && check.land_id === land))
          .sort(),
      ]),
    );
    expect(available.every((entry) => entry.available === entry.reference_unit_ids.length > 0)).toBe(true);
  });

  it('answers a unit without a check for a group with 404', async () => {
    expect(
      (await new ApiSession().request(`/api/quick-checks/checks/${DEMO_UNITS.tannbach}/solaranlage_gebaeudeabhaengig/`))
        .status,
    ).toBe(404);
  });

  it('lists reference units with the check each uses per group', async () => {
    // A page of Bayern's Gemeinden (the list of all units is paged too)
    const { items } = await expectJson<{
      items: Array<{ id: string; checks: Record<string, { inherited: boolean }> }>;
    }>(await new ApiSession().request(`/api/reference-units/with-checks/?land_id=${DEMO_UNITS.bayern}`), 200);
    const lindenau = items.find((unit) => unit.id === DEMO_UNITS.lindenau);
    expect(lindenau?.checks.carport_garage?.inherited).toBe(false);
    expect(lindenau?.checks.gartenhaus?.inherited).toBe(true);
  });
});
