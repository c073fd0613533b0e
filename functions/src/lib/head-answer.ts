import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Statuses whose responses never carry a body, so they state no Content-Length for one either. */
const BODILESS_STATUSES = new Set([204, 304]);

/**
 * The answer to a HEAD request: the GET answer (status, headers, ETag, cookies) without its body.
 * Content-Length still tells the length the body would have (RFC 9110, section 9.3.2). Used by the
 * handlers and by the local gateway, which answers a HEAD from the GET where the CDN would.
 */
export function withoutBody(result: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  const { body = '', isBase64Encoded = false, ...rest } = result;
  const status = result.statusCode ?? 200;
  const length = isBase64Encoded ? Buffer.from(body, 'base64').byteLength : Buffer.byteLength(body);
  return {
    ...rest,
    headers: {
      ...result.headers,
      ...(BODILESS_STATUSES.has(status) ? {} : { 'Content-Length': String(length) }),
    },
    body: '',
  };
}
