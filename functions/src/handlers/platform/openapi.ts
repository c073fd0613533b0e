import { openApiDocument } from '#lib/openapi';
import { createPublicHandler } from '#lib/public-handler';
import { routeEntries, routes } from '../../routes.ts';

// The one handler that needs the whole route table: it describes every route.
const document = openApiDocument(routeEntries());

export const handler = createPublicHandler(routes.getOpenApi, async () => ({ body: document }));
