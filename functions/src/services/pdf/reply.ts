/**
 * Lambda answers at most 6 MB, and API Gateway sends binary bodies base64-encoded (4 bytes for every 3),
 * so a PDF sent inline must stay below ~4.4 MB. Summaries are ~55 kB and a check's documentation
 * ~90 kB for a dozen slides; a PDF this large would mean a check of thousands of slides.
 */
export const MAX_INLINE_PDF_BYTES = 4_300_000;

/** The handler reply for a generated PDF: the file itself as a download, with its stored copy's id. */
export function pdfReply(pdf: Uint8Array, disposition: string, id: string) {
  if (pdf.byteLength > MAX_INLINE_PDF_BYTES) {
    throw new Error(`PDF of ${pdf.byteLength} bytes exceeds the inline response limit (stored as pdf/${id}.pdf)`);
  }
  return {
    raw: { body: pdf, contentType: 'application/pdf' },
    headers: { 'Content-Disposition': disposition, 'X-Document-Id': id },
  };
}
