import type { Answers } from '@baucheck/shared/engine/model';
import type { CheckGroup } from '@baucheck/shared/enums';
import { apiClient } from '#lib/api-client.ts';

export interface SummaryRequest {
  reference_unit_id: string;
  group: CheckGroup;
  check_id: string;
  version: number;
  product_id?: string | null;
  answers: Answers;
}

export interface SummaryFile {
  blob: Blob;
  filename: string;
}

const FALLBACK_NAME = 'BauCheck-Zusammenfassung.pdf';

/** The file name of a Content-Disposition header (RFC 6266: `filename*` in UTF-8 wins over `filename`). */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return (plain?.[2] ?? plain?.[1])?.trim() || FALLBACK_NAME;
}

/**
 * `POST /api/export/summary/`: the server evaluates the answers itself and returns the PDF as a
 * download. No CSRF token (the route is `csrf: false`), so residents get no cookie.
 */
export async function exportSummary(request: SummaryRequest): Promise<SummaryFile> {
  const response = await apiClient.post<Response>('/export/summary/', request, {
    csrf: false,
    responseType: 'response',
    headers: { Accept: 'application/pdf' },
  });
  return { blob: await response.blob(), filename: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a file through a temporary link (works in every browser, in iframes too). */
export function saveFile({ blob, filename }: SummaryFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
