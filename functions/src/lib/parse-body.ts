import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './errors.ts';

const decode = (event: APIGatewayProxyEventV2): string =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

/**
 * Parses JSON and form-encoded bodies with the platform's own parsers (JSON.parse, URLSearchParams)
 * rather than @middy/http-json-body-parser, so that a malformed body becomes a FastAPI-shaped 422 in
 * German instead of that package's English texts. Multipart bodies are left to the upload handlers.
 * An absent body is `undefined`, which the route's body schema then reports as missing.
 */
export function parseBody(event: APIGatewayProxyEventV2): unknown {
  const raw = decode(event);
  if (raw === '') return undefined;
  const contentType = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new HttpError(422, [{ loc: ['body'], msg: 'Der Inhalt ist kein gültiges JSON.', type: 'json_invalid' }]);
    }
  }
  if (contentType === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  if (contentType.startsWith('multipart/')) return undefined;
  throw new HttpError(415, 'Nicht unterstützter Inhaltstyp. Erwartet wird application/json.');
}
