import { createHandler } from '#lib/handler';
import { sanitizeHtml } from '#lib/sanitize-html';
import { toOutcome } from '#repositories/check-content';
import { changeOutcome } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.updateOutcome, async ({ path, body, session }) => ({
  body: toOutcome(await changeOutcome(session.user, path.outcome_id, body, sanitizeHtml)),
}));
