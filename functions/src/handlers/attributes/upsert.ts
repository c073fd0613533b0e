import { createHandler } from '#lib/handler';
import { sanitizeHtml } from '#lib/sanitize-html';
import { toAttribute } from '#repositories/check-content';
import { upsertAttributes } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.upsertAttributes, async ({ path, body, session }) => ({
  body: (await upsertAttributes(session.user, path.slide_id, body, sanitizeHtml)).map(toAttribute),
}));
