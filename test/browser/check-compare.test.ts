import { checkSchema, type Check } from '@baucheck/shared/checks';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import { draftOf, expectJson, publishTimed, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * "Versionen vergleichen" in the check editor. Prepared through the API: Markt Lindenau's own copy of
 * Bayern's garden-house check, published as version 1; the Land raises its volume limit from 75 to
 * 80 m³ (version 2) and adds a slide to the draft. The copy is deleted at the end; nothing uses it.
 */

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const TITLE = 'Vergleichstest Gartenhaus Lindenau';

let copy: Check;
let thresholdNumber: number;

beforeAll(async () => {
  const [land, kommune] = await Promise.all([signedIn('land@baucheck.test'), signedIn('kommune@baucheck.test')]);
  const source = (await quickCheck(new ApiSession(), DEMO_UNITS.bayern, 'gartenhaus')).check_id;
  const duplicate = checkSchema.parse(
    await expectJson(
      await send(kommune, 'POST', `/api/checks/${source}/duplicate/`, { reference_unit_id: DEMO_UNITS.lindenau }),
      201,
    ),
  );
  copy = checkSchema.parse(
    await expectJson(
      await send(land, 'PATCH', `/api/checks/${duplicate.id}/`, { version: duplicate.version, title: TITLE }),
      200,
    ),
  );
  await publishTimed(kommune, copy.id);
  const draft = await draftOf(land, copy.id);
  const index = draft.slides.findIndex((slide) => slide.attributes.some((attribute) => attribute.key === 'Messwert'));
  const messwert = draft.slides[index]?.attributes.find((attribute) => attribute.key === 'Messwert');
  thresholdNumber = index + 1;
  await expectJson(
    await send(land, 'PATCH', `/api/attributes/${draft.slides[index]?.id}/`, {
      reference_unit_id: null,
      attributes: [{ key: 'Messwert', value: '80', version: messwert?.version }],
    }),
    200,
  );
  await publishTimed(land, copy.id);
  await expectJson(await send(land, 'POST', '/api/slides/', { check_id: copy.id, type: 'Text' }), 201);
});

afterAll(async () => {
  const land = await signedIn('land@baucheck.test');
  const { check } = await draftOf(land, copy.id);
  await expectJson(await send(land, 'DELETE', `/api/checks/${copy.id}/`, { version: check.version }), 200);
});

describe('Versionen vergleichen', () => {
  it('shows Land staff what the draft and each version changed, as headed lists in words', async ({ page }) => {
    // Prepare
    await signInThroughLoginPage(page, 'land@baucheck.test');
    await page.goto(url('/checks/gartenhaus/false/overview'));

    // Act: from the check's actions in the overview
    // (found by its title, as a clerk does: the whole suite adds garden-house checks, ten to a page)
    await page.getByLabel('Checks durchsuchen').fill(TITLE);
    await page.getByRole('button', { name: `Weitere Aktionen für „${TITLE}“` }).click();
    await page.getByRole('menuitem', { name: 'Versionen vergleichen' }).click();

    // Assess: by default the draft against the published version 2
    await page.getByRole('heading', { level: 2, name: 'Versionen vergleichen' }).waitFor();
    expect(await page.getByLabel('Von Version').inputValue()).toBe('2');
    expect(await page.getByLabel('Zu Version').inputValue()).toBe('draft');
    await page.getByRole('heading', { level: 3, name: 'Von Version 2 zum Entwurf: 1 Änderung' }).waitFor();
    // The published version with its date, which the comparison told
    expect(await page.getByLabel('Von Version').locator('option:checked').textContent()).toMatch(
      /^Version 2 vom \d{2}\.\d{2}\.\d{4} \(aktuell\)$/,
    );
    const slides = page.getByRole('listitem').filter({ hasText: /\(Text\) ist neu\./ });
    expect(await slides.textContent()).toMatch(/^neu Folie \d+ \(Text\) ist neu\.$/);
    expect(await page.getByRole('status').filter({ hasText: 'Von Version 2 zum Entwurf: 1 Änderung' }).count()).toBe(1);

    // Act: the two published versions
    await page.getByLabel('Von Version').selectOption('1');
    await page.getByLabel('Zu Version').selectOption('2');

    // Assess: the raised limit, under its heading, with its kind as a word
    await page.getByRole('heading', { level: 3, name: 'Von Version 1 zu Version 2: 1 Änderung' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Folien und Antworten (1)' }).waitFor();
    const change = page.getByRole('listitem').filter({ hasText: 'Grenzwert' });
    expect(await change.textContent()).toMatch(
      new RegExp(`^geändert Folie ${thresholdNumber} „.+“: Grenzwert 75\\sm³ → 80\\sm³\\.$`),
    );
    expect(new URL(page.url()).searchParams.get('from')).toBe('1');
    await expectNoAxeViolations(page);

    // Act and assess: swapped, the same change read backwards; a version against itself: nothing
    await page.getByRole('button', { name: 'Versionen tauschen' }).click();
    await page.getByText(/Grenzwert 80\sm³ → 75\sm³\./).waitFor();
    await page.getByLabel('Zu Version').selectOption('2');
    await page.getByRole('heading', { level: 3, name: 'Von Version 2 zu Version 2: keine Änderungen' }).waitFor();
    await page.getByText('Die beiden Versionen haben denselben Inhalt.').waitFor();
  });

  it('opens from the check bar on a phone for Kommune staff: the version fields stack, nothing scrolls sideways', async ({
    page,
  }) => {
    // Prepare: the Kommune's own copy in the content tab
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughLoginPage(page, 'kommune@baucheck.test');
    await page.goto(url(`/checks/gartenhaus/false/content?check=${copy.id}`));

    // Act
    await page.getByRole('link', { name: 'Versionen vergleichen' }).click();
    await page.getByRole('heading', { level: 3, name: 'Von Version 2 zum Entwurf: 1 Änderung' }).waitFor();
    await page.getByLabel('Von Version').selectOption('1');

    // Assess
    await page.getByRole('heading', { level: 3, name: 'Von Version 1 zum Entwurf: 2 Änderungen' }).waitFor();
    expect(await page.locator('.change-list__item').allTextContents()).toEqual([
      expect.stringMatching(/^geändert Folie \d+ „.+“: Grenzwert 75\sm³ → 80\sm³\.$/),
      expect.stringMatching(/^neu Folie \d+ \(Text\) ist neu\.$/),
    ]);
    const from = await page.getByLabel('Von Version').boundingBox();
    const to = await page.getByLabel('Zu Version').boundingBox();
    expect(to?.y ?? 0).toBeGreaterThan((from?.y ?? 0) + (from?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
