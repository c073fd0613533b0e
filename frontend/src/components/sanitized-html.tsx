import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/**
 * Editor HTML (FAQ and outcome texts) rendered after DOMPurify removed scripts, event handlers and
 * other active content. The server sanitises on write as well; this is the second line of defence.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const safeHtml = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
