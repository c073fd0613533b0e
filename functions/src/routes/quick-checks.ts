import { quickCheckPathSchema, quickCheckSchema } from '@baucheck/shared/quick-check';
import { defineRoute } from '#lib/route';

/**
 * What residents load: identical for everyone and cached by the CDN (cache policy public), so that a
 * spike of residents reaches the functions once per CDN copy at most. The public routes are split by the
 * schemas they build (this module: the published check), so that each function builds only its own.
 */
export const quickCheckRoutes = {
  getQuickCheck: defineRoute({
    method: 'GET',
    path: '/quick-checks/checks/{reference_unit_id}/{group}/',
    handler: 'quick-checks/get-check',
    auth: 'public',
    cache: 'public',
    summary:
      'Der veröffentlichte Check einer Gruppe für eine Bezugseinheit, mit ihren lokalen Werten, Kontakten und Links.',
    request: { path: quickCheckPathSchema },
    response: quickCheckSchema,
  }),
};
