import * as z from 'zod';
import { CHECK_GROUPS, OUTCOME_SEVERITIES } from './enums.ts';

/** A resident finished a check: counted anonymously per day, group, unit and overall result. */
export const completionSchema = z.object({
  reference_unit_id: z.string().min(1).max(120),
  group: z.enum(CHECK_GROUPS),
  overall: z.enum(OUTCOME_SEVERITIES),
});
export type Completion = z.infer<typeof completionSchema>;

const isoDate = z.iso.date();
export const statisticsQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'Das Startdatum muss vor dem Enddatum liegen.',
    path: ['from'],
  })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    message: 'Bitte höchstens ein Jahr auswählen.',
    path: ['to'],
  });

const count = z.number().int().nonnegative();
export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: count,
  per_day: z.array(z.object({ date: z.string(), count })),
  per_group: z.array(z.object({ group: z.enum(CHECK_GROUPS), count })),
  per_reference_unit: z.array(z.object({ reference_unit_id: z.string(), name: z.string(), count })),
  per_result: z.array(z.object({ overall: z.enum(OUTCOME_SEVERITIES), count })),
  /**
   * The stored counters themselves: one row per day, group, unit and result with at least one completed
   * check, sorted by date, group (as in CHECK_GROUPS), unit name and result (as in OUTCOME_SEVERITIES).
   */
  rows: z.array(
    z.object({
      date: z.string(),
      group: z.enum(CHECK_GROUPS),
      reference_unit_id: z.string(),
      name: z.string(),
      overall: z.enum(OUTCOME_SEVERITIES),
      count,
    }),
  ),
  /** Visitors and pageviews from Plausible when it is configured, else null. */
  plausible: z.object({ visitors: count, pageviews: count }).nullable(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
