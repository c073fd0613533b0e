import * as z from 'zod';
import { SIDE_LAWS } from './enums.ts';
import { GEO_REPORT_TEXT_MAX } from './geo-coverage.ts';

export { GEO_REPORT_TEXT_MAX };

/*
 * The geodata shapes of the residents' public routes (the geoservice, "Hinweis melden"), apart from the
 * staff shapes in geo.ts: a public function builds only the schemas it uses. geo.ts re-exports them.
 */

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
export type GeoReportRequest = z.input<typeof geoReportRequestSchema>;
/** `POST /quick-checks/geo-reports/` answers with the stored report's id. */
export const geoReportReceiptSchema = z.object({ id: z.string(), created_at: z.string() });
export type GeoReportReceipt = z.infer<typeof geoReportReceiptSchema>;
