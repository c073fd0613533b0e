import * as z from 'zod';
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
  getOpenApi: defineRoute({
    method: 'GET',
    path: '/openapi.json',
    handler: 'platform/openapi',
    auth: 'public',
    cache: 'public',
    summary: 'Das OpenAPI-3.1-Dokument dieser API, erzeugt aus den Schemas der Routentabelle.',
    request: {},
    response: z.record(z.string(), z.unknown()),
  }),
};
