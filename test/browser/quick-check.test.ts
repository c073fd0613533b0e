import { readFileSync } from 'node:fs';
import type { QuickCheck } from '@baucheck/shared/checks';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import {
  CHAPTER_SEVERITY_LABELS,
  CHECK_GROUP_LABELS,
  OUTCOME_SEVERITY_LABELS,
  SITE_NOT_CHECKED_TEXT,
  type CheckGroup,
} from '@baucheck/shared/enums';
import { productPageSchema } from '@baucheck/shared/products';
import { statisticsSchema } from '@baucheck/shared/statistics';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { SEED_PRODUCTS } from '../../functions/local/seed/products.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { expectNoAxeViolations, launchBrowser } from '../support/browser.ts';
import { expectJson } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import {
  answerUntilResult,
  expectedResult,
  expectNoSidewaysScrolling,
  german,
  publishedCheck,
  url,
  type Plan,
  eventually,
} from './quick-check-driver.ts';

/*
 * The residents' quick check end to end in Chromium against the local stack with the demo data:
 * a check of every project type, results computed from the seeded checks with the shared engine,
 * thresholds, back/forward/reload, the Karte slide, no cookies, the PDF and the statistics.
 */

const today = () => new Date().toISOString().slice(0, 10);
const chapterTitle = (check: QuickCheck, chapterId: string) =>
  check.definition.slides.find((slide) => slide.id === chapterId)?.attributes.Frage ?? '';

let admin: ApiSession | undefined;

/** Completed checks counted today, as the administrators' statistics show them (one sign-in per file). */
async function completionsToday(): Promise<number> {
  admin ??= await signedIn('admin@baucheck.test');
  const stats = statisticsSchema.parse(
    await expectJson(await admin.request(`/api/plausible/?from=${today()}&to=${today()}`), 200),
  );
  return stats.total;
}

interface Run {
  name: string;
  unitId: string;
  slug: string;
  group: CheckGroup;
  plan: Plan;
  /** Start from a partner product's link instead of the landing page. */
  product?: string;
}

/** One check of every project type, in different municipalities and Länder, on different paths. */
const RUNS: Run[] = [
  {
    name: 'Gartenhaus in Stadt Tannbach (Baden-Württemberg, 40 m³), just below the limit, in a water protection area',
    unitId: DEMO_UNITS.tannbach,
    slug: 'tannbach',
    group: 'gartenhaus',
    plan: {
      replies: [
        ['Wie groß ist der Brutto-Rauminhalt', { value: '-0.5' }],
        ['Wo soll', { address: 'Quellweg 8' }],
      ],
      axe: true,
    },
  },
  {
    name: 'Carport / Garage in Markt Lindenau (own copy), from a partner product, above 50 m², without a site',
    unitId: DEMO_UNITS.lindenau,
    slug: 'lindenau',
    group: 'carport_garage',
    product: 'SolarPort Duo',
    plan: {
      replies: [
        ['Wie groß ist die Grundfläche', { value: '+5' }],
        ['Wo soll', 'skip'],
      ],
    },
  },
  {
    name: 'Solaranlage gebäudeabhängig in Gemeinde Seewiesen (Bayern), in a nature reserve',
    unitId: DEMO_UNITS.seewiesen,
    slug: 'seewiesen',
    group: 'solaranlage_gebaeudeabhaengig',
    plan: {
      replies: [
        ['Wird die Anlage auf oder an einem Dach', 'ja'],
        ['Wo soll', { address: 'Moosweg 4' }],
      ],
    },
  },
  {
    name: 'Solaranlage gebäudeunabhängig in Bayern (the Land), exactly 3 m high but 9.5 m long, with a development plan',
    unitId: DEMO_UNITS.bayern,
    slug: 'bayern',
    group: 'solaranlage_gebaeudeunabhaengig',
    plan: {
      replies: [
        ['Wie hoch wird die Anlage', { value: '=' }],
        ['Wie lang wird die Anlage', { value: '+0.5' }],
        ['Wo soll', { address: 'Gartenstraße 18' }],
        ['Gibt es für Ihr Grundstück einen Bebauungsplan', 'ja'],
      ],
    },
  },
];

