import * as z from 'zod';
import { AREA_KINDS, areaSchema, geoReportReceiptSchema, geoReportRequestSchema } from './geo-public.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

// The residents' shapes live in geo-public.ts (a public function builds only those); re-exported here.
export * from './geo-public.ts';

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

export const landGeoConfigUpdateSchema = landGeoConfigSchema.pick({
  services: true,
  address_source: true,
  version: true,
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

export const geoReportSchema = geoReportRequestSchema.extend(geoReportReceiptSchema.shape).extend({
  land_id: z.string(),
  /** The service that answered for the kind, when one did. */
  service: z.string().nullable(),
  status: z.enum(['neu', 'erledigt']),
});
export type GeoReport = z.infer<typeof geoReportSchema>;

/** `/geo-services/{land_id}/`: the Land whose configuration is read, saved or tested. */
export const landGeoConfigPathSchema = z.object({ land_id: z.string().min(1).max(120) });
/** `GET /geo-reports/?land=ID`: a page of one Land's reports, newest first. */
export const geoReportListQuerySchema = pageQuerySchema.extend({ land: z.string().min(1).max(120) });
export const geoReportPageSchema = pageOf(geoReportSchema);
export const geoReportPathSchema = z.object({ id: z.string().min(1).max(200) });
export const geoReportUpdateSchema = z.object({ status: geoReportSchema.shape.status });
