import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws.ts';
import { startCognito } from './cognito.ts';
import { ensureTable, startDynamo } from './dynamodb.ts';
import { createGateway } from './gateway.ts';
import { LocalMailbox } from './mailbox.ts';
import { freePort } from './ports.ts';
import { startS3 } from './s3.ts';
import type { LocalService } from './service.ts';
import { loadBundles } from './bundles.ts';
import { mapServerGeoEnv, startMapServer, type LocalMapServer } from './mapserver.ts';
import { acquireStackLock } from './stack-lock.ts';

export const TABLE_NAME = 'baucheck';
export const MEDIA_BUCKET = 'baucheck-media';
const repoRoot = new URL('../../', import.meta.url).pathname;

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. */
  port: number;
  /** Keep data under this folder across restarts (`npm start`); without it everything is temporary (tests). */
  dataDir?: string;
  /** Seed the demo content when the database does not have it yet. */
  seed: boolean;
  distDir?: string;
  /** Run the functions from the synthesised bundles in this cdk.out folder (bundles.ts) instead of the sources. */
  bundlesDir?: string;
  /** Where the dev mailbox prints the codes it receives; silent when omitted. */
  print?: (line: string) => void;
  /**
   * Start MapServer with the demo areas (WFS, WMS, OGC API; functions/local/mapserver.ts). With
   * `GEO_PROVIDER=mapserver` in the environment its WFS is then the geoservice's default service.
   */
  mapserver?: boolean;
}

export interface LocalStack {
  url: string;
  mailbox: LocalMailbox;
  env: Record<string, string>;
  /**
   * The stand-ins, each to be stopped and started again on its port (fault-injection tests). DynamoDB
   * Local keeps its data across that only with `dataDir`; `pid` is the child's, for pausing it.
   */
  services: { dynamodb: LocalService; s3: LocalService; cognito: LocalService; mapserver?: LocalMapServer };
  stop(): Promise<void>;
}

/** A secret that survives restarts in persistent mode, so issued CSRF tokens stay valid. */
function localSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'local-secrets.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { csrf: string }).csrf;
  const csrf = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ csrf }), { mode: 0o600 });
  return csrf;
}

/** What the app's configuration names (lib/config.ts): bundles get these from the template only. */
const APP_VARIABLES = [
  'TABLE_NAME',
  'MEDIA_BUCKET',
  'CSRF_SECRET',
  'COGNITO_USER_POOL_ID',
  'COGNITO_CLIENT_ID',
  'APP_URL',
];

/** The synthesised functions with the template's variables resolved to this stack, and the stand-ins' endpoints. */
function bundledFunctions(cdkOut: string, env: Record<string, string>) {
  const functions = loadBundles(cdkOut, {
    tableName: TABLE_NAME,
    mediaBucket: MEDIA_BUCKET,
    userPoolId: env.COGNITO_USER_POOL_ID ?? '',
    userPoolClientId: env.COGNITO_CLIENT_ID ?? '',
    csrfSecret: env.CSRF_SECRET ?? '',
    appUrl: env.APP_URL ?? '',
  });
  const baseEnvironment = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !APP_VARIABLES.includes(entry[0]),
    ),
  );
  return { functions, baseEnvironment };
}

/**
 * Starts DynamoDB Local, s3rver, cognito-local and the gateway, points this process's environment
 * at them (the handlers run in-process and read it like a Lambda would), creates the table, bucket and
 * user pool when absent and seeds the demo content once.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stateDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'baucheck-'));
  mkdirSync(stateDir, { recursive: true });
  const lock = await acquireStackLock(stateDir);
  const stops: Array<() => unknown> = [() => lock.release()];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart();
    if (!options.dataDir) rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const port = options.port || (await freePort());
    const url = `http://localhost:${port}`;
    const mailbox = new LocalMailbox(url, options.print ?? (() => undefined));
    const [dynamoPort, s3Port, cognitoPort] = [await freePort(), await freePort(), await freePort()];
    const [dynamo, s3, cognito, mapserver] = await Promise.all([
      startDynamo(dynamoPort, options.dataDir ? join(stateDir, 'dynamodb') : undefined),
      startS3(s3Port, join(stateDir, 's3'), MEDIA_BUCKET),
      startCognito(cognitoPort, join(stateDir, 'cognito')),
      options.mapserver ? startMapServer(0, join(stateDir, 'mapserver')) : undefined,
    ]);
    stops.push(dynamo.stop, s3.stop, cognito.stop);
    if (mapserver) stops.push(mapserver.stop);
    for (const child of [dynamo, cognito]) if (child.pid !== undefined) lock.addChild(child.pid);
    mailbox.watch(cognito.storeDir);
    stops.push(() => mailbox.stop());

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      COGNITO_USER_POOL_ID: cognito.userPoolId,
      COGNITO_CLIENT_ID: cognito.clientId,
      COGNITO_LOCAL_ISSUER: `${cognito.endpoint}/${cognito.userPoolId}`,
      APP_URL: url,
      TABLE_NAME,
      MEDIA_BUCKET,
      CSRF_SECRET: localSecret(options.dataDir),
      LOCAL_STACK: 'true',
      ...(mapserver && process.env.GEO_PROVIDER === 'mapserver' ? mapServerGeoEnv(mapserver) : {}),
    };
    Object.assign(process.env, env);
    await ensureTable(dynamo.endpoint, TABLE_NAME);
    if (options.seed) {
      const { seedDemoContent } = await import('./seed/seed.ts');
      await seedDemoContent();
    }

    const gateway: Server = createGateway({
      distDir: options.distDir ?? join(repoRoot, 'frontend/dist'),
      mediaBucket: MEDIA_BUCKET,
      mailbox,
      ...(options.bundlesDir ? { bundles: bundledFunctions(options.bundlesDir, env) } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(port, '127.0.0.1', resolve);
    });
    stops.push(() => new Promise((resolve) => gateway.close(resolve)).then(() => gateway.closeAllConnections()));
    return {
      url,
      mailbox,
      env,
      services: { dynamodb: dynamo, s3, cognito, ...(mapserver ? { mapserver } : {}) },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
