import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECK_GROUP_LABELS, CHECK_GROUPS, type Level } from '@baucheck/shared/enums';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, onTestFinished } from 'vitest';
import { DEMO_ACCOUNTS } from '../../functions/local/seed/accounts.ts';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const HOME_HEADING = 'Brauche ich eine Baugenehmigung?';
const NEW_TAB = '(PDF, öffnet in neuem Tab)';

const accountOf = (level: Level) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.level === level && candidate.active);
  if (!account) throw new Error(`no demo account of level ${level}`);
  return account;
};

/**
 * What the drawer must offer (SPEC.md sections 2 and 6), written down from the role rules, in
 * order: the toggle, then every link and button.
 */
function expectedDrawer(level: Level | null): string[] {
  if (level === null) return ['Menü', 'Zur Landing Page', 'Anmelden'];
  const admin = level === 'Administrator';
  const publicAdministration = admin || level === 'Land' || level === 'Kommune';
  return [
    'Menü',
    'Zur Landing Page',
    'Abmelden',
    ...(publicAdministration
      ? [...CHECK_GROUPS.map((group) => CHECK_GROUP_LABELS[group]), 'Embed-Links', 'Bezugseinheiten']
      : []),
    ...(admin || level === 'Land' ? ['Geodienste', 'Hinweise zu Gebieten'] : []),
    ...(admin || level === 'Partner' ? ['Produkte'] : []),
    ...(admin ? ['Alle Accounts'] : []),
    'Mein Account',
    ...(admin ? ['Alle Organisationen', 'FAQ verwalten'] : []),
    ...(admin || level === 'Land' ? [`Handreichung ${NEW_TAB}`] : []),
    ...(admin ? [`Handreichung für Kommunen ${NEW_TAB}`] : []),
    ...(level === 'Kommune' ? [`Handreichung ${NEW_TAB}`] : []),
    ...(admin ? ['Nutzungsstatistik'] : []),
  ];
}

/** Why signed-in staff land on Home from a page that is not open to their level. */
const refusedText = (allowed: readonly Level[], level: Level) =>
  allowed.length === 1 && allowed[0] === 'Administrator'
    ? 'Diese Seite ist Administratorinnen und Administratoren vorbehalten.'
    : `Diese Seite ist für Accounts der Ebene ${level} nicht freigegeben.`;

/** The drawer routes and who may open them (SPEC.md section 2); everyone else lands on Home. */
const DRAWER_ROUTES: Array<{ path: string; allowed: readonly Level[] | 'any'; heading: RegExp }> = [
  { path: '/administration', allowed: 'any', heading: /^Willkommen, / },
  { path: '/account', allowed: 'any', heading: /^Mein Account$/ },
  { path: '/users', allowed: ['Administrator'], heading: /^Alle Accounts$/ },
  { path: '/organisations', allowed: ['Administrator'], heading: /^Alle Organisationen$/ },
  { path: '/products', allowed: ['Administrator', 'Partner'], heading: /^Produkte$/ },
  { path: '/statistics', allowed: ['Administrator'], heading: /^Nutzungsstatistik$/ },
  { path: '/geo-services', allowed: ['Administrator', 'Land'], heading: /^Geodienste$/ },
  { path: '/geo-reports', allowed: ['Administrator', 'Land'], heading: /^Hinweise zu Gebieten$/ },
  { path: '/faqs', allowed: ['Administrator'], heading: /^FAQ verwalten$/ },
  { path: '/links', allowed: ['Administrator', 'Land', 'Kommune'], heading: /^Embed-Links$/ },
  { path: '/reference-units', allowed: ['Administrator', 'Land', 'Kommune'], heading: /^Bezugseinheiten$/ },
];

