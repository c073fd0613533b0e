import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiDocument } from '@baucheck/functions/lib/openapi';
import { anonymousGetEvent, TEST_ENV } from '@baucheck/functions/lib/test-env';
import { routeEntries, routes } from '@baucheck/functions/routes';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeFunction, REPO_ROOT } from '../lib/node-function.ts';
import { OPENAPI_HANDLER, openApiBundle } from '../lib/openapi-bundle.ts';

/**
 * The OpenAPI function as `cdk synth` bundles it: with the document generated at synthesis instead of
 * the route table and zod's JSON Schema generation. Bundled for real (the stack tests skip bundling)
 * and run in a fresh Node process, like the rehearsal does.
 */
describe('OpenAPI function bundle', () => {
  let outdir: string;
  let bundleDir: string;

  beforeAll(() => {
    // Prepare
    outdir = mkdtempSync(join(tmpdir(), 'baucheck-openapi-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'OpenApiProbe');
    new NodeFunction(stack, 'OpenApi', {
      entry: `${REPO_ROOT}functions/src/handlers/${OPENAPI_HANDLER}.ts`,
      description: 'OpenAPI probe',
      environment: {},
      ...openApiBundle(stack, routeEntries()),
    });
    // Act
    app.synth();
    const assetDir = readdirSync(outdir).find((name) => existsSync(join(outdir, name, 'index.mjs')));
    bundleDir = join(outdir, assetDir ?? 'missing');
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('serves exactly the document the route table describes', () => {
    // Act
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'index.mjs')).href)});
         const response = await handler(${JSON.stringify(anonymousGetEvent('/openapi.json'))},
           { awsRequestId: 'probe', getRemainingTimeInMillis: () => 10000 });
         process.stdout.write(JSON.stringify(response));`,
      ],
      { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, ...TEST_ENV, POWERTOOLS_LOG_LEVEL: 'SILENT' } },
    );
    // Assess
    const response = JSON.parse(output) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual(openApiDocument(routeEntries()));
  });

  it('leaves the route table and the document generator out of the bundle', () => {
    const bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    // Other routes' summaries are in the document beside the bundle, never in its code (booleans: a
    // failure would print the whole bundle).
    for (const summary of [routes.getQuickCheck.summary, routes.createCheck.summary]) {
      expect(bundle.includes(summary), summary).toBe(false);
    }
    expect(bundle.includes('route-table-openapi')).toBe(false);
  });
});
