import type { AreaKind, GeoReport } from '@baucheck/shared/geo';
import type { FilteredPage } from '../data/page.ts';
import { invalidField, notFound } from '#lib/errors';
import { createGeoReport, geoReportKey, listGeoReportsPage, setGeoReportStatus } from '#repositories/geo-reports';
import type { UserRecord } from '#repositories/users';
import { landForGeoStaff } from './geo-config.ts';
import { landIdOfUnit, servicesOfLand, sourceAt } from './geo/coverage.ts';

/*
 * "Hinweis melden": a resident's report of a wrong area goes to the Land of their unit, whose staff
 * configure the services that answer there (or, where the deployment's default answered, can
 * configure a better one). The report names the service that answered for the kind.
 */

export const GEO_REPORT_TEXTS = {
  unknownUnit: 'Diese Gemeinde oder dieses Land gibt es nicht.',
  notFound: 'Diesen Hinweis gibt es nicht.',
} as const;

export async function sendGeoReport(input: {
  unit: string;
  kind: AreaKind;
  lon: number;
  lat: number;
  text: string;
}): Promise<GeoReport> {
  const landId = await landIdOfUnit(input.unit);
  if (!landId) throw invalidField(['body', 'unit'], GEO_REPORT_TEXTS.unknownUnit);
  // The service the resident was shown for the kind, named without asking it again.
  const source = await sourceAt(await servicesOfLand(landId), input.kind, input);
  return createGeoReport({ ...input, land_id: landId, service: source?.service ?? null });
}

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
  if (!key) throw notFound(GEO_REPORT_TEXTS.notFound);
  await landForGeoStaff(user, key.landId);
  const report = await setGeoReportStatus(id, status);
  if (!report) throw notFound(GEO_REPORT_TEXTS.notFound);
  return report;
}
