import { defineConfig } from 'vitest/config';

/**
 * One runner for every layer. `integration` starts the local stack once (DynamoDB Local in memory,
 * s3rver, cognito-local, the gateway serving the built SPA) for the API and browser tests.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'functions/local/**/*.test.ts'],
        },
      },
      {
        // The frontend's own Vite config brings the React plugin (installed in that workspace).
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup.ts'],
          include: ['frontend/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/browser/**/*.test.ts'],
          globalSetup: ['test/setup/local-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share one local stack and, for browser tests, one machine's two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
