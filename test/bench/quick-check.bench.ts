import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

/*
 * The residents' side under load, on this machine:
 * 1. JavaScript a resident's browser loads (gzip, as the CDN sends it) for the landing page of a
 *    municipality and on the way to the first slide of a check, measured in Chromium on a fresh
 *    production build (goal: at most 150 kB together); the Karte slide's map code for comparison.
 *    Every script the browser requests counts, and the build's source maps tell what is in them:
 *    neither staff code (design: the public entry loads no admin code) nor the map may be among it.
 * 2. GET /api/quick-checks/checks/{unit}/{group}/ one at a time and under load (autocannon, loopback
 *    only, bounded in time and count) against the local stack, which this script starts on a free port
 *    and stops. The CDN answers most of these requests in production; this is the function path behind
 *    it, here with DynamoDB Local (a JVM) and each function in worker threads of one Node process, so the figures compare
 *    runs on one machine rather than predict AWS.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const BUDGET_KB = 150;
const LOAD = { connections: 20, durationSeconds: 10, maxRequests: 50_000 } as const;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// A production build of its own, so the figures belong to the code as it is now.
const distDir = mkdtempSync(join(tmpdir(), 'baucheck-bench-dist-'));
const build = spawnSync(
  process.execPath,
  [
    join(repoRoot, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    distDir,
    '--emptyOutDir',
    // Maps beside the files, not referenced from them: the scripts stay byte for byte as deployed.
    '--sourcemap',
    'hidden',
    '--logLevel',
    'error',
  ],
  { cwd: join(repoRoot, 'frontend'), stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('vite build failed');

const { startLocalStack } = await import('../../functions/local/stack.ts');
const stack = await startLocalStack({ port: 0, seed: true, distDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** gzip size of a built file, by its URL path (/assets/…). */
const gzipSizeOf = (path: string) => {
  if (!path.startsWith('/')) throw new Error(`Skript von außerhalb des Builds: ${path}`);
  return gzipSync(readFileSync(join(distDir, path))).byteLength;
};

/**
 * Records the scripts the page requests, in order: module scripts, their imports and modulepreloads
 * all count as `script` requests in Chromium. Scripts from elsewhere than the stack are kept as full
 * URLs, which fails the run when they are summed up: their size would be missing from the figure.
 */
function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
    const url = new URL(request.url());
    const key = url.origin === stack.url ? url.pathname : url.href;
    if (!seen.includes(key)) seen.push(key);
  });
  return seen;
}

/**
 * The modules of a built file, from its source map (paths relative to the repository). Only the
 * bundler's own runtime chunk has no map: it holds no module.
 */
function sourcesOf(path: string): string[] {
  const mapFile = join(distDir, `${path}.map`);
  if (!existsSync(mapFile) && /\/rolldown-runtime-[\w-]+\.js$/.test(path)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => relative(repoRoot, resolve(dirname(join(distDir, path)), source)));
}

// What residents' pages must not load: code of the staff pages (every feature folder but these three,
// the staff route list, the libraries only staff pages use) and, before the Karte slide, the map.
const PUBLIC_FEATURES = ['quick-check', 'pages', 'faq'];
const STAFF_PACKAGES = ['primereact', 'primeicons', 'quill', 'chart.js', '@dnd-kit'];
const isStaffCode = (source: string) => {
  const feature = /^frontend\/src\/features\/([^/]+)\//.exec(source)?.[1];
  if (feature) return !PUBLIC_FEATURES.includes(feature);
  if (/^frontend\/src\/app\/(staff-|admin-|check-editor-|route-guard)/.test(source)) return true;
  return STAFF_PACKAGES.some((name) => source.includes(`node_modules/${name}/`));
};
const isMapCode = (source: string) =>
  source.includes('node_modules/leaflet/') || /quick-check\/components\/.*(site-map|map-slide)/.test(source);

/** `keiner`, or the files among `paths` with such modules, each with a few of them. */
function findingsIn(paths: readonly string[], matches: (source: string) => boolean): string {
  const findings = paths
    .map((path) => ({ path, sources: sourcesOf(path).filter(matches) }))
    .filter(({ sources }) => sources.length > 0);
  if (findings.length === 0) return 'keiner';
  return findings
    .map(({ path, sources }) => `\n    ${path.replace('/assets/', '')}: ${sources.slice(0, 3).join(', ')}`)
    .join('');
}

