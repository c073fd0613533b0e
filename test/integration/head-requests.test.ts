import { describe, expect, it } from 'vitest';
import { faqChapterListSchema } from '@baucheck/shared/faq';
import { signedIn } from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';

/** Headers that describe the connection or the moment, not the resource. */
const PER_MESSAGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const resourceHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_MESSAGE.has(name)));

/**
 * Asks for `path` with GET and with HEAD, as monitoring and link checkers do, and expects the same
 * answer without a body: same status, same headers, and the GET body's length in Content-Length (of
 * the body as sent: fetch accepts gzip and decodes it, so a compressed GET states its encoded length).
 */
async function expectHeadAnswersLikeGet(session: ApiSession, path: string, init: RequestInit = {}) {
  const get = await session.request(path, init);
  const getBody = new Uint8Array(await get.arrayBuffer());

  const head = await session.request(path, { ...init, method: 'HEAD' });

  expect(head.status, `HEAD ${path}`).toBe(get.status);
  expect(resourceHeaders(head), `HEAD ${path}`).toEqual(resourceHeaders(get));
  const sentLength = get.headers.has('content-encoding')
    ? get.headers.get('content-length')
    : String(getBody.byteLength);
  if (get.status !== 304) expect(head.headers.get('content-length'), `HEAD ${path}`).toBe(sentLength);
  expect((await head.arrayBuffer()).byteLength, `HEAD ${path}`).toBe(0);
  return head;
}

describe('HEAD requests', () => {
  it('answer a public API read like GET, with its ETag and cache headers, and revalidate with 304', async () => {
    const session = new ApiSession();

    const head = await expectHeadAnswersLikeGet(session, '/api/faqs/public/');

    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(head.headers.get('cache-control')).toContain('s-maxage=');
    const etag = head.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await expectHeadAnswersLikeGet(session, '/api/faqs/public/', {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answer a staff read with 401 without a session and with 200 with one, like GET', async () => {
    const anonymous = await expectHeadAnswersLikeGet(new ApiSession(), '/api/users/me');
    expect(anonymous.status).toBe(401);

    const admin = await signedIn('admin@baucheck.test');
    const listed = await expectHeadAnswersLikeGet(admin, '/api/users/');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
  });

  it('stay 405 on a path that only takes POST', async () => {
    const response = await new ApiSession().request('/api/quick-checks/completions/', { method: 'HEAD' });
    expect(response.status).toBe(405);
  });

  it('answer the single-page app, its assets and an uploaded image like GET', async () => {
    const session = new ApiSession();
    const html = await (await session.request('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const chapters = faqChapterListSchema.parse(await (await session.request('/api/faqs/public/')).json());
    const image = chapters.flatMap((chapter) => chapter.faqs).find((faq) => faq.image)?.image ?? '';
    expect(script).not.toBe('');
    expect(image).not.toBe('');

    for (const path of ['/', '/imprint', script, image]) {
      const head = await expectHeadAnswersLikeGet(session, path);
      expect(head.status, path).toBe(200);
    }
  });
});
