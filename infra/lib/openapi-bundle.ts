import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@baucheck/functions/lib/openapi';
import { Stage } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { NodeFunctionProps } from './node-function.ts';
import type { RouteEntry } from './route-paths.ts';

/** The handler module of the route that serves the OpenAPI document. */
export const OPENAPI_HANDLER = 'platform/openapi';

/** Folder beside the bundle's index.mjs that holds the document. */
const FOLDER = 'openapi-document';
const FILE = 'openapi.json';

/**
 * The OpenAPI function's bundle with the document generated here, at synthesis, from the routes the
 * stack deploys, instead of generating it at every cold start (functions/src/handlers/platform/openapi.ts):
 * the document is written into the cloud assembly and copied beside the bundle, esbuild replaces the
 * handler's `process.env.BAUCHECK_OPENAPI_FILE` with its path, and the generator, which the handler
 * would import only without that path, stays out of the bundle.
 */
export function openApiBundle(scope: IConstruct, routes: readonly RouteEntry[]): Partial<NodeFunctionProps> {
  const outdir = Stage.of(scope)?.outdir;
  if (!outdir) throw new Error('The OpenAPI function needs a stage (an App) to write its document into.');
  const folder = join(outdir, FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, FILE), JSON.stringify(openApiDocument(routes)));
  return {
    assets: [folder],
    define: { 'process.env.BAUCHECK_OPENAPI_FILE': JSON.stringify(`./${FOLDER}/${FILE}`) },
    externalModules: ['#lib/route-table-openapi'],
  };
}
