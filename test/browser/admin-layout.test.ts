import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { browserTest, DESKTOP_VIEWPORT, signInThroughLoginPage } from '../support/browser.ts';

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;

/** Staff pages with tables and lists, each with what shows that its content has loaded. */
const PAGES: Array<{ path: string; loaded: (page: Page) => Promise<void> }> = [
  {
    path: '/users',
    loaded: (page) =>
      page
        .getByRole('button', { name: /bearbeiten$/ })
        .first()
        .waitFor(),
  },
  {
    path: '/products',
    loaded: (page) =>
      page
        .getByRole('button', { name: /bearbeiten$/ })
        .first()
        .waitFor(),
  },
  {
    path: '/organisations',
    loaded: (page) =>
      page
        .getByRole('button', { name: /bearbeiten$/ })
        .first()
        .waitFor(),
  },
  {
    path: '/faqs',
    loaded: (page) =>
      page
        .getByRole('button', { name: /^Kapitel .* bearbeiten$/ })
        .first()
        .waitFor(),
  },
  {
    path: '/checks/gartenhaus/false',
    loaded: (page) =>
      page
        .getByRole('link', { name: /^„.*“ bearbeiten$/ })
        .first()
        .waitFor(),
  },
];

/** The page scrolls up and down only: nothing sticks out sideways (tables scroll in their own box). */
const pageWidthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the element lies wholly inside the window and inside every box that clips it (e.g. a table's scroller). */
const wholeInView = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const own = element.getBoundingClientRect();
      const inside = (box: DOMRect) =>
        own.left >= box.left - 1 &&
        own.right <= box.right + 1 &&
        own.top >= box.top - 1 &&
        own.bottom <= box.bottom + 1;
      if (own.width === 0 || !inside(new DOMRect(0, 0, window.innerWidth, document.documentElement.scrollHeight))) {
        return false;
      }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && !inside(parent.getBoundingClientRect())) return false;
      }
      return true;
    }),
  );

describe('staff pages fit the window', () => {
  it('fit 1280 px with the drawer open: no sideways page, every column and its row buttons in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    const drawer = page.getByRole('navigation', { name: 'Admin-Bereich' });
    expect(await drawer.getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('true');

    for (const { path, loaded } of PAGES) {
      await page.goto(url(path));
      await loaded(page);
      expect(await pageWidthOverflow(page), path).toBeLessThanOrEqual(0);
    }

    for (const path of ['/users', '/products', '/organisations']) {
      await page.goto(url(path));
      await page
        .getByRole('button', { name: /bearbeiten$/ })
        .first()
        .waitFor();
      // The table fits: no scroll hint, every header and every edit and delete button wholly visible
      expect(await page.getByText(/Die Tabelle ist breiter als/).count(), path).toBe(0);
      const headers = await wholeInView(page, 'table thead th');
      expect(headers.length, path).toBeGreaterThan(0);
      expect(headers.every(Boolean), path).toBe(true);
      const buttons = await wholeInView(
        page,
        'table tbody button[aria-label$=" bearbeiten"], table tbody button[aria-label$=" löschen"]',
      );
      expect(buttons.length, path).toBeGreaterThan(0);
      expect(buttons.every(Boolean), path).toBe(true);
    }
    await page.goto(url('/users'));
    await page.getByRole('columnheader', { name: /Registriert/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: /Registriert/ }).isVisible()).toBe(true);
  });

  it('fit a 390 px phone: no sideways page, the overview’s buttons and the editor’s tabs in reach', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInThroughLoginPage(page, 'admin@baucheck.test');

    for (const { path, loaded } of PAGES) {
      await page.goto(url(path));
      await loaded(page);
      expect(await pageWidthOverflow(page), path).toBeLessThanOrEqual(0);
    }

    // The check overview (still open): each check a card, "Bearbeiten" and "Aktionen" wholly on screen
    expect(await wholeInView(page, '.overview-table tbody a, .overview-table tbody button')).not.toContain(false);
    expect((await wholeInView(page, '.overview-table tbody a, .overview-table tbody button')).length).toBeGreaterThan(
      0,
    );
    // The four tabs in one row
    const tabs = page.getByRole('navigation', { name: 'Bereiche des Check-Editors' }).getByRole('link');
    const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });

  it('fit the embed links into 320 px (WCAG reflow): each group’s published check readable, nothing sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughLoginPage(page, 'kommune@baucheck.test');
    await page.goto(url('/links'));
    await page
      .getByRole('table', { name: /^Checks von / })
      .first()
      .waitFor();

    expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
    const tags = await wholeInView(page, '.embed-unit__groups .status-tag');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every(Boolean)).toBe(true);
  });

  it('fit the statistics into 320 px: every group and result named in full, nothing sideways', async ({ page }) => {
    // Prepare: a completed check today, so that the charts are drawn
    const counted = await fetch(url('/api/quick-checks/completions/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '198.51.100.78:4431' },
      body: JSON.stringify({
        reference_unit_id: DEMO_UNITS.lindenau,
        group: 'gartenhaus',
        overall: 'weitere_genehmigungen',
      }),
    });
    expect(counted.status).toBeLessThan(300);
    await page.setViewportSize({ width: 320, height: 640 });
    await signInThroughLoginPage(page, 'admin@baucheck.test');

    // Act
    await page.goto(url('/statistics'));
    const chart = page.getByRole('region', { name: 'Nach Ergebnis' });
    await chart.getByRole('img').waitFor();

    // Assess: the legend says each result's whole name as text, and each group's bar its name and
    // count, wrapped inside their cards
    expect(await chart.getByRole('listitem').allInnerTexts()).toEqual(Object.values(OUTCOME_SEVERITY_LABELS));
    const groups = page.getByRole('region', { name: 'Nach Check-Gruppe' }).getByRole('listitem');
    const groupTexts = (await groups.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(groupTexts.map((text) => text.replace(/ \d+$/, ''))).toEqual(Object.values(CHECK_GROUP_LABELS));
    expect(groupTexts.find((text) => text.startsWith(CHECK_GROUP_LABELS.gartenhaus))).toMatch(/ [1-9]\d*$/);
    const texts = await wholeInView(page, '.statistics-legend li, .statistics-bars__label, .statistics-bars__count');
    // Other test files add Länder of their own to the shared stack: every Land's row counts.
    const laender = await page.getByRole('region', { name: 'Nach Land' }).getByRole('listitem').count();
    expect(laender).toBeGreaterThanOrEqual(2);
    expect(texts).toHaveLength(4 + 2 * 4 + 2 * laender);
    expect(texts.every(Boolean)).toBe(true);
    expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
  });
});
