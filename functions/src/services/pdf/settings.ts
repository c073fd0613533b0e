import * as z from 'zod';

/**
 * Settings of the PDF functions, validated once per container (the shared ones, such as APP_URL and
 * MEDIA_BUCKET, come from `#lib/config`).
 */
const pdfSettingsSchema = z.object({
  /**
   * Longest a render may take (launching Chromium included) before the call answers 503. Far above a
   * warm render (well under a second) and a cold start (unpacking Chromium, 2–5 s). At most 15 s: the
   * PDF functions end at 25 s (routes/export.ts), and the database reads before the render (≤ 2.5 s)
   * and the upload after it (S3's limits, ≤ 6.5 s) must fit beside it, so the resident gets a German
   * answer instead of the bare 500 of a function stopped at its timeout.
   */
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(15_000).default(15_000),
  /** The product title printed on every PDF; the frontend's VITE_PRODUCT_TITLE should match it. */
  PRODUCT_TITLE: z
    .string()
    .trim()
    .max(60)
    .regex(/^[^<>{}]*$/)
    .default('BauCheck')
    .transform((title) => title || 'BauCheck'),
});

export type PdfSettings = z.infer<typeof pdfSettingsSchema>;

let cached: PdfSettings | undefined;

export function pdfSettings(): PdfSettings {
  cached ??= pdfSettingsSchema.parse(process.env);
  return cached;
}
