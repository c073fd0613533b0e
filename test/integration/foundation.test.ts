import { describe, expect, it } from 'vitest';
import { faqChapterListSchema } from '@baucheck/shared/faq';
import { SEED_FAQ_CHAPTERS } from '../../functions/local/seed/faqs.ts';
import { openApiDocument } from '../../functions/src/lib/openapi.ts';
import { routeEntries } from '../../functions/src/routes.ts';
import { ApiSession } from '../support/http.ts';

describe('public FAQ API', () => {
  it('returns the seeded landing-page chapters with their entries in order', async () => {
    // Prepare
    const session = new ApiSession();
    const expected = SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Landing Page FAQs');

    // Act
    const response = await session.request('/api/faqs/public/');

    // Assess
    expect(response.status).toBe(200);
    const chapters = faqChapterListSchema.parse(await response.json());
    expect(chapters.map((chapter) => chapter.text)).toEqual(expected.map((chapter) => chapter.text));
    for (const [index, chapter] of chapters.entries()) {
      expect(chapter.faqs.map((faq) => faq.title)).toEqual(expected[index]?.faqs.map((faq) => faq.title));
    }
  });

  it('keeps staff-only chapters out of the public FAQ', async () => {
    const session = new ApiSession();
    const chapters = faqChapterListSchema.parse(await (await session.request('/api/faqs/public/')).json());
    const adminTitles = SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Admin-Bereich FAQs').map((c) => c.text);
    expect(adminTitles.length).toBeGreaterThan(0);
    expect(chapters.map((chapter) => chapter.text)).not.toEqual(expect.arrayContaining([adminTitles[0]]));
  });

  it('serves an entry image through the media path', async () => {
    const session = new ApiSession();
    const chapters = faqChapterListSchema.parse(await (await session.request('/api/faqs/public/')).json());
    const withImage = chapters.flatMap((chapter) => chapter.faqs).find((faq) => faq.image);
    expect(withImage?.image).toMatch(/^\/media\/faqs\/[\w-]+\.png$/);

    const image = await session.request(withImage?.image ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('is cacheable by the CDN and answers a matching If-None-Match with 304', async () => {
    const session = new ApiSession();
    const first = await session.request('/api/faqs/public/');
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();

    const second = await session.request('/api/faqs/public/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('sanitises editor HTML before it is stored', async () => {
    const session = new ApiSession();
    const chapters = faqChapterListSchema.parse(await (await session.request('/api/faqs/public/')).json());
    const html = chapters.flatMap((chapter) => chapter.faqs.map((faq) => faq.text)).join('');
    expect(html).toContain('<strong>');
    expect(html).not.toMatch(/<script|on\w+=/i);
  });
});

describe('HTTP contract', () => {
  it('answers an unknown API path with 404 and a detail', async () => {
    const response = await new ApiSession().request('/api/gibt-es-nicht/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not Found' });
  });

  it('answers a known path with the wrong method with 405', async () => {
    const session = new ApiSession();
    const response = await session.request('/api/faqs/public/', {
      method: 'PUT',
      headers: await session.csrfHeader(),
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toHaveProperty('detail');
  });

  it('sets a readable csrftoken cookie and returns the same token', async () => {
    const session = new ApiSession();
    const response = await session.request('/api/csrf/');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { csrf_token: string };
    expect(decodeURIComponent(session.cookie('csrftoken') ?? '')).toBe(body.csrf_token);
    expect(response.headers.getSetCookie().join()).not.toMatch(/HttpOnly/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the OpenAPI document of the route table (generated at synthesis in the bundle, from the sources here)', async () => {
    const response = await new ApiSession().request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(openApiDocument(routeEntries()));
  });

  it('sends security headers on API responses', async () => {
    const response = await new ApiSession().request('/api/faqs/public/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('single-page app hosting', () => {
  it('serves the German shell for a deep link (history fallback)', async () => {
    const response = await new ApiSession().request('/imprint');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<html lang="de"');
  });

  it('serves hashed assets as immutable and documents as revalidated', async () => {
    const session = new ApiSession();
    const html = await (await session.request('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await session.request(script ?? '');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await session.request('/home')).headers.get('cache-control')).toBe('no-cache');
  });
});
