import { completionSchema, statisticsQuerySchema, statisticsSchema } from '@baucheck/shared/statistics';
import { defineRoute } from '#lib/route';

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
    levels: ['Administrator'],
    cache: 'private',
    summary:
      'Nutzungsstatistik für einen Zeitraum: abgeschlossene Checks je Tag, Gruppe, Bezugseinheit und Ergebnis, als Summen und als einzelne Zähler (rows).',
    request: { query: statisticsQuerySchema },
    response: statisticsSchema,
  }),
};
