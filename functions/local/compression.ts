import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  type ContentCoding,
  encodeBody,
  isCompressibleAnswer,
  isCompressibleType,
} from '../src/lib/cdn-compression.ts';

/*
 * The edge compression of CloudFront for the API's answers, in the local gateway (the rules are in
 * src/lib/cdn-compression.ts). Answers are compressed as they leave, like at the edge, at the middling
 * levels a CDN uses on the fly (AWS does not publish CloudFront's); the SPA's files come precompressed
 * from the build at the highest levels instead.
 */

const ON_THE_FLY = { brotliQuality: 5, gzipLevel: 6 } as const;

type Headers = Record<string, string | number | boolean>;

const headerName = (headers: Headers, name: string) =>
  Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());

const headerValue = (headers: Headers, name: string): string | undefined => {
  const key = headerName(headers, name);
  return key === undefined ? undefined : String(headers[key]);
};

/** The headers with one set, replacing it whatever its spelling. */
const withHeader = (headers: Headers, name: string, value: string): Headers => ({
  ...Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name.toLowerCase())),
  [name]: value,
});

/**
 * An API answer as the CDN passes it on: compressed with `coding` where CloudFront would compress it
 * (a compressible type and status, 1,000 bytes to 10 MB, not already encoded), with `Vary:
 * Accept-Encoding` on every answer whose encoding depends on that header, and a weak ETag on a
 * compressed one, as CloudFront turns a strong ETag weak when it compresses. Only for routes behind
 * a behaviour that compresses (the public reads); other answers pass unchanged.
 */
export async function compressAnswer(
  result: APIGatewayProxyStructuredResultV2,
  coding: ContentCoding | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  let headers: Headers = { ...result.headers };
  if (headerValue(headers, 'Content-Encoding') !== undefined) return result;
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  if (
    !isCompressibleType(headerValue(headers, 'Content-Type')) ||
    !isCompressibleAnswer(result.statusCode ?? 200, body.byteLength)
  ) {
    return result;
  }
  const vary = headerValue(headers, 'Vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers = withHeader(headers, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (!coding) return { ...result, headers };

  const encoded = await encodeBody(coding, body, ON_THE_FLY);
  headers = withHeader(headers, 'Content-Encoding', coding);
  headers = withHeader(headers, 'Content-Length', String(encoded.byteLength));
  const etag = headerValue(headers, 'ETag');
  if (etag?.startsWith('"')) headers = withHeader(headers, 'ETag', `W/${etag}`);
  return { ...result, headers, body: encoded.toString('base64'), isBase64Encoded: true };
}
