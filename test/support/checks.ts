import type { Check, CheckDetail, QuickCheck } from '@baucheck/shared/checks';
import { checkDetailSchema, checkSchema, quickCheckSchema } from '@baucheck/shared/checks';
import { expect } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send } from './accounts.ts';
import type { ApiSession } from './http.ts';

/** JSON of a response that must have the given status (the body is shown when it does not). */
export async function expectJson<T = unknown>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
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
