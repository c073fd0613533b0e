import { availableChecksQuerySchema, availableChecksSchema } from '@baucheck/shared/quick-check';
import { defineRoute } from '#lib/route';

/** Residents: which groups have a published check (public, cached by the CDN). */
export const availableCheckRoutes = {
  listAvailableChecks: defineRoute({
    method: 'GET',
    path: '/quick-checks/available_checks/',
    handler: 'quick-checks/available',
    auth: 'public',
    cache: 'public',
    summary: 'Welche Gruppen (für eine Bezugseinheit) einen veröffentlichten Check haben.',
    request: { query: availableChecksQuerySchema },
    response: availableChecksSchema,
  }),
};
