import type { FeedbackReceipt, FeedbackRequest } from '@baucheck/shared/feedback';
import { apiClient } from '#lib/api-client.ts';

/**
 * `POST /api/feedback/`: accessibility feedback to the operator. No CSRF token (the route is
 * `csrf: false`), so the sender gets no cookie. The answer is checked against the shared schema in
 * development only, like every resident call (see features/quick-check/api/get-reference-units.ts).
 */
export async function sendFeedback(feedback: FeedbackRequest): Promise<FeedbackReceipt> {
  const data = await apiClient.post('/feedback/', feedback, { csrf: false });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/feedback')).feedbackReceiptSchema.parse(data)
    : (data as FeedbackReceipt);
}
