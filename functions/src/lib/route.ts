import type { z } from 'zod';
import type { Level } from '@baucheck/shared/enums';
import type { PublicRead } from './cdn-invalidation.ts';

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

/**
 * API Gateway gives up on an integration after 30 s and answers the client with an error while the
 * function may still be working. Every function therefore has a timeout below it: a request either
 * finishes inside its budget or is stopped (Lambda ends it), never left running unseen behind an
 * error. The local gateway enforces the same timeouts.
 */
export const GATEWAY_TIMEOUT_SECONDS = 30;
export const DEFAULT_FUNCTION_TIMEOUT_SECONDS = 10;
export const DEFAULT_FUNCTION_MEMORY_MB = 512;

/** A route's function timeout in seconds: its own setting or the default. */
export const functionTimeoutSeconds = (route: RouteDefinition): number =>
  route.lambda?.timeoutSeconds ?? DEFAULT_FUNCTION_TIMEOUT_SECONDS;

export const functionMemoryMb = (route: RouteDefinition): number =>
  route.lambda?.memoryMb ?? DEFAULT_FUNCTION_MEMORY_MB;

/**
 * Settings of a route's own Lambda function where the defaults (512 MB, 10 s, arm64, everything in one
 * bundle) do not fit, e.g. the PDF routes that run headless Chromium. Read by the CDK stack only.
 */
export interface LambdaSettings {
  memoryMb?: number;
  /** Below GATEWAY_TIMEOUT_SECONDS, so that the gateway never answers while the function still runs. */
  timeoutSeconds?: number;
  /** `x86_64` for binaries built only for it (the npm package of @sparticuz/chromium ships x64 Chromium). */
  architecture?: 'arm64' | 'x86_64';
  /**
   * Packages kept out of the bundle and installed beside it from the lock file, for packages that find
   * their own files at run time (@sparticuz/chromium unpacks the Chromium archives next to its code).
   */
  nodeModules?: readonly string[];
  /**
   * Folders below `functions/src` copied beside the bundle under their own name, for files a module
   * reads at run time relative to itself (`new URL('./fonts/…', import.meta.url)`).
   */
  assets?: readonly string[];
}

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below the API base, in API Gateway syntax with a trailing slash: `/faqs/{chapter_id}/`. */
  path: string;
  /** Handler module below `functions/src/handlers/`, without extension; it exports `handler`. */
  handler: string;
  auth: AuthRequirement;
  levels?: readonly Level[];
  /**
   * Set to false only for anonymous resident calls (auth 'public') that change no one's data, such
   * as counting a completed check or rendering a PDF: residents get no cookies, so they have no CSRF
   * token, and without a session there is nothing a forged request could act on.
   */
  csrf?: false;
  cache: CachePolicy;
  /**
   * Public reads this route changes: after a successful call their CDN copies are dropped. Routes that
   * change what residents see only sometimes (a unit's local value, a coat of arms) drop them
   * themselves when they do.
   */
  invalidates?: readonly PublicRead[];
  /**
   * A write a client may retry after a timeout (publish, duplicate, account creation): with an
   * `Idempotency-Key` header it runs once per key and a retry gets the first answer (lib/idempotency.ts).
   */
  idempotent?: true;
  /** One German sentence for the OpenAPI document. */
  summary: string;
  request: RouteRequest;
  /** Schema of the 2xx body; `null` for 204 responses. */
  response: z.ZodType | null;
  /** Media type of a binary 2xx body (the handler replies with `raw`); JSON when omitted. */
  produces?: 'application/pdf';
  /**
   * Media type of a request body the handler reads itself from the event (a CSV file) instead of a
   * `request.body` schema; documented in the OpenAPI document as a string of that type.
   */
  consumes?: 'text/csv';
  /** Function settings for the CDK stack; omitted: the defaults. */
  lambda?: LambdaSettings;
}

/** Identity helper that keeps each route's literal types for the handler's input inference. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;
