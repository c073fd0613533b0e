import type { QuickCheck } from '@baucheck/shared/checks';
import { evaluate, type Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineSlide } from '@baucheck/shared/engine/model';
import { isMeasurementSlide, thresholdOf } from '@baucheck/shared/engine/slides';
import { SIDE_LAWS, type CheckGroup, type SideLaw } from '@baucheck/shared/enums';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_ADDRESSES, DEMO_AREAS } from '../../functions/src/services/geo/demo-areas.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * Drives the residents' quick check in the browser the way a resident does (by the visible labels),
 * and computes what the page must show independently of it: the test's own answers, the published
 * check from the API (the seeded SEED_CHECKS) and the shared engine, and for the map the demo areas.
 */

export const url = (path: string) => new URL(path, inject('baseUrl')).href;

/** Polls until the expectation holds; generous, for a loaded two-core CI machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** How the resident answers: by the start of a question's text. */
export type Reply =
  | 'ja'
  | 'nein'
  /** A measured value, or one relative to the slide's threshold ("+0.1" above, "-0.5" below, "=" on it). */
  | { value: number | `${'+' | '-'}${number}` | '=' }
  | { address: string }
  | 'skip';

export interface Plan {
  /** First words of the question → reply. Unlisted yes/no questions are answered "nein". */
  replies: Array<[string, Reply]>;
  /** Run axe on every kind of slide (once per kind: a yes/no and a measurement question count apart). */
  axe?: boolean;
  /** Check on every slide that nothing scrolls sideways (320 px width, 200 % zoom: WCAG 1.4.10). */
  reflow?: boolean;
}

/** Fails when the page scrolls sideways. */
export async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Point in an axis-aligned demo rectangle. */
const contains = (area: (typeof DEMO_AREAS)[number], lon: number, lat: number) => {
  const ring = area.geometry.coordinates[0] ?? [];
  const lons = ring.map(([x]) => x ?? 0);
  const lats = ring.map(([, y]) => y ?? 0);
  return lon >= Math.min(...lons) && lon <= Math.max(...lons) && lat >= Math.min(...lats) && lat <= Math.max(...lats);
};

/** Metres from a point to the nearest edge of a demo rectangle (inside or outside), roughly. */
const edgeDistance = (area: (typeof DEMO_AREAS)[number], lon: number, lat: number) => {
  const ring = area.geometry.coordinates[0] ?? [];
  const [west, east] = [Math.min(...ring.map(([x]) => x ?? 0)), Math.max(...ring.map(([x]) => x ?? 0))];
  const [south, north] = [Math.min(...ring.map(([, y]) => y ?? 0)), Math.max(...ring.map(([, y]) => y ?? 0))];
  const metresPerLon = 111_320 * Math.cos((lat * Math.PI) / 180);
  const dx = lon < west ? west - lon : lon > east ? lon - east : Math.min(lon - west, east - lon);
  const dy = lat < south ? south - lat : lat > north ? lat - north : Math.min(lat - south, north - lat);
  const inside = contains(area, lon, lat);
  return inside ? Math.min(dx * metresPerLon, dy * 111_320) : Math.hypot(dx * metresPerLon, dy * 111_320);
};

/** The demo address and the side laws of the demo areas it lies in (the test data keeps clear of edges). */
export function demoSite(label: string): { lon: number; lat: number; label: string; sideLaws: SideLaw[] } {
  const address = DEMO_ADDRESSES.find((candidate) => candidate.label.startsWith(label));
  if (!address) throw new Error(`no demo address ${label}`);
  for (const area of DEMO_AREAS) {
    // Within the geoservice's 25 m the answer would depend on the buffer; the chosen addresses are clear of it.
    expect(edgeDistance(area, address.lon, address.lat), `${label} near ${area.properties.name}`).toBeGreaterThan(40);
  }
  const sideLaws = SIDE_LAWS.filter((law) =>
    DEMO_AREAS.some((area) => area.properties.kind === law && contains(area, address.lon, address.lat)),
  );
  return { ...address, sideLaws };
}

export async function publishedCheck(unitId: string, group: CheckGroup): Promise<QuickCheck> {
  return quickCheck(new ApiSession(), unitId, group);
}

const headingOf = (page: Page) => page.getByRole('heading', { level: 1 });

function replyFor(plan: Plan, slide: EngineSlide): Reply | undefined {
  const question = slide.attributes.Frage?.trim() ?? '';
  return plan.replies.find(([start]) => question.startsWith(start))?.[1];
}

