import { createContext, useContext } from 'react';

/**
 * A sanitiser for StoredHtml below, given by staff views that show editor HTML before the server has
 * cleaned it: the check editor's preview renders the draft from react-query's cache, which holds an
 * edit optimistically (as typed) until the server's answer replaces it. Staff code only, so DOMPurify
 * stays out of the residents' bundle.
 */
export const HtmlSanitizerContext = createContext<((html: string) => string) | null>(null);

interface StoredHtmlProps {
  html: string;
  className?: string;
}

/**
 * Editor HTML as the API gives it (FAQ entries, outcome texts, slide descriptions, local notes),
 * rendered as stored, without a sanitiser in the browser. Two defences stand before it:
 * - the server cleans every editor text on write with an allowlist (functions/src/lib/sanitize-html.ts:
 *   plain text tags, links to http(s)/mailto/tel, images over http(s); no script, style, form, SVG or
 *   event attribute), and the API stores and serves only what came through it;
 * - every document of the app is served with `script-src 'self'` and no 'unsafe-inline'
 *   (functions/src/lib/spa-headers.ts), so even markup that slipped through could run no inline
 *   handler, inline script or `javascript:` link (test/browser/content-security.test.ts).
 * A third pass with DOMPurify here would cost residents 11.5 kB gzip on the way to the first slide,
 * about a tenth of their budget (issue 14). HTML that has not been through the server goes through
 * DOMPurify instead: an editor's preview of unsaved text (sanitized-html.tsx), and the check editor's
 * preview of a draft with edits not yet saved ({@link HtmlSanitizerContext}).
 */
export function StoredHtml({ html, className }: StoredHtmlProps) {
  const sanitize = useContext(HtmlSanitizerContext);
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize ? sanitize(html) : html }} />;
}
