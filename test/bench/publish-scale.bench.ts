import { randomInt } from 'node:crypto';

/*
 * Publishing at the size of a real Land, on this machine: a Land with 3 Gemeinden and one with 2,000
 * (Bayern has 2,056) on a fresh local stack, each with the demo garden-house check, published in
 * turn through the API. Prints the publish times side by side and their ratio (goal: about 1, since
 * nothing is done per Gemeinde), then how long a resident's uncached read takes and when 100 random
 * Gemeinden of the large Land serve the new version.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const ROUNDS = 5;
const SIZES = { small: 3, large: 2_000 } as const;
const GROUP = 'gartenhaus';

const { startLocalStack } = await import('../../functions/local/stack.ts');
const stack = await startLocalStack({ port: 0, seed: true, distDir: '/nonexistent' });
const { login } = await import('../support/accounts.ts');
const { publishTimed, quickCheck } = await import('../support/checks.ts');
const { ApiSession } = await import('../support/http.ts');
const { landWithCheck } = await import('../support/scale.ts');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

try {
  const admin = new ApiSession(stack.url);
  if ((await login(admin, 'admin@baucheck.test')).status !== 200) throw new Error('Anmeldung fehlgeschlagen');

  const seeding = performance.now();
  const lands = {
    small: await landWithCheck('unit-bench-small', '93', 'Kleinland', SIZES.small, GROUP),
    large: await landWithCheck('unit-bench-large', '94', 'Großland', SIZES.large, GROUP),
  };
  console.log(`${SIZES.small + SIZES.large} Gemeinden angelegt in ${ms(performance.now() - seeding)}`);

  const timings = { small: [] as number[], large: [] as number[] };
  let latest = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    timings.small.push((await publishTimed(admin, lands.small.checkId)).elapsed);
    const { published, elapsed } = await publishTimed(admin, lands.large.checkId);
    timings.large.push(elapsed);
    latest = published.latest_version;
  }
  console.log(`\nVeröffentlichen (PATCH /api/checks/{id}/publish/, ${ROUNDS} Runden abwechselnd)`);
  for (const size of ['small', 'large'] as const) {
    const values = timings[size];
    console.log(
      `  ${String(SIZES[size]).padStart(5)} Gemeinden: Median ${ms(median(values))} · min ${ms(Math.min(...values))} · max ${ms(Math.max(...values))}`,
    );
  }
  console.log(
    `  Verhältnis der Mediane ${SIZES.large} : ${SIZES.small} = ${(median(timings.large) / median(timings.small)).toFixed(2)}`,
  );

  const resident = new ApiSession(stack.url);
  const reads: number[] = [];
  const started = performance.now();
  for (let index = 0; index < 100; index += 1) {
    const unitId = lands.large.gemeinden[randomInt(lands.large.gemeinden.length)] as string;
    const before = performance.now();
    const served = await quickCheck(resident, unitId, GROUP);
    reads.push(performance.now() - before);
    if (served.version !== latest) throw new Error(`${unitId} zeigt Version ${served.version} statt ${latest}`);
  }
  console.log(
    `\n100 zufällige Gemeinden des großen Landes zeigen Version ${latest} nach ${ms(performance.now() - started)} (nacheinander gelesen, ohne CDN)`,
  );
  console.log(
    `  GET /api/quick-checks/checks/{unit}/${GROUP}/ ungecacht: Median ${ms(median(reads))} · max ${ms(Math.max(...reads))}`,
  );
} finally {
  await stack.stop();
}
