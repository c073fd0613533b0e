import { routeEntries } from '../routes.ts';
import { openApiDocument } from './openapi.ts';

/**
 * The API's OpenAPI document, from the route table. The synthesis writes it into the OpenAPI function's
 * bundle (infra/lib/openapi-bundle.ts); the handler run from the sources generates it with this.
 */
export const routeTableOpenApiDocument = () => openApiDocument(routeEntries());
