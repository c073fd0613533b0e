import { checkIdPathSchema, testCaseIdPathSchema, versionBodySchema } from '@baucheck/shared/checks';
import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import { pageOf, pageQuerySchema } from '@baucheck/shared/pages';
import {
  createTestCaseSchema,
  testCaseImpactItemSchema,
  testCaseListSchema,
  testCaseSchema,
  testCaseScopeQuerySchema,
  updateTestCaseSchema,
} from '@baucheck/shared/test-cases';
import { defineRoute } from '#lib/route';

/**
 * Test cases ("Prüffälle") of checks. The levels admit public administration; services/test-cases.ts
 * scopes them (Land staff on their Land's checks, Kommune staff on their Gemeinde's local values and copies).
 */
export const testCaseRoutes = {
  listTestCases: defineRoute({
    method: 'GET',
    path: '/checks/{id}/test-cases/',
    handler: 'test-cases/list',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Die Prüffälle eines Checks (mit reference_unit_id: die mit den lokalen Werten dieser Bezugseinheit), jeweils mit dem Ergebnis des Entwurfs und ob es vom bestätigten abweicht.',
    request: { path: checkIdPathSchema, query: testCaseScopeQuerySchema },
    response: testCaseListSchema,
  }),
  createTestCase: defineRoute({
    method: 'POST',
    path: '/checks/{id}/test-cases/',
    handler: 'test-cases/create',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'Speichert einen Weg durch den Entwurf als Prüffall, mit dem Ergebnis, das der Entwurf dafür ergibt. Antworten, die nicht zum Check passen, werden abgelehnt (422).',
    request: { path: checkIdPathSchema, body: createTestCaseSchema },
    response: testCaseSchema,
  }),
  testCaseImpact: defineRoute({
    method: 'GET',
    path: '/checks/{id}/test-cases/impact/',
    handler: 'test-cases/impact',
    auth: 'user',
    levels: ['Administrator', 'Land'],
    cache: 'private',
    summary:
      'Vor dem Veröffentlichen eines Standard-Checks: je Gemeinde mit lokalen Werten und je individueller Kopie die Zahl der Prüffälle und derer, deren Ergebnis der Entwurf ändert (seitenweise).',
    request: { path: checkIdPathSchema, query: pageQuerySchema },
    response: pageOf(testCaseImpactItemSchema),
  }),
  updateTestCase: defineRoute({
    method: 'PATCH',
    path: '/test-cases/{id}/',
    handler: 'test-cases/update',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary: 'Benennt einen Prüffall um oder übernimmt das aktuelle Ergebnis des Entwurfs als erwartetes.',
    request: { path: testCaseIdPathSchema, body: updateTestCaseSchema },
    response: testCaseSchema,
  }),
  deleteTestCase: defineRoute({
    method: 'DELETE',
    path: '/test-cases/{id}/',
    handler: 'test-cases/delete',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary: 'Löscht einen Prüffall.',
    request: { path: testCaseIdPathSchema, body: versionBodySchema },
    response: null,
  }),
};
