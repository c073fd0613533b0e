import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEFAULT_FUNCTION_MEMORY_MB, DEFAULT_FUNCTION_TIMEOUT_SECONDS } from '@baucheck/functions/lib/route';

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
 * Native modules (platform binaries that esbuild cannot bundle): left out of every bundle and installed
 * beside each bundle that imports them, from the lock file, in their build for Lambda's platform
 * (linux-arm64, glibc) whatever machine synthesises. Only bundles that import one get it: the upload
 * functions carry sharp's ~20 MB, the others nothing. The CDK's own `bundling.nodeModules` would install
 * into every function, because which bundles import a module is known only after esbuild ran.
 */
const NATIVE_MODULES = ['sharp'];
const functionsPackage = JSON.parse(readFileSync(`${REPO_ROOT}functions/package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The version functions/package.json pins for a package installed beside a bundle. */
const pinnedVersion = (name: string): string => {
  const version = functionsPackage.dependencies[name];
  if (!version) throw new Error(`functions/package.json pins no version of ${name}`);
  return version;
};

/** Installs the packages into `outputDir` from the lock file, in their build for Lambda's Linux on `cpu`. */
const npmCiIn = (outputDir: string, names: readonly string[], cpu: 'arm64' | 'x64'): string =>
  [
    `cd "${outputDir}"`,
    `printf '%s' '${JSON.stringify({ dependencies: Object.fromEntries(names.map((name) => [name, pinnedVersion(name)])) })}' > package.json`,
    `cp "${REPO_ROOT}package-lock.json" package-lock.json`,
    `npm_config_os=linux npm_config_cpu=${cpu} npm_config_libc=glibc npm ci --omit=dev --no-audit --no-fund --loglevel=error`,
    'rm package.json package-lock.json',
  ].join(' && ');

const installNativeModules = (outputDir: string, architecture: Architecture): string[] =>
  NATIVE_MODULES.map((name) => {
    // esbuild keeps an external import as `import("sharp")` or `from"sharp"` in the minified bundle.
    const imported = `grep -qE 'import\\("${name}"\\)|from ?"${name}"' "${outputDir}/index.mjs"`;
    return `if ${imported}; then (${npmCiIn(outputDir, [name], npmCpuOf(architecture))}); fi`;
  });

const npmCpuOf = (architecture: Architecture) => (architecture.name === Architecture.X86_64.name ? 'x64' : 'arm64');

/**
 * `cdk synth -c hostArchitecture=true`: every function for this machine's architecture, so that the
 * local stack can run the synthesised bundles with their native modules (`npm start -- --bundles`,
 * the rehearsal tests) on an x86-64 machine. Not for deploying: AWS gets arm64 (Graviton).
 */
export const HOST_ARCHITECTURE_CONTEXT = 'hostArchitecture';
const hostArchitecture = () => (process.arch === 'arm64' ? Architecture.ARM_64 : Architecture.X86_64);

/**
 * Native packages that dependencies load only if present (jsdom renders <canvas> with a canvas
 * package when one is installed; pdfjs-dist in the tests brings @napi-rs/canvas into node_modules).
 * No function draws on a canvas, so they stay out of every bundle and jsdom falls back as without them.
 */
const OPTIONAL_NATIVE_PEERS = ['canvas', '@napi-rs/canvas'];

/**
 * Installs packages beside a bundle, from the lock file, in their build for the function's platform: for
 * packages that read their own files at run time (@sparticuz/chromium unpacks the Chromium archives
 * next to its code), so esbuild must leave them out. The versions are those functions/package.json pins.
 */
const installBesideBundle = (outputDir: string, names: readonly string[], architecture: Architecture): string[] =>
  names.length === 0 ? [] : [`(${npmCiIn(outputDir, names, npmCpuOf(architecture))})`];

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
  /** A log group shared with other functions. @default a log group of its own */
  logGroup?: ILogGroup;
  /** An execution role shared with functions of the same rights. @default a role of its own */
  role?: IRole;
  /** @default arm64 — x86_64 for binaries built only for it (the npm package of @sparticuz/chromium). */
  architecture?: Architecture;
  /**
   * Packages kept out of the bundle and installed beside it (`npm ci` from the lock file), for packages
   * that find their own files at run time, like @sparticuz/chromium its Chromium archives. @default none
   */
  nodeModules?: string[];
  /** Absolute paths of folders copied beside the bundle under their own name (e.g. fonts). @default none */
  assets?: string[];
  /** esbuild `define`: expressions replaced by JSON values when bundling (openapi-bundle.ts). @default none */
  define?: Record<string, string>;
}

/**
 * A Node.js Lambda function bundled locally with the project's pinned esbuild (no Docker), with its own
 * log group. Every API route's function is one; the PDF routes' functions have more memory, a longer
 * timeout, x86_64, @sparticuz/chromium installed beside the bundle and their fonts copied there.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: ILogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    // An explicit log group instead of the implicit one: it has a retention (logs hold request data and
    // cost money) and it is part of the stack, so it is created before the first invocation.
    this.logGroup = props.logGroup ?? new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    const forHost = [true, 'true'].includes(this.node.tryGetContext(HOST_ARCHITECTURE_CONTEXT) as boolean | string);
    const architecture = forHost ? hostArchitecture() : (props.architecture ?? Architecture.ARM_64);
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description.slice(0, 256),
      runtime: Runtime.NODEJS_24_X,
      // Graviton: cheaper per GB-second and at least as fast for this workload.
      architecture,
      memorySize: props.memorySize ?? DEFAULT_FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(DEFAULT_FUNCTION_TIMEOUT_SECONDS),
      tracing: Tracing.DISABLED,
      logGroup: this.logGroup,
      ...(props.role ? { role: props.role } : {}),
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
        ...(props.define ? { define: props.define } : {}),
        // Bundle everything, the AWS SDK included: the runtime's SDK is whatever version AWS ships that
        // week, while this bundles the exact version pinned and tested with DynamoDB Local, s3rver and
        // cognito-local. A bundled, tree-shaken client also loads faster than the runtime's full one.
        externalModules: [
          ...NATIVE_MODULES,
          ...OPTIONAL_NATIVE_PEERS,
          ...(props.nodeModules ?? []),
          ...(props.externalModules ?? []),
        ],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir, outputDir) => [
            ...installNativeModules(outputDir, architecture),
            ...installBesideBundle(outputDir, props.nodeModules ?? [], architecture),
            ...(props.assets ?? []).map((folder) => `cp -R "${folder}" "${outputDir}/"`),
          ],
        },
        forceDockerBundling: false,
        logLevel: LogLevel.WARNING,
      },
    });
  }
}
