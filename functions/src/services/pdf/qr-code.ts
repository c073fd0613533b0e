import encodeQR from 'qr';
import { escapeHtml, SafeHtml } from './html.ts';

/*
 * QR codes for the PDF summary (only the PDF functions import this module). `qr` (paulmillr/qr) is
 * a zero-dependency encoder that writes SVG, which Chromium prints as vectors: sharp at any printer
 * resolution, and no image to embed. Error correction "medium" (15 %) keeps a result link of
 * 300–500 characters at a size a phone reads from paper; the quiet zone is the standard's 4 modules.
 */

/** The QR code of `text` as inline SVG, labelled for assistive technology reading the PDF. */
export function qrCodeSvg(text: string, label: string): SafeHtml {
  const svg = encodeQR(text, 'svg', { ecc: 'medium', border: 4, optimize: true });
  // The encoder's output is markup of its own (numbers and path commands only); the label is escaped.
  const labelled = svg.replace(
    '<svg ',
    `<svg class="qr-code" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges" `,
  );
  return new SafeHtml(labelled);
}
