import {
  availableChecksQuerySchema,
  availableChecksSchema,
  quickCheckPathSchema,
  quickCheckSchema,
} from '@baucheck/shared/checks';
import { geoserviceQuerySchema, geoserviceResponseSchema } from '@baucheck/shared/geo';
import {
  publicReferenceUnitSchema,
  referenceUnitListQuerySchema,
  referenceUnitPageSchema,
  referenceUnitWithChecksPageSchema,
  unitSearchQuerySchema,
  unitSearchResultSchema,
  unitSlugPathSchema,
} from '@baucheck/shared/reference-units';
import { defineRoute } from '#lib/route';

/**
 * What residents load: identical for everyone and cached by the CDN (cache policy public), so that a
 * spike of residents reaches the functions once per CDN copy at most.
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
  listReferenceUnits: defineRoute({
    method: 'GET',
    path: '/reference-units/',
    handler: 'reference-units/list',
    auth: 'public',
    cache: 'public',
    summary:
      'Eine Seite der Bezugseinheiten (alle, Länder zuerst, oder die Gemeinden eines Landes: land_id), nach Namen, mit Kontakten, Baunebenrecht-Informationen und Links; next_cursor holt die nächste Seite.',
    request: { query: referenceUnitListQuerySchema },
    response: referenceUnitPageSchema,
  }),
  listReferenceUnitsWithChecks: defineRoute({
    method: 'GET',
    path: '/reference-units/with-checks/',
    handler: 'reference-units/list-with-checks',
    auth: 'public',
    cache: 'public',
    summary:
      'Eine Seite der Bezugseinheiten (wie GET /reference-units/) mit dem veröffentlichten Check, den sie je Gruppe verwenden.',
    request: { query: referenceUnitListQuerySchema },
    response: referenceUnitWithChecksPageSchema,
  }),
  searchReferenceUnits: defineRoute({
    method: 'GET',
    path: '/reference-units/search/',
    handler: 'reference-units/search',
    auth: 'public',
    cache: 'public',
    summary:
      'Sucht Gemeinden und Länder nach Namen (Anfang oder Teil, ohne Rücksicht auf Groß- und Kleinschreibung, Umlaute als ae/oe/ue oder ä/ö/ü, ß als ss), nach Postleitzahl oder Amtlichem Gemeindeschlüssel (q, mindestens 2 Zeichen); höchstens 20 kleine Treffer (limit), nur aktive Einheiten; kind filtert; kind=Land ohne q nennt alle Länder.',
    request: { query: unitSearchQuerySchema },
    response: unitSearchResultSchema,
  }),
  getReferenceUnitBySlug: defineRoute({
    method: 'GET',
    path: '/reference-units/by-slug/{slug}/',
    handler: 'reference-units/by-slug',
    auth: 'public',
    cache: 'public',
    summary:
      'Die aktive Bezugseinheit mit diesem Kürzel (der Gemeinde-Teil der Adresse, z. B. lindenau), mit Kontakten, Baunebenrecht-Informationen, Links und dem Namen ihres Landes.',
    request: { path: unitSlugPathSchema },
    response: publicReferenceUnitSchema,
  }),
};
