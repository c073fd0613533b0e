import { describe, expect, it } from 'vitest';
import { feedbackListSchema, feedbackReceiptSchema } from '@baucheck/shared/feedback';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * The feedback channel of the Erklärung zur Barrierefreiheit: residents send without account, cookie
 * or CSRF token; administrators read it. Each test speaks as its own client address (CloudFront's
 * viewer header, which the function trusts) so the per-client limit of one test leaves the others alone.
 */

let clients = 0;
const clientAddress = () => `198.51.100.${(clients += 1)}:443${clients}`;

function postFeedback(body: unknown, viewer = clientAddress(), session = new ApiSession()) {
  return session.request('/api/feedback/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewer },
    body: JSON.stringify(body),
  });
}

describe('accessibility feedback', () => {
  it('accepts a message from a resident without cookie or CSRF token and sets none', async () => {
    // Prepare
    const resident = new ApiSession();
    const message = `Der Kontrast der Hinweise ist zu schwach (${Date.now()}).`;

    // Act
    const response = await postFeedback(
      { message, page: '/quick-check/slides', name: 'Erika Muster', email: 'Erika@Example.org' },
      clientAddress(),
      resident,
    );

    // Assess
    const receipt = feedbackReceiptSchema.parse(await expectJson(response, 201));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const admin = await signedIn('admin@baucheck.test');
    const list = feedbackListSchema.parse(await expectJson(await admin.request('/api/feedback/'), 200));
    expect(list.find((feedback) => feedback.id === receipt.id)).toEqual({
      id: receipt.id,
      message,
      page: '/quick-check/slides',
      name: 'Erika Muster',
      email: 'erika@example.org',
      created_at: receipt.created_at,
    });
  });

  it('lists the newest first and honours the limit', async () => {
    const first = feedbackReceiptSchema.parse(await expectJson(await postFeedback({ message: 'Erste' }), 201));
    const second = feedbackReceiptSchema.parse(await expectJson(await postFeedback({ message: 'Zweite' }), 201));
    const admin = await signedIn('admin@baucheck.test');

    const list = feedbackListSchema.parse(await expectJson(await admin.request('/api/feedback/?limit=2'), 200));

    expect(list.map((feedback) => feedback.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ message: 'Zweite', page: null, name: null, email: null });
  });

  it.each([
    ['an empty message', { message: '   ' }, ['body', 'message']],
    ['a malformed e-mail address', { message: 'Hallo', email: 'keine-adresse' }, ['body', 'email']],
    ['an overlong message', { message: 'x'.repeat(5001) }, ['body', 'message']],
    ['no body fields at all', {}, ['body', 'message']],
  ])('refuses %s with a German 422', async (_case, body, loc) => {
    const detail = (await expectJson<{ detail: Array<{ loc: string[]; msg: string }> }>(await postFeedback(body), 422))
      .detail;
    expect(detail.map((issue) => issue.loc)).toContainEqual(loc);
    expect(detail.every((issue) => /[äöüÄÖÜß]|Bitte|ungültig/i.test(issue.msg))).toBe(true);
  });

  it('limits one client to ten messages an hour, without counting refused ones', async () => {
    const viewer = clientAddress();
    await expectJson(await postFeedback({ message: '' }, viewer), 422);
    for (let index = 0; index < 10; index += 1) {
      await expectJson(await postFeedback({ message: `Nachricht ${index}` }, viewer), 201);
    }

    const limited = await postFeedback({ message: 'Eine zu viel' }, viewer);

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(/Zu viele Versuche/);
    await expectJson(await postFeedback({ message: 'Anderer Client' }), 201);
  });

  it('shows the list to administrators only', async () => {
    expect((await new ApiSession().request('/api/feedback/')).status).toBe(401);
    for (const email of ['land@baucheck.test', 'kommune@baucheck.test', 'partner@baucheck.test']) {
      expect((await (await signedIn(email)).request('/api/feedback/')).status, email).toBe(403);
    }
  });
});
