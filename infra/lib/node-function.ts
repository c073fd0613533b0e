import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Repository root: esbuild runs here, so the workspaces and the lock file resolve as in development. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * ESM output has no `require`, but bundled CommonJS dependencies still `require()` Node built-ins at
 * run time; esbuild's shim forwards those calls to a real `require`, which this banner provides.
 */
const REQUIRE_BANNER =
  "import { createRequire as __bauCheckCreateRequire } from 'node:module'; " +
  'const require = __bauCheckCreateRequire(import.meta.url);';

/**
 * jsdom (server-side DOMPurify) resolves `./xhr-sync-worker.js` next to itself while it loads; in a bundle
 * "itself" is index.mjs, so the worker file is copied beside every bundle that contains jsdom (it is only
 * run for synchronous XHR, which the sanitiser never does, but the lookup must succeed).
 */
const JSDOM_SYNC_WORKER = join(
  dirname(createRequire(`${REPO_ROOT}functions/package.json`).resolve('jsdom')),
  'jsdom/living/xhr/xhr-sync-worker.js',
);
const copyJsdomWorker = (outputDir: string): string =>
  `if grep -q "xhr-sync-worker.js" "${outputDir}/index.mjs"; then cp "${JSDOM_SYNC_WORKER}" "${outputDir}/"; fi`;

export interface NodeFunctionProps {
  /** Absolute path of the TypeScript module that exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  /** @default 512 MB — Lambda's CPU share grows with memory; 512 keeps cold starts and zod parsing quick. */
  memorySize?: number;
  /** @default 10 s — far above a healthy request, far below API Gateway's 30 s integration limit. */
  timeout?: Duration;
  /** Modules left out of the bundle, e.g. `@sparticuz/chromium` (packed binaries) for the PDF function. @default none */
  externalModules?: string[];
}

/**
 * A Node.js Lambda function bundled locally with the project's pinned esbuild (no Docker), with its own
 * log group. Every API route's function is one; the PDF function will be one with more memory, a longer
 * timeout and chromium kept external.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    // An explicit log group instead of the implicit one: it has a retention (logs hold request data and
    // cost money) and it is part of the stack, so it is created before the first invocation.
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description.slice(0, 256),
      runtime: Runtime.NODEJS_24_X,
      // Graviton: cheaper per GB-second and at least as fast for this workload.
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.DISABLED,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}package-lock.json`,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        // Prefer the ESM builds of dependencies (the AWS SDK ships both): they tree-shake better.
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // Stack traces only need the mappings; leaving the sources out keeps the asset small.
        sourcesContent: false,
        charset: Charset.UTF8,
        banner: REQUIRE_BANNER,
        // Bundle everything, the AWS SDK included: the runtime's SDK is whatever version AWS ships that
        // week, while this bundles the exact version pinned and tested with DynamoDB Local, s3rver and
        // cognito-local. A bundled, tree-shaken client also loads faster than the runtime's full one.
        externalModules: props.externalModules ?? [],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir, outputDir) => [copyJsdomWorker(outputDir)],
        },
        forceDockerBundling: false,
        logLevel: LogLevel.WARNING,
      },
    });
  }
}
