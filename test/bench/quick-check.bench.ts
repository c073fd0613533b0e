import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { ANALYTICS_ORIGINS, MAP_TILE_ORIGINS } from '@baucheck/shared/external-origins';
import { PRECOMPRESSION } from '../../frontend/precompress.ts';
import { DEV_MAILBOX_PATH } from '../../functions/local/gateway.ts';
import { startH2Front } from './h2-front.ts';

/*
 * The residents' side, on this machine, against the local stack with compression on as at the CDN
 * (the gateway sends the build's gzip and Brotli files by Accept-Encoding: functions/local/gateway.ts):
 * 1. What residents' browsers load, per page, measured by driving a fresh production build in Chromium
 *    and recording every response: JavaScript, CSS and fonts, each at the size the server sends with
 *    gzip and with Brotli (decimal kB, 1 kB = 1000 bytes). Home, then on through the Datenschutz and
 *    Gemeinde steps to the first slide, then through every slide to the result; and the slide and the
 *    result loaded straight from their URL, as a reload or Lighthouse loads them. The build's source
 *    maps tell what is in the scripts: neither staff code (design: the public entry loads no admin
 *    code) nor, before the Karte slide, the map may be among them.
 * 2. Lighthouse (npm package, Debian's Chromium through chrome-launcher, mobile preset with simulated
 *    throttling, performance only, nothing fetched from outside) on the three pages, three runs each:
 *    medians of score, LCP, TBT and CLS beside the goals. The browsers reach the stack as residents
 *    reach CloudFront, over HTTP/2 and TLS (h2-front.ts); the gateway's own HTTP/1.1, which queues a
 *    page's requests on six connections, gets Lighthouse's score and LCP printed beside for
 *    comparison. Beside Lighthouse's LCP, which its model estimates from an unthrottled load, the LCP
 *    Chromium itself reports with the same throttling applied (three loads with an empty cache,
 *    median).
 * 3. GET /api/quick-checks/checks/{unit}/{group}/ one at a time and under load (autocannon, loopback
 *    only, bounded in time and count). The CDN answers most of these requests in production; this is
 *    the function path behind it, here with DynamoDB Local (a JVM) and each function in worker threads
 *    of one Node process, so the figures compare runs on one machine rather than predict AWS.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// The completed check of the run would print its business metric (embedded metric format) among the figures.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher takes the browser from CHROME_PATH; Lighthouse brings none of its own.
process.env.CHROME_PATH = CHROMIUM;

const GOALS = {
  homeJavaScriptKb: 100,
  firstSlideJavaScriptKb: 125,
  lighthouseScore: 95,
  lcpSeconds: 2.0,
  cls: 0.02,
} as const;
const LIGHTHOUSE_RUNS = 3;
const LOAD = { connections: 20, durationSeconds: 10, maxRequests: 50_000 } as const;
const FLOW_HEADING = 'Brauche ich eine Baugenehmigung?';

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
/** Decimal kilobytes, as the goals are set. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (met: boolean) => (met ? 'erfüllt' : 'verfehlt');
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

// A production build of its own, so the figures belong to the code as it is now; its plugin writes the
// gzip and Brotli files the gateway sends.
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
// Residents reach the app through CloudFront, over HTTP/2 and TLS: the browsers here too (h2-front.ts).
const front = await startH2Front(stack.url);
/** Chromium trusts the front's certificate as it would a real one. */
const TRUST_FRONT = `--ignore-certificate-errors-spki-list=${front.spki}`;

type Kind = 'JavaScript' | 'CSS' | 'Schriften';
const KINDS: readonly Kind[] = ['JavaScript', 'CSS', 'Schriften'];
type Coding = 'gzip' | 'br';

interface Loaded {
  path: string;
  kind: Kind;
}

/** The kind of a response that counts towards the budgets, or none (documents, API answers, images). */
function kindOf(resourceType: string, path: string): Kind | undefined {
  if (resourceType === 'script' || /\.m?js$/.test(path)) return 'JavaScript';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'CSS';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf|eot)$/.test(path)) return 'Schriften';
  return undefined;
}

/**
 * Records the scripts, stylesheets and fonts the page receives, in order, each once. One from elsewhere
 * than the stack fails the run: its size would be missing from the figures.
 */
function recordResponses(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = kindOf(response.request().resourceType(), url.pathname);
    if (!kind) return;
    if (url.origin !== front.url) throw new Error(`${kind} von außerhalb des Stacks: ${url.href}`);
    if (!loaded.some((entry) => entry.path === url.pathname)) loaded.push({ path: url.pathname, kind });
    if (kind !== 'Schriften') codingsReceived.add(response.headers()['content-encoding'] ?? 'keine');
  });
  return loaded;
}