describe('the quick check in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let requests: Request[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'de-DE', acceptDownloads: true });
    // No internet in CI: the map's tiles are refused at once; marking the site works without them.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    page = await context.newPage();
    requests = [];
    page.on('request', (request) => requests.push(request));
  });
  afterEach(async () => {
    await context.close();
  });

  it.each(RUNS.map((run) => [run.name, run] as const))(
    'completes a check: %s',
    { timeout: 120_000 },
    async (_name, run) => {
      // Prepare: what the page must show follows from the published (seeded) check and the answers.
      const check = await publishedCheck(run.unitId, run.group);
      // One run as on a small phone (320 px, also what 200 % zoom of 640 px gives).
      if (run.plan.reflow) await page.setViewportSize({ width: 320, height: 640 });
      const completionsBefore = await completionsToday();

      // Act: from the landing page (or a partner's product link) through every step to the result
      if (run.product) {
        const partner = await signedIn('partner@baucheck.test');
        const products = productPageSchema.parse(
          await expectJson(await partner.request('/api/products/?limit=100'), 200),
        ).items;
        const seeded = SEED_PRODUCTS.find((product) => product.name.startsWith(run.product ?? ''));
        const product = products.find((candidate) => candidate.name === seeded?.name);
        expect(product?.check_group).toBe(run.group);
        await page.goto(url(`/quick-check/data-protection/${run.slug}/${product?.id}`));
        await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
        await page.getByRole('heading', { level: 1, name: 'Welches Vorhaben möchten Sie prüfen?' }).waitFor();
        await page.getByText(`Sie kommen vom Produkt ${seeded?.name}`).waitFor();
        expect(await page.getByRole('radio', { name: CHECK_GROUP_LABELS[run.group] }).isChecked()).toBe(true);
        if (run.plan.reflow) await expectNoSidewaysScrolling(page, 'Vorhaben');
        await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      } else {
        await page.goto(url(`/home/${run.slug}`));
        await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
        await page.getByText(check.reference_unit.name, { exact: true }).first().waitFor();
        if (run.plan.axe) await expectNoAxeViolations(page);
        await page.getByRole('link', { name: new RegExp(`^${CHECK_GROUP_LABELS[run.group]}`) }).click();
        await page.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
        if (run.plan.axe) await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
      expect(await page.getByRole('radio', { name: new RegExp(`^${check.reference_unit.name}`) }).isChecked()).toBe(
        true,
      );
      if (run.plan.axe) await expectNoAxeViolations(page);
      if (run.plan.reflow) await expectNoSidewaysScrolling(page, 'Gemeinde');
      await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
      const answers = await answerUntilResult(page, check, run.plan);

      // Assess: overall result, every chapter's outcome, side laws, legal basis, Stand, disclaimer
      const expected = expectedResult(check, answers);
      await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
      // The logo keeps the municipality of the check (a Land's check has none)
      const isLand = check.reference_unit.name === check.reference_unit.land_name;
      expect(
        await page
          .getByRole('banner')
          .getByRole('link', { name: /zur Startseite$/ })
          .getAttribute('href'),
      ).toBe(isLand ? '/home' : `/home/${check.reference_unit.slug}`);
      // Every step before the result is done
      const steps = page.getByRole('navigation', { name: 'Schritte des Quick-Checks' });
      expect(await steps.getByText('(erledigt)').count()).toBe(4);
      const overall = page.locator('section', { has: page.getByRole('heading', { name: 'Gesamtergebnis' }) });
      expect(await overall.innerText()).toContain(OUTCOME_SEVERITY_LABELS[expected.overall ?? 'verfahrensfrei']);
      for (const chapter of expected.chapters) {
        const card = page.locator('section', {
          has: page.getByRole('heading', {
            name: new RegExp(`Kapitel \\d: ${chapterTitle(check, chapter.chapter_id)}`),
          }),
        });
        expect(await card.innerText()).toContain(chapter.outcome?.title ?? '–');
        // Its own title and its own severity only, never the overall result's wording
        const severity = chapter.outcome?.severity ?? 'verfahrensfrei';
        expect((await card.locator('.qc-outcome__severity').innerText()).replace(/\s+/g, ' ').trim()).toBe(
          `${chapter.outcome?.title} Einstufung: ${CHAPTER_SEVERITY_LABELS[severity]}`,
        );
      }
      // Without a site the side-law section says it was not checked, never that nothing was found
      const sideLawSection = page.locator('.qc-result');
      if (expected.site === null) {
        await sideLawSection.getByText(SITE_NOT_CHECKED_TEXT).waitFor();
        expect(await page.getByText('keine Schutzgebiete').count()).toBe(0);
      } else {
        expect(await page.getByText(SITE_NOT_CHECKED_TEXT).count()).toBe(0);
      }
      const sideLawHeadings = (await page.locator('.qc-side-law__title').allInnerTexts()).map((text) => text.trim());
      expect(sideLawHeadings.map((title) => expected.side_laws.find((law) => title.startsWith(law)))).toEqual(
        expected.side_laws,
      );
      await page.getByText(`${check.legal_basis}.`).waitFor();
      const [year, month, day] = check.as_of.split('-');
      await page.getByText(`Stand: ${day}.${month}.${year}`).waitFor();
      await page.getByText('begründet keinen Rechtsanspruch').waitFor();
      if (run.plan.axe) await expectNoAxeViolations(page);
      if (run.plan.reflow) await expectNoSidewaysScrolling(page, 'Ergebnis');

      // Counted once in the anonymous statistics, also after a reload of the result
      await eventually(completionsToday).toBe(completionsBefore + 1);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await completionsToday()).toBe(completionsBefore + 1);

      // Residents got no cookie and made no session or CSRF call
      expect(await context.cookies()).toEqual([]);
      const sessionCalls = requests
        .map((request) => new URL(request.url()).pathname)
        .filter((path) => /^\/api\/(csrf|users)\//.test(path));
      expect(sessionCalls).toEqual([]);
    },
  );

  it('marks no step done on a step page opened in a fresh tab', async () => {
    const steps = page.getByRole('navigation', { name: 'Schritte des Quick-Checks' });
    for (const [path, heading] of [
      ['/quick-check/slides', 'Noch kein Check begonnen'],
      ['/quick-check/result/irgendein-check', 'Kein Ergebnis vorhanden'],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await steps.getByText('(erledigt)').count(), path).toBe(0);
      expect(await steps.locator('[aria-current="step"]').count(), path).toBe(1);
    }
  });

  it('says on every step that a linked municipality is unknown, as the landing page does, and never links to it', async () => {
    const notice = page.getByRole('status').filter({ hasText: 'Die Gemeinde „gibtesnicht“ kennen wir nicht.' });
    const logo = page.getByRole('banner').getByRole('link', { name: /zur Startseite$/ });

    // The landing page
    await page.goto(url('/home/gibtesnicht'));
    await notice.waitFor();

    // The data-protection step of a check started with that link
    await page.goto(url('/quick-check/data-protection/gibtesnicht?vorhaben=gartenhaus'));
    await page.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
    await notice.waitFor();
    await eventually(() => logo.getAttribute('href')).toBe('/home');

    // The next step too; the resident chooses the municipality there
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
    await notice.waitFor();
    expect(await logo.getAttribute('href')).toBe('/home');
    await expectNoAxeViolations(page);
  });

  it('offers on the landing page the project types the municipality has a check for', async () => {
    // Prepare: Stadt Tannbach inherits the checks of Baden-Württemberg, which has no roof solar check
    const offered = new Set(
      SEED_CHECKS.filter((seed) => seed.land_id === DEMO_UNITS.badenWuerttemberg).map((seed) => seed.group),
    );
    const groups = Object.keys(CHECK_GROUP_LABELS) as CheckGroup[];
    expect(groups.some((group) => !offered.has(group))).toBe(true);

    // Act
    await page.goto(url('/home/tannbach'));
    await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
    await page.getByText('Stadt Tannbach', { exact: true }).waitFor();

    // Assess
    const list = page.getByRole('list', { name: /^Für diese Vorhaben/ });
    await eventually(() => list.getAttribute('aria-busy')).toBe('false');
    for (const group of groups) {
      const item = list.getByRole('listitem').filter({ hasText: CHECK_GROUP_LABELS[group] });
      const link = item.getByRole('link');
      if (offered.has(group)) {
        expect(await link.count(), group).toBe(1);
      } else {
        expect(await link.count(), group).toBe(0);
        expect(await item.innerText()).toContain('Für Stadt Tannbach noch nicht verfügbar');
      }
    }
  });

  it('words the overall result no stronger than the chapters it summarises', { timeout: 120_000 }, async () => {
    // Prepare: a 20 m³ Gartenhaus in Markt Lindenau, map skipped, no development plan: nothing was checked
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    // The resident sees the municipality chosen before going on
    await eventually(() => page.getByRole('radio', { name: /^Markt Lindenau/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();

    // Act
    await answerUntilResult(page, check, {
      replies: [
        ['Wie groß ist der Brutto-Rauminhalt', { value: 20 }],
        ['Wo soll', 'skip'],
        ['Gibt es für Ihr Grundstück einen Bebauungsplan', 'nein'],
      ],
    });
    await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();

    // Assess: the side-law chapter says "möglicherweise", and so does the overall result
    const overall = page.locator('section', { has: page.getByRole('heading', { name: 'Gesamtergebnis' }) });
    const chapter = page.locator('section', { has: page.getByRole('heading', { name: /Kapitel \d: Baunebenrecht/ }) });
    expect(await chapter.innerText()).toContain('Weitere Genehmigungen möglicherweise erforderlich');
    expect(await overall.innerText()).toContain(
      'Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich',
    );
    expect(await page.locator('main').innerText()).not.toMatch(/weitere Genehmigungen erforderlich/i);
  });

  it('downloads the summary as PDF and starts a new check', { timeout: 120_000 }, async () => {
    // Prepare: a finished Gartenhaus check in Markt Lindenau
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
    await answerUntilResult(page, check, { replies: [['Wo soll', 'skip']] });
    await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
    // At 1280 px the PDF button spans the row, the two other actions share the row below (none left alone)
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = async (name: string) => {
      const found = await page.getByRole(name === 'Antworten ändern' ? 'link' : 'button', { name }).boundingBox();
      if (!found) throw new Error(`no ${name}`);
      return found;
    };
    const [pdfButton, again, change] = [
      await box('Zusammenfassung als PDF'),
      await box('Neuen Check starten'),
      await box('Antworten ändern'),
    ];
    expect(Math.abs(again.y - change.y)).toBeLessThan(1);
    expect(Math.abs(again.width - change.width)).toBeLessThan(1);
    expect(pdfButton.y + pdfButton.height).toBeLessThanOrEqual(again.y);
    expect(pdfButton.width).toBeGreaterThan(again.width + change.width);

    // Act
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Zusammenfassung als PDF' }).click(),
    ]);

    // Assess: a PDF named after the check, announced on the page, and still no cookie
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByText(`als „${download.suggestedFilename()}“ heruntergeladen`).waitFor();
    // The button keeps the focus it was pressed with (a keyboard user goes on from there)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zusammenfassung als PDF');
    expect(await context.cookies()).toEqual([]);
    const exportCall = requests.find((request) => new URL(request.url()).pathname === '/api/export/summary/');
    expect(exportCall?.method()).toBe('POST');
    expect(exportCall?.headers()['x-csrf-token']).toBeUndefined();

    // A new check starts with the municipality kept and the answers gone
    await page.getByRole('button', { name: 'Neuen Check starten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welches Vorhaben möchten Sie prüfen?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/quick-check/start/lindenau');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it(
    'gives different results just below and just above a threshold, and keeps answers on back, forward and reload',
    { timeout: 120_000 },
    async () => {
      // Prepare: the Bavarian garden-house limit as seeded (75 m³), and the outcomes the engine gives on either side
      const seeded = SEED_CHECKS.find((seed) => seed.group === 'gartenhaus' && seed.land_id === DEMO_UNITS.bayern);
      const limit = Number(seeded?.slides.find((slide) => slide.key === 'rauminhalt')?.attributes?.Messwert);
      const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
      const volumeSlide = check.definition.slides.find((slide) => slide.attributes['Mess-Kategorie'] === 'Rauminhalt');
      const noTo = (question: string) => {
        const slide = check.definition.slides.find((candidate) => candidate.attributes.Frage?.startsWith(question));
        return [slide?.id ?? '', { response_id: slide?.responses.find((r) => r.answer === 'nein')?.id ?? '' }] as const;
      };
      const baseAnswers = Object.fromEntries([noTo('Soll das Gartenhaus'), noTo('Liegt Ihr Grundstück')]);
      const outcomeFor = (value: number) =>
        evaluate(check.definition, { ...baseAnswers, [volumeSlide?.id ?? '']: { value } }).chapters[0]?.outcome;
      const atLimit = outcomeFor(limit);
      const aboveLimit = outcomeFor(limit + 0.1);
      expect(limit).toBe(75);
      expect(atLimit?.severity).toBe('verfahrensfrei');
      expect(aboveLimit?.severity).toBe('genehmigungspflichtig');

      const volumeField = () => page.getByRole('textbox', { name: /Rauminhalt in m³/ });
      const heading = () => page.getByRole('heading', { level: 1 });
      const interim = page.locator('.qc-outcome');

      // Act: up to the volume question, answer exactly the limit
      await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
      await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      // A search without a listed Gemeinde keeps the Länder offered, as the message says
      await page.getByRole('searchbox', { name: 'Gemeinde oder Bundesland suchen' }).fill('München');
      await page
        .getByText('Keine Gemeinde gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie unten Ihr Bundesland.')
        .waitFor();
      for (const land of ['Bayern', 'Baden-Württemberg']) {
        await page.getByRole('radio', { name: new RegExp(`^${land}`) }).waitFor();
      }
      expect(await page.getByRole('radio', { name: /^Markt Lindenau/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
      await page.getByRole('heading', { level: 1, name: /^Gartenhaus: Brauche ich/ }).waitFor();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('button', { name: 'Kapitel beginnen' }).click();
      await page.getByRole('radio', { name: 'Nein' }).check();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: /^Liegt Ihr Grundstück/ }).waitFor();
      // The browser's back button all the way to the first slide shows the first slide, and the URL names it
      // (the entry from the municipality step had no ?folie=; it used to show the furthest slide reached)
      const firstSlide = [...check.definition.slides].sort((a, b) => a.position - b.position)[0];
      const shownSlide = () => new URL(page.url()).searchParams.get('folie');
      for (let step = 0; step < 3; step += 1) await page.goBack();
      await heading()
        .filter({ hasText: /^Gartenhaus: Brauche ich/ })
        .waitFor();
      expect(shownSlide()).toBe(firstSlide?.id);
      for (let step = 0; step < 3; step += 1) await page.goForward();
      await heading()
        .filter({ hasText: /^Liegt Ihr Grundstück/ })
        .waitFor();
      await page.getByRole('radio', { name: 'Nein' }).check();
      await page.getByRole('button', { name: 'Weiter' }).click();
      await volumeField().fill('abc');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('alert').getByText('Bitte geben Sie eine Zahl ein').waitFor();
      await expectNoAxeViolations(page);
      // Empty, zero and negative values are refused with a precise message
      for (const [typed, message] of [
        ['', 'Bitte geben Sie einen Wert für Rauminhalt in m³ ein.'],
        ['0', 'Bitte geben Sie einen Wert größer als 0 ein.'],
        ['-3', 'Bitte geben Sie einen Wert größer als 0 ein.'],
        // 1 or 10.000? Refused, not guessed
        [
          '1.0000',
          'Diese Zahl ist nicht eindeutig: Der Punkt kann ein Komma oder ein Tausenderpunkt sein. Bitte schreiben Sie Nachkommastellen mit Komma (zum Beispiel 1,5) und Tausender mit Punkt nach je drei Ziffern (zum Beispiel 10.000).',
        ],
      ]) {
        await volumeField().fill(typed ?? '');
        await page.getByRole('button', { name: 'Weiter' }).click();
        await page
          .getByRole('alert')
          .getByText(message ?? '', { exact: true })
          .waitFor();
        expect(new URL(page.url()).searchParams.get('folie')).toBe(volumeSlide?.id);
      }
      // "1.000" is one thousand (German thousands separator), far above the limit
      const thousand = outcomeFor(1000);
      expect(thousand?.severity).toBe('genehmigungspflichtig');
      await volumeField().fill('1.000');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zwischenergebnis Baurecht' }).waitFor();
      expect(await interim.innerText()).toContain(thousand?.title);
      await page.getByRole('button', { name: 'Zurück' }).click();
      await eventually(() => volumeField().inputValue()).toBe('1000');
      await volumeField().fill(german(limit));
      await page.getByRole('button', { name: 'Weiter' }).click();

      // Assess: at the limit it is permit-free
      await page.getByRole('heading', { level: 1, name: 'Zwischenergebnis Baurecht' }).waitFor();
      expect(await interim.innerText()).toContain(atLimit?.title);
      await expectNoAxeViolations(page);

      // "Zurück" keeps the value; just above the limit the result changes
      await page.getByRole('button', { name: 'Zurück' }).click();
      await eventually(() => volumeField().inputValue()).toBe(german(limit));
      await volumeField().fill(german(limit + 0.1));
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zwischenergebnis Baurecht' }).waitFor();
      expect(await interim.innerText()).toContain(aboveLimit?.title);
      expect(aboveLimit?.title).not.toBe(atLimit?.title);

      // The browser's back and forward buttons move between slides with the answers kept
      await page.goBack();
      await eventually(() => volumeField().inputValue()).toBe(german(limit + 0.1));
      await page.goBack();
      await heading()
        .filter({ hasText: /^Liegt Ihr Grundstück/ })
        .waitFor();
      expect(await page.getByRole('radio', { name: 'Nein' }).isChecked()).toBe(true);
      await page.goForward();
      await eventually(() => volumeField().inputValue()).toBe(german(limit + 0.1));

      // A reload resumes on the same slide with the same answer
      await page.reload();
      await eventually(() => volumeField().inputValue()).toBe(german(limit + 0.1));
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zwischenergebnis Baurecht' }).waitFor();
      expect(await interim.innerText()).toContain(aboveLimit?.title);
    },
  );
});
