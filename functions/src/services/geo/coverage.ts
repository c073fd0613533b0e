import {
  AREA_KINDS,
  type Address,
  type AddressSource,
  type Area,
  type AreaKind,
  type AreaSource,
  type GeoService,
  type KindCoverage,
} from '@baucheck/shared/geo';
import { HttpError, notFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { TtlCache } from '#lib/ttl-cache';
import { getLandGeoConfigRecord } from '#repositories/geo-config';
import { getReferenceUnit } from '#repositories/reference-units';
import type * as AreaServices from './area-service.ts';
import { DEMO_AREAS } from './demo-areas.ts';
import { embeddedProvider } from './embedded.ts';
import type { DefaultGeoConfig } from './deployment-default.ts';

/*
 * What a resident's site is checked against, per area kind: the service the unit's Land configured for
 * the kind, else the deployment-wide default (environment), else nothing ("nicht konfiguriert"). Each
 * service runs in parallel with the others and gets SERVICE_TIMEOUT_MS; one that fails or is late
 * makes its kind "keine Daten" ("keine Antwort"), never the whole answer an error.
 *
 * Per container, kept in memory: the Land of each unit and each Land's configuration (CONFIG_TTL_MS,
 * so a warm function reads neither per request, and staff's changes reach residents within a minute),
 * and the services' answers per service and rounded point (ANSWER_TTL_MS).
 *
 * The providers (XML parsing, coordinate transformations) load on first use only: the residents'
 * geoservice is a public function whose cold start matters, and a deployment on the demo data, or a
 * Land without services of its own, never needs them.
 */

let areaServices: Promise<typeof AreaServices> | undefined;
/** The providers, loaded on first use (also by "Dienst testen", services/geo-config.ts). */
export const loadAreaServices = () => (areaServices ??= import('./area-service.ts'));

let defaults: Promise<DefaultGeoConfig | null> | undefined;
/**
 * The deployment-wide default services from the environment, read once per container; null when the
 * demo data is the default. Loaded only when one is set: its schemas are the staff's (geo.ts), which a
 * deployment on the demo data never needs.
 */
function deploymentDefault(): Promise<DefaultGeoConfig | null> {
  const provider = process.env.GEO_PROVIDER;
  if (!provider || provider === 'embedded') return Promise.resolve(null);
  return (defaults ??= import('./deployment-default.ts').then((module) => module.defaultGeoConfig()));
}

export const SERVICE_TIMEOUT_MS = 3000;
export const SERVICE_TIMEOUT_TEXT = 'Der Dienst hat nicht innerhalb von 3 Sekunden geantwortet.';
const CONFIG_TTL_MS = 60_000;
const ANSWER_TTL_MS = 10 * 60_000;
const UNIT_NOT_FOUND_TEXT = 'Die Bezugseinheit existiert nicht';
export const ADDRESS_SEARCH_UNAVAILABLE_TEXT =
  'Die Adresssuche ist gerade nicht erreichbar. Bitte markieren Sie den Standort auf der Karte oder versuchen Sie es später erneut.';
/** The deployment-wide demo data, named as its source. */
export const DEMO_SOURCE: AreaSource = { service: 'Demodaten', land: null, as_of: null };

/** The time limit ran out (the signal was aborted), whether or not the service honoured the signal. */
export class ServiceTimeout extends Error {
  constructor() {
    super(SERVICE_TIMEOUT_TEXT);
    this.name = 'ServiceTimeout';
  }
}

/**
 * Runs `work` with a signal that aborts after `ms` and gives up waiting then, even for work that
 * ignores its signal: a resident never waits longer than the limit for one service.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  let onAbort = () => {};
  const deadline = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ServiceTimeout());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work(signal), deadline]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** The services that answer for a Land's units: its own configuration (empty for none). */
export interface LandServices {
  landId: string | null;
  landName: string | null;
  services: Partial<Record<AreaKind, GeoService>>;
  addressSource: AddressSource | null;
}

const NO_LAND: LandServices = { landId: null, landName: null, services: {}, addressSource: null };
const landOfUnit = new TtlCache<string, string>(2000, ANSWER_TTL_MS);
const landServices = new TtlCache<string, LandServices>(64, CONFIG_TTL_MS);

/** The Land's configured services, read at most once per CONFIG_TTL_MS per container. */
export function servicesOfLand(landId: string): Promise<LandServices> {
  return landServices.getOrLoad(landId, async () => {
    const [land, record] = await Promise.all([getReferenceUnit(landId), getLandGeoConfigRecord(landId)]);
    return {
      landId,
      landName: land?.name ?? null,
      services: record?.services ?? {},
      addressSource: record?.address_source ?? null,
    };
  });
}

/** The Land of a unit (a Land is its own), from one GetItem kept per container; null for an unknown unit. */
export async function landIdOfUnit(unitId: string): Promise<string | null> {
  const cached = landOfUnit.get(unitId);
  if (cached !== undefined) return cached;
  const unit = await getReferenceUnit(unitId);
  if (!unit) return null;
  // A unit stays in its Land, so the answer may be kept as long as the services' answers.
  const landId = unit.kind === 'Land' ? unit.id : (unit.parent_id ?? unit.id);
  landOfUnit.set(unitId, landId);
  return landId;
}

/**
 * The services for a resident's unit: a Gemeinde inherits its Land's; without a unit, only the
 * default answers. 404 for an unknown unit.
 */
export async function servicesForUnit(unitId: string | undefined): Promise<LandServices> {
  if (!unitId) return NO_LAND;
  const landId = await landIdOfUnit(unitId);
  if (!landId) throw notFound(UNIT_NOT_FOUND_TEXT);
  return servicesOfLand(landId);
}

/** Bounding boxes around the demo municipalities' areas: the only places the demo data says anything about. */
const DEMO_MARGIN_DEGREES = 0.04;
const DEMO_EXTENTS = DEMO_AREAS.map((area) => {
  const ring = area.geometry.coordinates[0] ?? [];
  const lons = ring.map((point) => point[0] ?? 0);
  const lats = ring.map((point) => point[1] ?? 0);
  return {
    west: Math.min(...lons) - DEMO_MARGIN_DEGREES,
    east: Math.max(...lons) + DEMO_MARGIN_DEGREES,
    south: Math.min(...lats) - DEMO_MARGIN_DEGREES,
    north: Math.max(...lats) + DEMO_MARGIN_DEGREES,
  };
});
const inDemoExtent = (lon: number, lat: number) =>
  DEMO_EXTENTS.some((box) => lon >= box.west && lon <= box.east && lat >= box.south && lat <= box.north);

/** How one kind is looked up at a point: a service and the source residents are shown, or nothing. */
interface KindPlan {
  kind: AreaKind;
  source: AreaSource;
  demo: boolean;
  /** Identifies the service's answers in the cache; null for the demo data (answered in memory). */
  cacheKey: string | null;
  run: (lon: number, lat: number, distance: number, signal: AbortSignal) => Promise<Area[]>;
}

const serviceKey = (service: GeoService) =>
  JSON.stringify([service.type, service.url, service.layer, service.crs, service.name_attribute]);

function servicePlan(kind: AreaKind, service: GeoService, land: string | null): KindPlan {
  return {
    kind,
    source: { service: service.label, land, as_of: service.as_of },
    demo: false,
    cacheKey: serviceKey(service),
    run: async (lon, lat, distance, signal) =>
      (await loadAreaServices()).createAreaService(kind, service).areasAt(lon, lat, distance, signal),
  };
}

/** The service that answers for a kind at a point: the Land's, else the default's; null: none. */
function planFor(
  kind: AreaKind,
  land: LandServices,
  fallback: DefaultGeoConfig | null,
  lon: number,
  lat: number,
): KindPlan | null {
  const own = land.services[kind];
  if (own) return servicePlan(kind, own, land.landName);
  if (fallback) {
    const service = fallback.services[kind];
    return service ? servicePlan(kind, service, null) : null;
  }
  if (!inDemoExtent(lon, lat)) return null;
  return {
    kind,
    source: DEMO_SOURCE,
    demo: true,
    cacheKey: null,
    run: (pointLon, pointLat, distance) => embeddedProvider.areasNear(pointLon, pointLat, distance, [kind]),
  };
}

/** The source residents are shown for a kind at a point (null: no service), without asking it. */
export const sourceAt = async (
  land: LandServices,
  kind: AreaKind,
  point: { lon: number; lat: number },
): Promise<AreaSource | null> => planFor(kind, land, await deploymentDefault(), point.lon, point.lat)?.source ?? null;

const answers = new TtlCache<string, Area[]>(500, ANSWER_TTL_MS);
/** About a metre: the map slide rounds the same way, so one spot is one cache entry here and at the CDN. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** The kind's areas at the point, or null when its service failed or ran out of time. */
async function areasOf(plan: KindPlan, lon: number, lat: number, distance: number): Promise<Area[] | null> {
  const key = plan.cacheKey === null ? null : `${plan.cacheKey}|${plan.kind}|${lon}|${lat}|${distance}`;
  const cached = key === null ? undefined : answers.get(key);
  if (cached) return cached;
  try {
    const found = await withDeadline(SERVICE_TIMEOUT_MS, (signal) => plan.run(lon, lat, distance, signal));
    // The kind is the one asked for, whatever the service's features call themselves.
    const areas = found.map((area) => ({ ...area, kind: plan.kind }));
    if (key !== null) answers.set(key, areas);
    return areas;
  } catch (error) {
    logger.warn('Geodata service gave no answer', { kind: plan.kind, service: plan.source.service, error });
    return null;
  }
}

export interface SiteCoverage {
  /** The areas found, nearest first. */
  areas: Area[];
  /** One entry per kind asked for. */
  coverage: KindCoverage[];
  /** True when any kind was answered from the bundled demo data. */
  demo: boolean;
  /** True when any service failed or ran out of time (the answer should not be kept long). */
  incomplete: boolean;
}

/** Every kind asked for, looked up at the point in parallel, each within SERVICE_TIMEOUT_MS. */
export async function coverageAt(
  land: LandServices,
  point: { lon: number; lat: number },
  distance: number,
  kinds: readonly AreaKind[] = AREA_KINDS,
): Promise<SiteCoverage> {
  const lon = roundCoordinate(point.lon);
  const lat = roundCoordinate(point.lat);
  const fallback = await deploymentDefault();
  const results = await Promise.all(
    kinds.map(async (kind) => {
      const plan = planFor(kind, land, fallback, lon, lat);
      return { kind, plan, areas: plan ? await areasOf(plan, lon, lat, distance) : null };
    }),
  );
  const coverage = results.map(({ kind, plan, areas }): KindCoverage => {
    if (!plan) return { kind, state: 'keine Daten', reason: 'nicht konfiguriert', source: null };
    if (!areas) return { kind, state: 'keine Daten', reason: 'keine Antwort', source: plan.source };
    return { kind, state: areas.length > 0 ? 'betroffen' : 'nicht betroffen', reason: null, source: plan.source };
  });
  return {
    areas: results.flatMap(({ areas }) => areas ?? []).sort((a, b) => a.distance_m - b.distance_m),
    coverage,
    demo: results.some(({ plan, areas }) => plan?.demo === true && areas !== null),
    incomplete: coverage.some((entry) => entry.reason === 'keine Antwort'),
  };
}

/**
 * Addresses matching the text: from the Land's address source, else the default's, else the demo
 * addresses (when the demo data is the default). A failing source is a 503 with a German text: an empty
 * list would tell the resident their address does not exist.
 */
export async function addressesFor(
  land: LandServices,
  query: string,
  limit: number,
): Promise<{ addresses: Address[]; demo: boolean }> {
  const fallback = await deploymentDefault();
  const source = land.addressSource ?? fallback?.address_source ?? null;
  if (!source) {
    return fallback
      ? { addresses: [], demo: false }
      : { addresses: await embeddedProvider.searchAddresses(query, limit), demo: true };
  }
  try {
    const addresses = await withDeadline(SERVICE_TIMEOUT_MS, async (signal) =>
      (await loadAreaServices()).createAddressSource(source).search(query, limit, signal),
    );
    return { addresses, demo: false };
  } catch (error) {
    logger.warn('Address source gave no answer', { source: source.label, error });
    throw new HttpError(503, ADDRESS_SEARCH_UNAVAILABLE_TEXT, { 'Retry-After': '30' });
  }
}
