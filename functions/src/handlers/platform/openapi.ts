import { readFileSync } from 'node:fs';
import { createPublicHandler } from '#lib/public-handler';
import { platformRoutes } from '../../routes/platform.ts';

/*
 * The document describes every route, so generating it loads the whole route table and runs zod's JSON
 * Schema generation, which made this the slowest public function to start. The deployed bundle carries
 * the document the synthesis generated from the same table instead (infra/lib/openapi-bundle.ts):
 * esbuild replaces `process.env.BAUCHECK_OPENAPI_FILE` with the file's path beside index.mjs and leaves
 * the generator out of the bundle. Run from the sources (the local stack, the tests), it is generated here.
 */
const document = (
  process.env.BAUCHECK_OPENAPI_FILE
    ? JSON.parse(readFileSync(new URL(process.env.BAUCHECK_OPENAPI_FILE, import.meta.url), 'utf8'))
    : (await import('#lib/route-table-openapi')).routeTableOpenApiDocument()
) as Record<string, unknown>;

export const handler = createPublicHandler(platformRoutes.getOpenApi, async () => ({ body: document }));
