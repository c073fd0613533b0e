import { buildHandler, type ApiHandler, type HandlerInput, type Reply } from './handler-core.ts';
import type { RouteDefinition } from './route.ts';

/** A route anyone may call without a session or CSRF token: a public read, or a resident's `csrf: false` call. */
type AnonymousRoute = RouteDefinition & ({ auth: 'public'; method: 'GET' } | { auth: 'public'; csrf: false });

/**
 * The handler of an anonymous route (the residents' path, behind the CDN): validation, errors, headers
 * and logs, and nothing of sessions, Cognito, JWT, idempotency or CloudFront, so its bundle stays small
 * and its cold start short. The route table's tests make sure every anonymous route uses it.
 */
export function createPublicHandler<R extends AnonymousRoute>(
  route: R,
  run: (input: HandlerInput<R>) => Promise<Reply<R>>,
): ApiHandler {
  return buildHandler(route, run, {});
}
