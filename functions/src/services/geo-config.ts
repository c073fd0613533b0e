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
import { getLandGeoConfigRecord, saveLandGeoConfig } from '#repositories/geo-config';
import { getReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { territoryOf } from './check-access.ts';
import { createAddressSource, createAreaService, GeoServiceError } from './geo/area-service.ts';
import { SERVICE_TIMEOUT_MS, ServiceTimeout, withDeadline } from './geo/coverage.ts';
import { testPointOfLand, type Point } from './geo/land-points.ts';

/*
 * A Land's geodata services, configured by its own staff (Land level) or an Administrator: which
 * official service answers which area kind for the Land and its Gemeinden, and "Dienst testen".
 */

export const GEO_CONFIG_TEXTS = {
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
  if (!territory.all && !(user.level === 'Land' && territory.landIds.has(landId))) {
    throw new HttpError(403, GEO_CONFIG_TEXTS.noAccess);
  }
  return land;
}

export async function getLandGeoConfig(user: UserRecord, landId: string): Promise<LandGeoConfig> {
  const land = await landForGeoStaff(user, landId);
  const record = await getLandGeoConfigRecord(landId, { consistent: true });
  return {
    land_id: land.id,
    land_name: land.name,
    services: record?.services ?? {},
    address_source: record?.address_source ?? null,
    version: record?.version ?? 0,
  };
}

/**
 * Refuses, with a German 422 at the field, a configuration the providers cannot work with (they check
 * what the schema cannot, e.g. a layer name a WMS would not accept), before it reaches residents.
 */
function assertUsable(settings: z.output<typeof landGeoConfigUpdateSchema>): void {
  const issues = [];
  for (const [kind, service] of Object.entries(settings.services) as Array<[AreaKind, GeoService]>) {
    try {
      createAreaService(kind, service);
    } catch (error) {
      if (!(error instanceof GeoServiceError)) throw error;
      issues.push({ loc: ['body', 'services', kind], msg: error.message, type: 'value_error' });
    }
  }
  if (settings.address_source) {
    try {
      createAddressSource(settings.address_source);
    } catch (error) {
      if (!(error instanceof GeoServiceError)) throw error;
      issues.push({ loc: ['body', 'address_source'], msg: error.message, type: 'value_error' });
    }
  }
  if (issues.length > 0) throw new HttpError(422, issues);
}

export async function updateLandGeoConfig(
  user: UserRecord,
  landId: string,
  input: z.output<typeof landGeoConfigUpdateSchema>,
): Promise<LandGeoConfig> {
  const land = await landForGeoStaff(user, landId);
  assertUsable(input);
  const previous = await getLandGeoConfigRecord(landId, { consistent: true });
  const saved = await saveLandGeoConfig(
    landId,
    { services: input.services, address_source: input.address_source },
    input.version,
    previous,
  );
  return {
    land_id: land.id,
    land_name: land.name,
    services: saved.services,
    address_source: saved.address_source,
    version: saved.version,
  };
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
      createAreaService(request.kind, request.service).areasAt(point.lon, point.lat, TEST_DISTANCE_M, signal),
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
