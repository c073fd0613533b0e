import type { GeoReport } from '@baucheck/shared/geo';
import type { FilteredPage } from '../data/page.ts';
import { notFound } from '#lib/errors';
import { geoReportKey, listGeoReportsPage, setGeoReportStatus } from '#repositories/geo-reports';
import type { UserRecord } from '#repositories/users';
import { landForGeoStaff } from './geo-config.ts';

/*
 * The Land staff's side of "Hinweis melden" (the residents' side is geo-report-intake.ts): the reports
 * that reached their Land, and marking one done.
 */

const REPORT_NOT_FOUND_TEXT = 'Diesen Hinweis gibt es nicht.';

export async function listGeoReports(
  user: UserRecord,
  landId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<FilteredPage<GeoReport>> {
  await landForGeoStaff(user, landId);
  return listGeoReportsPage(landId, { limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) });
}

export async function updateGeoReport(user: UserRecord, id: string, status: GeoReport['status']): Promise<GeoReport> {
  const key = geoReportKey(id);
  if (!key) throw notFound(REPORT_NOT_FOUND_TEXT);
  await landForGeoStaff(user, key.landId);
  const report = await setGeoReportStatus(id, status);
  if (!report) throw notFound(REPORT_NOT_FOUND_TEXT);
  return report;
}
