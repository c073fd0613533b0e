import { randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/*
 * Germany at full size on this machine (issue 15.8): a fresh local stack with the demo data, then the
 * synthetic directory of test/support/germany.ts (16 Länder, 10,800 Gemeinden) imported, a published
 * Standard check per group in every Land, and figures printed beside their goals:
 *   - import time of the directory;
 *   - the Gemeinde search (p50, p99, largest answer gzip) — goal ≤ 5 kB;
 *   - publishing the largest Land's check — goal ≤ 2 s — and when 100 random Gemeinden of it serve it;
 *   - the largest answer of any public route — goal ≤ 1 MB;
 *   - a Land user's check list and territory-scoped requests at demo size (measured before the import)
 *     beside the same requests at Germany size — goal ≤ 2×;
 *   - the statistics page's queries on a year of daily counts of every Gemeinde — goal ≤ 1 s.
 * Staff figures are medians of several rounds, measured on the same stack in the same run.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const ROUNDS = 15;
const SEARCHES = 300;

const { startLocalStack } = await import('../../functions/local/stack.ts');
const stack = await startLocalStack({ port: 0, seed: true, distDir: '/nonexistent' });
const { login } = await import('../support/accounts.ts');
const { publishTimed, quickCheck } = await import('../support/checks.ts');
const { applyAll, dryRun, totals } = await import('../support/unit-import.ts');
const { writeYearOfStatistics } = await import('../support/statistics.ts');
const { ApiSession } = await import('../support/http.ts');
const { germanyDirectoryCsv, germanyRows, LAENDER } = await import('../support/germany.ts');
const { getReferenceUnitsByAgs } = await import('../../functions/src/repositories/reference-units.ts');
const { buildCheck } = await import('../../functions/local/seed/check-builder.ts');
const { SEED_CHECKS } = await import('../../functions/local/seed/checks.ts');
const { demoAdmin } = await import('../../functions/local/seed/content.ts');
const { DEMO_UNITS } = await import('../../functions/local/seed/reference-units.ts');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'erfüllt' : 'VERFEHLT');

async function signedIn(email: string) {
  const session = new ApiSession(stack.url);
  if ((await login(session, email)).status !== 200) throw new Error(`Anmeldung ${email} fehlgeschlagen`);
  return session;
}

/** Milliseconds and body bytes of one GET, which must answer 200. */
async function timedGet(session: InstanceType<typeof ApiSession>, path: string) {
  const started = performance.now();
  const response = await session.request(path);
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.toString().slice(0, 200)}`);
  return { elapsed, bytes: body.length, gzip: gzipSync(body).length, body };
}

/** The requests a Land's clerk makes all day, each timed as the median of ROUNDS. */
async function staffFigures(session: InstanceType<typeof ApiSession>, checkId: string) {
  const requests: Record<string, string> = {
    'Checkliste einer Gruppe, 1. Seite (GET /api/checks/gartenhaus/)': '/api/checks/gartenhaus/',
    // The embed-links page's request: 3 units at demo size, a full page of 10 at Germany size
    'Embed-Links, 1. Seite (GET /api/reference-units/mine/?limit=10)': '/api/reference-units/mine/?limit=10',
    'Gemeinde suchen im eigenen Land (GET /api/reference-units/mine/?q=lind)': '/api/reference-units/mine/?q=lind',
    'Entwurf mit lokalen Werten einer Gemeinde': `/api/checks/${checkId}/draft/?reference_unit_id=${DEMO_UNITS.lindenau}`,
  };
  const figures = new Map<string, number>();
  for (const [label, path] of Object.entries(requests)) {
    await timedGet(session, path); // warm the function
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) times.push((await timedGet(session, path)).elapsed);
    figures.set(label, median(times));
  }
  return figures;
}

try {
  const admin = await signedIn('admin@baucheck.test');
  const land = await signedIn('land@baucheck.test');
  const checks = (await (await land.request('/api/checks/gartenhaus/')).json()) as {
    items: Array<{ id: string; land_id: string; type: string }>;
  };
  const bayernCheckId = checks.items.find(
    (check) => check.land_id === DEMO_UNITS.bayern && check.type === 'Standard',
  )?.id;
  if (!bayernCheckId) throw new Error('no Bavarian garden-house check');

  const demoStaff = await staffFigures(land, bayernCheckId);

  // The directory, imported as an Administrator does on the admin page: a dry run, then window by window
  const csv = germanyDirectoryCsv();
  const checking = performance.now();
  const preview = await dryRun(admin, csv);
  const dryRunTime = performance.now() - checking;
  const importing = performance.now();
  const windows = await applyAll(admin, csv);
  const importTime = performance.now() - importing;
  const imported = totals(windows);
  console.log(
    `Import von ${preview.total_rows} Zeilen (${kb(Buffer.byteLength(csv))}): Probelauf ${ms(dryRunTime)}, ` +
      `angewendet in ${windows.length} Abschnitten in ${(importTime / 1000).toFixed(1)} s ` +
      `(${imported.new} neu, ${imported.changed} geändert, ${imported.unchanged} unverändert, ${imported.refused} abgelehnt)`,
  );

  // A published Standard check per group in every Land (the demo Länder have theirs from the seed)
  const laender = await getReferenceUnitsByAgs(LAENDER.map((entry) => entry.ags));
  const demoAdminRecord = await demoAdmin();
  const building = performance.now();
  const checkOf = new Map<string, string>();
  for (const entry of LAENDER) {
    const unit = laender.get(entry.ags);
    if (!unit || unit.id === DEMO_UNITS.bayern || unit.id === DEMO_UNITS.badenWuerttemberg) continue;
    for (const seed of SEED_CHECKS.filter((check) => check.land_id === DEMO_UNITS.bayern)) {
      const id = await buildCheck(demoAdminRecord, {
        ...seed,
        land_id: unit.id,
        title: `${seed.title} (${entry.name})`,
      });
      if (seed.group === 'gartenhaus') checkOf.set(entry.ags, id);
    }
  }
  console.log(
    `Checks: 4 je Land in ${LAENDER.length - 2} Ländern veröffentlicht in ${ms(performance.now() - building)}`,
  );

  // A year of completed checks in every Gemeinde, as the counting would have left them
  const year = new Date().getUTCFullYear() - 1;
  const landIdOf = (ags: string) => laender.get(ags.slice(0, 2))?.id as string;
  const counted = germanyRows()
    .filter((row) => row.ags.length === 8)
    .map((row) => ({ id: `ags-${row.ags}`, name: row.name, ags: row.ags, land_id: landIdOf(row.ags) }));
  const counting = performance.now();
  await writeYearOfStatistics(counted, year);
  console.log(
    `Statistik: ein Jahr täglicher Zahlen für ${counted.length} Gemeinden geschrieben in ${ms(performance.now() - counting)}`,
  );

  // The Gemeinde search, as residents type: prefixes, infixes, umlaut spellings and postcodes
  const rows = germanyRows().filter((row) => row.ags.length === 8);
  const queries = Array.from({ length: SEARCHES }, (_, index) => {
    const row = rows[randomInt(rows.length)] as (typeof rows)[number];
    if (index % 4 === 0) return row.plz[0] ?? row.ags;
    const start = index % 4 === 1 ? 0 : randomInt(Math.max(1, row.name.length - 4));
    return row.name.slice(start, start + 3 + randomInt(5));
  });
  const resident = new ApiSession(stack.url);
  const search = { times: [] as number[], largest: 0, hits: 0 };
  for (const query of queries) {
    const answer = await timedGet(resident, `/api/reference-units/search/?q=${encodeURIComponent(query)}`);
    search.times.push(answer.elapsed);
    search.largest = Math.max(search.largest, answer.gzip);
    search.hits += (JSON.parse(answer.body.toString()) as unknown[]).length;
  }

  // Publishing the largest Land's check, then 100 random Gemeinden of it
  const largest = [...LAENDER].sort((a, b) => b.gemeinden - a.gemeinden)[0] as (typeof LAENDER)[number];
  const largestCheck = checkOf.get(largest.ags) as string;
  const publishTimes: number[] = [];
  let latest = 0;
  for (let round = 0; round < 3; round += 1) {
    const { published, elapsed } = await publishTimed(admin, largestCheck);
    publishTimes.push(elapsed);
    latest = published.latest_version;
  }
  const gemeinden = rows.filter((row) => row.ags.startsWith(largest.ags));
  const servedFrom = performance.now();
  const byAgs = await getReferenceUnitsByAgs(
    Array.from({ length: 100 }, () => (gemeinden[randomInt(gemeinden.length)] as (typeof rows)[number]).ags),
  );
  for (const unit of byAgs.values()) {
    const served = await quickCheck(resident, unit.id, 'gartenhaus');
    if (served.version !== latest) throw new Error(`${unit.name} zeigt Version ${served.version} statt ${latest}`);
  }
  const servedTime = performance.now() - servedFrom;

  // Every public route's answer at this size
  const someGemeinde = [...byAgs.values()][0];
  if (!someGemeinde) throw new Error('no Gemeinde');
  const publicPaths = [
    `/api/quick-checks/checks/${someGemeinde.id}/gartenhaus/`,
    '/api/quick-checks/available_checks/',
    `/api/quick-checks/available_checks/?reference_unit_id=${someGemeinde.id}`,
    '/api/reference-units/?limit=100',
    `/api/reference-units/?land_id=${someGemeinde.parent_id}&limit=100`,
    '/api/reference-units/with-checks/?limit=100',
    `/api/reference-units/by-slug/${someGemeinde.slug}/`,
    '/api/reference-units/search/?q=ba',
    '/api/quick-checks/geoservice/?query=Marktplatz',
    '/api/faqs/public/',
  ];
  const answers = [];
  for (const path of publicPaths) answers.push({ path, ...(await timedGet(resident, path)) });
  const biggest = answers.reduce((a, b) => (b.bytes > a.bytes ? b : a));

  const germanyStaff = await staffFigures(land, bayernCheckId);

  // The statistics page of an Administrator: the largest Land's year, its ranking, Germany, an export month
  const largestLand = landIdOf(largest.ags);
  const statistics: Array<[string, string]> = [
    [`Jahr von ${largest.name}`, `/api/plausible/?from=${year}-01-01&to=${year}-12-31&land_id=${largestLand}`],
    [
      'Rangliste seiner Gemeinden, 1. Seite',
      `/api/plausible/units/?from=${year}-01-01&to=${year}-12-31&land_id=${largestLand}&limit=50`,
    ],
    ['Deutschland, ein Jahr', `/api/plausible/?from=${year}-01-01&to=${year}-12-31`],
    ['CSV-Export, ein Monat des Landes (1. Teil)', `/api/plausible/export/?land_id=${largestLand}&month=${year}-06`],
  ];
  const statisticsFigures = [];
  for (const [label, path] of statistics) {
    await timedGet(admin, path);
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 5; round += 1) {
      const answer = await timedGet(admin, path);
      times.push(answer.elapsed);
      bytes = answer.bytes;
    }
    statisticsFigures.push({ label, time: median(times), bytes });
  }

  console.log(`\nGemeindesuche (GET /api/reference-units/search/, ${SEARCHES} Anfragen, ohne CDN)`);
  console.log(
    `  p50 ${ms(median(search.times))} · p99 ${ms(quantile(search.times, 0.99))} · Ø ${(search.hits / SEARCHES).toFixed(1)} Treffer`,
  );
  console.log(`  größte Antwort ${kb(search.largest)} gzip — Ziel ≤ 5 kB: ${verdict(search.largest <= 5000)}`);
  console.log(`\nVeröffentlichen des Gartenhaus-Checks von ${largest.name} (${largest.gemeinden} Gemeinden)`);
  console.log(`  Median ${ms(median(publishTimes))} (3 Runden) — Ziel ≤ 2 s: ${verdict(median(publishTimes) <= 2000)}`);
  console.log(`  100 zufällige Gemeinden zeigen Version ${latest} nach ${ms(servedTime)} (nacheinander, ohne CDN)`);
  console.log('\nÖffentliche Antworten');
  for (const answer of answers) console.log(`  ${kb(answer.bytes).padStart(9)}  ${answer.path}`);
  console.log(`  größte: ${kb(biggest.bytes)} — Ziel ≤ 1 MB: ${verdict(biggest.bytes <= 1_000_000)}`);
  console.log('\nLand-Account (land@baucheck.test, Bayern): Demo-Größe → Deutschland-Größe (Median)');
  let worst = 0;
  for (const [label, demo] of demoStaff) {
    const germany = germanyStaff.get(label) ?? NaN;
    worst = Math.max(worst, germany / demo);
    console.log(`  ${label}: ${ms(demo)} → ${ms(germany)} (${(germany / demo).toFixed(2)}×)`);
  }
  console.log(`  größtes Verhältnis ${worst.toFixed(2)}× — Ziel ≤ 2×: ${verdict(worst <= 2)}`);
  console.log(`\nStatistik (Administrator, ein Jahr aller ${counted.length} Gemeinden, Median von 5)`);
  for (const figure of statisticsFigures) console.log(`  ${figure.label}: ${ms(figure.time)}, ${kb(figure.bytes)}`);
  const slowest = Math.max(...statisticsFigures.map((figure) => figure.time));
  console.log(`  langsamste ${ms(slowest)} — Ziel ≤ 1 s: ${verdict(slowest <= 1000)}`);
} finally {
  await stack.stop();
}
