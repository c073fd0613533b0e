import type { Check, CheckDetail, QuickCheck } from '@baucheck/shared/checks';
import { checkDetailSchema, checkSchema, outcomeSchema, quickCheckSchema } from '@baucheck/shared/checks';
import { expect } from 'vitest';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send } from './accounts.ts';
import type { ApiSession } from './http.ts';

/** JSON of a response that must have the given status (the body is shown when it does not). */
export async function expectJson<T = unknown>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Every item of a paged list (`{ items, next_cursor }`), following its cursors, 100 at a time: what a
 * client walking all pages sees. `path` may carry a query of its own.
 */
export async function allPages<T = unknown>(session: ApiSession, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const address = new URL(path, 'http://api.invalid');
    address.searchParams.set('limit', '100');
    if (cursor) address.searchParams.set('cursor', cursor);
    const page: { items: T[]; next_cursor: string | null } = await expectJson(
      await session.request(`${address.pathname}${address.search}`),
      200,
    );
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

export async function draftOf(session: ApiSession, checkId: string, unitId?: string): Promise<CheckDetail> {
  const query = unitId ? `?reference_unit_id=${unitId}` : '';
  return checkDetailSchema.parse(await expectJson(await session.request(`/api/checks/${checkId}/draft/${query}`), 200));
}

export async function quickCheck(session: ApiSession, unitId: string, group: string): Promise<QuickCheck> {
  return quickCheckSchema.parse(
    await expectJson(await session.request(`/api/quick-checks/checks/${unitId}/${group}/`), 200),
  );
}

/** Publishes a check's draft as it is; returns the published check and how long the request took (ms). */
export async function publishTimed(
  session: ApiSession,
  checkId: string,
): Promise<{ published: Check; elapsed: number }> {
  const { check } = await draftOf(session, checkId);
  const started = performance.now();
  const response = await send(session, 'PATCH', `/api/checks/${checkId}/publish/`, {
    content_revision: check.content_revision,
  });
  const elapsed = performance.now() - started;
  return { published: checkSchema.parse(await expectJson(response, 200)), elapsed };
}

/** A new Standard check draft of Bayern (Art. 57 BayBO, as of 2026-11-01) with the given group and title. */
export async function createCheck(session: ApiSession, body: { group: string; title: string }) {
  return checkSchema.parse(
    await expectJson(
      await send(session, 'POST', '/api/checks/', {
        ...body,
        land_id: DEMO_UNITS.bayern,
        legal_basis: 'Art. 57 BayBO',
        as_of: '2026-11-01',
      }),
      201,
    ),
  );
}

export async function addSlide(session: ApiSession, checkId: string, type: string) {
  return await expectJson<{ id: string; version: number }>(
    await send(session, 'POST', '/api/slides/', { check_id: checkId, type }),
    201,
  );
}

/**
 * A small, unassociated Gartenhaus check of Bayern, as Land staff build it: one chapter with a measured volume
 * (at most 75 m³ → "Verfahrensfrei", more → "Baugenehmigung erforderlich") and the end.
 */
export async function volumeCheck(land: ApiSession, title: string) {
  const check = await createCheck(land, { group: 'gartenhaus', title });
  const chapter = await addSlide(land, check.id, 'Kapitel');
  await expectJson(
    await send(land, 'PATCH', `/api/attributes/${chapter.id}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Frage', value: 'Baurecht' }],
    }),
    200,
  );
  const volume = await addSlide(land, check.id, 'Ja-Oder-Nein');
  await expectJson(
    await send(land, 'PATCH', `/api/attributes/${volume.id}/`, {
      reference_unit_id: null,
      attributes: [
        { key: 'Frage', value: 'Wie groß ist der Brutto-Rauminhalt?' },
        { key: 'Mess-Kategorie', value: 'Rauminhalt' },
        { key: 'Vergleichs-Einheit', value: 'm³' },
        { key: 'Messwert', value: '75' },
      ],
    }),
    200,
  );
  const outcome = async (title: string, severity: string) =>
    outcomeSchema.parse(
      await expectJson(
        await send(land, 'POST', '/api/outcomes/', {
          check_id: check.id,
          chapter_id: chapter.id,
          title,
          text: `<p>${title}</p>`,
          severity,
        }),
        201,
      ),
    );
  const permit = await outcome('Baugenehmigung erforderlich', 'genehmigungspflichtig');
  const free = await outcome('Verfahrensfrei', 'verfahrensfrei');
  const draft = await draftOf(land, check.id);
  await expectJson(
    await send(land, 'POST', `/api/responses/${volume.id}/`, {
      version: draft.slides.find((slide) => slide.id === volume.id)?.version,
      responses: [
        { answer: 'ja', label: 'Ja', next_slide_id: null, outcome_id: free.id },
        { answer: 'nein', label: 'Nein', next_slide_id: null, outcome_id: permit.id },
      ],
    }),
    200,
  );
  await addSlide(land, check.id, 'Endergebnis');
  return { checkId: check.id, volumeId: volume.id };
}

/** The seeded Standard check of a group and Land (other files add checks of their own to the shared stack). */
export async function seededCheckId(session: ApiSession, group: string, landId: string): Promise<string> {
  const seeded = SEED_CHECKS.find((seed) => seed.group === group && seed.land_id === landId);
  const checks = (
    await allPages<{ id: string; land_id: string; type: string; title: string }>(session, `/api/checks/${group}/`)
  ).filter((check) => check.land_id === landId && check.type === 'Standard' && check.title === seeded?.title);
  expect(checks.length).toBeGreaterThan(0);
  return checks[0]?.id as string;
}
