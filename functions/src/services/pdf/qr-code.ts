import encodeQR from 'qr';
import { escapeHtml, SafeHtml } from './html.ts';

/*
 * QR codes for the PDF summary (only the PDF functions import this module). `qr` (paulmillr/qr) is
 * a zero-dependency encoder that writes SVG, which Chromium prints as vectors: sharp at any printer
 * resolution, and no image to embed. Error correction "medium" (15 %) keeps a result link of
 * 300–500 characters at a size a phone reads from paper; the quiet zone is the standard's 4 modules.
 */

/**
 * Tried in this order: "low" (7 %) still holds a link of up to about 2.9 kB where "medium" stops at
 * about 2.3 kB (long answers, a long site label); past that no QR code can hold the link.
 */
const ERROR_CORRECTION = ['medium', 'low'] as const;

/**
 * The QR code of `text` as inline SVG, labelled for assistive technology reading the PDF; null when
 * `text` is too long for any QR code (the PDF then prints the link without one rather than failing).
 */
export function qrCodeSvg(text: string, label: string): SafeHtml | null {
  for (const ecc of ERROR_CORRECTION) {
    let svg: string;
    try {
      svg = encodeQR(text, 'svg', { ecc, border: 4, optimize: true });
    } catch {
      // The encoder throws only when the text does not fit (its "Capacity overflow").
      continue;
    }
    // The encoder's output is markup of its own (numbers and path commands only); the label is escaped.
    const labelled = svg.replace(
      '<svg ',
      `<svg class="qr-code" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges" `,
    );
    return new SafeHtml(labelled);
  }
  return null;
}
