import * as z from 'zod';
import { SIDE_LAWS } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

/** Kinds of areas the geoservice knows: the side laws, and development-plan areas. */
export const AREA_KINDS = [...SIDE_LAWS, 'Bebauungsplan'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const addressSchema = z.object({ label: z.string(), lon: z.number(), lat: z.number() });
export type Address = z.infer<typeof addressSchema>;

export const areaSchema = z.object({
  kind: z.enum(AREA_KINDS),
  name: z.string(),
  /** Metres from the point to the area's edge; 0 when the point lies inside. */
  distance_m: z.number(),
});
export type Area = z.infer<typeof areaSchema>;

/** What the resident sees per area kind: found, ruled out, or not checked (no service / no answer). */
export const COVERAGE_STATES = ['betroffen', 'nicht betroffen', 'keine Daten'] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];

/** Where an area kind's answer came from: the service's name, the Land that configured it, its date. */
export const areaSourceSchema = z.object({
  service: z.string(),
  /** Name of the Land whose configuration named the service; null for the deployment-wide default. */
  land: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) the data is current as of, when the Land recorded it. */
  as_of: z.string().nullable(),
});
export type AreaSource = z.infer<typeof areaSourceSchema>;

export const kindCoverageSchema = z.object({
  kind: z.enum(AREA_KINDS),
  state: z.enum(COVERAGE_STATES),
  /** Why "keine Daten": no service configured for the Land, or the service failed or timed out. */
  reason: z.enum(['nicht konfiguriert', 'keine Antwort']).nullable(),
  /** Null only when no service is configured for the kind. */
  source: areaSourceSchema.nullable(),
});
export type KindCoverage = z.infer<typeof kindCoverageSchema>;

export const geoserviceResponseSchema = z.object({
  addresses: z.array(addressSchema),
  areas: z.array(areaSchema),
  /** The side laws among the areas found, in the order of SIDE_LAWS. */
  side_laws: z.array(z.enum(SIDE_LAWS)),
  /** True when the answer comes from the bundled demo data, not from an official service. */
  demo: z.boolean(),
  /** Per area kind asked for: betroffen / nicht betroffen / keine Daten, with the source. */
  coverage: z.array(kindCoverageSchema),
});
export type GeoserviceResponse = z.infer<typeof geoserviceResponseSchema>;

export const geoserviceQuerySchema = z
  .object({
    query: z.string().trim().max(120).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    distance: z.coerce.number().min(0).max(1000).default(0),
    /** The resident's reference unit; its Land's configured services answer (else the default). */
    unit: z.string().max(100).optional(),
    /** Comma-separated area kinds to look for; all when omitted. */
    filter: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((kind) => kind.trim()) : undefined))
      .pipe(z.array(z.enum(AREA_KINDS)).optional()),
  })
  .refine((query) => (query.lon === undefined) === (query.lat === undefined), {
    message: 'lon und lat gehören zusammen.',
    path: ['lat'],
  })
  .refine((query) => query.query !== undefined || query.lon !== undefined, {
    message: 'Bitte eine Adresse (query) oder einen Punkt (lon, lat) angeben.',
    path: ['query'],
  });

/*
 * Contract of the per-Land geodata services (issue 12). The backend (providers, configuration
 * storage, routes) and the frontend (admin page, result page, PDF) build against these shapes.
 *
 * Routes (paths under /api):
 * - GET  /quick-checks/geoservice/?unit=ID&lon&lat&distance&filter  public; `unit` is the resident's
 *   reference unit (Gemeinde or Land); its Land's configured services answer, else the deployment
 *   default. The answer carries `coverage` (one entry per area kind asked for).
 * - GET  /geo-services/{landId}/        Land staff of that Land, administrators: the Land's configuration.
 * - PUT  /geo-services/{landId}/        same; body landGeoConfigUpdateSchema; 409 on a stale version.
 * - POST /geo-services/{landId}/test/   same; body geoServiceTestRequestSchema → geoServiceTestResultSchema
 *   ("Dienst testen": queries one point of the Land with the given, not yet saved, service).
 * - POST /quick-checks/geo-reports/     public "Hinweis melden"; body geoReportRequestSchema → 201.
 * - GET  /geo-reports/?land=ID&cursor&limit   Land staff / administrators: pageOf(geoReportSchema).
 * - PATCH /geo-reports/{id}/            body { status } → the report.
 */

export const GEO_SERVICE_TYPES = ['wfs', 'wms', 'ogc'] as const;
export type GeoServiceType = (typeof GEO_SERVICE_TYPES)[number];
/** Coordinate systems the Länder publish in; transformed to WGS84 where a service does not serve it. */
export const GEO_CRS = ['EPSG:4326', 'EPSG:25832', 'EPSG:25833', 'EPSG:3857'] as const;

