import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import {
  myReferenceUnitPageSchema,
  myReferenceUnitsQuerySchema,
  referenceUnitIdsQuerySchema,
  referenceUnitListSchema,
} from '@baucheck/shared/reference-units';
import { defineRoute } from '#lib/route';

/** Reference units as staff see them: per user, never cached (the public unit lists are in quick-checks.ts). */
export const referenceUnitRoutes = {
  listMyReferenceUnits: defineRoute({
    method: 'GET',
    path: '/reference-units/mine/',
    handler: 'reference-units/list-mine',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Eine Seite der Bezugseinheiten, für die der angemeldete Account arbeitet (Administration: alle; Land: das Land, dann seine Gemeinden; Kommune: die eigenen), eigene zuerst, mit dem veröffentlichten Check je Gruppe und dem Namen ihres Landes. Mit q die Suche darin (Name, PLZ oder Gemeindeschlüssel, höchstens 20 Treffer), mit land_id nur ein Land und seine Gemeinden; mit check_id die, die diesen Check durch eigene Zuordnung nutzen (das Land zuerst, dann seine Gemeinden nach Namen), q sucht dann seitenweise in ihren Namen.',
    request: { query: myReferenceUnitsQuerySchema },
    response: myReferenceUnitPageSchema,
  }),
  getReferenceUnitsByIds: defineRoute({
    method: 'GET',
    path: '/reference-units/mine/by-ids/',
    handler: 'reference-units/get-by-ids',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Bezugseinheiten nach ihrer ID (höchstens 100), z. B. das Land, die Gemeinde und die zugeordneten Einheiten eines Checks; unbekannte IDs fehlen in der Antwort.',
    request: { query: referenceUnitIdsQuerySchema },
    response: referenceUnitListSchema,
  }),
};