/** The value a reply stands for on a measurement slide. */
export function measuredValue(slide: EngineSlide, reply: Reply | undefined): number {
  const threshold = thresholdOf(slide) ?? 0;
  if (typeof reply !== 'object' || !('value' in reply)) return Math.max(0, threshold - 0.5);
  if (reply.value === '=') return threshold;
  if (typeof reply.value === 'number') return reply.value;
  return Math.round((threshold + Number(reply.value)) * 100) / 100;
}

/** "74,5" as residents type it. */
export const german = (value: number) => String(value).replace('.', ',');

/**
 * Answers the slides from the current one until the result page, following the plan; returns the
 * answers the resident gave (in the engine's shape) for computing the expected result.
 */
export async function answerUntilResult(page: Page, check: QuickCheck, plan: Plan): Promise<Answers> {
  const answers: Answers = {};
  const slides = check.definition.slides;
  const checked = new Set<string>();
  for (let step = 0; step < 40; step += 1) {
    // The URL changes a moment before the new page shows: wait for a slide's or the result's heading.
    let title = '';
    await eventually(async () => {
      title = (await headingOf(page).textContent())?.trim() ?? '';
      const onResult = new URL(page.url()).pathname.includes('/quick-check/result/');
      return onResult || slides.some((candidate) => candidate.attributes.Frage?.trim() === title);
    })
      .toBe(true)
      .catch(async (error: unknown) => {
        // Name what the resident saw instead (a message, another page), not just "false".
        const shown = await page
          .locator('main')
          .innerText()
          .catch(() => '(kein Inhalt)');
        throw new Error(`no slide or result at ${page.url()}, heading "${title}", page: ${shown.slice(0, 600)}`, {
          cause: error,
        });
      });
    if (new URL(page.url()).pathname.includes('/quick-check/result/')) return answers;
    const slide = slides.find((candidate) => (candidate.attributes.Frage?.trim() ?? '') === title);
    if (!slide) throw new Error(`unknown slide "${title}"`);
    const kind = isMeasurementSlide(slide) ? 'Messung' : slide.type;
    if (plan.axe && !checked.has(kind)) {
      checked.add(kind);
      await expectNoAxeViolations(page);
    }
    if (plan.reflow) await expectNoSidewaysScrolling(page, title);
    const reply = replyFor(plan, slide);
    const next = page.getByRole('button', { name: /^(Weiter|Kapitel beginnen)$/ });
    if (slide.type === 'Karte') {
      if (reply === 'skip' || !reply) {
        answers[slide.id] = { site: null, side_laws: [] };
        await page.getByRole('button', { name: 'Ohne Standort fortfahren' }).click();
      } else if (typeof reply === 'object' && 'address' in reply) {
        const site = demoSite(reply.address);
        answers[slide.id] = { site: { lon: site.lon, lat: site.lat, label: site.label }, side_laws: site.sideLaws };
        await page.getByLabel('Adresse des Grundstücks').fill(reply.address);
        await page.getByRole('button', { name: 'Suchen' }).click();
        await page.getByRole('button', { name: site.label }).click();
        await page.getByText(/^Am Standort (gefunden|wurden keine)/).waitFor();
        if (plan.axe) await expectNoAxeViolations(page);
        await next.click();
      }
    } else if (slide.type === 'Ja-Oder-Nein' && isMeasurementSlide(slide)) {
      const value = measuredValue(slide, reply);
      answers[slide.id] = { value };
      await page
        .getByRole('textbox', { name: new RegExp(`${slide.attributes['Mess-Kategorie']} in`) })
        .fill(german(value));
      await next.click();
    } else if (slide.type === 'Ja-Oder-Nein') {
      const wanted = reply === 'ja' ? 'ja' : 'nein';
      const response = slide.responses.find((candidate) => candidate.answer === wanted);
      if (!response) throw new Error(`no ${wanted} on "${title}"`);
      answers[slide.id] = { response_id: response.id };
      await page.getByRole('radio', { name: response.label, exact: true }).check();
      await next.click();
    } else {
      await next.click();
    }
    await eventually(async () => (await headingOf(page).textContent())?.trim()).not.toBe(title);
  }
  throw new Error('the check did not end');
}

/** What the result page must show for these answers, by the shared engine. */
export function expectedResult(check: QuickCheck, answers: Answers): Evaluation {
  const evaluation = evaluate(check.definition, answers);
  expect(evaluation.complete).toBe(true);
  expect(evaluation.overall).not.toBeNull();
  return evaluation;
}
