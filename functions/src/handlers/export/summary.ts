import { clientKey } from '#lib/client-ip';
import { createPublicHandler } from '#lib/public-handler';
import { countOne } from '#lib/metrics';
import { renderPdf, warmUpRenderer } from '#services/pdf/render';
import { pdfReply } from '#services/pdf/reply';
import { storePdf } from '#services/pdf/store';
import { prepareSummary } from '#services/pdf/summary';
import { counted, type RateLimitRule } from '#services/rate-limit';
import { exportRoutes } from '../../routes/export.ts';

// Chromium starts and loads the PDF frame while the container initialises, not when the first request waits.
warmUpRenderer();

/**
 * Rendering costs a second of a 2 GB function at most; this keeps a script from one address from
 * running up the bill while a household (or a town hall's shared connection) never meets it.
 */
const SUMMARIES_PER_CLIENT: RateLimitRule = { name: 'pdf-summary-client', limit: 100, windowSeconds: 60 * 60 };

/**
 * A resident's PDF summary: checked and evaluated on the server, printed, kept in the media bucket
 * for a day (pdf/<id>.pdf) and sent back as the download itself: a summary is ~55 kB, far below
 * Lambda's 6 MB response limit, and one request is simpler and faster for a resident on a phone than a
 * signed link to fetch afterwards.
 */
export const handler = createPublicHandler(exportRoutes.exportSummary, async ({ body, event }) => {
  const limits: Array<[RateLimitRule, string]> = [[SUMMARIES_PER_CLIENT, clientKey(event)]];
  const { document, disposition } = await counted(limits, () => prepareSummary(body));
  const pdf = await renderPdf(document);
  countOne('PdfSummaries', body.group);
  return pdfReply(pdf, disposition, await storePdf(pdf, disposition));
});
