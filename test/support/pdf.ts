import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Reads PDFs back with poppler's command-line tools (Debian's poppler-utils, installed by .ci/run),
 * as a reader would see them: the text in reading order and the document's properties.
 */
function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'baucheck-pdf-'));
  const file = join(dir, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of all pages, in reading order (lines joined with single spaces). */
export const pdfText = (bytes: Uint8Array): string =>
  withFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of all pages in the order the content stream draws it, lines joined with single spaces.
 * For text that breaks anywhere, like a printed link: in reading order poppler joins a line that
 * ends with "-" to the next without the "-", as it would a hyphenated word, which changes the link.
 */
export const pdfDrawnText = (bytes: Uint8Array): string =>
  withFile(bytes, (file) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    .replace(/\s+/g, ' ')
    .trim();

/** pdfinfo's fields, e.g. Title, Pages, Tagged, Page size. */
export const pdfInfo = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(
    withFile(bytes, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }))
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]?.trim() ?? '', match[2]?.trim() ?? '']),
  );

/** The text of each page (pdftotext ends every page with a form feed), whitespace collapsed. */
export const pdfPageTexts = (bytes: Uint8Array): string[] =>
  withFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter((page) => page !== '');

/** One page rendered by pdftoppm as binary PPM (P6): width, height and RGB bytes. */
function parsePpm(file: Buffer): { width: number; height: number; data: Uint8Array } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PPM');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), data: new Uint8Array(file.subarray(whole.length)) };
}

/**
 * The texts of the QR codes on each page, as a phone would read them from a print: every page is
 * rendered at 150 dpi by poppler's pdftoppm and read by qr's decoder. Pages without one are left out.
 */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const { default: decodeQR } = await import('qr/decode.js');
  return withFile(bytes, (file) => {
    execFileSync('pdftoppm', ['-r', '150', file, join(dirname(file), 'page')]);
    const pages = readdirSync(dirname(file))
      .filter((name) => name.startsWith('page') && name.endsWith('.ppm'))
      .sort();
    return pages.flatMap((name) => {
      try {
        return [decodeQR(parsePpm(readFileSync(join(dirname(file), name))))];
      } catch {
        return [];
      }
    });
  });
}
