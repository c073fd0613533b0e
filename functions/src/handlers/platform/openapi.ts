import { createHandler } from '#lib/handler';
import { openApiDocument } from '#lib/openapi';
import { routeEntries, routes } from '../../routes.ts';

const document = openApiDocument(routeEntries());

export const handler = createHandler(routes.getOpenApi, async () => ({ body: document }));
