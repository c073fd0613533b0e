import {
  publicReferenceUnitSchema,
  referenceUnitListQuerySchema,
  referenceUnitPageSchema,
  referenceUnitWithChecksPageSchema,
  unitSearchQuerySchema,
  unitSearchResultSchema,
  unitSlugPathSchema,
} from '@baucheck/shared/reference-units-public';
import { defineRoute } from '#lib/route';

/** Residents: the Gemeinden and Länder, listed, searched and by slug (public, cached by the CDN). */
export const publicReferenceUnitRoutes = {
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
