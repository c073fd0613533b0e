import type { z } from 'zod';
import type { Level } from '@baucheck/shared/enums';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * How a response may be cached. The policy drives both the CloudFront behaviours (infra/) and the
 * headers the handler sends, so the CDN and the local gateway behave alike.
 * - `public`: identical for every visitor; the CDN caches it, its cache key ignores cookies and
 *   `Authorization`, and the response carries an ETag answered with 304 on `If-None-Match`.
 * - `private`: per user or state-changing; never cached (`Cache-Control: no-store`), every cookie forwarded.
 */
export type CachePolicy = 'public' | 'private';

/**
 * Who may call a route. `public` needs no session; `user` needs an active, signed-in user, and
 * `levels` (when given) narrows that to the listed levels.
 */
export type AuthRequirement = 'public' | 'user';

export interface RouteRequest {
  path?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below the API base, in API Gateway syntax with a trailing slash: `/faqs/{chapter_id}/`. */
  path: string;
  /** Handler module below `functions/src/handlers/`, without extension; it exports `handler`. */
  handler: string;
  auth: AuthRequirement;
  levels?: readonly Level[];
  cache: CachePolicy;
  /** One German sentence for the OpenAPI document. */
  summary: string;
  request: RouteRequest;
  /** Schema of the 2xx body; `null` for 204 responses. */
  response: z.ZodType | null;
}

/** Identity helper that keeps each route's literal types for the handler's input inference. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;
