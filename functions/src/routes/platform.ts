import { csrfResponseSchema } from '@baucheck/shared/http';
import { defineRoute } from '#lib/route';

/** Platform calls every client makes. */
export const platformRoutes = {
  getCsrfToken: defineRoute({
    method: 'GET',
    path: '/csrf/',
    handler: 'csrf/get-token',
    auth: 'public',
    cache: 'private',
    summary: 'Setzt das Cookie csrftoken und gibt das Token zurück.',
    request: {},
    response: csrfResponseSchema,
  }),
};
