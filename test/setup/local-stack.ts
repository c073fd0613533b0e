import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../functions/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the local gateway (SPA, /api, /media) for this test run. */
    baseUrl: string;
    /** File that receives everything the stack's process writes to stdout/stderr (its logs). */
    logFile: string;
    /**
     * The environment that points the functions' code at this stack (table, endpoints, credentials), for
     * tests that prepare data straight in DynamoDB, e.g. thousands of units no API call could add quickly.
     */
    stackEnv: Record<string, string>;
    /** MapServer's CGI endpoint (WFS, WMS) serving the demo areas; OGC API under `/demo/ogcapi`. */
    mapserverUrl: string;
  }
}

/**
 * Starts the real local stack once for the integration and browser tests: DynamoDB Local in memory,
 * s3rver and cognito-local in a temporary folder, demo content seeded, the gateway on a free port,
 * and MapServer serving the demo areas (it runs `mapserv` only when asked, so it costs nothing else).
 */
export default function setup(project: TestProject) {
  return startTestStack(project, {});
}

/** `bundlesDir`: run the synthesised functions from that cdk.out (the rehearsal, test/setup/local-stack-bundles.ts). */
export async function startTestStack(project: TestProject, options: { bundlesDir?: string }) {
  // Keep INFO logs (one line per request) so tests can check that no secret is ever logged.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'INFO';
  const logFile = join(mkdtempSync(join(tmpdir(), 'baucheck-logs-')), 'stack.log');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array) => boolean;
    stream.write = ((chunk: string | Uint8Array) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      // Structured logs and embedded-metric lines (CloudWatch metrics) go to the log file.
      if (text.startsWith('{"level"') || text.startsWith('{"_aws"')) {
        appendFileSync(logFile, text);
        return true;
      }
      return write(chunk);
    }) as typeof stream.write;
  }
  project.provide('logFile', logFile);
  const stack = await startLocalStack({ port: 0, seed: true, mapserver: true, ...options });
  project.provide('baseUrl', stack.url);
  project.provide('mapserverUrl', stack.services.mapserver?.url ?? '');
  project.provide('stackEnv', stack.env);
  return () => stack.stop();
}
