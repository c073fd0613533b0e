import type { GeoReportReceipt, GeoReportRequest } from '@baucheck/shared/geo';
import { apiClient } from '#lib/api-client.ts';

/**
 * `POST /api/quick-checks/geo-reports/` ("Hinweis melden"): a resident reports a wrong area to the staff
 * of their Land. No CSRF token (the route is `csrf: false`), so the resident gets no cookie. Checked
 * against the shared schema in development only, like every resident call.
 */
export async function sendGeoReport(report: GeoReportRequest): Promise<GeoReportReceipt> {
  const data = await apiClient.post('/quick-checks/geo-reports/', report, { csrf: false });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/geo-public')).geoReportReceiptSchema.parse(data)
    : (data as GeoReportReceipt);
}
