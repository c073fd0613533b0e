import { createHandler } from '#lib/handler';
import { prepareDocumentation } from '#services/pdf/documentation';
import { renderPdf, warmUpRenderer } from '#services/pdf/render';
import { pdfReply } from '#services/pdf/reply';
import { storePdf } from '#services/pdf/store';
import { exportRoutes } from '../../routes/export.ts';

// Chromium starts and loads the PDF frame while the container initialises, not when the first request waits.
warmUpRenderer();

/** The documentation of a check version or draft, for staff who may see the check. */
export const handler = createHandler(exportRoutes.exportCheckDocumentation, async ({ path, session }) => {
  const { document, disposition } = await prepareDocumentation(session.user, path);
  const pdf = await renderPdf(document);
  return pdfReply(pdf, disposition, await storePdf(pdf, disposition));
});
