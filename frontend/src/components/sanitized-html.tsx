import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/**
 * HTML that has not been through the server's sanitiser, such as the preview of an FAQ answer an editor
 * is typing, rendered after DOMPurify removed scripts, event handlers and other active content. HTML the
 * API gives was cleaned on write and is shown with StoredHtml (stored-html.tsx), which says why.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const safeHtml = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
