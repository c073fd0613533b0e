import { describe, expect, it } from 'vitest';
import { outcomeListSchema, outcomeSchema, slideSchema } from '@baucheck/shared/checks';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { addSlide, createCheck, draftOf, expectJson } from '../support/checks.ts';

/** The editing calls of a draft's content, each with success and its refusals. */
describe('editing a draft', () => {
  const newCheck = async () => {
    const land = await signedIn('land@baucheck.test');
    const check = await createCheck(land, {
      group: 'gartenhaus',
      title: `Inhalt ${Date.now()}`,
    });
    return { land, check };
  };

  it('changes a slide type, adding the answers a question needs, and refuses stale versions', async () => {
    const { land, check } = await newCheck();
    const slide = await addSlide(land, check.id, 'Text');
    const changed = slideSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/slides/${slide.id}/`, { version: slide.version, type: 'Ja-Oder-Nein' }),
        200,
      ),
    );
    expect(changed.type).toBe('Ja-Oder-Nein');
    expect(changed.responses.map((response) => response.answer)).toEqual(['ja', 'nein']);
    await expectJson(
      await send(land, 'PATCH', `/api/slides/${slide.id}/`, { version: slide.version, type: 'Text' }),
      409,
    );
    await expectJson(
      await send(land, 'PATCH', `/api/slides/${check.id}.unbekannt/`, { version: 1, type: 'Text' }),
      404,
    );
  });

  it('reorders the answers of a question and deletes a slide with its content', async () => {
    const { land, check } = await newCheck();
    const question = await addSlide(land, check.id, 'Ja-Oder-Nein');
    const target = await addSlide(land, check.id, 'Text');
    let draft = await draftOf(land, check.id);
    const slide = draft.slides.find((candidate) => candidate.id === question.id);
    const [yes, no] = slide?.responses ?? [];
    const reordered = slideSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/responses/${question.id}/position/`, {
          version: slide?.version,
          response_ids: [no?.id, yes?.id],
        }),
        200,
      ),
    );
    expect(reordered.responses.map((response) => response.answer)).toEqual(['nein', 'ja']);
    await expectJson(
      await send(land, 'PATCH', `/api/responses/${question.id}/position/`, {
        version: reordered.version,
        response_ids: [no?.id],
      }),
      422,
    );

    // A jump to the deleted slide continues with the next slide afterwards
    await send(land, 'POST', `/api/responses/${question.id}/`, {
      version: reordered.version,
      responses: [
        { answer: 'ja', label: 'Ja', next_slide_id: target.id, outcome_id: null },
        { answer: 'nein', label: 'Nein', next_slide_id: null, outcome_id: null },
      ],
    });
    expect((await send(land, 'DELETE', `/api/slides/${target.id}/`)).status).toBe(204);
    draft = await draftOf(land, check.id);
    expect(draft.slides.map((candidate) => candidate.id)).toEqual([question.id]);
    expect(draft.slides[0]?.responses.every((response) => response.next_slide_id === null)).toBe(true);
    expect((await send(land, 'DELETE', `/api/slides/${target.id}/`)).status).toBe(404);
  });

  it('edits, ranks and deletes outcomes; deleting one clears the answers that set it', async () => {
    const { land, check } = await newCheck();
    const chapter = await addSlide(land, check.id, 'Kapitel');
    const question = await addSlide(land, check.id, 'Ja-Oder-Nein');
    const create = async (title: string) =>
      outcomeSchema.parse(
        await expectJson(
          await send(land, 'POST', '/api/outcomes/', {
            check_id: check.id,
            chapter_id: chapter.id,
            title,
            text: '<p>Text</p>',
            severity: 'verfahrensfrei',
          }),
          201,
        ),
      );
    const first = await create('Erstes');
    const second = await create('Zweites');
    const edited = outcomeSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/outcomes/${first.id}/`, {
          version: first.version,
          title: 'Geändert',
          severity: 'genehmigungspflichtig',
        }),
        200,
      ),
    );
    expect(edited).toMatchObject({ title: 'Geändert', severity: 'genehmigungspflichtig' });
    await expectJson(
      await send(land, 'PATCH', `/api/outcomes/${first.id}/`, { version: first.version, title: 'Veraltet' }),
      409,
    );

    const ranked = outcomeListSchema.parse(
      await expectJson(
        await send(land, 'PATCH', `/api/outcomes/${check.id}/${chapter.id}/rankings/`, [
          { id: second.id, version: second.version },
          { id: edited.id, version: edited.version },
        ]),
        200,
      ),
    );
    expect(ranked.map((outcome) => [outcome.id, outcome.ranking])).toEqual([
      [second.id, 1],
      [edited.id, 2],
    ]);
    const listed = outcomeListSchema.parse(
      await expectJson(await land.request(`/api/outcomes/?check_id=${check.id}`), 200),
    );
    expect(listed.map((outcome) => outcome.title)).toEqual(['Zweites', 'Geändert']);

    const draft = await draftOf(land, check.id);
    const slide = draft.slides.find((candidate) => candidate.id === question.id);
    await send(land, 'POST', `/api/responses/${question.id}/`, {
      version: slide?.version,
      responses: [
        { answer: 'ja', label: 'Ja', next_slide_id: null, outcome_id: second.id },
        { answer: 'nein', label: 'Nein', next_slide_id: null, outcome_id: null },
      ],
    });
    expect((await send(land, 'DELETE', `/api/outcomes/${second.id}/`)).status).toBe(204);
    const after = await draftOf(land, check.id);
    expect(after.outcomes.map((outcome) => outcome.id)).toEqual([edited.id]);
    expect(
      after.slides.find((candidate) => candidate.id === question.id)?.responses.map((response) => response.outcome_id),
    ).toEqual([null, null]);
    // A chapter with outcomes cannot be deleted
    expect((await send(land, 'DELETE', `/api/slides/${chapter.id}/`)).status).toBe(409);
  });

  it('deletes a local value so the check’s own value applies again', async () => {
    const { land, check } = await newCheck();
    const slide = await addSlide(land, check.id, 'Text');
    await send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Frage', value: 'Eigener Text' }],
    });
    const [local] = await expectJson<Array<{ id: string; value: string }>>(
      await send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: DEMO_UNITS.seewiesen,
        attributes: [{ key: 'Frage', value: 'Lokaler Text' }],
      }),
      200,
    );
    const withLocal = await draftOf(land, check.id, DEMO_UNITS.seewiesen);
    expect(withLocal.slides[0]?.attributes.map((attribute) => attribute.value).sort()).toEqual([
      'Eigener Text',
      'Lokaler Text',
    ]);
    expect((await send(land, 'DELETE', `/api/attributes/${local?.id}/`)).status).toBe(204);
    const without = await draftOf(land, check.id, DEMO_UNITS.seewiesen);
    expect(without.slides[0]?.attributes.map((attribute) => attribute.value)).toEqual(['Eigener Text']);
    expect((await send(land, 'DELETE', `/api/attributes/${local?.id}/`)).status).toBe(404);
    await expectJson(
      await send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Frage', value: 'Ohne Version' }],
      }),
      422,
    );
  });

  it('refuses an ambiguous threshold ("1.0000") with a German hint and reads "1.000" as one thousand', async () => {
    // Prepare: a measurement question
    const { land, check } = await newCheck();
    const slide = await addSlide(land, check.id, 'Ja-Oder-Nein');
    const setThreshold = (value: string) =>
      send(land, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: null,
        attributes: [
          { key: 'Mess-Kategorie', value: 'Rauminhalt' },
          { key: 'Vergleichs-Einheit', value: 'm³' },
          { key: 'Messwert', value },
        ],
      });

    // Act
    const refused = await expectJson<{ detail: Array<{ msg: string }> }>(await setThreshold('1.0000'), 422);
    await expectJson(await setThreshold('1.000'), 200);

    // Assess
    expect(refused.detail.map((issue) => issue.msg)).toEqual([
      'Der Grenzwert ist nicht eindeutig: Bitte schreiben Sie Nachkommastellen mit Komma (z. B. 2,75) und Tausender mit Punkt nach je drei Ziffern (z. B. 1.000).',
    ]);
    const stored = (await draftOf(land, check.id)).slides[0]?.attributes.find(
      (attribute) => attribute.key === 'Messwert',
    );
    expect(stored?.value).toBe('1.000');
  });

  it("refuses a Gemeinde's local question over 300 characters and keeps a chapter's legal basis", async () => {
    // Prepare: a chapter, and Land staff editing the check's and Markt Lindenau's values
    const { land, check } = await newCheck();
    const chapter = await addSlide(land, check.id, 'Kapitel');
    await expectJson(
      await send(land, 'PATCH', `/api/attributes/${chapter.id}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Rechtsgrundlage', value: 'Art. 6 BayDSchG; § 78 WHG' }],
      }),
      200,
    );
    const local = (value: string) =>
      send(land, 'PATCH', `/api/attributes/${chapter.id}/`, {
        reference_unit_id: DEMO_UNITS.lindenau,
        attributes: [
          { key: 'Frage', value },
          { key: 'Rechtsgrundlage', value: 'Art. 6 BayDSchG; Gestaltungssatzung des Marktes Lindenau' },
        ],
      });

    // Act
    const refused = await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(
      await local('x'.repeat(301)),
      422,
    );
    const unchanged = await draftOf(land, check.id, DEMO_UNITS.lindenau);
    await expectJson(await local('Örtliche Vorschriften'), 200);
    const saved = await draftOf(land, check.id, DEMO_UNITS.lindenau);

    // Assess: the German reason at the field, nothing stored; then both local values are kept
    expect(refused.detail).toEqual([
      { loc: ['body', 'attributes', 0, 'value'], msg: 'Bitte geben Sie höchstens 300 Zeichen ein.', type: 'custom' },
    ]);
    const values = (draft: typeof saved) =>
      (draft.slides[0]?.attributes ?? []).map((attribute) => [attribute.key, attribute.value]).sort();
    expect(values(unchanged)).toEqual([['Rechtsgrundlage', 'Art. 6 BayDSchG; § 78 WHG']]);
    expect(values(saved)).toEqual([
      ['Frage', 'Örtliche Vorschriften'],
      ['Rechtsgrundlage', 'Art. 6 BayDSchG; Gestaltungssatzung des Marktes Lindenau'],
      ['Rechtsgrundlage', 'Art. 6 BayDSchG; § 78 WHG'],
    ]);
  });

  it('keeps a legal basis to Kapitel slides: refused on a question, and a chapter keeps its type while it has one', async () => {
    // Prepare: a chapter with a legal basis of its own and a question
    const { land, check } = await newCheck();
    const chapter = await addSlide(land, check.id, 'Kapitel');
    const question = await addSlide(land, check.id, 'Ja-Oder-Nein');
    const setBasis = (slideId: string, value: string, version?: number) =>
      send(land, 'PATCH', `/api/attributes/${slideId}/`, {
        reference_unit_id: null,
        attributes: [{ key: 'Rechtsgrundlage', value, ...(version === undefined ? {} : { version }) }],
      });
    const [basis] = await expectJson<Array<{ version: number }>>(await setBasis(chapter.id, 'Art. 6 BayDSchG'), 200);
    const retype = async () => {
      const slide = (await draftOf(land, check.id)).slides.find((candidate) => candidate.id === chapter.id);
      return send(land, 'PATCH', `/api/slides/${chapter.id}/`, { version: slide?.version, type: 'Text' });
    };

    // Act
    const onQuestion = await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(
      await setBasis(question.id, 'Art. 57 BayBO'),
      422,
    );
    const whileKept = await retype();
    await expectJson(await setBasis(chapter.id, '', basis?.version), 200);
    const emptied = await retype();

    // Assess
    expect(onQuestion.detail).toEqual([
      {
        loc: ['body', 'attributes', 0, 'key'],
        msg: 'Eine Rechtsgrundlage haben nur Kapitel-Folien.',
        type: 'value_error',
      },
    ]);
    const after = await draftOf(land, check.id);
    expect(after.slides.find((slide) => slide.id === question.id)?.attributes).toEqual([]);
    expect(whileKept.status).toBe(409);
    expect((await whileKept.json()) as { detail: string }).toMatchObject({
      detail:
        'Das Kapitel hat eine eigene Rechtsgrundlage. Bitte leeren Sie zuerst das Feld „Rechtsgrundlage des Kapitels“.',
    });
    expect(emptied.status).toBe(200);
  });
});
