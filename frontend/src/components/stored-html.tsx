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
 * about a tenth of their budget (issue 14). HTML that has not been through the server, such as an
 * editor's preview of unsaved text, goes through DOMPurify instead: see sanitized-html.tsx.
 */
export function StoredHtml({ html, className }: StoredHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
