import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromium from '@sparticuz/chromium';
import { quickCheckSchema } from '@baucheck/shared/checks';

/*
 * PDF rendering on this machine: the cold start of a fresh container (unpacking Chromium into an empty
 * temp directory, launching it, the first render), warm renders of the resident's summary and of a
 * check's documentation straight through the renderer, the summary route end to end through the local
 * gateway (database, geoservice, S3 included), ten summaries at once, and the PDF sizes.
 */

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const WARM_RUNS = 20;

// An empty temp directory, as a new Lambda container has: @sparticuz/chromium unpacks into it.
const freshTmp = mkdtempSync(join(tmpdir(), 'baucheck-bench-pdf-'));
process.env.TMPDIR = freshTmp;

const { startLocalStack } = await import('../../functions/local/stack.ts');
const stack = await startLocalStack({ port: 0, seed: true, distDir: '/nonexistent' });

const { sharedBrowser, closeBrowser } = await import('../../functions/src/services/pdf/browser.ts');
const { renderPdf } = await import('../../functions/src/services/pdf/render.ts');
const { prepareSummary } = await import('../../functions/src/services/pdf/summary.ts');
const { prepareDocumentation } = await import('../../functions/src/services/pdf/documentation.ts');
const { findUserIdByEmail, getUserRecord } = await import('../../functions/src/repositories/users.ts');
const { summaryRequestSchema } = await import('../../functions/src/services/pdf/requests.ts');
const { answersFor, gartenhausChoices, LINDENAU_MARKTPLATZ, summaryBody } = await import('./pdf-requests.ts');

const ms = (start: number) => performance.now() - start;
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};
const format = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    times.push(ms(start));
  }
  return times;
}
const row = (label: string, times: number[]) =>
  console.log(
    `  ${label.padEnd(44)} median ${format(percentile(times, 0.5))}   p95 ${format(percentile(times, 0.95))}   (n = ${times.length})`,
  );

try {
  const response = await fetch(`${stack.url}/api/quick-checks/checks/unit-lindenau/gartenhaus/`);
  const quickCheck = quickCheckSchema.parse(await response.json());
  const body = summaryBody(quickCheck, answersFor(quickCheck, gartenhausChoices(74.5, LINDENAU_MARKTPLATZ)));
  const request = summaryRequestSchema.parse(body);
  const adminId = await findUserIdByEmail('admin@baucheck.test');
  const admin = adminId ? await getUserRecord(adminId) : null;
  if (!admin) throw new Error('demo administrator missing');

  // Cold: nothing unpacked, no browser yet.
  const summary = await prepareSummary(request);
  const coldStart = performance.now();
  await chromium.executablePath();
  const unpacked = ms(coldStart);
  await sharedBrowser();
  const launched = ms(coldStart) - unpacked;
  const firstPdf = await renderPdf(summary.document);
  const cold = ms(coldStart);

  // Warm renders, straight through the renderer.
  const documentation = await prepareDocumentation(admin, { check_id: quickCheck.check_id, version: 'draft' });
  const documentationPdf = await renderPdf(documentation.document);
  const summaryTimes = await timed(WARM_RUNS, () => renderPdf(summary.document));
  const documentationTimes = await timed(WARM_RUNS, () => renderPdf(documentation.document));

  // End to end through the local gateway (prepare, render, store in s3rver, answer).
  const post = () =>
    fetch(`${stack.url}/api/export/summary/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (reply) => {
      if (reply.status !== 200) throw new Error(`summary ${reply.status}: ${await reply.text()}`);
      return reply.arrayBuffer();
    });
  const routeTimes = await timed(WARM_RUNS, post);
  const burstStart = performance.now();
  await Promise.all(Array.from({ length: 10 }, post));
  const burst = ms(burstStart);

  console.log(`PDF-Erzeugung (puppeteer-core + @sparticuz/chromium, ${process.platform}/${process.arch})`);
  console.log(
    `  Kaltstart: Entpacken ${format(unpacked)} · Start ${format(launched)} · erster Druck ${format(cold - unpacked - launched)} · zusammen ${format(cold)}`,
  );
  row('warm: Zusammenfassung (nur Rendern)', summaryTimes);
  row('warm: Check-Dokumentation (nur Rendern)', documentationTimes);
  row('warm: POST /api/export/summary/ (Ende zu Ende)', routeTimes);
  console.log(`  10 Zusammenfassungen gleichzeitig über das Gateway: ${format(burst)} insgesamt`);
  console.log(
    `  Größen: Zusammenfassung ${kb(firstPdf.byteLength)} (2 Seiten) · Check-Dokumentation ${kb(documentationPdf.byteLength)} (Entwurf „${quickCheck.title}“, ${quickCheck.definition.slides.length} Folien)`,
  );
} finally {
  await closeBrowser();
  await stack.stop();
  rmSync(freshTmp, { recursive: true, force: true });
}
