import { authorize } from './auth/access.ts';
import { invalidatePublicReads } from './cdn-invalidation.ts';
import { buildHandler, type ApiHandler, type HandlerInput, type Reply } from './handler-core.ts';
import { idempotencyKeyOf, once } from './idempotency.ts';
import type { RouteDefinition } from './route.ts';

export type { ApiHandler, HandlerInput, Reply } from './handler-core.ts';

/**
 * The handler of a route that may need a session, a CSRF token, an Idempotency-Key or a CDN
 * invalidation: staff routes and the residents' sign-in forms. Anonymous routes use
 * lib/public-handler.ts instead, which bundles none of that (Cognito, JWT, CloudFront).
 */
export function createHandler<R extends RouteDefinition>(
  route: R,
  run: (input: HandlerInput<R>) => Promise<Reply<R>>,
): ApiHandler {
  return buildHandler(route, run, {
    authorize,
    runOnce: async (route, { event, context, session, request }, work) => {
      const key = route.idempotent ? idempotencyKeyOf(event) : null;
      return key ? once({ key, userId: session?.user.id ?? null, event, context, request }, work) : work();
    },
    invalidate: async (route) => {
      if (route.invalidates) await invalidatePublicReads(route.invalidates);
    },
  });
}
