import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * What CloudFront compresses at the edge (developer guide, "Serve compressed files"), written down once
 * for the two places that stand in for it: the SPA build, which writes gzip and Brotli files beside its
 * assets (frontend/precompress.ts), and the local gateway, which picks one by `Accept-Encoding` and
 * compresses the public API's answers (functions/local/compression.ts). So `npm start` sends what
 * residents get:
 * - only behaviours whose cache policy enables gzip and Brotli (infra/lib/cdn.ts): the SPA and the
 *   public API reads. A behaviour with caching disabled (every other /api route) is never compressed
 *   at the edge, whatever its `compress` flag says;
 * - bodies of 1,000 to 10,000,000 bytes, of the content types below, with status 200, 403 or 404;
 * - nothing the origin already encoded (a `Content-Encoding` header);
 * - Brotli when the viewer accepts both, gzip when only that, the plain body otherwise.
 */

export type ContentCoding = 'br' | 'gzip';

const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;

const COMPRESSIBLE_STATUSES: ReadonlySet<number> = new Set([200, 403, 404]);

/** CloudFront's list of the content types it compresses (the ones a web app can send). */
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'application/javascript',
  'application/json',
  'application/ld+json',
  'application/manifest+json',
  'application/rss+xml',
  'application/vnd.ms-fontobject',
  'application/wasm',
  'application/x-javascript',
  'application/xhtml+xml',
  'application/xml',
  'font/eot',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'image/x-icon',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/plain',
  'text/xml',
]);

/** Whether CloudFront compresses a body of this `Content-Type` (parameters such as charset aside). */
export function isCompressibleType(contentType: string | undefined): boolean {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return COMPRESSIBLE_TYPES.has(essence);
}

/** Whether CloudFront would compress an answer of this status and (uncompressed) size. */
export const isCompressibleAnswer = (status: number, bytes: number): boolean =>
  COMPRESSIBLE_STATUSES.has(status) && bytes >= COMPRESSIBLE_BYTES.min && bytes <= COMPRESSIBLE_BYTES.max;

/**
 * The coding to send for a request's `Accept-Encoding` (RFC 9110, section 12.5.3): Brotli when the
 * client accepts it, else gzip, else none. `q=0` refuses a coding, `*` stands for every coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentCoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A body in the coding, at the given levels (the build's highest, the gateway's on-the-fly ones). */
export const encodeBody = (
  coding: ContentCoding,
  body: Buffer,
  levels: { brotliQuality: number; gzipLevel: number },
): Promise<Buffer> =>
  coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipped(body, { level: levels.gzipLevel });
