import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/accounts.ts';
import { ApiSession, type WireResponse, wireRequest } from '../support/http.ts';

/*
 * What a client gets from the local stack, compressed as CloudFront compresses (src/lib/cdn-compression.ts):
 * the single-page app's files and the public API's answers of 1,000 bytes and more, Brotli before gzip,
 * chosen by Accept-Encoding; everything checked on the bytes as they crossed the wire.
 */

const CHROME = 'gzip, deflate, br, zstd';
const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
const CODINGS = [
  { accept: CHROME, coding: 'br' },
  { accept: 'gzip, deflate', coding: 'gzip' },
] as const;
const REFUSING = ['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0'];
const PUBLIC_CHECK = '/api/quick-checks/checks/unit-lindenau/gartenhaus/';

const get = (path: string, headers: Record<string, string>) => wireRequest(path, { headers });

/** The length the answer states is the length of what came. */
function expectStatedLength(answer: WireResponse) {
  expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
}

async function mainScript(): Promise<string> {
  const html = await (await new ApiSession().request('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  return script;
}

describe('compression of the single-page app', () => {
  it('sends a script as Brotli or gzip by Accept-Encoding, each decoding once to the same file', async () => {
    const script = await mainScript();
    const plain = await get(script, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectStatedLength(plain);

    for (const { accept, coding } of CODINGS) {
      const answer = await get(script, { 'accept-encoding': accept });

      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type'], accept).toMatch(/javascript/);
      expectStatedLength(answer);
      expect(answer.body.byteLength, accept).toBeLessThan(plain.body.byteLength / 2);
      // One decoding gives the script back: compressed once, not twice.
      expect(decoders[coding](answer.body).equals(plain.body), accept).toBe(true);
      // Each encoding is a representation of its own, revalidated by its own ETag.
      expect(answer.headers.etag, accept).not.toBe(plain.headers.etag);
      const revalidated = await get(script, { 'accept-encoding': accept, 'if-none-match': answer.headers.etag ?? '' });
      expect(revalidated.status, accept).toBe(304);
    }
  });

  it('sends the plain file to a client that accepts no coding the server has, or none at all', async () => {
    const script = await mainScript();
    const plain = await get(script, { 'accept-encoding': 'identity' });

    for (const accept of REFUSING) {
      const answer = await get(script, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.body.equals(plain.body), accept).toBe(true);
    }
    const withoutHeader = await get(script, {});
    expect(withoutHeader.headers['content-encoding']).toBeUndefined();
    expect(withoutHeader.body.equals(plain.body)).toBe(true);
  });

  it('leaves files under 1,000 bytes plain, as CloudFront does', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': CHROME });

    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBeLessThan(1000);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expectStatedLength(answer);
  });

  it('answers HEAD for a compressed file with the headers of the GET and no body', async () => {
    const script = await mainScript();
    const got = await get(script, { 'accept-encoding': CHROME });

    const head = await wireRequest(script, { method: 'HEAD', headers: { 'accept-encoding': CHROME } });

    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(got.body.byteLength));
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.body.byteLength).toBe(0);
  });
});

describe('compression of API answers', () => {
  it('compresses a public read of 1,000 bytes and more, with a weak ETag that still revalidates', async () => {
    const plain = await get(PUBLIC_CHECK, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body.byteLength).toBeGreaterThanOrEqual(1000);
    const etag = plain.headers.etag ?? '';
    expect(etag).toMatch(/^"/);

    for (const { accept, coding } of CODINGS) {
      const answer = await get(PUBLIC_CHECK, { 'accept-encoding': accept });

      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers['content-type'], accept).toContain('application/json');
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], accept).toBe(plain.headers['cache-control']);
      expectStatedLength(answer);
      expect(answer.body.byteLength, accept).toBeLessThan(plain.body.byteLength);
      expect(JSON.parse(decoders[coding](answer.body).toString('utf8')), accept).toEqual(
        JSON.parse(plain.body.toString('utf8')),
      );
      // CloudFront turns a strong ETag weak when it compresses; the function still recognises it.
      expect(answer.headers.etag, accept).toBe(`W/${etag}`);
      const revalidated = await get(PUBLIC_CHECK, { 'accept-encoding': accept, 'if-none-match': `W/${etag}` });
      expect(revalidated.status, accept).toBe(304);
      expect(revalidated.body.byteLength, accept).toBe(0);
    }
  });

  it('sends a public read plain, with Vary, to a client that accepts no coding', async () => {
    const plain = await get(PUBLIC_CHECK, { 'accept-encoding': 'identity' });

    for (const accept of REFUSING) {
      const answer = await get(PUBLIC_CHECK, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers.etag, accept).toBe(plain.headers.etag);
      expect(answer.body.equals(plain.body), accept).toBe(true);
    }
  });

  it('leaves a public answer under 1,000 bytes plain', async () => {
    // A search no unit matches: small whatever the other test files add to the shared stack (Lindenau's
    // own answer grows past 1,000 bytes once images.test.ts has given it a coat of arms)
    const answer = await get('/api/reference-units/search/?q=Xylophonhausen', { 'accept-encoding': CHROME });

    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBeLessThan(1000);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual([]);
  });

  it('leaves staff answers plain: CloudFront does not compress behind a behaviour with caching disabled', async () => {
    const admin = await signedIn('admin@baucheck.test');

    const response = await admin.request('/api/users/?limit=100', { headers: { 'accept-encoding': CHROME } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThanOrEqual(1000);
  });

  it('answers HEAD for a compressed public read with the headers of the GET and no body', async () => {
    const got = await get(PUBLIC_CHECK, { 'accept-encoding': CHROME });

    const head = await wireRequest(PUBLIC_CHECK, { method: 'HEAD', headers: { 'accept-encoding': CHROME } });

    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(got.body.byteLength));
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers.vary).toBe(got.headers.vary);
    expect(head.body.byteLength).toBe(0);
  });
});
