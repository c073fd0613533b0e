import encodeQR from 'qr';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code.ts';

/** The modules an SVG path of runs (`M<x> <y>h<n>v1H<x>Z`) paints dark, as a matrix of the given size. */
function paintedModules(svg: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+Z/g)) {
    for (let column = Number(x); column < Number(x) + Number(length); column += 1) {
      const row = modules[Number(y)];
      if (row) row[column] = true;
    }
  }
  return modules;
}

describe('qrCodeSvg', () => {
  it('paints exactly the dark modules of the QR code, with its quiet zone, as horizontal runs', () => {
    const link = `https://baucheck.example/quick-check/result/check-1#${'a'.repeat(400)}`;
    const expected = encodeQR(link, 'raw', { ecc: 'medium', border: 4 });

    const svg = qrCodeSvg(link, 'QR-Code: Ergebnis erneut öffnen')?.toString() ?? '';

    expect(svg).toContain(`viewBox="0 0 ${expected.length} ${expected.length}"`);
    expect(svg).toContain('aria-label="QR-Code: Ergebnis erneut öffnen"');
    expect(paintedModules(svg, expected.length)).toEqual(expected);
    // One subpath per run, not per module (the encoder's own SVG has one per dark module)
    const darkModules = expected.flat().filter(Boolean).length;
    expect(svg.split('Z').length - 1).toBeLessThan(darkModules * 0.7);
  });
});