/** The encodings Chromium got its scripts and stylesheets in (it asks for Brotli over HTTPS only). */
const codingsReceived = new Set<string>();

const sentBytes = new Map<string, number>();
/** Bytes of the body the gateway sends for `path` to a client accepting `coding` (its Content-Length). */
async function bytesSent(path: string, coding: Coding): Promise<number> {
  const key = `${coding} ${path}`;
  const known = sentBytes.get(key);
  if (known !== undefined) return known;
  const response = await fetch(new URL(path, stack.url), { headers: { 'accept-encoding': coding } });
  await response.arrayBuffer();
  const length = Number(response.headers.get('content-length'));
  if (response.status !== 200 || !Number.isInteger(length)) throw new Error(`${path}: ${response.status}`);
  sentBytes.set(key, length);
  return length;
}

/** Bytes sent per kind and in all, and the number of files (each a request of its own). */
type Sizes = Record<Kind | 'zusammen', Record<Coding, number>> & { files: number };
async function sizesOf(loaded: readonly Loaded[]): Promise<Sizes> {
  const sizes = {
    ...Object.fromEntries([...KINDS, 'zusammen'].map((kind) => [kind, { gzip: 0, br: 0 }])),
    files: loaded.length,
  } as Sizes;
  for (const { path, kind } of loaded) {
    for (const coding of ['gzip', 'br'] as const) {
      const bytes = await bytesSent(path, coding);
      sizes[kind][coding] += bytes;
      sizes.zusammen[coding] += bytes;
    }
  }
  return sizes;
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

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const onResult = (url: string) => new URL(url).pathname.startsWith('/quick-check/result/');

/** Through every slide to the result: "nein" where asked, 1 where measured, no site on the map. */
async function answerUntilResult(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    if (onResult(page.url())) return;
    const title = (await heading(page).textContent())?.trim() ?? '';
    await page
      .getByRole('button', { name: /^(Weiter|Kapitel beginnen)$/ })
      .first()
      .waitFor();
    const withoutSite = page.getByRole('button', { name: 'Ohne Standort fortfahren' });
    if ((await withoutSite.count()) > 0) {
      await withoutSite.click();
    } else {
      const measured = page.getByRole('textbox');
      if ((await measured.count()) > 0) await measured.first().fill('1');
      const no = page.getByRole('radio', { name: /^nein/i });
      const anyChoice = page.getByRole('radio');
      if ((await no.count()) > 0) await no.first().check();
      else if ((await anyChoice.count()) > 0) await anyChoice.first().check();
      await page.getByRole('button', { name: /^(Weiter|Kapitel beginnen)$/ }).click();
    }
    await page.waitForFunction(
      (before) =>
        location.pathname.startsWith('/quick-check/result/') ||
        (document.querySelector('h1')?.textContent?.trim() ?? before) !== before,
      title,
    );
  }
  throw new Error('Der Check endete nicht nach 60 Folien.');
}

/** A page of the flow as a reload finds it: its URL and the tab's sessionStorage at that point. */
interface FlowPoint {
  url: string;
  heading: string | RegExp;
  sessionStorage: Record<string, string>;
}
const snapshot = async (page: Page, wanted: string | RegExp): Promise<FlowPoint> => ({
  url: page.url(),
  heading: wanted,
  sessionStorage: await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))),
});

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', TRUST_FRONT],
});
const newContext = async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  // No internet here: map tiles and analytics must not hold up the measurement.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  return context;
};

/** A fresh context whose tab holds the flow's state of `point`, as a reload finds it. */
async function contextAt(point: FlowPoint, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(options);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    }
  }, point.sessionStorage);
  return context;
}

/**
 * Lighthouse's mobile preset, applied instead of simulated: a four times slower CPU, 150 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up, on a phone-sized screen.
 */
const APPLIED_THROTTLING = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } as const;
const APPLIED_CPU_SLOWDOWN = 4;

/**
 * The LCP (ms) of `point` loaded straight from its URL in a fresh context (empty cache) with that
 * throttling applied: what the browser reports once the page shows its heading and the fonts are in,
 * rather than what Lighthouse's model estimates from an unthrottled load.
 */
async function appliedThrottlingLcp(point: FlowPoint): Promise<number> {
  const context = await contextAt(point, {
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  await context.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { lcpTimes: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...APPLIED_THROTTLING });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: APPLIED_CPU_SLOWDOWN });
  await page.goto(point.url, { waitUntil: 'load' });
  await heading(page).filter({ hasText: point.heading }).waitFor();
  // Two frames after the fonts: a late paint would have been reported by then.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const lcp = await page.evaluate(() => (window as unknown as { lcpTimes: number[] }).lcpTimes.at(-1));
  await context.close();
  if (lcp === undefined) throw new Error(`Chromium meldete kein LCP für ${point.url}`);
  return lcp;
}

