import { apiUrl } from '#lib/api-url.ts';

/**
 * `GET /api/checks/{id}/versions/{version}/documentation/`: the PDF documentation of a published
 * version or of the draft (with the reasons it cannot be published yet). The server answers with the
 * file as an attachment, so a plain link downloads it with the session cookie.
 */
export const documentationUrl = (checkId: string, version: number | 'draft'): string =>
  apiUrl(`/checks/${encodeURIComponent(checkId)}/versions/${version}/documentation/`);

interface DocumentationLinkProps {
  checkId: string;
  version: number | 'draft';
  className?: string;
}

export function DocumentationLink({
  checkId,
  version,
  className = 'button button--secondary',
}: DocumentationLinkProps) {
  return (
    <a className={className} href={documentationUrl(checkId, version)} download>
      {version === 'draft' ? 'Dokumentation als PDF' : `Dokumentation als PDF (Version ${version})`}
    </a>
  );
}