/** One official service for one area kind, as Land staff configure it. */
export const geoServiceSchema = z.object({
  type: z.enum(GEO_SERVICE_TYPES),
  url: z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine gültige Adresse (http/https) an.' }).max(500),
  /** WFS feature type, WMS layer or OGC API collection id. */
  layer: z.string().trim().min(1, 'Bitte geben Sie den Layer bzw. die Collection an.').max(200),
  /** The attribute that names an area (e.g. "NAME"); empty: the kind's German name is shown. */
  name_attribute: z.string().trim().max(100).default(''),
  crs: z.enum(GEO_CRS).default('EPSG:4326'),
  /** Shown as provenance, e.g. "Bayerisches Denkmal-Atlas (BLfD)". */
  label: z.string().trim().min(1, 'Bitte geben Sie den Namen des Dienstes an.').max(200),
  as_of: z.iso.date({ error: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.' }).nullable().default(null),
});
export type GeoService = z.infer<typeof geoServiceSchema>;

/** Where addresses are searched: an OGC API / WFS address layer or a Photon/Nominatim-compatible geocoder. */
export const addressSourceSchema = z.object({
  type: z.enum(['ogc', 'wfs', 'photon', 'nominatim']),
  url: z.url({ protocol: /^https?$/ }).max(500),
  /** Collection / feature type for ogc and wfs; empty for geocoders. */
  layer: z.string().trim().max(200).default(''),
  /** Attribute holding the address text for ogc and wfs. */
  label_attribute: z.string().trim().max(100).default(''),
  crs: z.enum(GEO_CRS).default('EPSG:4326'),
  label: z.string().trim().min(1).max(200),
});
export type AddressSource = z.infer<typeof addressSourceSchema>;

/** A Land's geodata configuration; a Gemeinde inherits its Land's. */
export const landGeoConfigSchema = z.object({
  land_id: z.string(),
  land_name: z.string(),
  services: z.partialRecord(z.enum(AREA_KINDS), geoServiceSchema),
  address_source: addressSourceSchema.nullable(),
  /** 0 while nothing was saved (the deployment-wide default applies). */
  version: z.number().int().min(0),
});
export type LandGeoConfig = z.infer<typeof landGeoConfigSchema>;

export const landGeoConfigUpdateSchema = z.object({
  services: z.partialRecord(z.enum(AREA_KINDS), geoServiceSchema),
  address_source: addressSourceSchema.nullable(),
  version: z.number().int().min(0),
});

export const geoServiceTestRequestSchema = z.object({
  kind: z.enum(AREA_KINDS),
  service: geoServiceSchema,
  /** Where to query (WGS84); omitted: the Land's representative point (its seat of government). */
  point: z.object({ lon: z.number().min(-180).max(180), lat: z.number().min(-90).max(90) }).optional(),
});
export const geoServiceTestResultSchema = z.object({
  ok: z.boolean(),
  /** The point of the Land that was queried (WGS84). */
  point: z.object({ lon: z.number(), lat: z.number() }),
  areas: z.array(areaSchema),
  duration_ms: z.number(),
  /** German reason when not ok (e.g. "Der Dienst hat nicht innerhalb von 3 Sekunden geantwortet."). */
  message: z.string().nullable(),
});
export type GeoServiceTestResult = z.infer<typeof geoServiceTestResultSchema>;

export const GEO_REPORT_TEXT_MAX = 2000;
/** "Hinweis melden": a resident reports a wrong area; no personal data required. */
export const geoReportRequestSchema = z.object({
  unit: z.string().max(100),
  kind: z.enum(AREA_KINDS),
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  text: z
    .string()
    .trim()
    .min(1, 'Bitte beschreiben Sie kurz, was nicht stimmt.')
    .max(GEO_REPORT_TEXT_MAX, `Bitte fassen Sie sich kürzer (höchstens ${GEO_REPORT_TEXT_MAX} Zeichen).`),
});
export const geoReportSchema = geoReportRequestSchema.extend({
  id: z.string(),
  land_id: z.string(),
  /** The service that answered for the kind, when one did. */
  service: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(['neu', 'erledigt']),
});
export type GeoReport = z.infer<typeof geoReportSchema>;

/** `/geo-services/{land_id}/`: the Land whose configuration is read, saved or tested. */
export const landGeoConfigPathSchema = z.object({ land_id: z.string().min(1).max(120) });
/** `POST /quick-checks/geo-reports/` answers with the stored report's id. */
export const geoReportReceiptSchema = geoReportSchema.pick({ id: true, created_at: true });
export type GeoReportReceipt = z.infer<typeof geoReportReceiptSchema>;
export type GeoReportRequest = z.input<typeof geoReportRequestSchema>;
/** `GET /geo-reports/?land=ID`: a page of one Land's reports, newest first. */
export const geoReportListQuerySchema = pageQuerySchema.extend({ land: z.string().min(1).max(120) });
export const geoReportPageSchema = pageOf(geoReportSchema);
export const geoReportPathSchema = z.object({ id: z.string().min(1).max(200) });
export const geoReportUpdateSchema = z.object({ status: geoReportSchema.shape.status });
