import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Editor HTML without scripts, event handlers and other active content (DOMPurify's HTML profile). */
export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/**
 * HTML that has not been through the server's sanitiser, such as the preview of an FAQ answer an editor
 * is typing, or that staff pages show beside such HTML (the check editor's inherited values), rendered
 * after DOMPurify. HTML the API gives residents was cleaned on write and is shown with StoredHtml
 * (stored-html.tsx), which says why.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
