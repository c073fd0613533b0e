import { createHandler } from '#lib/handler';
import { sanitizeHtml } from '#lib/sanitize-html';
import { toOutcome } from '#repositories/check-content';
import { addOutcome } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.createOutcome, async ({ body, session }) => ({
  status: 201,
  body: toOutcome(await addOutcome(session.user, body, sanitizeHtml)),
}));