/** `point` at the local gateway's own address (HTTP/1.1, no TLS), as `npm start` serves it. */
function atGateway(point: FlowPoint): FlowPoint {
  const { pathname, search } = new URL(point.url);
  return { ...point, url: `${stack.url}${pathname}${search}` };
}

/** A page loaded straight from its URL in a fresh browser, with the flow's state of that point. */
async function loadDirectly(point: FlowPoint): Promise<Loaded[]> {
  const context = await contextAt(point);
  const page = await context.newPage();
  const loaded = recordResponses(page);
  await page.goto(point.url, { waitUntil: 'networkidle' });
  await heading(page).filter({ hasText: point.heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return loaded;
}

let lighthouseVersion = '';
/** Lighthouse's warnings about the run (e.g. a CPU slower than its throttling assumes), each once. */
const runWarnings = new Set<string>();
/** What a measured page asked for outside the stack (blocked, so it cannot wait on the internet). */
const outsideRequests = new Set<string>();
interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/**
 * Lighthouse on `point`, `LIGHTHOUSE_RUNS` times, each in a new tab that holds the flow's state:
 * Lighthouse clears the HTTP cache before it loads the page, not the tab's sessionStorage.
 */
async function runLighthouse(point: FlowPoint, port: number): Promise<LighthouseFigures[]> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const runs: LighthouseFigures[] = [];
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const page = await connection.newPage();
      await page.goto(new URL(DEV_MAILBOX_PATH, point.url).href);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, point.sessionStorage);
      const result = await lighthouse(
        point.url,
        {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          disableFullPageScreenshot: true,
          // Offline: nothing from outside the stack (the map's tiles, analytics) may be waited for.
          blockedUrlPatterns: [...MAP_TILE_ORIGINS, ...ANALYTICS_ORIGINS].map((origin) => `${origin}/*`),
        },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse lieferte kein Ergebnis für ${point.url}`);
      lighthouseVersion = lhr.lighthouseVersion;
      for (const warning of lhr.runWarnings) runWarnings.add(warning);
      const requests = lhr.audits['network-requests']?.details;
      if (requests?.type === 'table') {
        for (const item of requests.items) {
          const requested = typeof item.url === 'string' ? item.url : '';
          if (/^https?:/.test(requested) && new URL(requested).origin !== new URL(point.url).origin)
            outsideRequests.add(requested);
        }
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // The measured page must be the wanted one, not where a lost state would have sent it.
      const shown = (await page.$eval('h1', (element) => element.textContent?.trim() ?? '')) || '';
      const expected = point.heading;
      if (typeof expected === 'string' ? shown !== expected : !expected.test(shown)) {
        throw new Error(`Lighthouse maß "${shown}" statt der erwarteten Seite ${point.url}`);
      }
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`Lighthouse: kein Wert für ${id}`);
        return value;
      };
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      await page.close();
    }
  } finally {
    await connection.disconnect();
  }
  return runs;
}

const LABEL_WIDTH = 44;
const cell = (sizes: Record<Coding, number>) =>
  `${(sizes.gzip / 1000).toFixed(1)} | ${(sizes.br / 1000).toFixed(1)}`.padStart(15);
const row = (label: string, sizes: Sizes) =>
  `  ${label.padEnd(LABEL_WIDTH)}${[...KINDS, 'zusammen' as const].map((kind) => cell(sizes[kind])).join('')}` +
  `${String(sizes.files).padStart(9)}`;

try {
  // 1. What residents load, by driving the app.
  const journey = await newContext();
  const page = await journey.newPage();
  const loaded = recordResponses(page);
  await page.goto(`${front.url}/home/lindenau`, { waitUntil: 'networkidle' });
  await heading(page).filter({ hasText: FLOW_HEADING }).waitFor();
  await page.waitForLoadState('networkidle');
  const home: FlowPoint = await snapshot(page, FLOW_HEADING);
  const atHome = [...loaded];

  await page.getByRole('link', { name: /^Gartenhaus/ }).click();
  await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
  await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
  await page.waitForURL((url) => url.pathname === '/quick-check/slides');
  await page.getByRole('button', { name: /^(Weiter|Kapitel beginnen)$/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const firstSlideTitle = (await heading(page).textContent())?.trim() ?? '';
  const slide = await snapshot(page, firstSlideTitle);
  const toFirstSlide = [...loaded];

  await answerUntilResult(page);
  await heading(page).filter({ hasText: 'Ihr Ergebnis' }).waitFor();
  await page.waitForLoadState('networkidle');
  const result = await snapshot(page, 'Ihr Ergebnis');
  const toResult = [...loaded];
  await journey.close();

  const slideDirect = await loadDirectly(slide);
  const resultDirect = await loadDirectly(result);
  const appliedLcp = new Map<FlowPoint, number>();
  for (const point of [home, slide, result]) {
    const runs: number[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await appliedThrottlingLcp(point));
    appliedLcp.set(point, median(runs));
  }
  await browser.close();

  const homeSizes = await sizesOf(atHome);
  const firstSlideSizes = await sizesOf(toFirstSlide);
  console.log(
    `Was Bürgerinnen und Bürger laden (frischer Produktions-Build, in Chromium aufgezeichnet; kB = 1000 Bytes,` +
      ` wie das lokale Gateway sendet: gzip -${PRECOMPRESSION.gzipLevel} | Brotli ${PRECOMPRESSION.brotliQuality})`,
  );
  console.log(
    `  ${''.padEnd(LABEL_WIDTH)}${[...KINDS, 'zusammen'].map((kind) => kind.padStart(15)).join('')}${'Dateien'.padStart(9)}`,
  );
  console.log(row('Startseite /home/lindenau', homeSizes));
  console.log(row('bis zur ersten Folie (inkl. Startseite)', firstSlideSizes));
  console.log(row('bis zum Ergebnis (inkl. aller Folien)', await sizesOf(toResult)));
  console.log(row('erste Folie direkt geladen (wie Lighthouse)', await sizesOf(slideDirect)));
  console.log(row('Ergebnis direkt geladen (wie Lighthouse)', await sizesOf(resultDirect)));
  console.log(`  Chromium erhielt Skripte und Stylesheets hier als: ${[...codingsReceived].join(', ')}`);
  const homeJs = homeSizes.JavaScript.gzip;
  const slideJs = firstSlideSizes.JavaScript.gzip;
  console.log(
    `  JavaScript der Startseite (gzip)        ${kb(homeJs).padStart(9)}  Ziel ≤ ${GOALS.homeJavaScriptKb} kB: ${verdict(homeJs <= GOALS.homeJavaScriptKb * 1000)}`,
  );
  console.log(
    `  JavaScript bis zur ersten Folie (gzip)  ${kb(slideJs).padStart(9)}  Ziel ≤ ${GOALS.firstSlideJavaScriptKb} kB: ${verdict(slideJs <= GOALS.firstSlideJavaScriptKb * 1000)}`,
  );
  const scripts = toFirstSlide.filter((entry) => entry.kind === 'JavaScript').map((entry) => entry.path);
  // The Karte slide's own chunks (its component and Leaflet), loaded only when a resident reaches it.
  const mapChunks = readdirSync(join(distDir, 'assets'))
    .filter((file) => /^(site-map|map-slide)-.*\.js$/.test(file))
    .map((file) => ({ path: `/assets/${file}`, kind: 'JavaScript' as const }));
  console.log(
    `  Karte (Folie und Leaflet, erst dort geladen, gzip) ${kb((await sizesOf(mapChunks)).JavaScript.gzip).padStart(9)}`,
  );
  console.log(`  Admin-Code bis zur ersten Folie:  ${findingsIn(scripts, isStaffCode)}`);
  console.log(`  Karten-Code bis zur ersten Folie: ${findingsIn(scripts, isMapCode)}`);
  console.log('  größte Dateien bis zur ersten Folie (gzip):');
  const bySize = await Promise.all(
    toFirstSlide.map(async (entry) => ({ ...entry, bytes: await bytesSent(entry.path, 'gzip') })),
  );
  for (const entry of bySize.sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
    console.log(`    ${kb(entry.bytes).padStart(9)}  ${entry.path.replace('/assets/', '')}`);
  }

  // 2. Lighthouse on the three pages.
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', TRUST_FRONT],
  });
  try {
    const pages: Array<[string, FlowPoint]> = [
      ['Startseite /home/lindenau', home],
      ['erste Folie /quick-check/slides', slide],
      ['Ergebnis', result],
    ];
    const lines: string[] = [];
    const benchmarkIndexes: number[] = [];
    for (const [label, point] of pages) {
      const runs = await runLighthouse(point, chrome.port);
      const directRuns = await runLighthouse(atGateway(point), chrome.port);
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
      const score = median(runs.map((run) => run.score));
      const lcp = median(runs.map((run) => run.lcpMs)) / 1000;
      const tbt = median(runs.map((run) => run.tbtMs));
      const cls = median(runs.map((run) => run.cls));
      const applied = (appliedLcp.get(point) ?? NaN) / 1000;
      lines.push(
        `  ${label}`,
        `    Score ${String(score).padStart(9)}     Ziel ≥ ${GOALS.lighthouseScore}:     ${verdict(score >= GOALS.lighthouseScore)}`,
        `    LCP   ${`${lcp.toFixed(2)} s`.padStart(9)}     Ziel ≤ ${GOALS.lcpSeconds.toFixed(1)} s:  ${verdict(lcp <= GOALS.lcpSeconds)}`,
        `    LCP in Chromium mit angewandter Drosselung ${`${applied.toFixed(2)} s`.padStart(7)}  Ziel ≤ ${GOALS.lcpSeconds.toFixed(1)} s:  ${verdict(applied <= GOALS.lcpSeconds)}`,
        `    TBT   ${`${tbt.toFixed(0)} ms`.padStart(9)}     (ohne Ziel)`,
        `    CLS   ${cls.toFixed(3).padStart(9)}     Ziel ≤ ${GOALS.cls}:   ${verdict(cls <= GOALS.cls)}`,
        `    über HTTP/1.1 direkt am lokalen Gateway: Score ${median(directRuns.map((run) => run.score))}, LCP ${(median(directRuns.map((run) => run.lcpMs)) / 1000).toFixed(2)} s (zum Vergleich)`,
      );
    }
    console.log(
      `\nLighthouse ${lighthouseVersion} (Performance, Mobil, simulierte Drosselung, Median aus ${LIGHTHOUSE_RUNS} Läufen; lokaler Stack mit Kompression hinter einem HTTPS-Vorbau mit HTTP/2 wie CloudFront; Rechner: benchmarkIndex ${median(benchmarkIndexes).toFixed(0)})`,
    );
    for (const line of lines) console.log(line);
    console.log(
      `  (angewandte Drosselung: CPU ${APPLIED_CPU_SLOWDOWN}× langsamer, ${APPLIED_THROTTLING.latency} ms, 1,6 Mbit/s; Median aus ${LIGHTHOUSE_RUNS} Ladevorgängen mit leerem Cache)`,
    );
    console.log(
      `  Anfragen außerhalb des Stacks (blockiert): ${outsideRequests.size === 0 ? 'keine' : [...outsideRequests].join(', ')}`,
    );
    for (const warning of runWarnings) console.log(`  Hinweis von Lighthouse: ${warning}`);
  } finally {
    chrome.kill();
  }

  // 3. The published check under load.
  const path = '/api/quick-checks/checks/unit-lindenau/gartenhaus/';
  const url = `${stack.url.replace('localhost', '127.0.0.1')}${path}`;
  const warm = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (warm.status !== 200) throw new Error(`${path}: ${warm.status}`);
  const size = (await warm.arrayBuffer()).byteLength;
  await autocannon({ url, connections: 4, duration: 2, maxOverallRequests: 500 });
  const single = await autocannon({ url, connections: 1, duration: 10, maxOverallRequests: 200 });
  const loadResult = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    maxOverallRequests: LOAD.maxRequests,
  });
  // autocannon stops with requests still queued at the function; one more request queues behind them,
  // so when it returns they are done and stopping the stack cuts none off.
  await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
  console.log(
    `\nGET ${path} unter Last (autocannon, ${LOAD.connections} Verbindungen, ≤ ${LOAD.durationSeconds} s, ≤ ${LOAD.maxRequests} Anfragen, Antwort ${kb(size)} unkomprimiert)`,
  );
  console.log(
    `  einzeln (1 Verbindung, ${single['2xx']} Anfragen): Median ${single.latency.p50} ms · p90 ${single.latency.p90} ms · p99 ${single.latency.p99} ms`,
  );
  console.log(
    `  Durchsatz ${loadResult.requests.average.toFixed(0)} Anfragen/s · ${loadResult['2xx']} × 2xx, ${loadResult.non2xx} andere, ${loadResult.errors} Fehler, ${loadResult.timeouts} Zeitüberschreitungen in ${loadResult.duration.toFixed(1)} s`,
  );
  console.log(
    `  Latenz Median ${loadResult.latency.p50} ms · p90 ${loadResult.latency.p90} ms · p99 ${loadResult.latency.p99} ms · max ${loadResult.latency.max} ms`,
  );
} finally {
  if (browser.isConnected()) await browser.close();
  await front.close();
  await stack.stop();
  rmSync(distDir, { recursive: true, force: true });
}
