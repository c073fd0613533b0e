import { clientKey } from '#lib/client-ip';
import { createPublicHandler } from '#lib/public-handler';
import { logger } from '#lib/logger';
import { counted, type RateLimitRule } from '#services/rate-limit';
import { sendGeoReport } from '#services/geo-report-intake';
import { geoserviceRoutes } from '../../routes/geoservice.ts';

/** Enough for a resident who finds several wrong areas; stops a script from filling a Land's inbox. */
const GEO_REPORTS_PER_CLIENT: RateLimitRule = { name: 'geo-report-client', limit: 10, windowSeconds: 60 * 60 };

/**
 * "Hinweis melden": stores a resident's report of a wrong area for the staff of their unit's Land. No
 * account, no cookie; only valid reports count against the client's limit.
 */
export const handler = createPublicHandler(geoserviceRoutes.sendGeoReport, async ({ body, event }) => {
  const limits: Array<[RateLimitRule, string]> = [[GEO_REPORTS_PER_CLIENT, clientKey(event)]];
  const report = await counted(limits, () => sendGeoReport(body));
  // The id only: the text is the resident's own words and stays out of the logs.
  logger.info('Geodata report received', { report_id: report.id, kind: report.kind });
  return { status: 201, body: { id: report.id, created_at: report.created_at } };
});
