import { checkSchema } from '@baucheck/shared/checks';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import { validateCheck } from '@baucheck/shared/engine/validate';
import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { referenceUnitListSchema } from '@baucheck/shared/reference-units';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject } from 'vitest';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import {
  DESKTOP_VIEWPORT,
  browserTest,
  expectNoAxeViolations,
  publishFromCheckBar,
  signInThroughLoginPage,
} from '../support/browser.ts';
import { allPages, draftOf, expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { eventually } from './quick-check-driver.ts';

/*
 * The check editor as Land and Kommune staff use it. The Land test builds its check in the group
 * solaranlage_gebaeudeunabhaengig and associates it with Markt Lindenau, a pair no other test relies
 * on (Lindenau inherits Bayern's check there); the Kommune test sets a local value of Lindenau in
 * solaranlage_gebaeudeabhaengig, also unused elsewhere. Every association and local value is undone
 * and the new checks are deleted at the end, so other tests find the seeded state.
 */

const LAND_GROUP = 'solaranlage_gebaeudeunabhaengig';
const KOMMUNE_GROUP = 'solaranlage_gebaeudeabhaengig';
/** Titles that sort after the seeded checks (some tests take a Land's first check of a group). */
const TITLE_PREFIX = 'Testcheck';
/** Waits for what the page shows after a request (the local stack shares two cores with the browser). */
const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;

/** A unit as staff read it by id (the editor never loads the list of all units). */
async function unitOf(id: string) {
  const session = await signedIn('land@baucheck.test');
  const [unit] = referenceUnitListSchema.parse(
    await expectJson(await session.request(`/api/reference-units/mine/by-ids/?ids=${id}`), 200),
  );
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** Bayern's seeded Standard check of a group (what its Gemeinden inherit). */
async function bayernCheckId(group: string): Promise<string> {
  const land = await signedIn('land@baucheck.test');
  const checks = checkSchema.array().parse(await allPages(land, `/api/checks/${group}/?is_draft=true`));
  // Other files add checks of their own to the shared stack: the seed's title tells its check.
  const title = SEED_CHECKS.find((seed) => seed.group === group && seed.land_id === DEMO_UNITS.bayern)?.title;
  const seeded = checks.find(
    (check) => check.type === 'Standard' && check.land_id === DEMO_UNITS.bayern && check.title === title,
  );
  if (!seeded) throw new Error('no seeded Bayern check');
  return seeded.id;
}

/** The slide card of the process or content tab whose title is the given text. */
const slideCard = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(title, { exact: true }) });

/** Titles of the slides in list order, as shown. */
const slideTitles = (page: Page) => page.locator('.slide-list__items .slide-item__title').allTextContents();

/** Waits until the editor has no change running (the publish button is no longer held back). */
async function settled(page: Page) {
  await eventually(() =>
    page.getByRole('button', { name: /^Veröffentlichen$|Wird veröffentlicht/ }).getAttribute('aria-disabled'),
  ).toBe('false');
}

