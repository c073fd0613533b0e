import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import {
  createReferenceUnitSchema,
  editableReferenceUnitSchema,
  managedUnitListQuerySchema,
  managedUnitPageSchema,
  referenceUnitIdPathSchema,
  updateReferenceUnitSchema,
} from '@baucheck/shared/reference-units';
import { defineRoute } from '#lib/route';

/*
 * Managing reference units (page "Bezugseinheiten"): Administrators all units, Land staff their Land and
 * its Gemeinden, Kommune staff their own units (services/unit-admin.ts decides per unit and field).
 *
 * Creating is `POST /reference-units/manage/`, not `POST /reference-units/`: the CDN caches the public
 * `GET /reference-units/` on a behaviour of its own that lets no POST (nor cookies) through, and a
 * behaviour cannot tell methods apart (infra/lib/route-paths.ts refuses such a table).
 */
export const referenceUnitAdminRoutes = {
  listManagedReferenceUnits: defineRoute({
    method: 'GET',
    path: '/reference-units/manage/',
    handler: 'reference-units/manage-list',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Bezugseinheiten zum Verwalten, auch deaktivierte: mit q die besten Treffer nach Name, PLZ oder AGS, sonst eine Seite nach Namen (next_cursor holt die nächste); Administration alle, Land das eigene Land und seine Gemeinden, Kommune die eigenen.',
    request: { query: managedUnitListQuerySchema },
    response: managedUnitPageSchema,
  }),
  createReferenceUnit: defineRoute({
    method: 'POST',
    path: '/reference-units/manage/',
    handler: 'reference-units/create',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    invalidates: ['quick-checks'],
    summary:
      'Legt eine Bezugseinheit an: ein Land (AGS mit 2 Ziffern) oder eine Gemeinde (AGS mit 8 Ziffern, die mit denen ihres Landes beginnen). Land-Accounts legen Gemeinden ihres Landes an.',
    request: { body: createReferenceUnitSchema },
    response: editableReferenceUnitSchema,
  }),
  getManagedReferenceUnit: defineRoute({
    method: 'GET',
    path: '/reference-units/{id}/',
    handler: 'reference-units/get',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary: 'Eine Bezugseinheit mit allen bearbeitbaren Angaben und der Version, auch deaktiviert.',
    request: { path: referenceUnitIdPathSchema },
    response: editableReferenceUnitSchema,
  }),
  updateReferenceUnit: defineRoute({
    method: 'PATCH',
    path: '/reference-units/{id}/',
    handler: 'reference-units/update',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    invalidates: ['quick-checks'],
    summary:
      'Ändert eine Bezugseinheit mit der gelesenen Version: Kontakt, Baunebenrecht und Links (Kommune: nur diese, für eigene Einheiten); Name, PLZ und Aktiv (Land für Gemeinden seines Landes); die Organisation (nur Administration).',
    request: { path: referenceUnitIdPathSchema, body: updateReferenceUnitSchema },
    response: editableReferenceUnitSchema,
  }),
};
