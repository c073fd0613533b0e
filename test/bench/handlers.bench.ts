import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { routeEntries } from '../../functions/src/routes.ts';

/*
 * The functions as deployed: every route function's bundle in `cdk.out` (run `npm run synth` first;
 * `BAUCHECK_CDK_OUT` names another cloud assembly, e.g. a copy kept from before a change), its size and
 * the time a fresh Node process takes to import it (the cold start's share that the code decides),
 * beside the floor: a minified bundle of the DynamoDB document client alone, which every function needs.
 * Goals: public GET handlers at most 1.3× the floor's import time; no bundle but the PDF functions' over 2 MB.
 *
 * The comparison is made on the process's CPU time for the import (user + system), not on the wall
 * clock: on a shared machine the wall clock mostly measures how long the process waited for a core.
 * The floor is imported alternately with each function, so that a change of load during the run
 * affects both sides of a ratio alike. The wall-clock median is printed beside it.
 */

const RUNS = 5;
const PUBLIC_GET_GOAL = 1.3;
const SIZE_GOAL_BYTES = 2_000_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cdkOut = process.env.BAUCHECK_CDK_OUT ?? join(repoRoot, 'cdk.out');
const templateFile = join(cdkOut, 'BauCheck.template.json');
if (!existsSync(templateFile)) {
  console.error('Kein cdk.out: bitte zuerst "npm run synth" ausführen.');
  process.exit(1);
}

interface FunctionResource {
  Type: string;
  Metadata?: Record<string, string>;
  Properties: { Environment?: { Variables?: Record<string, unknown> } };
}
const template = JSON.parse(readFileSync(templateFile, 'utf8')) as { Resources: Record<string, FunctionResource> };

/** Environment values as the functions would see them (references become placeholders: nothing is called). */
const environment: Record<string, string> = {
  TABLE_NAME: 'baucheck-bench',
  MEDIA_BUCKET: 'baucheck-bench-media',
  CSRF_SECRET: 'x'.repeat(48),
  COGNITO_USER_POOL_ID: 'eu-central-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  AWS_REGION: 'eu-central-1',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

interface ImportTime {
  /** Wall-clock milliseconds. */
  wall: number;
  /** CPU milliseconds (user + system) of the importing process. */
  cpu: number;
}

/** One import of the module in a fresh Node process. */
function importOnce(file: string): ImportTime {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const cpu = process.cpuUsage(); const start = performance.now(); ` +
        `await import(${JSON.stringify(pathToFileURL(file).href)}); ` +
        'const wall = performance.now() - start; const used = process.cpuUsage(cpu); ' +
        'console.log(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 }));',
    ],
    { env: { ...process.env, ...environment }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${file}: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as ImportTime;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Medians of RUNS imports of the module and of the floor, taken alternately. */
function importTimes(file: string): { module: ImportTime; floor: ImportTime } {
  const module: ImportTime[] = [];
  const floor: ImportTime[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    floor.push(importOnce(floorFile));
    module.push(importOnce(file));
  }
  const medians = (times: ImportTime[]) => ({
    wall: median(times.map((time) => time.wall)),
    cpu: median(times.map((time) => time.cpu)),
  });
  return { module: medians(module), floor: medians(floor) };
}

// The floor: the DynamoDB document client alone, minified, as esbuild bundles the functions.
const floorDir = mkdtempSync(join(tmpdir(), 'baucheck-floor-'));
writeFileSync(
  join(floorDir, 'entry.mjs'),
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n" +
    "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\n" +
    'export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n',
);
await build({
  entryPoints: [join(floorDir, 'entry.mjs')],
  outfile: join(floorDir, 'floor.mjs'),
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  nodePaths: [join(repoRoot, 'node_modules')],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const floorFile = join(floorDir, 'floor.mjs');
const floorBytes = statSync(floorFile).size;
const floorTimes: ImportTime[] = [];

const routes = new Map(routeEntries().map(([id, route]) => [id.charAt(0).toUpperCase() + id.slice(1), route]));
const rows: Array<{
  name: string;
  bytes: number;
  wall: number;
  cpu: number;
  ratio: number;
  publicGet: boolean;
  pdf: boolean;
}> = [];
for (const [logicalId, resource] of Object.entries(template.Resources)) {
  if (resource.Type !== 'AWS::Lambda::Function') continue;
  const match = /^Api(\w+?)Function[0-9A-F]{8}$/.exec(logicalId);
  const route = match ? routes.get(match[1] ?? '') : undefined;
  const assetPath = resource.Metadata?.['aws:asset:path'];
  if (!route || !match || !assetPath) continue;
  const bundle = join(cdkOut, assetPath, 'index.mjs');
  const times = importTimes(bundle);
  floorTimes.push(times.floor);
  rows.push({
    name: match[1] ?? logicalId,
    bytes: statSync(bundle).size,
    wall: times.module.wall,
    cpu: times.module.cpu,
    ratio: times.module.cpu / times.floor.cpu,
    publicGet: route.auth === 'public' && route.method === 'GET',
    pdf: route.produces === 'application/pdf',
  });
}
rmSync(floorDir, { recursive: true, force: true });

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `Boden (DynamoDB Document Client, minifiziert): ${mb(floorBytes)}, Import ` +
    `${ms(median(floorTimes.map((time) => time.cpu)))} CPU, ${ms(median(floorTimes.map((time) => time.wall)))} Uhr ` +
    `(Mediane; im Wechsel mit jeder Funktion je ${RUNS}-mal importiert)\n`,
);
console.log(
  `${'Funktion'.padEnd(34)} ${'Größe'.padStart(9)} ${'CPU'.padStart(8)} ${'Uhr'.padStart(8)} ${'× Boden'.padStart(8)}  Ziel`,
);
for (const row of rows.sort((a, b) => b.ratio - a.ratio)) {
  const goals = [
    row.publicGet ? `≤ ${PUBLIC_GET_GOAL}× (öffentlich): ${row.ratio <= PUBLIC_GET_GOAL ? 'erfüllt' : 'verfehlt'}` : '',
    !row.pdf && row.bytes > SIZE_GOAL_BYTES ? '≤ 2 MB: verfehlt' : '',
  ].filter(Boolean);
  console.log(
    `${row.name.padEnd(34)} ${mb(row.bytes).padStart(9)} ${ms(row.cpu).padStart(8)} ${ms(row.wall).padStart(8)} ` +
      `${row.ratio.toFixed(2).padStart(8)}  ${goals.join('; ')}`,
  );
}
const publicGets = rows.filter((row) => row.publicGet);
const missedImport = publicGets.filter((row) => row.ratio > PUBLIC_GET_GOAL).length;
const missedSize = rows.filter((row) => !row.pdf && row.bytes > SIZE_GOAL_BYTES).length;
console.log(
  `\nÖffentliche GET-Funktionen über ${PUBLIC_GET_GOAL}× Boden (CPU-Zeit): ${missedImport} von ${publicGets.length}; ` +
    `Bundles (ohne PDF) über 2 MB: ${missedSize} von ${rows.filter((row) => !row.pdf).length}`,
);
