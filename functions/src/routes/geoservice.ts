import {
  geoReportReceiptSchema,
  geoReportRequestSchema,
  geoserviceQuerySchema,
  geoserviceResponseSchema,
} from '@baucheck/shared/geo-public';
import { defineRoute } from '#lib/route';

/** Residents: address search and protected areas at a site (public, cached by the CDN), and "Hinweis melden". */
export const geoserviceRoutes = {
  geoservice: defineRoute({
    method: 'GET',
    path: '/quick-checks/geoservice/',
    handler: 'quick-checks/geoservice',
    auth: 'public',
    cache: 'public',
    summary:
      'Adresssuche (query) und Schutzgebiete an einem Punkt (lon, lat) oder im Umkreis von distance Metern; filter: Gebietsarten.',
    request: { query: geoserviceQuerySchema },
    response: geoserviceResponseSchema,
  }),
  sendGeoReport: defineRoute({
    method: 'POST',
    path: '/quick-checks/geo-reports/',
    handler: 'geo-reports/send',
    auth: 'public',
    // Residents get no cookies, so they have no CSRF token; a forged report is no worse than any report.
    csrf: false,
    cache: 'private',
    summary:
      '„Hinweis melden“: ein Hinweis auf ein falsches Gebiet an einem Standort (ohne Konto und ohne persönliche Angaben; Begrenzung je Client), für das Land, dessen Dienst geantwortet hat.',
    request: { body: geoReportRequestSchema },
    response: geoReportReceiptSchema,
  }),
};
