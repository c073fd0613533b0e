import type { QuickCheck } from '@baucheck/shared/checks';
import { OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { AREA_KIND_TITLES } from '@baucheck/shared/geo-coverage';
import { sharedResultSchema } from '@baucheck/shared/quick-check';
import { decodeResultFragment, encodeResultFragment, type SharedResult } from '@baucheck/shared/result-link';
import type { BrowserContext, Page } from 'playwright-core';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import { publishTimed } from '../support/checks.ts';
import type * as Scale from '../support/scale.ts';
import { answerUntilResult, expectedResult, eventually, publishedCheck, url } from './quick-check-driver.ts';

const it = browserTest({ permissions: ['clipboard-read', 'clipboard-write'] }, { blockExternal: true });

/*
 * "Ergebnis-Link kopieren": a resident copies the link to their result and opens it in another
 * browser (another device: nothing shared but the link). The result comes back from the link's
 * fragment alone; an altered link is refused in German with nothing stored; a link to a version
 * published before the current one says that the check has changed and offers the current one.
 */

const STORAGE_KEY = 'baucheck.quick-check.v1';

/** Whatever the page keeps in the tab (null: nothing). */
const storedFlow = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), STORAGE_KEY);

async function finishAndCopy(
  page: Page,
  unit: string,
  check: QuickCheck,
  replies: Parameters<typeof answerUntilResult>[2],
) {
  await page.goto(url(`/quick-check/data-protection/${unit}?vorhaben=${check.group}`));
  await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
  await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
  const answers = await answerUntilResult(page, check, replies);
  await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
  await page.getByRole('button', { name: 'Ergebnis-Link kopieren' }).click();
  await page.getByRole('status').filter({ hasText: 'Der Link zu Ihrem Ergebnis wurde kopiert.' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  return { answers, link };
}

/** A second browser ("another device"): its own storage, and every request it sends recorded. */
async function otherDevice(context: BrowserContext) {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const device = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const sent: string[] = [];
  device.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return { device, page: await device.newPage(), sent };
}

const fragmentOf = (link: string) => link.slice(link.indexOf('#'));

/** The JSON array inside a fragment, as anyone can read it (deflate-raw, base64url). */
const payloadOf = (fragment: string) =>
  JSON.parse(inflateRawSync(Buffer.from(fragment.replace(/^#?1\./, ''), 'base64url')).toString('utf8')) as unknown[];

/** The side laws the result page names. */
const sideLawTitles = (page: Page) => page.locator('.qc-side-law__title').allInnerTexts();

/** The parts of the result page that must be the same wherever the link is opened. */
const resultFacts = async (page: Page) => ({
  overall: (await page.locator('.qc-overall').innerText()).replace(/\s+/g, ' '),
  chapters: await page.getByRole('heading', { level: 3 }).allInnerTexts(),
  answers: ((await page.locator('.qc-answers dl').textContent()) ?? '').replace(/\s+/g, ' '),
});

describe('a result link', () => {
  it('reopens the same result on another device, from the fragment alone', async ({ page, context }) => {
    // Prepare: 80 m³ in Markt Lindenau (too large for Bayern's 75 m³), at the market square (a monument ensemble)
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');

    // Act: the resident finishes the check and copies the link
    const { answers, link } = await finishAndCopy(page, 'lindenau', check, {
      replies: [
        ['Wie groß ist der Brutto-Rauminhalt', { value: 80 }],
        ['Wo soll', { address: 'Marktplatz 3' }],
      ],
    });
    const expected = expectedResult(check, answers);
    const facts = await resultFacts(page);

    // Assess: the link is the result page with everything in the fragment
    expect(link.startsWith(url(`/quick-check/result/${encodeURIComponent(check.check_id)}#1.`)), link).toBe(true);
    const shared = sharedResultSchema.parse(await decodeResultFragment(fragmentOf(link)));
    expect(shared).toMatchObject({ check_id: check.check_id, version: check.version, group: 'gartenhaus' });
    expect(Object.keys(shared.answers).sort()).toEqual(Object.keys(answers).sort());

    // Act: another device opens it
    const other = await otherDevice(context);
    try {
      await other.page.goto(link);
      await other.page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();

      // Assess: the same result, overall and per chapter, with the same answers, and the monument
      // at the market square looked up again (the link carries only the site)
      expect(facts.overall).toContain(OUTCOME_SEVERITY_LABELS[expected.overall ?? 'verfahrensfrei']);
      expect(await resultFacts(other.page)).toEqual(facts);
      expect(await sideLawTitles(other.page)).toContain(AREA_KIND_TITLES.Denkmalschutz);
      // The fragment is gone from the address bar once taken into the tab, and never went to the server
      await eventually(() => new URL(other.page.url()).hash).toBe('');
      const fragment = fragmentOf(link).slice(1);
      expect(other.sent.filter((line) => line.includes(fragment))).toEqual([]);
      // Reopening is no new completion in the statistics
      expect(other.sent.filter((line) => line.includes('/api/quick-checks/completions/'))).toEqual([]);
      await expectNoAxeViolations(other.page);
    } finally {
      await other.device.close();
    }

    // Where the clipboard cannot be used, the link stands selected in a read-only field
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: 'Ergebnis-Link kopieren' }).click();
    const field = page.getByRole('textbox', { name: 'Link zu Ihrem Ergebnis' });
    await expect.poll(() => field.inputValue()).toBe(link);
    expect(
      await field.evaluate((input) => input === document.activeElement && (input as HTMLInputElement).readOnly),
    ).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Der Link konnte nicht automatisch kopiert werden.' }).waitFor();
  });

  it('cannot declare a protected site free: the site is looked up again when the link is opened', async ({
    page,
    context,
  }) => {
    // Prepare: a finished check at the market square (a monument ensemble)
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    const { answers, link } = await finishAndCopy(page, 'lindenau', check, {
      replies: [
        ['Wie groß ist der Brutto-Rauminhalt', { value: 50 }],
        ['Wo soll', { address: 'Marktplatz 3' }],
      ],
    });
    const karte = check.definition.slides.find((slide) => slide.type === 'Karte')?.id ?? '';
    const located = answers[karte];
    if (!located || !('site' in located) || !located.site) throw new Error('no site located');
    expect(located.side_laws).toContain('Denkmalschutz');

    // Act: the link written anew with the encoder, the site "found" free of everything
    const shared = sharedResultSchema.parse(await decodeResultFragment(fragmentOf(link)));
    const forged = await encodeResultFragment({
      ...shared,
      answers: { ...shared.answers, [karte]: { site: located.site, side_laws: [], unchecked: [] } },
    });

    // Assess: there is nothing to forge: the link holds the site alone, the same as the genuine one
    // (the same JSON; Chromium's and Node's deflate may write different bytes for it)
    expect(payloadOf(forged)).toEqual(payloadOf(fragmentOf(link)));
    const { lon, lat, label } = located.site;
    expect((payloadOf(forged)[5] as Record<string, unknown>)[karte]).toEqual([lon, lat, label]);

    // Act: the link is opened on another device
    const other = await otherDevice(context);
    try {
      await other.page.goto(`${link.slice(0, link.indexOf('#'))}#${forged}`);
      await other.page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();

      // Assess: the monument protection found at the site, and the result that follows from it
      expect(await sideLawTitles(other.page)).toContain(AREA_KIND_TITLES.Denkmalschutz);
      expect(await other.page.locator('.qc-overall').innerText()).toContain(
        OUTCOME_SEVERITY_LABELS[expectedResult(check, answers).overall ?? 'verfahrensfrei'],
      );
    } finally {
      await other.device.close();
    }
  });

  it('refuses a tampered or garbled link in German and stores nothing', async ({ page }) => {
    // Prepare: a real link of Markt Lindenau's check, then altered three ways
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    const slide = check.definition.slides.find((candidate) => candidate.responses.length > 0);
    const genuine: SharedResult = {
      check_id: check.check_id,
      version: check.version,
      reference_unit_id: DEMO_UNITS.lindenau,
      group: 'gartenhaus',
      product_id: null,
      answers: { [slide?.id ?? '']: { response_id: `${check.check_id}.gibt-es-nicht` } },
    };
    const base = url(`/quick-check/result/${encodeURIComponent(check.check_id)}`);
    const fragment = await encodeResultFragment(genuine);
    const links = {
      // Characters changed in the deflated data
      garbled: `${base}#${fragment.slice(0, 12)}xxxx${fragment.slice(16)}`,
      // Readable, but an answer this check does not offer (and no finished check)
      unfit: `${base}#${fragment}`,
      // Another check's id in the path than in the fragment
      mismatched: `${url('/quick-check/result/anderer-check')}#${fragment}`,
    };

    for (const [kind, link] of Object.entries(links)) {
      // Act
      await page.goto(link);

      // Assess
      await page.getByRole('heading', { level: 1, name: 'Dieser Ergebnis-Link ist ungültig' }).waitFor();
      expect(await page.getByRole('alert').innerText(), kind).toContain(
        'Der Link ist unvollständig oder wurde verändert. Das Ergebnis kann deshalb nicht angezeigt werden; es wurde nichts gespeichert.',
      );
      const stored = await storedFlow(page);
      expect(stored === null || Object.keys(JSON.parse(stored).answers ?? {}).length === 0, kind).toBe(true);
    }
    await expectNoAxeViolations(page);
    // The normal start is offered
    await page.getByRole('link', { name: 'Quick-Check neu starten' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Datenschutz' }).waitFor();
  });

  describe('to a version published before the current one', () => {
    let scale: typeof Scale;
    let land: { landId: string; gemeindeId: string; checkId: string };

    beforeAll(async () => {
      Object.assign(process.env, inject('stackEnv'));
      scale = await import('../support/scale.ts');
      const created = await scale.landWithCheck('teil-link', '78', 'Teilland', 1, 'gartenhaus');
      land = { landId: created.landId, gemeindeId: created.gemeinden[0] as string, checkId: created.checkId };
    }, 120_000);

    afterAll(async () => {
      if (land) await scale.removeUnits([land.landId, land.gemeindeId]);
    });

    it('says the check has changed and runs the current one with the same answers', async ({ page, context }) => {
      // Prepare: a resident's link to version 1; then the Land publishes version 2
      const v1 = await publishedCheck(land.gemeindeId, 'gartenhaus');
      const { answers, link } = await finishAndCopy(page, land.gemeindeId, v1, {
        replies: [['Wie groß ist der Brutto-Rauminhalt', { value: 80 }]],
      });
      const expected = expectedResult(v1, answers);
      await publishTimed(await signedIn('admin@baucheck.test'), land.checkId);
      const v2 = await publishedCheck(land.gemeindeId, 'gartenhaus');
      expect(v2.version).toBe(v1.version + 1);

      const other = await otherDevice(context);
      try {
        // Act: the link is opened
        await other.page.goto(link);

        // Assess: the notice, with both versions, and the offer
        await other.page
          .getByRole('heading', { level: 1, name: 'Der Check wurde seit Ihrem Ergebnis geändert' })
          .waitFor();
        const text = (await other.page.locator('main').innerText()).replace(/\s+/g, ' ');
        expect(text).toContain(`Ihr Link beruht auf Version ${v1.version} des Checks.`);
        expect(text).toContain(`gilt inzwischen Version ${v2.version}.`);
        expect(await storedFlow(other.page)).toBeNull();
        await expectNoAxeViolations(other.page);

        // Act: run the current version
        await other.page.getByRole('button', { name: 'Aktuelle Version mit meinen Antworten prüfen' }).click();

        // Assess: the result of version 2 with the same answers, and why it was recalculated
        await other.page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
        // (the visible notice; the live region announces the same text)
        await other.page
          .locator('.qc-flow-notice')
          .getByText('Ihr Ergebnis wurde mit der aktuellen Version des Checks und Ihren Antworten neu berechnet.')
          .waitFor();
        expect(await other.page.locator('.qc-overall').innerText()).toContain(
          OUTCOME_SEVERITY_LABELS[expectedResult(v2, answers).overall ?? 'verfahrensfrei'],
        );
        expect(expected.overall).toBe(expectedResult(v2, answers).overall);
        // The notice was news once: a reload shows the result without it
        await other.page.reload();
        await other.page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
        expect(await other.page.locator('.qc-flow-notice').count()).toBe(0);

        // Act: a link whose answer to one question the current version no longer offers
        const shared = sharedResultSchema.parse(await decodeResultFragment(fragmentOf(link)));
        const [questionId] = Object.entries(shared.answers).find(([, answer]) => 'response_id' in answer) ?? [];
        const question = v2.definition.slides.find((slide) => slide.id === questionId);
        const stale = await encodeResultFragment({
          ...shared,
          answers: { ...shared.answers, [questionId ?? '']: { response_id: `${land.checkId}.weggefallen` } },
        });
        const fresh = await other.device.newPage();
        await fresh.goto(`${link.slice(0, link.indexOf('#'))}#${stale}`);
        await fresh.getByRole('button', { name: 'Aktuelle Version mit meinen Antworten prüfen' }).click();

        // Assess: the resident is told and brought to that question, the other answers kept
        await fresh.getByRole('heading', { level: 1, name: question?.attributes.Frage?.trim() ?? '' }).waitFor();
        await fresh
          .locator('.qc-flow-notice')
          .getByText(
            'Eine Ihrer Antworten passt nicht mehr zur aktuellen Version und wurde verworfen. Bitte beantworten Sie die folgende Frage; Ihre übrigen Antworten sind übernommen.',
          )
          .waitFor();
        const kept = JSON.parse((await storedFlow(fresh)) ?? '{}') as { answers?: Record<string, unknown> };
        expect(Object.keys(kept.answers ?? {}).sort()).toEqual(
          Object.keys(shared.answers)
            .filter((slideId) => slideId !== questionId)
            .sort(),
        );
      } finally {
        await other.device.close();
      }
    });
  });
});
