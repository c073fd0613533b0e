import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import { pageQuerySchema } from '@baucheck/shared/pages';
import { myReferenceUnitPageSchema } from '@baucheck/shared/reference-units';
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
      'Eine Seite der Bezugseinheiten, für die der angemeldete Account arbeitet (Administration: alle; Land: das Land, dann seine Gemeinden; Kommune: die eigenen), eigene zuerst, mit dem veröffentlichten Check je Gruppe und dem Namen ihres Landes.',
    request: { query: pageQuerySchema },
    response: myReferenceUnitPageSchema,
  }),
};
