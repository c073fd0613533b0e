import type {
  AreaKind,
  GeoService,
  GeoServiceTestResult,
  LandGeoConfig,
  landGeoConfigUpdateSchema,
} from '@baucheck/shared/geo';
import type { z } from 'zod';
import { HttpError, notFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { getLandGeoConfigRecord, saveLandGeoConfig, type LandGeoConfigRecord } from '#repositories/geo-config';
import { getReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { territoryOf } from './check-access.ts';
import { loadAreaServices, SERVICE_TIMEOUT_MS, ServiceTimeout, withDeadline } from './geo/coverage.ts';
import { GeoServiceError } from './geo/service-request.ts';
import { testPointOfLand, type Point } from './geo/land-points.ts';

/*
 * A Land's geodata services, configured by its own staff (Land level) or an Administrator: which
 * official service answers which area kind for the Land and its Gemeinden, and "Dienst testen".
 */

const GEO_CONFIG_TEXTS = {
  noAccess: 'Keine Berechtigung für die Geodienste dieses Landes',
  landNotFound: 'Das Land existiert nicht',
  unexpectedAnswer: 'Der Dienst hat nicht wie erwartet geantwortet.',
} as const;

/** Around the test point: a little room, so a test at a town hall finds the areas next to it too. */
const TEST_DISTANCE_M = 100;

/** The Land, when the user may configure its services: its own Land staff and Administrators. */
export async function landForGeoStaff(user: UserRecord, landId: string): Promise<ReferenceUnitRecord> {
  // Which Länder exist is public (the residents' unit search lists them), so an unknown id is a 404
  // for every member of staff, as on the other unit routes; only a known Land's services are guarded.
  const [land, territory] = await Promise.all([getReferenceUnit(landId), territoryOf(user)]);
  if (!land || land.kind !== 'Land') throw notFound(GEO_CONFIG_TEXTS.landNotFound);
  if (!territory.all && !territory.landIds.has(landId)) {
    throw new HttpError(403, GEO_CONFIG_TEXTS.noAccess);
  }
  return land;
}

/** What staff see of a Land's configuration (nothing saved yet: empty, version 0). */
const toLandGeoConfig = (land: ReferenceUnitRecord, record: LandGeoConfigRecord | null): LandGeoConfig => ({
  land_id: land.id,
  land_name: land.name,
  services: record?.services ?? {},
  address_source: record?.address_source ?? null,
  version: record?.version ?? 0,
});

export async function getLandGeoConfig(user: UserRecord, landId: string): Promise<LandGeoConfig> {
  const land = await landForGeoStaff(user, landId);
  return toLandGeoConfig(land, await getLandGeoConfigRecord(landId, { consistent: true }));
}

export async function updateLandGeoConfig(
  user: UserRecord,
  landId: string,
  input: z.output<typeof landGeoConfigUpdateSchema>,
): Promise<LandGeoConfig> {
  const land = await landForGeoStaff(user, landId);
  const previous = await getLandGeoConfigRecord(landId, { consistent: true });
  return toLandGeoConfig(land, await saveLandGeoConfig(landId, input, input.version, previous));
}

/** Why a test failed, in German: the providers' own reason where they give one. */
function failureReason(error: unknown): string {
  if (error instanceof ServiceTimeout) return error.message;
  if (error instanceof GeoServiceError) return error.message;
  return GEO_CONFIG_TEXTS.unexpectedAnswer;
}

/**
 * "Dienst testen": asks the given (not yet saved) service at a point of the Land, within the same
 * time limit residents get. A failing service is an answer (ok false, with the German reason), never
 * an error of this route.
 */
export async function testLandGeoService(
  user: UserRecord,
  landId: string,
  request: { kind: AreaKind; service: GeoService; point?: Point | undefined },
): Promise<GeoServiceTestResult> {
  const land = await landForGeoStaff(user, landId);
  const point = request.point ?? testPointOfLand(land.ags);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const areas = await withDeadline(SERVICE_TIMEOUT_MS, (signal) =>
      loadAreaServices().then(({ createAreaService }) =>
        createAreaService(request.kind, request.service).areasAt(point.lon, point.lat, TEST_DISTANCE_M, signal),
      ),
    );
    return {
      ok: true,
      point,
      areas: areas.map((area) => ({ ...area, kind: request.kind })),
      duration_ms: elapsed(),
      message: null,
    };
  } catch (error) {
    logger.info('Geodata service test failed', { land_id: landId, kind: request.kind, error: error as Error });
    return { ok: false, point, areas: [], duration_ms: elapsed(), message: failureReason(error) };
  }
}