/** Adds a slide at the end; it opens. Returns its card. */
async function addSlide(page: Page, typeLabel: string): Promise<Locator> {
  const count = await page.locator('.slide-list__items > li').count();
  await page.getByRole('button', { name: 'Folie hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Folie hinzufügen' });
  await dialog.getByRole('radio', { name: new RegExp(`^${typeLabel}`) }).check();
  await dialog.getByRole('button', { name: 'Folie einfügen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await settled(page);
  const card = page.getByRole('article', { name: `Folie ${count + 1}`, exact: true });
  await card.getByRole('button', { name: 'Folie speichern' }).waitFor();
  return card;
}

/** Fills an open slide's own values and saves them. */
async function saveSlide(panel: Locator, fields: Record<string, string>, selects: Record<string, string> = {}) {
  const page = panel.page();
  for (const [label, value] of Object.entries(fields)) await panel.getByLabel(label, { exact: true }).fill(value);
  for (const [label, value] of Object.entries(selects))
    await panel.getByLabel(label, { exact: true }).selectOption(value);
  await panel.getByRole('button', { name: 'Folie speichern' }).click();
  await eventually(() => panel.getByText(/^Nicht gespeichert/).count()).toBe(0);
  await settled(page);
}

async function saveResponses(
  page: Page,
  slideTitle: string,
  rows: Record<'Ja' | 'Nein', { next?: string; outcome?: string }>,
) {
  const card = slideCard(page, slideTitle);
  if ((await card.getByRole('button', { name: 'Antworten speichern' }).count()) === 0) {
    await card.getByRole('button', { expanded: false }).click();
  }
  for (const [answer, row] of Object.entries(rows)) {
    const group = card.getByRole('group', { name: new RegExp(`^Antwort „${answer}“`) });
    if (row.next) await group.getByLabel('Danach').selectOption({ label: row.next });
    if (row.outcome) {
      const select = group.getByLabel('Setzt Ergebnis');
      const option = select.locator('option').filter({ hasText: row.outcome });
      await select.selectOption((await option.getAttribute('value')) ?? '');
    }
  }
  await card.getByRole('button', { name: 'Antworten speichern' }).click();
  await card.getByText('Antworten nicht gespeichert').waitFor({ state: 'detached' });
  await settled(page);
}

/**
 * Moves a sortable item with the keyboard as a screen-reader user would: Space picks it up, the arrow
 * keys move it, Space drops it; each step waits for the German announcement of the live region.
 */
async function moveWithKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', toPosition: number) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await eventually(() => handle.getAttribute('aria-pressed')).toBe('true');
  await live.getByText(/ist jetzt an Position|aufgenommen/).waitFor();
  await page.keyboard.press(key);
  await live.getByText(new RegExp(`ist jetzt an Position ${toPosition} von`)).waitFor();
  await page.keyboard.press('Space');
  await live.getByText(new RegExp(`an Position ${toPosition} von \\d+ abgelegt`)).waitFor();
}

describe('the check editor', () => {
  const created: string[] = [];

  afterAll(async () => {
    // Whatever happened in the tests: no association left, the test checks deleted.
    const land = await signedIn('land@baucheck.test');
    for (const checkId of created) {
      // The only unit the tests associate (a 404 where it is not associated any more)
      await send(land, 'DELETE', `/api/checks/${checkId}/${DEMO_UNITS.lindenau}/disassociate/`);
      const { check } = await draftOf(land, checkId);
      if (!check.deleted_at) {
        await send(land, 'DELETE', `/api/checks/${checkId}/`, {
          version: (await draftOf(land, checkId)).check.version,
        });
      }
    }
  });

  it('builds, validates, reorders, publishes and associates a new check as Land; residents then get its result', async ({
    page,
    browser,
  }) => {
    const title = `${TITLE_PREFIX} Freiflächen-Solaranlage ${Date.now()}`;
    const lindenau = await unitOf(DEMO_UNITS.lindenau);
    await signInThroughLoginPage(page, 'land@baucheck.test');

    // The drawer's link opens the overview
    await page.goto(url(`/checks/${LAND_GROUP}/false`));
    await page.waitForURL((target) => target.pathname === `/checks/${LAND_GROUP}/false/overview`);
    await page.getByRole('heading', { level: 1, name: `Checks: ${CHECK_GROUP_LABELS[LAND_GROUP]}` }).waitFor();
    await page.getByRole('table').waitFor();
    await expectNoAxeViolations(page);

    // A new, empty Standard check of Bayern
    await page.getByRole('button', { name: 'Neuer Check' }).click();
    const newDialog = page.getByRole('dialog', { name: `Neuer Check: ${CHECK_GROUP_LABELS[LAND_GROUP]}` });
    await newDialog.getByLabel('Titel').fill(title);
    await newDialog.getByLabel('Rechtsgrundlage').fill('Art. 57 Abs. 1 Nr. 3 Buchst. b BayBO');
    await newDialog.getByRole('button', { name: 'Check anlegen' }).click();
    await page.waitForURL((target) => target.pathname.endsWith('/process') && target.searchParams.has('check'));
    const checkId = new URL(page.url()).searchParams.get('check') as string;
    created.push(checkId);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByText('Noch nicht veröffentlicht').waitFor();

    // A chapter, a yes/no question and an incomplete measurement question
    await saveSlide(await addSlide(page, 'Kapitel'), { 'Name des Kapitels': 'Baurecht' });
    await saveSlide(await addSlide(page, 'Ja-oder-Nein-Frage'), { Frage: 'Steht das Grundstück unter Denkmalschutz?' });
    await saveSlide(
      await addSlide(page, 'Ja-oder-Nein-Frage'),
      { Frage: 'Wie hoch wird die Anlage?' },
      { 'Mess-Kategorie': 'Höhe' },
    );
    expect(await slideTitles(page)).toEqual([
      'Baurecht',
      'Steht das Grundstück unter Denkmalschutz?',
      'Wie hoch wird die Anlage?',
    ]);

    // Publishing the invalid draft lists every problem at the top and next to the slides concerned
    const land = await signedIn('land@baucheck.test');
    const expected = validateCheck(toDefinition(await draftOf(land, checkId)));
    expect(expected.map((problem) => problem.code)).toEqual(
      expect.arrayContaining(['no_final_slide', 'chapter_without_outcomes', 'measurement_incomplete']),
    );
    await publishFromCheckBar(page);
    const problemsHeading = page.getByRole('heading', { name: /^Veröffentlichung nicht möglich: \d+ Probleme?$/ });
    await problemsHeading.waitFor();
    await eventually(() => problemsHeading.evaluate((element) => element === document.activeElement)).toBe(true);
    const topList = page.locator('.publish-problems');
    for (const problem of expected) await topList.getByText(problem.message, { exact: true }).waitFor();
    const chapterProblem = expected.find((problem) => problem.code === 'chapter_without_outcomes');
    const measurementProblem = expected.find((problem) => problem.code === 'measurement_incomplete');
    await slideCard(page, 'Baurecht')
      .getByRole('list', { name: /^Probleme auf Folie/ })
      .getByText(chapterProblem?.message ?? '', { exact: true })
      .waitFor();
    await slideCard(page, 'Wie hoch wird die Anlage?')
      .getByRole('list', { name: /^Probleme auf Folie/ })
      .getByText(measurementProblem?.message ?? '', { exact: true })
      .waitFor();
    expect((await draftOf(land, checkId)).check.latest_version).toBe(0);
    await expectNoAxeViolations(page);

    // Fix the measurement from the problem's link (it opens the slide)
    await topList.getByRole('link', { name: measurementProblem?.message ?? '' }).click();
    await page.waitForURL((target) => target.searchParams.get('slide') === measurementProblem?.slide_id);
    await saveSlide(
      slideCard(page, 'Wie hoch wird die Anlage?'),
      { Grenzwert: '3' },
      {
        'Vergleichs-Einheit': 'm',
      },
    );
    await eventually(() => topList.getByText(measurementProblem?.message ?? '', { exact: true }).count()).toBe(0);

    // Two outcomes, then the higher one moved to rank 1 with the keyboard
    const tabs = page.getByRole('navigation', { name: 'Bereiche des Check-Editors' });
    await tabs.getByRole('link', { name: 'Ergebnisse' }).click();
    await page.waitForURL((target) => target.pathname.endsWith('/outcome'));
    const chapter = page.getByRole('region', { name: 'Kapitel 1: Baurecht' });
    for (const [outcomeTitle, severity] of [
      ['Verfahrensfrei', 'verfahrensfrei'],
      ['Baugenehmigung erforderlich', 'genehmigungspflichtig'],
    ] as const) {
      await chapter.getByRole('button', { name: 'Ergebnis hinzufügen' }).click();
      const form = chapter.getByRole('form', { name: /^Neues Ergebnis/ });
      await form.getByLabel('Titel').fill(outcomeTitle);
      await form.getByLabel('Schwere').selectOption(severity);
      await form.getByRole('textbox', { name: 'Text' }).fill(`Text zu ${outcomeTitle}.`);
      // Tab leaves the rich-text editor instead of indenting (no keyboard trap, WCAG 2.1.2)
      await form.getByRole('textbox', { name: 'Text' }).press('Tab');
      expect(await form.getByRole('textbox', { name: 'Text' }).innerText()).toBe(`Text zu ${outcomeTitle}.`);
      expect(
        await form.getByRole('textbox', { name: 'Text' }).evaluate((editor) => editor.contains(document.activeElement)),
      ).toBe(false);
      await form.getByRole('button', { name: 'Ergebnis anlegen' }).click();
      await form.waitFor({ state: 'detached' });
      await settled(page);
    }
    const ranks = () => chapter.locator('.outcome-list .slide-item__title').allTextContents();
    expect(await ranks()).toEqual(['Verfahrensfrei', 'Baugenehmigung erforderlich']);
    const ranked = page.waitForResponse((response) => response.url().includes('/rankings/') && response.ok());
    await moveWithKeyboard(
      page,
      chapter.getByRole('button', { name: 'Ergebnis „Baugenehmigung erforderlich“ (Rang 2) verschieben' }),
      'ArrowUp',
      1,
    );
    await ranked;
    await settled(page);
    expect(await ranks()).toEqual(['Baugenehmigung erforderlich', 'Verfahrensfrei']);
    await expectNoAxeViolations(page);

    // Answers with jump targets and the outcomes they set, and the final slide
    await tabs.getByRole('link', { name: 'Ablauf' }).click();
    await page.waitForURL((target) => target.pathname.endsWith('/process'));
    await saveResponses(page, 'Steht das Grundstück unter Denkmalschutz?', {
      Ja: { next: 'Zum Ergebnis (Check endet)', outcome: 'Baugenehmigung erforderlich' },
      Nein: {},
    });
    await saveResponses(page, 'Wie hoch wird die Anlage?', {
      Ja: { outcome: 'Verfahrensfrei' },
      Nein: { outcome: 'Baugenehmigung erforderlich' },
    });
    // The measurement question's summary names its answers by the ranges they stand for, not "Ja"/"Nein"
    await slideCard(page, 'Wie hoch wird die Anlage?')
      .locator('.slide-item__flow')
      .getByText(/^≤\s3\sm → weiter, setzt „Verfahrensfrei“ · >\s3\sm → weiter, setzt „Baugenehmigung erforderlich“$/)
      .waitFor();
    await saveSlide(await addSlide(page, 'Endergebnis'), { Überschrift: 'Ihr Ergebnis' });
    await eventually(() => page.getByRole('heading', { name: /Alle Probleme sind behoben/ }).count()).toBe(1);

    // Reorder by keyboard: the measurement question before the yes/no question; the order survives a reload
    const reordered = page.waitForResponse((response) => response.url().includes('/positions/') && response.ok());
    await moveWithKeyboard(
      page,
      page.getByRole('button', { name: 'Folie 3 „Wie hoch wird die Anlage?“ verschieben' }),
      'ArrowUp',
      2,
    );
    await reordered;
    await settled(page);
    const newOrder = [
      'Baurecht',
      'Wie hoch wird die Anlage?',
      'Steht das Grundstück unter Denkmalschutz?',
      'Ihr Ergebnis',
    ];
    expect(await slideTitles(page)).toEqual(newOrder);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.locator('.slide-list__items').waitFor();
    expect(await slideTitles(page)).toEqual(newOrder);
    await expectNoAxeViolations(page);

    // The live preview shows the draft with the residents' slides: 2,5 m is within the limit, "Nein" ends it
    const preview = page.getByRole('complementary', { name: 'Vorschau des Entwurfs' });
    await preview.getByRole('heading', { name: 'Baurecht' }).waitFor();
    await preview.getByRole('button', { name: 'Kapitel beginnen' }).click();
    await preview.getByLabel('Höhe in m').fill('2,5');
    await preview.getByRole('button', { name: 'Weiter' }).click();
    await preview.getByRole('radio', { name: 'Nein' }).check();
    await preview.getByRole('button', { name: 'Weiter' }).click();
    await preview.getByText(`Gesamtergebnis: ${OUTCOME_SEVERITY_LABELS.verfahrensfrei}`).waitFor();
    await expectNoAxeViolations(page);

    // Publish: the new version is shown
    await publishFromCheckBar(page);
    await page.getByRole('status').getByText('Version 1 ist veröffentlicht.').waitFor();
    await page.getByText('Veröffentlicht: Version 1').waitFor();

    // Associate it with Lindenau in the overview
    await tabs.getByRole('link', { name: 'Übersicht' }).click();
    await page.getByLabel('Checks durchsuchen').fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    const actions = async (item: string) => {
      await row.getByRole('button', { name: `Weitere Aktionen für „${title}“` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await actions('Zuordnen …');
    const associateDialog = page.getByRole('dialog', { name: 'Check zuordnen' });
    // A Land has thousands of Gemeinden: the server's search fills the list (umlaut-free spelling works too)
    await associateDialog.getByLabel('Suche nach Name, PLZ oder AGS').fill('lindenau');
    await associateDialog
      .getByRole('status')
      .getByText('1 Treffer – bitte in der Liste „Bezugseinheit“ wählen.')
      .waitFor();
    expect(await associateDialog.getByLabel('Bezugseinheit').locator('option').allTextContents()).toEqual([
      'Bitte wählen',
      lindenau.name,
    ]);
    await associateDialog.getByLabel('Bezugseinheit').selectOption({ label: lindenau.name });
    await associateDialog.getByRole('button', { name: 'Zuordnen' }).click();
    await associateDialog.waitFor({ state: 'hidden' });
    // The check counts the Gemeinden that use it (a Land may associate thousands); the units' lists name them
    await row.getByText('1 Gemeinde', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // Residents of Lindenau get the new check; the engine gives the expected results for other answers too
    const served = await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, LAND_GROUP);
    expect([served.check_id, served.version]).toEqual([checkId, 1]);
    const slideOf = (frage: string) => served.definition.slides.find((slide) => slide.attributes.Frage === frage);
    const measurement = slideOf('Wie hoch wird die Anlage?');
    const monument = slideOf('Steht das Grundstück unter Denkmalschutz?');
    const answers = (value: number, monumentAnswer: 'ja' | 'nein'): Answers => ({
      [measurement?.id ?? '']: { value },
      [monument?.id ?? '']: { response_id: monument?.responses.find((r) => r.answer === monumentAnswer)?.id ?? '' },
    });
    const outcomeOf = (value: number, monumentAnswer: 'ja' | 'nein') => {
      const evaluation = evaluate(served.definition, answers(value, monumentAnswer));
      return [evaluation.complete, evaluation.overall];
    };
    expect(outcomeOf(2.5, 'nein')).toEqual([true, 'verfahrensfrei']);
    expect(outcomeOf(3, 'nein')).toEqual([true, 'verfahrensfrei']);
    expect(outcomeOf(3.2, 'nein')).toEqual([true, 'genehmigungspflichtig']);
    expect(outcomeOf(2.5, 'ja')).toEqual([true, 'genehmigungspflichtig']);

    // ... and complete it on the public pages as a resident (no session)
    const resident = await browser.newContext({ locale: 'de-DE' });
    try {
      const publicPage = await resident.newPage();
      await publicPage.goto(url(`/quick-check/data-protection/${lindenau.slug}?vorhaben=${LAND_GROUP}`));
      await publicPage.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      await publicPage.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
      await publicPage.getByRole('heading', { level: 1, name: 'Baurecht' }).waitFor();
      await publicPage.getByRole('button', { name: 'Kapitel beginnen' }).click();
      await publicPage.getByRole('heading', { level: 1, name: 'Wie hoch wird die Anlage?' }).waitFor();
      await publicPage.getByRole('textbox', { name: /Höhe in m/ }).fill('3,2');
      await publicPage.getByRole('button', { name: 'Weiter' }).click();
      await publicPage.getByRole('heading', { level: 1, name: 'Steht das Grundstück unter Denkmalschutz?' }).waitFor();
      await publicPage.getByRole('radio', { name: 'Nein' }).check();
      await publicPage.getByRole('button', { name: 'Weiter' }).click();
      await publicPage.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
      const overall = publicPage.getByRole('region', { name: 'Gesamtergebnis' });
      await overall.getByText(OUTCOME_SEVERITY_LABELS.genehmigungspflichtig).waitFor();
      await publicPage.getByText('Text zu Baugenehmigung erforderlich.').waitFor();
    } finally {
      await resident.close();
    }

    // Clean up through the UI: Lindenau inherits Bayern's check again, and the test check is deleted
    await actions('Zuordnung aufheben …');
    const disassociateDialog = page.getByRole('dialog', { name: 'Zuordnung aufheben' });
    // Searched among the units that use this check (its own list of them)
    await disassociateDialog.getByLabel('Suche nach Name, PLZ oder AGS').fill('lindenau');
    await disassociateDialog
      .getByRole('status')
      .getByText('1 Treffer – bitte in der Liste „Bezugseinheit“ wählen.')
      .waitFor();
    await disassociateDialog.getByLabel('Bezugseinheit').selectOption({ label: lindenau.name });
    await disassociateDialog.getByRole('button', { name: 'Zuordnung aufheben' }).click();
    await disassociateDialog.waitFor({ state: 'hidden' });
    await row.getByText('keine').waitFor();
    expect((await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, LAND_GROUP)).check_id).toBe(
      await bayernCheckId(LAND_GROUP),
    );
    await actions('Löschen …');
    const deleteDialog = page.getByRole('dialog', { name: 'Check löschen' });
    await deleteDialog.getByRole('button', { name: 'Löschen' }).click();
    await deleteDialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    expect((await draftOf(land, checkId)).check.deleted_at).not.toBeNull();
    // A whole working session of a clerk: minutes, not the default minute.
  }, 240_000);

  it('lets Kommune staff set and reset a local value of their Gemeinde, which residents see at once', async ({
    page,
  }) => {
    const lindenau = (await unitOf(DEMO_UNITS.lindenau)).name;
    const link = `https://www.lindenau.example/solar-${Date.now()}`;
    // The Land has a link of its own for its Gemeinden: without Lindenau's, residents get that one
    const land = await signedIn('land@baucheck.test');
    const served = await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, KOMMUNE_GROUP);
    const question = served.definition.slides.find((slide) => slide.type === 'Ja-Oder-Nein');
    if (!question) throw new Error('the demo check asks a yes/no question');
    const landLink = `https://www.bayern.example/solar-${Date.now()}`;
    const setLandLink = (value: string) =>
      send(land, 'PATCH', `/api/attributes/${question.id}/`, {
        reference_unit_id: DEMO_UNITS.bayern,
        attributes: [{ key: 'Link', value }],
      });
    await expectJson(await setLandLink(landLink), 200);
    try {
      await signInThroughLoginPage(page, 'kommune@baucheck.test');
      await page.goto(url(`/checks/${KOMMUNE_GROUP}/false`));
      await page.getByRole('heading', { level: 1, name: `Checks: ${CHECK_GROUP_LABELS[KOMMUNE_GROUP]}` }).waitFor();

      // Only overview and content: process and outcome are for Land and Administrator
      const tabs = page.getByRole('navigation', { name: 'Bereiche des Check-Editors' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Übersicht', 'Inhalte']);
      await page.getByRole('table').waitFor();
      await expectNoAxeViolations(page);

      // "Bearbeiten" opens the content tab (the structure is the Land's); the own Gemeinde is preselected
      await page.getByLabel('Checks durchsuchen').fill(served.title);
      await page.getByRole('link', { name: `„${served.title}“ bearbeiten` }).click();
      await page.waitForURL((target) => target.pathname.endsWith('/content'));
      await page.getByText(`Bezugseinheit: ${lindenau}`).waitFor();
      // The tab says what happens: local values reach residents at once; the preview shows the draft as it would be published
      await page
        .getByText(
          /Gespeicherte lokale Werte erreichen Bürgerinnen und Bürger sofort, mit der veröffentlichten Version \d+/,
        )
        .waitFor();
      const preview = page.getByRole('complementary', { name: 'Vorschau des Entwurfs' });
      await preview.getByRole('heading', { level: 2, name: /^Vorschau des Entwurfs \(Entwurfsstand \d+\)$/ }).waitFor();
      await preview
        .getByText(
          /^So sähen Bürgerinnen und Bürger diesen Entwurf nach der Veröffentlichung, mit den lokalen Werten von /,
        )
        .waitFor();
      const card = slideCard(page, question.attributes.Frage ?? '');
      await card.getByRole('button', { expanded: false }).click();
      // What applies without a value of Lindenau's own is the Land's, and the field says so
      const fallback = card.locator('.editor-field__fallback').filter({ hasText: landLink });
      expect(await fallback.innerText()).toMatch(/^Wert des Landes \(gilt, solange kein lokaler Wert gesetzt ist\):/);
      const linkField = card.getByLabel('Weiterführender Link', { exact: true });
      await linkField.fill('kein Link');
      await card.getByText('Bitte einen vollständigen Link mit https:// angeben.').waitFor();
      await linkField.fill(link);
      await card.getByRole('button', { name: 'Lokale Werte speichern' }).click();
      await card.getByText('1 lokaler Wert').waitFor();
      await expectNoAxeViolations(page);
      const residentsLink = async () =>
        (await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, KOMMUNE_GROUP)).definition.slides.find(
          (slide) => slide.id === question.id,
        )?.attributes.Link;
      await eventually(residentsLink).toBe(link);

      // "Zurücksetzen" removes the local value: the Land's value applies again, and the clerk is told so
      await card.getByRole('button', { name: 'Zurücksetzen: Weiterführender Link' }).click();
      await card.getByText('Keine lokalen Werte').waitFor();
      await page.getByText('Weiterführender Link: Es gilt wieder der Wert des Landes.').waitFor();
      await eventually(residentsLink).toBe(landLink);

      // A chapter's legal basis: without one of its own, the Baurecht chapter cites the check's, and the
      // field says so; the Baunebenrecht chapter shows its own (the Land's check sets one)
      const chapterBasis = async (chapter: string) => {
        const chapterCard = slideCard(page, chapter);
        await chapterCard.getByRole('button', { expanded: false }).click();
        const field = chapterCard.locator('.editor-field').filter({ hasText: 'Rechtsgrundlage des Kapitels' });
        return (await field.locator('.editor-field__fallback').innerText()).replace(/\s+/g, ' ');
      };
      expect(await chapterBasis('Baurecht')).toBe(
        `Wert des Checks (gilt, solange kein lokaler Wert gesetzt ist): ${served.legal_basis}`,
      );
      expect(await chapterBasis('Baunebenrecht')).toMatch(
        /^Wert des Checks \(gilt, solange kein lokaler Wert gesetzt ist\): .*BayDSchG/,
      );

      // The structure tabs are not for Kommune staff: the guard sends them to Home, saying why
      await page.goto(url(`/checks/${KOMMUNE_GROUP}/false/process`));
      await page.waitForURL((target) => target.pathname === '/home');
      await page.getByText('Diese Seite ist für Accounts der Ebene Kommune nicht freigegeben.').waitFor();
    } finally {
      await setLandLink('');
    }
  });

  it('offers to reload when someone else changed the check in the meantime', async ({ page }) => {
    const land = await signedIn('land@baucheck.test');
    const check = checkSchema.parse(
      await expectJson(
        await send(land, 'POST', '/api/checks/', {
          group: LAND_GROUP,
          title: `${TITLE_PREFIX} Konflikt ${Date.now()}`,
          land_id: DEMO_UNITS.bayern,
          legal_basis: 'Art. 57 BayBO',
          as_of: '2026-11-01',
        }),
        201,
      ),
    );
    created.push(check.id);
    await signInThroughLoginPage(page, 'land@baucheck.test');
    await page.goto(url(`/checks/${LAND_GROUP}/false/process?check=${check.id}`));
    await page.getByRole('heading', { level: 2, name: check.title }).waitFor();
    await page.getByText('Angaben zum Check: Titel, Rechtsgrundlage, Stand').click();
    await page.getByLabel('Titel').fill(`${check.title} (meine Fassung)`);

    // Someone else renames the check first
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${check.id}/`, {
        version: check.version,
        title: `${check.title} (fremd)`,
      }),
      200,
    );
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Die Änderung wurde abgelehnt.' });
    await banner.getByText(/inzwischen/).waitFor();
    await banner.getByRole('button', { name: 'Neu laden' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: `${check.title} (fremd)` }).waitFor();
    // The user's input survived the reload and can be saved now
    expect(await page.getByLabel('Titel').inputValue()).toBe(`${check.title} (meine Fassung)`);
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await page.getByRole('heading', { level: 2, name: `${check.title} (meine Fassung)` }).waitFor();
  });
});

/** The draft as the engine's definition (the check's own values), as the server validates it. */
function toDefinition(detail: Awaited<ReturnType<typeof draftOf>>): EngineCheck {
  return {
    slides: detail.slides.map((slide) => ({
      id: slide.id,
      type: slide.type,
      position: slide.position,
      attributes: Object.fromEntries(
        slide.attributes.filter((attribute) => attribute.reference_unit_id === null).map((a) => [a.key, a.value]),
      ),
      responses: slide.responses,
    })),
    outcomes: detail.outcomes,
  };
}
