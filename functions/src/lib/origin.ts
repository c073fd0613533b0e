import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from './config.ts';
import { HttpError } from './errors.ts';

/** The header the CDN adds to every request it sends to the API (infra/lib/cdn.ts). */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';

export const NOT_THROUGH_CDN_TEXT = 'Die BauCheck-API ist nur über die Adresse der Anwendung erreichbar.';

/**
 * Refuses (403) a request that did not come through the CDN: API Gateway's default endpoint is
 * reachable from the internet too, and a request sent there directly would pass the WAF by and could
 * name any `CloudFront-Viewer-Address` (the client of the per-client limits). Without a configured
 * value (the local stack, which has no CDN) every request passes.
 */
export function assertThroughCdn(event: APIGatewayProxyEventV2): void {
  const expected = config().ORIGIN_VERIFY_SECRET;
  if (!expected) return;
  const sent = Buffer.from(event.headers?.[ORIGIN_VERIFY_HEADER.toLowerCase()] ?? '');
  const wanted = Buffer.from(expected);
  if (sent.length !== wanted.length || !timingSafeEqual(sent, wanted)) throw new HttpError(403, NOT_THROUGH_CDN_TEXT);
}
