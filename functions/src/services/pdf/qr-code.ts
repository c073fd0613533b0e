import encodeQR from 'qr';
import { escapeHtml, SafeHtml } from './html.ts';

/*
 * QR codes for the PDF summary (only the PDF functions import this module). `qr` (paulmillr/qr) is
 * a zero-dependency encoder; its module matrix becomes SVG here, which Chromium prints as vectors:
 * sharp at any printer resolution, and no image to embed. Error correction "medium" (15 %) keeps a
 * result link of 300–500 characters at a size a phone reads from paper; the quiet zone is the
 * standard's 4 modules.
 */

/**
 * Tried in this order: "low" (7 %) still holds a link of up to about 2.9 kB where "medium" stops at
 * about 2.3 kB (long answers, a long site label); past that no QR code can hold the link.
 */
const ERROR_CORRECTION = ['medium', 'low'] as const;

/**
 * The dark modules as one path of horizontal runs, each a line one module thick through the middle of
 * its row (stroked with butt caps, so it covers exactly the run's modules), reached from the last run
 * by a relative move. The encoder's own SVG fills one square per module (about 3,000 for a result
 * link): two thirds of the summary's HTML and the costliest part of printing it. A filled rectangle per
 * run still took about a fifth of a warm summary render (5 ms); a stroked line per run, half the
 * path's text and commands, takes about 1.5 ms.
 */
function runsPath(modules: readonly boolean[][]): string {
  let path = '';
  modules.forEach((row, y) => {
    let end = -1;
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      path += end < 0 ? `M${start} ${y + 0.5}` : `m${start - end} 0`;
      path += `h${x - start + 1}`;
      end = x + 1;
    }
  });
  return path;
}

/**
 * The QR code of `text` as inline SVG, labelled for assistive technology reading the PDF; null when
 * `text` is too long for any QR code (the PDF then prints the link without one rather than failing).
 */
export function qrCodeSvg(text: string, label: string): SafeHtml | null {
  for (const ecc of ERROR_CORRECTION) {
    let modules: boolean[][];
    try {
      modules = encodeQR(text, 'raw', { ecc, border: 4 });
    } catch {
      // The encoder throws only when the text does not fit (its "Capacity overflow").
      continue;
    }
    // Numbers and path commands only; the label is escaped.
    const size = modules.length;
    return new SafeHtml(
      `<svg class="qr-code" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges" ` +
        `viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg">` +
        `<path fill="none" stroke="#000" stroke-width="1" stroke-linecap="butt" d="${runsPath(modules)}"/></svg>`,
    );
  }
  return null;
}
