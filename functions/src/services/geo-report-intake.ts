import type { AreaKind } from '@baucheck/shared/geo-public';
import type { GeoReport } from '@baucheck/shared/geo';
import { invalidField } from '#lib/errors';
import { createGeoReport } from '#repositories/geo-reports';
import { landIdOfUnit, servicesOfLand, sourceAt } from './geo/coverage.ts';

/*
 * "Hinweis melden": a resident's report of a wrong area goes to the Land of their unit, whose staff
 * configure the services that answer there (or, where the deployment's default answered, can
 * configure a better one). The report names the service that answered for the kind. Apart from the
 * staff's side (geo-reports.ts), so the public function loads no accounts or access rules.
 */

const UNKNOWN_UNIT_TEXT = 'Diese Gemeinde oder dieses Land gibt es nicht.';

export async function sendGeoReport(input: {
  unit: string;
  kind: AreaKind;
  lon: number;
  lat: number;
  text: string;
}): Promise<GeoReport> {
  const landId = await landIdOfUnit(input.unit);
  if (!landId) throw invalidField(['body', 'unit'], UNKNOWN_UNIT_TEXT);
  // The service the resident was shown for the kind, named without asking it again.
  const source = await sourceAt(await servicesOfLand(landId), input.kind, input);
  return createGeoReport({ ...input, land_id: landId, service: source?.service ?? null });
}