const sum = (paths: readonly string[]) => paths.reduce((total, path) => total + gzipSizeOf(path), 0);

try {
  // 1. Bundle sizes as a resident meets them.
  const context = await browser.newContext({ locale: 'de-DE' });
  // No internet here: the map's tiles must not hold up the measurement.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${stack.url}/home/lindenau`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
  const landing = [...scripts];

  await page.getByRole('link', { name: /^Gartenhaus/ }).click();
  await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
  await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
  await page.waitForURL((url) => url.pathname === '/quick-check/slides');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const toFirstSlide = scripts.filter((path) => !landing.includes(path));

  await context.close();

  const landingBytes = sum(landing);
  const flowBytes = sum(toFirstSlide);
  const total = landingBytes + flowBytes;
  // The Karte slide's own chunks (its component and Leaflet), loaded only when a resident reaches it.
  const mapChunks = readdirSync(join(distDir, 'assets'))
    .filter((file) => /^(site-map|map-slide)-.*\.js$/.test(file))
    .map((file) => `/assets/${file}`);

  console.log('JavaScript für Bürgerinnen und Bürger (gzip, frischer Produktions-Build, gemessen in Chromium)');
  console.log(
    `  Startseite /home/lindenau                   ${kb(landingBytes).padStart(9)}  (${landing.length} Dateien)`,
  );
  console.log(
    `  + bis zur ersten Folie (Datenschutz, Gemeinde, Folien) ${kb(flowBytes).padStart(9)}  (${toFirstSlide.length} Dateien)`,
  );
  console.log(
    `  = zusammen                                  ${kb(total).padStart(9)}  Ziel ≤ ${BUDGET_KB} kB: ${total <= BUDGET_KB * 1024 ? 'erfüllt' : 'ÜBERSCHRITTEN'}`,
  );
  console.log(`  Karte (Folie und Leaflet, erst dort geladen) ${kb(sum(mapChunks)).padStart(9)}`);
  console.log(`  Admin-Code darunter:  ${findingsIn([...landing, ...toFirstSlide], isStaffCode)}`);
  console.log(`  Karten-Code darunter: ${findingsIn([...landing, ...toFirstSlide], isMapCode)}`);
  console.log('  größte Dateien:');
  for (const path of [...landing, ...toFirstSlide].sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a)).slice(0, 6)) {
    console.log(`    ${kb(gzipSizeOf(path)).padStart(9)}  ${path.replace('/assets/', '')}`);
  }

  // 2. The published check under load.
  const path = '/api/quick-checks/checks/unit-lindenau/gartenhaus/';
  const url = `${stack.url.replace('localhost', '127.0.0.1')}${path}`;
  const warm = await fetch(url);
  if (warm.status !== 200) throw new Error(`${path}: ${warm.status}`);
  const size = (await warm.arrayBuffer()).byteLength;
  await autocannon({ url, connections: 4, duration: 2, maxOverallRequests: 500 });
  const single = await autocannon({ url, connections: 1, duration: 10, maxOverallRequests: 200 });
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    maxOverallRequests: LOAD.maxRequests,
  });
  console.log(
    `\nGET ${path} unter Last (autocannon, ${LOAD.connections} Verbindungen, ≤ ${LOAD.durationSeconds} s, ≤ ${LOAD.maxRequests} Anfragen, Antwort ${kb(size)})`,
  );
  console.log(
    `  einzeln (1 Verbindung, ${single['2xx']} Anfragen): Median ${single.latency.p50} ms · p90 ${single.latency.p90} ms · p99 ${single.latency.p99} ms`,
  );
  console.log(
    `  Durchsatz ${result.requests.average.toFixed(0)} Anfragen/s · ${result['2xx']} × 2xx, ${result.non2xx} andere, ${result.errors} Fehler, ${result.timeouts} Zeitüberschreitungen in ${result.duration.toFixed(1)} s`,
  );
  console.log(
    `  Latenz Median ${result.latency.p50} ms · p90 ${result.latency.p90} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(distDir, { recursive: true, force: true });
}
