import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest } from '../support/browser.ts';

/*
 * Editor HTML from the API is rendered as stored (frontend/src/components/stored-html.tsx): the
 * server's allowlist cleaned it on write. Should markup slip through all the same, the documents'
 * Content-Security-Policy keeps it from running. This shows it for both documents as the local
 * gateway serves them with the headers CloudFront sends: markup put into the page the way the app
 * renders editor HTML (innerHTML) runs neither an event handler nor a `javascript:` link.
 */

const url = (path: string) => new URL(path, inject('baseUrl')).href;
const it = browserTest();

/** Renders markup as StoredHtml does and waits until the browser has refused both of its scripts. */
async function injectAndWaitForRefusals(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ ran: unknown; refused: string[] }>((resolve) => {
        const refused: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.push(event.effectiveDirective);
          if (refused.length === 2) {
            resolve({ ran: (window as { ran?: unknown }).ran, refused: refused.sort() });
          }
        });
        const box = document.createElement('div');
        box.innerHTML =
          '<img src="/gibt-es-nicht.png" onerror="window.ran = \'handler\'" alt="">' +
          '<a href="javascript:window.ran = \'link\'">Mehr erfahren</a>';
        document.body.append(box);
        box.querySelector('a')?.click();
      }),
  );
}

const PAGES = [
  { document: "a residents' page", path: '/home/lindenau', heading: 'Brauche ich eine Baugenehmigung?' },
  { document: 'a staff page', path: '/login', heading: 'Anmelden' },
];

describe('Content-Security-Policy of the documents', () => {
  it.for(PAGES)('runs no inline handler or javascript: link on $document', async ({ path, heading }, { page }) => {
    // Prepare
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();

    // Act
    const { ran, refused } = await injectAndWaitForRefusals(page);

    // Assess
    expect(ran).toBeUndefined();
    expect(refused).toEqual(['script-src-attr', 'script-src-elem']);
  });
});
