import { clientKey } from '#lib/client-ip';
import { config } from '#lib/config';
import { createPublicHandler } from '#lib/public-handler';
import { logger } from '#lib/logger';
import { createFeedback } from '#repositories/feedback';
import { counted, type RateLimitRule } from '#services/rate-limit';
import { feedbackRoutes } from '../../routes/feedback.ts';

/** Enough for anyone reporting a few barriers; stops a script from filling the operator's inbox. */
const FEEDBACK_PER_CLIENT: RateLimitRule = { name: 'feedback-client', limit: 10, windowSeconds: 60 * 60 };

/**
 * Stores a resident's accessibility feedback for the operator (listed in the admin area). No account,
 * no cookie; only valid messages count against the client's limit.
 */
export const handler = createPublicHandler(feedbackRoutes.sendFeedback, async ({ body, event }) => {
  const limits: Array<[RateLimitRule, string]> = [[FEEDBACK_PER_CLIENT, clientKey(event)]];
  const feedback = await counted(limits, () => createFeedback(body));
  if (config().LOCAL_STACK) {
    // The local stack has no mail delivery: the operator's copy goes to the console, like the dev mailbox.
    logger.info('Rückmeldung zur Barrierefreiheit (nur lokal ausgegeben)', { feedback: { ...feedback } });
  } else {
    // The id only: message and contact details are personal data and stay out of the logs.
    logger.info('Accessibility feedback received', { feedback_id: feedback.id });
  }
  return { status: 201, body: { id: feedback.id, created_at: feedback.created_at } };
});