async function drawerEntries(page: Page): Promise<string[]> {
  const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
  await drawer.getByRole('link', { name: 'Zur Landing Page' }).waitFor();
  return drawer
    .locator('a, button')
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

describe('the admin drawer per level', () => {
  it('offers a logged-out visitor the landing page and the sign-in, and keeps the drawer pages closed', async ({
    page,
  }) => {
    await page.goto(url('/administration'));
    await page.getByRole('heading', { level: 1, name: 'Admin-Bereich' }).waitFor();

    expect(await drawerEntries(page)).toEqual(expectedDrawer(null));
    await expectNoAxeViolations(page);

    for (const route of DRAWER_ROUTES.filter((candidate) => candidate.allowed !== 'any')) {
      await page.goto(url(route.path));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(pathOf(page), route.path).toBe('/home');
      // The notice why is for signed-in staff only
      expect(await page.getByText(/^Diese Seite ist /).count(), route.path).toBe(0);
    }
  });

  it.for<Level>(['Administrator', 'Land', 'Kommune', 'Partner', 'Standard'])(
    'offers %s exactly its entries, opens its routes and sends it home from the others, saying why',
    async (level, { page }) => {
      const account = accountOf(level);
      await signInThroughLoginPage(page, account.email);

      // Prepare: the user card
      const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
      await drawer.getByText(account.name, { exact: true }).waitFor();
      expect(await drawer.getByText(account.email).isVisible()).toBe(true);
      expect(await drawer.getByText(account.name.charAt(0), { exact: true }).isVisible()).toBe(true);

      // Assess: exactly the entries of the level, in order, with the right targets
      expect(await drawerEntries(page)).toEqual(expectedDrawer(level));
      for (const group of CHECK_GROUPS) {
        const link = drawer.getByRole('link', { name: CHECK_GROUP_LABELS[group], exact: true });
        if ((await link.count()) > 0) expect(await link.getAttribute('href')).toBe(`/checks/${group}/false`);
      }
      for (const handout of await drawer.getByRole('link', { name: /^Handreichung/ }).all()) {
        expect(await handout.getAttribute('target')).toBe('_blank');
        const pdf = await page.request.get(url((await handout.getAttribute('href')) ?? ''));
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
      }
      await expectNoAxeViolations(page);

      // Every drawer route opens for the levels SPEC.md lists and redirects everyone else to Home
      for (const route of DRAWER_ROUTES) {
        const allowed = route.allowed === 'any' || route.allowed.includes(level);
        await page.goto(url(route.path));
        if (allowed) {
          await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
          expect(pathOf(page), route.path).toBe(route.path);
        } else {
          await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
          expect(pathOf(page), route.path).toBe('/home');
          // SPEC.md section 2 sends them Home; a notice says why and leads back to the admin area
          const notice = page.getByRole('status').filter({ hasText: refusedText(route.allowed as Level[], level) });
          await notice.waitFor();
          expect(await notice.getByRole('link', { name: 'Zurück zum Admin-Bereich' }).getAttribute('href')).toBe(
            '/administration',
          );
        }
      }
      await expectNoAxeViolations(page);
    },
  );

  it('shows the signed-in drawer right after the sign-in, without waiting for the current user again', async ({
    page,
  }) => {
    const account = accountOf('Administrator');
    // Every request for the current user is held back: what the drawer shows must come from the sign-in
    const heldBack: Route[] = [];
    await page.route('**/api/users/me', (route) => {
      heldBack.push(route);
    });

    await signInThroughLoginPage(page, account.email);

    const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
    await drawer.getByText(account.name, { exact: true }).waitFor();
    expect(await drawer.getByText(account.email).isVisible()).toBe(true);
    expect(await drawerEntries(page)).toEqual(expectedDrawer('Administrator'));
    expect(heldBack.map((route) => route.request().url())).toEqual([]);
  });

  it('is exactly the window below the top bar, scrolled or not, and scrolls itself to its last entry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await signInThroughLoginPage(page, accountOf('Administrator').email);
    // A page longer than the window, with the footer at its end
    await page.goto(url('/users'));
    await page.getByRole('table', { name: 'Alle Accounts' }).waitFor();
    const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
    const topBar = page.getByRole('banner');
    const last = drawer.getByRole('link', { name: 'Nutzungsstatistik' });
    const card = drawer.getByText(accountOf('Administrator').name, { exact: true });
    const box = async (locator: typeof drawer) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not rendered');
      return { top: found.y, bottom: found.y + found.height };
    };
    const expectBelowTopBar = async (where: string) => {
      const bar = await box(topBar);
      const own = await box(drawer);
      expect(Math.abs(bar.top), where).toBeLessThanOrEqual(1);
      expect(Math.abs(own.top - bar.bottom), where).toBeLessThanOrEqual(1);
      expect(Math.abs(own.bottom - 700), where).toBeLessThanOrEqual(1);
    };

    // At the top of the page: from the top bar to the window's lower edge, the user card in view
    await expectBelowTopBar('page at the top');
    expect((await box(card)).top).toBeGreaterThanOrEqual((await box(drawer)).top);

    // At the end of the page (footer in view): the same, the user card still whole
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectBelowTopBar('page at the end');
    expect((await box(card)).top).toBeGreaterThanOrEqual((await box(drawer)).top);

    // The last entry: scrolled into view inside the drawer, wholly inside drawer and window
    await last.scrollIntoViewIfNeeded();
    expect(await drawer.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const entry = await box(last);
    expect(entry.top).toBeGreaterThanOrEqual((await box(drawer)).top);
    expect(entry.bottom).toBeLessThanOrEqual(700);
    await last.click();
    await page.getByRole('heading', { level: 1, name: 'Nutzungsstatistik' }).waitFor();
  });

  it('collapses to a rail and opens over the content on a phone, keeping every entry reachable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughLoginPage(page, accountOf('Kommune').email);
    const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
    const toggle = drawer.getByRole('button', { name: 'Menü' });
    await toggle.waitFor();

    // A rail: labels are hidden visually but still name the links
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(Math.abs(((await drawer.boundingBox())?.width ?? 0) - 56)).toBeLessThanOrEqual(1);
    expect(await drawerEntries(page)).toEqual(expectedDrawer('Kommune'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Opened: 256 px over the content; Escape closes it again
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(Math.abs(((await drawer.boundingBox())?.width ?? 0) - 256)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: the rail's links work like the expanded ones
    await drawer.getByRole('link', { name: 'Mein Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mein Account' }).waitFor();
  });

  it('refuses to show staff pages inside a frame and offers to open them in their own tab', async ({ page }) => {
    // Another site frames the admin start page and the sign-in page (both staff pages). It is served
    // from 127.0.0.1, a different origin that is still local (Chromium lets no public page frame localhost).
    let framed = '';
    const otherSite = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="de"><title>Fremde Seite</title><iframe title="Eingebettet" src="${framed}" style="width:900px;height:700px"></iframe></html>`,
      );
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    const { port } = otherSite.address() as AddressInfo;
    onTestFinished(() => void otherSite.close());

    for (const path of ['/administration', '/login']) {
      framed = url(path);
      await page.goto(`http://127.0.0.1:${port}/`);

      const frame = page.frameLocator('iframe');
      await frame
        .getByRole('heading', { level: 1, name: 'Diese Seite kann nicht eingebettet angezeigt werden' })
        .waitFor();
      const link = frame.getByRole('link', { name: 'Seite in einem eigenen Tab öffnen' });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toBe(url(path));
      expect(await frame.getByRole('navigation', { name: 'Admin-Bereich' }).count()).toBe(0);
      expect(await frame.getByLabel('Passwort', { exact: true }).count()).toBe(0);
    }
  });
});
