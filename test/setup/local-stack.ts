import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../functions/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the local gateway (SPA, /api, /media) for this test run. */
    baseUrl: string;
  }
}

/**
 * Starts the real local stack once for the integration and browser tests: DynamoDB Local in memory,
 * s3rver and cognito-local in a temporary folder, demo content seeded, the gateway on a free port.
 */
export default async function setup(project: TestProject) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const stack = await startLocalStack({ port: 0, seed: true });
  project.provide('baseUrl', stack.url);
  return () => stack.stop();
}
