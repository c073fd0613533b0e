import * as z from 'zod';
import { boundedAnswersSchema } from '@baucheck/shared/engine/model';
import { CHECK_GROUPS } from '@baucheck/shared/enums';

/*
 * Request schemas of the export routes. Kept apart from the services: the route table imports them,
 * and every function imports the route table, so nothing heavy (Chromium) may come with them.
 */

const id = z.string().trim().min(1).max(120);

/** The finished quick check a resident wants as PDF: which check they answered, and their answers. */
export const summaryRequestSchema = z.object({
  reference_unit_id: id,
  group: z.enum(CHECK_GROUPS),
  /** The published check and version the resident answered (from GET /quick-checks/checks/…). */
  check_id: id,
  version: z.number().int().positive(),
  product_id: z.uuid({ error: 'Bitte geben Sie eine gültige Produkt-ID an.' }).nullable().optional(),
  /**
   * The answers by slide id, as the engine takes them. The side laws on a Karte answer are ignored:
   * the server looks them up at the site itself.
   */
  answers: boundedAnswersSchema,
});
export type SummaryRequest = z.output<typeof summaryRequestSchema>;

const VERSION_TEXT = 'Bitte eine Versionsnummer oder „draft“ angeben.';

/**
 * `/checks/{id}/versions/{version}/documentation/`: the check's id is `id` in the path, as on every
 * route below /checks/ (API Gateway allows one variable name per path level). `draft`: the current
 * draft (with its publish problems); a number: that published version.
 */
export const documentationPathSchema = z
  .object({
    id,
    version: z.union([
      z.literal('draft'),
      z.coerce.number({ error: VERSION_TEXT }).int({ error: VERSION_TEXT }).positive({ error: VERSION_TEXT }),
    ]),
  })
  .transform(({ id: checkId, version }) => ({ check_id: checkId, version }));
export type DocumentationPath = z.output<typeof documentationPathSchema>;

/** The PDF itself (binary). Described for the OpenAPI document; the handler sends raw bytes. */
export const pdfResponseSchema = z.string().meta({
  description: 'Die PDF-Datei (application/pdf) als Download (Content-Disposition: attachment).',
  contentMediaType: 'application/pdf',
});
