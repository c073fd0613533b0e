import {
  geoReportListQuerySchema,
  geoReportPageSchema,
  geoReportPathSchema,
  geoReportSchema,
  geoReportUpdateSchema,
  geoServiceTestRequestSchema,
  geoServiceTestResultSchema,
  landGeoConfigPathSchema,
  landGeoConfigSchema,
  landGeoConfigUpdateSchema,
} from '@baucheck/shared/geo';
import { defineRoute } from '#lib/route';

/*
 * The Länder's geodata services (which official service answers which area kind for a Land's units,
 * services/geo-config.ts) and residents' reports of a wrong area, which reach the staff of the Land
 * whose service answered. Land staff work on their own Land, Administrators on every Land. (The
 * residents' side, "Hinweis melden", is in geoservice.ts.)
 */
export const geoRoutes = {
  getLandGeoConfig: defineRoute({
    method: 'GET',
    path: '/geo-services/{land_id}/',
    handler: 'geo-services/get',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    summary:
      'Die Geodienste eines Landes je Gebietsart und die Adresssuche, mit Version (0: nichts gespeichert, die bundesweite Voreinstellung gilt).',
    request: { path: landGeoConfigPathSchema },
    response: landGeoConfigSchema,
  }),
  updateLandGeoConfig: defineRoute({
    method: 'PUT',
    path: '/geo-services/{land_id}/',
    handler: 'geo-services/update',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    // Residents' geoservice answers (CDN copies) name the services; they must not outlive the change.
    invalidates: ['geoservice'],
    summary:
      'Speichert die Geodienste eines Landes mit der gelesenen Version (409, wenn inzwischen jemand anderes gespeichert hat); die Gemeinden des Landes übernehmen sie.',
    request: { path: landGeoConfigPathSchema, body: landGeoConfigUpdateSchema },
    response: landGeoConfigSchema,
  }),
  testLandGeoService: defineRoute({
    method: 'POST',
    path: '/geo-services/{land_id}/test/',
    handler: 'geo-services/test',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    summary:
      '„Dienst testen“: fragt einen noch nicht gespeicherten Dienst an einem Punkt des Landes (höchstens 3 Sekunden) und nennt, was er geantwortet hat, oder auf Deutsch, warum es nicht ging.',
    request: { path: landGeoConfigPathSchema, body: geoServiceTestRequestSchema },
    response: geoServiceTestResultSchema,
  }),
  listGeoReports: defineRoute({
    method: 'GET',
    path: '/geo-reports/',
    handler: 'geo-reports/list',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    summary: 'Eine Seite der Hinweise zu den Geodaten eines Landes (land), die neuesten zuerst.',
    request: { query: geoReportListQuerySchema },
    response: geoReportPageSchema,
  }),
  updateGeoReport: defineRoute({
    method: 'PATCH',
    path: '/geo-reports/{id}/',
    handler: 'geo-reports/update',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    summary: 'Setzt den Status eines Hinweises zu den Geodaten (neu oder erledigt).',
    request: { path: geoReportPathSchema, body: geoReportUpdateSchema },
    response: geoReportSchema,
  }),
} satisfies Record<string, ReturnType<typeof defineRoute>>;
