import { defineConfig } from 'vitest/config';

/**
 * The deployment rehearsal (`npm run rehearse`, part of `npm test`): the API integration suite against
 * the functions as `cdk synth` bundled them, so a bundling mistake (a missing external, ESM/CJS, a
 * native module for the wrong platform, a variable the template forgot) fails the build. A run of its
 * own, since the local stack's clients are one per process. Left out: the files that start stacks of
 * their own from the sources (lifecycle, faults), run the operator scripts, or seed or import a Land of
 * 2,000 Gemeinden (their subject is not the bundles).
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    name: 'rehearsal',
    environment: 'node',
    include: ['test/integration/**/*.test.ts'],
    exclude: [
      'test/integration/local-stack-lifecycle.test.ts',
      'test/integration/faults.test.ts',
      'test/integration/create-admin.test.ts',
      'test/integration/publish-scale.test.ts',
      'test/integration/unit-import-scale.test.ts',
      'test/integration/units-import-cli.test.ts',
    ],
    globalSetup: ['test/setup/local-stack-bundles.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
