import {
  completionSchema,
  statisticsExportPageSchema,
  statisticsExportQuerySchema,
  statisticsQuerySchema,
  statisticsSchema,
  unitRankingPageSchema,
  unitRankingQuerySchema,
} from '@baucheck/shared/statistics';
import { defineRoute } from '#lib/route';

const ADMIN = ['Administrator'] as const;

/** First-party, anonymous usage statistics (and Plausible's figures when configured). */
export const statisticsRoutes = {
  countCompletion: defineRoute({
    method: 'POST',
    path: '/quick-checks/completions/',
    handler: 'statistics/count-completion',
    auth: 'public',
    csrf: false,
    cache: 'private',
    summary: 'Zählt einen abgeschlossenen Check anonym (Tag, Gruppe, Bezugseinheit, Gesamtergebnis).',
    request: { body: completionSchema },
    response: null,
  }),
  getStatistics: defineRoute({
    method: 'GET',
    path: '/plausible/',
    handler: 'statistics/get',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Nutzungsstatistik für einen Zeitraum, für Deutschland oder ein Land (land_id): abgeschlossene Checks je Tag, Gruppe, Ergebnis und Land.',
    request: { query: statisticsQuerySchema },
    response: statisticsSchema,
  }),
  getUnitRanking: defineRoute({
    method: 'GET',
    path: '/plausible/units/',
    handler: 'statistics/unit-ranking',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Eine Seite der Bezugseinheiten eines Landes, nach abgeschlossenen Checks im Zeitraum geordnet (die meisten zuerst); next_cursor holt die nächste Seite.',
    request: { query: unitRankingQuerySchema },
    response: unitRankingPageSchema,
  }),
  exportStatistics: defineRoute({
    method: 'GET',
    path: '/plausible/export/',
    handler: 'statistics/export',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Für den CSV-Export: eine Seite der Zähler je Bezugseinheit eines Landes in einem Kalendermonat (gesamt, je Gruppe und je Ergebnis); next_cursor holt die nächste Seite.',
    request: { query: statisticsExportQuerySchema },
    response: statisticsExportPageSchema,
  }),
};
