import * as z from 'zod';
import { CHECK_GROUPS, OUTCOME_SEVERITIES } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

/** A resident finished a check: counted anonymously per day, group, unit and overall result. */
export const completionSchema = z.object({
  reference_unit_id: z.string().min(1).max(120),
  group: z.enum(CHECK_GROUPS),
  overall: z.enum(OUTCOME_SEVERITIES),
});
export type Completion = z.infer<typeof completionSchema>;

const isoDate = z.iso.date();
const landId = z.string().min(1).max(120);

/** A date range of at most a year (from ≤ to), checked on every statistics query. */
const withValidRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((range) => range.from <= range.to, {
      message: 'Das Startdatum muss vor dem Enddatum liegen.',
      path: ['from'],
    })
    .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
      message: 'Bitte höchstens ein Jahr auswählen.',
      path: ['to'],
    });

/** `GET /plausible/`: a range, for all of Germany or one Land (`land_id`). */
export const statisticsQuerySchema = withValidRange(
  z.object({ from: isoDate, to: isoDate, land_id: landId.optional() }),
);

const count = z.number().int().nonnegative();
export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The Land the figures are limited to, or null for all of Germany. */
  land_id: z.string().nullable(),
  total: count,
  /** Every day of the range, zeros included. */
  per_day: z.array(z.object({ date: z.string(), count })),
  per_group: z.array(z.object({ group: z.enum(CHECK_GROUPS), count })),
  per_result: z.array(z.object({ overall: z.enum(OUTCOME_SEVERITIES), count })),
  /** Completed checks per Land (all Länder for Germany, the one Land otherwise), most first. */
  per_land: z.array(z.object({ land_id: z.string(), name: z.string(), ags: z.string(), count })),
  /** Visitors and pageviews from Plausible when it is configured, else null. */
  plausible: z.object({ visitors: count, pageviews: count }).nullable(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** `GET /plausible/units/`: a page of a Land's units ranked by completed checks in the range. */
export const unitRankingQuerySchema = withValidRange(
  pageQuerySchema.extend({ from: isoDate, to: isoDate, land_id: landId }),
);
export const unitRankingEntrySchema = z.object({
  /** 1 for the unit with the most completed checks; equal counts are ranked by unit id. */
  rank: z.number().int().positive(),
  reference_unit_id: z.string(),
  name: z.string(),
  ags: z.string(),
  count,
});
export type UnitRankingEntry = z.infer<typeof unitRankingEntrySchema>;
export const unitRankingPageSchema = pageOf(unitRankingEntrySchema).extend({
  /** How many units of the Land had at least one completed check in the range. */
  unit_count: count,
});
export type UnitRankingPage = z.infer<typeof unitRankingPageSchema>;

/** `GET /plausible/export/`: a page of one Land's per-unit counters of one calendar month. */
export const statisticsExportQuerySchema = pageQuerySchema.extend({
  land_id: landId,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte einen Monat im Format JJJJ-MM angeben.'),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const statisticsExportRowSchema = z.object({
  month: z.string(),
  land_id: z.string(),
  reference_unit_id: z.string(),
  name: z.string(),
  ags: z.string(),
  total: count,
  per_group: z.record(z.enum(CHECK_GROUPS), count),
  per_result: z.record(z.enum(OUTCOME_SEVERITIES), count),
});
export type StatisticsExportRow = z.infer<typeof statisticsExportRowSchema>;
export const statisticsExportPageSchema = pageOf(statisticsExportRowSchema);
export type StatisticsExportPage = z.infer<typeof statisticsExportPageSchema>;
