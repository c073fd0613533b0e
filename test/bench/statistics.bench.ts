/*
 * The statistics page's requests on this machine, on the demo data and on a year of daily counters
 * for a Land of 2,056 Gemeinden (Bayern's size) in the same run: query time (median of several
 * rounds) and answer size of the figures for a year of the Land, the ranking of its Gemeinden (a
 * range that cuts months, so the edge months are read by day), Germany's figures, and the CSV export
 * of the Land's year (one request per month, four at a time as the page does). Goal: ≤ 1 s and
 * < 1 MB per answer for a year of one Land.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const ROUNDS = 5;
const YEAR = new Date().getUTCFullYear() - 1;
const GEMEINDEN = 2_056;

const { startLocalStack } = await import('../../functions/local/stack.ts');
const stack = await startLocalStack({ port: 0, seed: true, distDir: '/nonexistent' });
const { login } = await import('../support/accounts.ts');
const { ApiSession } = await import('../support/http.ts');
const { landWithYearOfStatistics } = await import('../support/statistics.ts');
const { DEMO_UNITS } = await import('../../functions/local/seed/reference-units.ts');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  const admin = new ApiSession(stack.url);
  if ((await login(admin, 'admin@baucheck.test')).status !== 200) throw new Error('Anmeldung fehlgeschlagen');

  /** Median time and size of a GET; fails on any answer but 200. */
  const measure = async (path: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const response = await admin.request(path);
      const text = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
      bytes = Buffer.byteLength(text);
    }
    return { time: median(times), bytes };
  };

  /** The whole export of a Land's year: every month's pages, four months at a time. */
  const exportYear = async (landId: string) => {
    const times: number[] = [];
    let largest = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const months = Array.from({ length: 12 }, (_, index) => `${YEAR}-${String(index + 1).padStart(2, '0')}`);
      const worker = async () => {
        for (let month = months.shift(); month; month = months.shift()) {
          let cursor: string | null = null;
          do {
            const query = new URLSearchParams({ land_id: landId, month, ...(cursor ? { cursor } : {}) });
            const response = await admin.request(`/api/plausible/export/?${query}`);
            const text = await response.text();
            if (response.status !== 200) throw new Error(`export ${month}: ${response.status} ${text.slice(0, 300)}`);
            largest = Math.max(largest, Buffer.byteLength(text));
            cursor = (JSON.parse(text) as { next_cursor: string | null }).next_cursor;
          } while (cursor);
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      times.push(performance.now() - started);
    }
    return { time: median(times), bytes: largest };
  };

  const requestsOf = (landId: string) => ({
    'Jahr eines Landes (GET /api/plausible/?land_id=)': () =>
      measure(`/api/plausible/?from=${YEAR}-01-01&to=${YEAR}-12-31&land_id=${landId}`),
    'Rangliste, 1. Seite, Zeitraum schneidet Monate (GET /api/plausible/units/)': () =>
      measure(`/api/plausible/units/?from=${YEAR}-01-15&to=${YEAR}-12-14&land_id=${landId}&limit=50`),
    'Rangliste, 1. Seite, ganzes Jahr': () =>
      measure(`/api/plausible/units/?from=${YEAR}-01-01&to=${YEAR}-12-31&land_id=${landId}&limit=50`),
    'Deutschland, ein Jahr (GET /api/plausible/)': () => measure(`/api/plausible/?from=${YEAR}-01-01&to=${YEAR}-12-31`),
    'CSV-Export eines Landesjahres (12 Monate, je 4 parallel; größte Antwort)': () => exportYear(landId),
  });

  const demo: Record<string, { time: number; bytes: number }> = {};
  for (const [name, run] of Object.entries(requestsOf(DEMO_UNITS.bayern))) demo[name] = await run();

  const seeding = performance.now();
  const { landId } = await landWithYearOfStatistics('unit-bench-stats', '94', 'Großland', GEMEINDEN, YEAR);
  console.log(
    `Ein Jahr (${YEAR}) täglicher Zähler für ${GEMEINDEN} Gemeinden geschrieben in ${ms(performance.now() - seeding)}`,
  );

  console.log(`\nMedian aus ${ROUNDS} Runden · Antwortgröße; Demo-Daten (Bayern) | ${GEMEINDEN} Gemeinden, ein Jahr`);
  for (const [name, run] of Object.entries(requestsOf(landId))) {
    const big = await run();
    const small = demo[name];
    console.log(
      `  ${name}\n    Demo: ${ms(small?.time ?? NaN)} · ${kb(small?.bytes ?? NaN)}   |   groß: ${ms(big.time)} · ${kb(big.bytes)}`,
    );
  }
} finally {
  await stack.stop();
}
