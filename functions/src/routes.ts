import { z } from 'zod';
import { faqChapterListSchema } from '@baucheck/shared/faq';
import { csrfResponseSchema } from '@baucheck/shared/http';
import { defineRoute, type RouteDefinition } from '#lib/route';

/**
 * The route table: the one list of API routes. The CDK stack creates one Lambda and one HTTP API
 * route per entry, the local gateway dispatches to the same handler modules, and the OpenAPI
 * document is generated from the schemas here. Nothing else lists routes.
 */
export const routes = {
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
  listPublicFaqs: defineRoute({
    method: 'GET',
    path: '/faqs/public/',
    handler: 'faqs/list-public',
    auth: 'public',
    cache: 'public',
    summary: 'Alle FAQ-Kapitel mit ihren Einträgen, ungefiltert, für den öffentlichen FAQ-Dialog.',
    request: { query: z.object({}) },
    response: faqChapterListSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

/** Route entries with their id, in table order. */
export const routeEntries = (): Array<[RouteId, RouteDefinition]> =>
  Object.entries(routes) as Array<[RouteId, RouteDefinition]>;
