import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { productPageSchema, productSchema } from '@baucheck/shared/products';
import { referenceUnitPageSchema } from '@baucheck/shared/reference-units';
import { statisticsExportPageSchema } from '@baucheck/shared/statistics';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../functions/local/seed/accounts.ts';
import { DEMO_PARTNER } from '../../functions/local/seed/products.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { listedUsers, login, mailsTo, nextCode, send, signedIn, uniqueEmail } from '../support/accounts.ts';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { allPages } from '../support/pages.ts';

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const run = Date.now();
const PASSWORD = 'Sicheres-Passwort-2026';

/** A registered account with a confirmed address that waits for activation (as after /willkommen). */
async function waitingAccount(name: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail('admin-seiten');
  const before = (await mailsTo(email)).length;
  await expectJson(await send(new ApiSession(), 'POST', '/api/auth/create', { email, password: PASSWORD, name }), 201);
  const token = await nextCode(email, before);
  await expectJson(await send(new ApiSession(), 'POST', '/api/auth/verify', { email, token }), 200);
  const admin = await signedIn('admin@baucheck.test');
  const user = (await listedUsers(admin, { q: email })).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return { email, id: user.id };
}

describe('admin pages in the browser', () => {
  it('lets a partner create and edit a product of the own organisation', async ({ page }) => {
    const name = `Gartenhaus Fichte 24 ${run}`;
    await signInThroughLoginPage(page, 'partner@baucheck.test');
    await page.goto(url('/products'));
    const table = page.getByRole('table', { name: 'Produkte' });
    await table.waitFor();
    await expectNoAxeViolations(page);

    // Create
    await page.getByRole('button', { name: 'Neues Produkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Produkt' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Beschreibung').fill('Gartenhaus aus Fichtenholz, 3 × 4 m, 2,4 m hoch.');
    await dialog.getByLabel('Check-Gruppe').selectOption({ label: CHECK_GROUP_LABELS.gartenhaus });
    await dialog.getByLabel('Link zur Produktseite').fill('https://sonnendach.example.org/fichte-24');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByText(name, { exact: true }).waitFor();

    const partner = await signedIn('partner@baucheck.test');
    const created = (await allPages(partner, '/api/products/', (json) => productPageSchema.parse(json))).find(
      (product) => product.name === name,
    );
    expect(created).toMatchObject({
      check_group: 'gartenhaus',
      organisation_name: DEMO_PARTNER,
      link: 'https://sonnendach.example.org/fichte-24',
      is_active: true,
    });

    // Edit: a new group, and switched off
    await page.getByRole('button', { name: `${name} bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
    expect(await edit.getByLabel('Name').inputValue()).toBe(name);
    await edit.getByLabel('Check-Gruppe').selectOption({ label: CHECK_GROUP_LABELS.carport_garage });
    await edit.getByLabel('Aktiv').uncheck();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('switch', { name: `${name} aktiv` }).getAttribute('aria-checked'))
      .toBe('false');

    const edited = (await allPages(partner, '/api/products/', (json) => productPageSchema.parse(json))).find(
      (product) => product.id === created?.id,
    );
    expect(edited).toMatchObject({ check_group: 'carport_garage', is_active: false });
    expect(edited?.version).toBeGreaterThan(created?.version ?? 0);

    // Clean up through the page: delete with confirmation
    await page.getByRole('button', { name: `${name} löschen` }).click();
    await page.getByRole('alertdialog', { name: 'Produkt löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await table.getByText(name, { exact: true }).waitFor({ state: 'detached' });
  });

  it('guards unsaved changes and, when someone else saved first, offers to load the current data', async ({ page }) => {
    // Prepare: a product of the partner, and the partner's page with it in the edit dialog
    const partner = await signedIn('partner@baucheck.test');
    const name = `Carport Eiche ${run}`;
    const product = productSchema.parse(
      await expectJson(await send(partner, 'POST', '/api/products/', { name, check_group: 'carport_garage' }), 201),
    );
    await signInThroughLoginPage(page, 'partner@baucheck.test');
    // Within the app (not a new page load), so that going back is the app's navigation
    await page.getByRole('navigation', { name: 'Admin-Bereich' }).getByRole('link', { name: 'Produkte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
    await page.getByRole('button', { name: `${name} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
    await dialog.getByLabel('Beschreibung').fill('Meine Beschreibung');

    // Leaving the page asks first; "Weiter bearbeiten" keeps the typed text
    await page.evaluate(() => window.history.back());
    const leave = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    await leave.waitFor();
    await expectNoAxeViolations(page);
    await leave.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    expect(pathOf(page)).toBe('/products');
    expect(await dialog.getByLabel('Beschreibung').inputValue()).toBe('Meine Beschreibung');

    // Someone else renames the product meanwhile; saving here is refused with the offer to reload
    await expectJson(
      await send(partner, 'PATCH', `/api/products/${product.id}/`, { version: product.version, name: `${name} XL` }),
      200,
    );
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText(/inzwischen von jemand anderem geändert/).waitFor();
    await dialog.getByRole('button', { name: 'Aktuelle Daten laden' }).click();
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(`${name} XL`);
    expect(await dialog.getByLabel('Beschreibung').inputValue()).toBe('');

    // Now the change is made on top of the current data
    await dialog.getByLabel('Beschreibung').fill('Meine Beschreibung');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await allPages(partner, '/api/products/', (json) => productPageSchema.parse(json))).find(
      (candidate) => candidate.id === product.id,
    );
    expect(saved).toMatchObject({ name: `${name} XL`, description: 'Meine Beschreibung' });
    // Clean up
    expect((await send(partner, 'DELETE', '/api/products/', { ids: [product.id] })).status).toBe(204);
  });

  it('lets an administrator activate a waiting account and give it level and organisation', async ({ page }) => {
    const name = `Wanda Wartend ${run}`;
    const account = await waitingAccount(name);
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    await page.goto(url('/users'));
    await page.getByRole('table', { name: 'Alle Accounts' }).waitFor();
    await expectNoAxeViolations(page);

    // Act: find it among the inactive accounts and switch it on
    await page.getByLabel('Status').selectOption({ label: 'Inaktiv' });
    await page.getByLabel('Accounts durchsuchen').fill(account.email);
    const toggle = page.getByRole('switch', { name: `${name} aktiv` });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText('Account freigeschaltet').waitFor();

    const admin = await signedIn('admin@baucheck.test');
    const activated = (await listedUsers(admin, { q: account.email })).find((user) => user.id === account.id);
    expect(activated?.is_active).toBe(true);
    // The account can sign in now (signedIn fails the test otherwise).
    await signedIn(account.email, PASSWORD);

    // Level and organisation in the dialog: only Kommune organisations are offered for Kommune
    await page.getByLabel('Status').selectOption({ label: 'Alle' });
    await page.getByRole('button', { name: `${name} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: `Account bearbeiten: ${name}` });
    await dialog.getByLabel('Ebene').selectOption('Kommune');
    // The picker searches the server: "(Demo)" finds the demo Kommunen, not the demo Partner
    await dialog.getByLabel('Organisation suchen').fill('(Demo)');
    const picker = dialog.getByRole('combobox', { name: /^Organisation/ });
    const kommunen = DEMO_ORGANISATIONS.filter((organisation) => organisation.type === 'Kommune').map(
      (organisation) => organisation.name,
    );
    for (const kommune of kommunen) await picker.locator('option', { hasText: kommune }).waitFor({ state: 'attached' });
    expect((await picker.locator('option').allTextContents()).slice(1).sort()).toEqual(kommunen.sort());
    const lindenau = kommunen.find((name) => name.includes('Lindenau')) ?? '';
    await picker.selectOption({ label: lindenau });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText(lindenau)
      .waitFor();

    // Clean up: delete with confirmation
    await page.getByRole('button', { name: `${name} löschen` }).click();
    await page
      .getByRole('alertdialog', { name: 'Account löschen?' })
      .getByRole('button', { name: 'Account löschen' })
      .click();
    await page.getByRole('button', { name: `${name} bearbeiten` }).waitFor({ state: 'detached' });
  });

  it('shows the server’s reason when an organisation with accounts cannot be deleted, and manages a new one', async ({
    page,
  }) => {
    const name = `Gemeinde Testhausen ${run}`;
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    await page.goto(url('/organisations'));
    await page.getByRole('table', { name: 'Alle Organisationen' }).waitFor();
    await expectNoAxeViolations(page);

    const withAccounts = DEMO_ORGANISATIONS.find((organisation) => organisation.type === 'Kommune')?.name ?? '';
    // Searched on the server: the list may be far longer than one page
    await page.getByLabel('Organisationen durchsuchen').fill(withAccounts);
    await page.getByRole('button', { name: `${withAccounts} löschen` }).click();
    await page
      .getByRole('alertdialog', { name: 'Organisation löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page.getByText(/^Die Organisation kann nicht gelöscht werden: Zu ihr gehören noch \d+ Kont/).waitFor();
    // The error stays until it is closed.
    await page.getByRole('alert').getByRole('button', { name: 'Schließen' }).click();

    await page.getByRole('button', { name: 'Neue Organisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Organisation' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Organisationen durchsuchen').fill(name);
    await page.getByRole('button', { name: `${name} bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'Organisation bearbeiten' });
    await edit.getByLabel('Name').fill(`${name} (umbenannt)`);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `${name} (umbenannt) löschen` }).click();
    await page
      .getByRole('alertdialog', { name: 'Organisation löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page.getByRole('button', { name: `${name} (umbenannt) bearbeiten` }).waitFor({ state: 'detached' });
  });

  it('takes the range of the statistics typed on the keyboard, and names a range it cannot show', async ({ page }) => {
    // Prepare: the statistics of the last 30 days
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    await page.goto(url('/statistics'));
    await page.getByRole('heading', { level: 1, name: 'Nutzungsstatistik' }).waitFor();
    const from = page.getByLabel('Von', { exact: true });
    const to = page.getByLabel('Bis', { exact: true });

    // Act: type a date of 2026 into "Von", digit by digit (as TT.MM.JJJJ in a German browser; the test's
    // Chromium orders the field's parts as its own UI language does)
    await from.focus();
    await page.keyboard.type('01112026');

    // Assess: the field keeps the focus and its date, and the figures cover the typed range
    const typed = await from.inputValue();
    expect(['2026-11-01', '2026-01-11']).toContain(typed);
    const [year, month, day] = typed.split('-');
    await page.getByText(`abgeschlossene Checks vom ${day}.${month}.${year} bis `).waitFor();
    expect(await from.evaluate((element) => element === document.activeElement)).toBe(true);

    // Act: an end before that start
    await to.focus();
    await page.keyboard.type('01012026');

    // Assess: said at the start, in German
    await page.getByText('Das Startdatum muss vor dem Enddatum liegen.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('downloads the usage statistics as CSV for German Excel', async ({ page }) => {
    // Prepare: a resident completes a check today
    const completed = await send(new ApiSession(), 'POST', '/api/quick-checks/completions/', {
      reference_unit_id: DEMO_UNITS.lindenau,
      group: 'gartenhaus',
      overall: 'verfahrensfrei',
    });
    expect(completed.status).toBe(204);
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    await page.goto(url('/statistics'));
    await page.getByRole('heading', { level: 1, name: 'Nutzungsstatistik' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Nach Land' }).waitFor();
    // German: "… Checks in 30 Tagen", not "an 30 Tagen"
    await page
      .getByText(/^[\d.]+ Checks? in 30 Tagen, die meisten/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    // One Land: its Gemeinden ranked, a page at a time
    await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Bayern' });
    const ranking = page.getByRole('region', { name: 'Bezugseinheiten in Bayern' });
    await ranking.getByRole('rowheader', { name: 'Markt Lindenau' }).waitFor();
    await page.getByText(/abgeschlossene Checks vom .* in Bayern/).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Nach Land' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');

    const range = /^nutzungsstatistik_bayern_(\d{4}-\d{2})_bis_(\d{4}-\d{2})\.csv$/.exec(download.suggestedFilename());
    expect(range).not.toBeNull();
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      [
        'Monat;Land;AGS;Bezugseinheit;Gesamt',
        ...Object.values(CHECK_GROUP_LABELS),
        ...Object.values(OUTCOME_SEVERITY_LABELS),
      ].join(';'),
    );
    expect(lines.at(-1)).toBe('');
    // Counters are dated by the server's (UTC) day; the month's line of Lindenau counts today's completion
    const month = new Date().toISOString().slice(0, 7);
    const monthText = `${month.slice(5, 7)}.${month.slice(0, 4)}`;
    const lindenauLine = lines.find(
      (line) => line.startsWith(`${monthText};Bayern;`) && line.includes(';Markt Lindenau;'),
    );
    expect(Number(lindenauLine?.split(';')[4])).toBeGreaterThanOrEqual(1);
    // One line per unit and month of Bayern, as the export API answers them
    const admin = await signedIn('admin@baucheck.test');
    const months: string[] = [];
    for (let day = new Date(`${range?.[1]}-01T00:00:00Z`); day.toISOString().slice(0, 7) <= (range?.[2] ?? '');) {
      months.push(day.toISOString().slice(0, 7));
      day.setUTCMonth(day.getUTCMonth() + 1);
    }
    const rows = [];
    for (const part of months) {
      const page = statisticsExportPageSchema.parse(
        await expectJson(await admin.request(`/api/plausible/export/?land_id=${DEMO_UNITS.bayern}&month=${part}`), 200),
      );
      rows.push(...page.items);
    }
    expect(lines.slice(1, -1)).toHaveLength(rows.length);
    expect(lines.slice(1, -1).map((line) => line.split(';').slice(2, 5).join(';'))).toEqual(
      rows.map((row) => [row.ags, row.name, row.total].join(';')),
    );
  });

  it('shows a municipality its embed link, iframe code, copy confirmation and preview', async ({ page, context }) => {
    // The demo's few units fit one page of the (paged) public list
    const units = referenceUnitPageSchema.parse(
      await expectJson(await new ApiSession().request('/api/reference-units/?limit=100'), 200),
    ).items;
    const lindenau = units.find((candidate) => candidate.id === DEMO_UNITS.lindenau);
    if (!lindenau) throw new Error('demo unit missing');
    const others = units.filter((candidate) => candidate.id !== lindenau.id).map((candidate) => candidate.name);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await signInThroughLoginPage(page, 'kommune@baucheck.test');
    await page.goto(url('/links'));
    const unit = page.getByRole('region', { name: lindenau.name, exact: true });
    await unit.waitFor();
    // Only the own Gemeinde (the Kommune account's territory in the demo data)
    for (const other of others) expect(await page.getByRole('region', { name: other, exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The landing page: public link, recommended script code, the plain iframe as the alternative
    const link = unit.getByRole('link', { name: `/home/${lindenau.slug}` });
    expect(await link.getAttribute('href')).toBe(url(`/home/${lindenau.slug}`));
    const script = unit.getByLabel('Empfohlen: Skript (passt die Höhe automatisch an)');
    expect(await script.inputValue()).toBe(
      `<div data-baucheck data-gemeinde="${lindenau.slug}"></div>\n<script src="${url('/embed.js')}" async></script>`,
    );
    await unit.getByText('Alternativ: nur iframe (feste Höhe)').click();
    const iframeCode = await unit.getByLabel('Alternativ: nur iframe (feste Höhe)').inputValue();
    expect(iframeCode).toContain(`src="${url(`/embed/home/${lindenau.slug}`)}"`);
    expect(iframeCode).toMatch(/^<iframe .*title="[^"]+".*><\/iframe>$/);
    await unit.getByRole('button', { name: 'iframe-Code kopieren' }).click();
    await unit.getByText('iframe-Code kopiert.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iframeCode);

    // Starting with Gartenhaus: link, code and preview follow
    await unit.getByLabel('Startet mit').selectOption({ label: CHECK_GROUP_LABELS.gartenhaus });
    const groupPath = `/quick-check/data-protection/${lindenau.slug}?vorhaben=gartenhaus`;
    await unit.getByRole('link', { name: groupPath }).waitFor();
    expect(await unit.getByRole('link', { name: groupPath }).getAttribute('href')).toBe(url(groupPath));
    await unit.getByRole('button', { name: 'Skript-Code kopieren' }).click();
    await unit.getByText('Skript-Code kopiert.').waitFor();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await script.inputValue());
    expect(snippet).toContain('data-vorhaben="gartenhaus"');
    await expectNoAxeViolations(page);

    await unit.getByRole('button', { name: 'Vorschau' }).click();
    const preview = page.getByRole('dialog', { name: `Vorschau: ${lindenau.name}, ${CHECK_GROUP_LABELS.gartenhaus}` });
    expect(await preview.locator('iframe').getAttribute('src')).toBe(url(`/embed${groupPath}`));
    await expectNoAxeViolations(page);

    // The copied snippet on the municipality's own page (another origin) starts the check with Gartenhaus
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${lindenau.name} – Bauen</title></head>` +
          `<body><main><h1>Gartenhaus bauen in ${lindenau.name}</h1>${snippet}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/gartenhaus.html`);
      const frameElement = page.locator('iframe[data-baucheck-frame]');
      await frameElement.waitFor();
      const framed = page.frameLocator('iframe[data-baucheck-frame]');
      await framed.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
      const frameUrl = new URL((await (await frameElement.elementHandle())?.contentFrame())?.url() ?? '');
      expect(`${frameUrl.pathname}${frameUrl.search}`).toBe(`/embed${groupPath}`);
      // The step names the project type and the municipality ("Ihr Check: Gartenhaus · Markt Lindenau")
      await framed.getByText(`Ihr Check: ${CHECK_GROUP_LABELS.gartenhaus} · ${lindenau.name}`).waitFor();
      await framed.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      await framed.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('lets a user rename the own account and delete it', async ({ page }) => {
    const name = `Theo Testkonto ${run}`;
    const account = await waitingAccount(name);
    const admin = await signedIn('admin@baucheck.test');
    const user = (await listedUsers(admin, { q: account.email })).find((candidate) => candidate.id === account.id);
    await expectJson(
      await send(admin, 'PATCH', `/api/users/${account.id}`, { version: user?.version, is_active: true }),
      200,
    );

    await signInThroughLoginPage(page, account.email, PASSWORD);
    await page.goto(url('/account'));
    await page.getByRole('heading', { level: 1, name: 'Mein Account' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill(`${name} (neu)`);
    await page.getByRole('button', { name: 'Daten speichern' }).click();
    await page.getByText('Persönliche Daten gespeichert').waitFor();
    await page.getByRole('navigation', { name: 'Admin-Bereich' }).getByText(`${name} (neu)`).waitFor();

    await page.getByRole('button', { name: 'Account löschen …' }).click();
    await page
      .getByRole('alertdialog', { name: 'Account endgültig löschen?' })
      .getByRole('button', { name: 'Ja, Account löschen' })
      .click();
    await page.getByText('Ihr Account wurde gelöscht.').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect((await login(new ApiSession(), account.email, PASSWORD)).status).not.toBe(200);
  });
});
