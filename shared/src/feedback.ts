import * as z from 'zod';

/*
 * Feedback on accessibility ("Feedback-Mechanismus" of the Erklärung zur Barrierefreiheit, § 12b BGG,
 * BITV 2.0): anyone may report a barrier without an account; the operator reads it in the admin area.
 */

export const FEEDBACK_MESSAGE_MAX = 5000;

/** What the form on /barrierefreiheit sends. Only the message is required; contact details are voluntary. */
export const feedbackRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Bitte beschreiben Sie die Barriere oder Ihr Anliegen.')
    .max(FEEDBACK_MESSAGE_MAX, `Bitte fassen Sie sich kürzer (höchstens ${FEEDBACK_MESSAGE_MAX} Zeichen).`),
  /** The page or content the feedback is about (free text or an address of this site). */
  page: z
    .string()
    .trim()
    .max(500, 'Bitte geben Sie höchstens 500 Zeichen an.')
    .optional()
    .transform((value) => value || null),
  name: z
    .string()
    .trim()
    .max(200, 'Bitte geben Sie höchstens 200 Zeichen an.')
    .optional()
    .transform((value) => value || null),
  /** For an answer; voluntary. */
  email: z
    .union([z.literal(''), z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }).max(254)])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** A stored feedback as administrators see it. */
export const feedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema);

/** The reply to a sent feedback: its id, so the sender can refer to it. */
export const feedbackReceiptSchema = z.object({ id: z.string(), created_at: z.string() });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** `GET /feedback/?limit=`: how many of the newest messages to list. */
export const feedbackListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
