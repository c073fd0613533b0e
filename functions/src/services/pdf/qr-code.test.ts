import encodeQR from 'qr';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code.ts';

/**
 * The modules a stroked path of runs paints dark, as a matrix of the given size: each row starts with
 * `M<x> <y + 0.5>`, then `h<length>` draws a run and `m<dx> 0` moves to the next one in the row.
 */
function paintedModules(svg: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const path = /<path [^>]*d="([^"]*)"/.exec(svg)?.[1] ?? '';
  let x = 0;
  let y = 0;
  for (const [, command, first, second] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(first), Number(second) - 0.5];
    else if (command === 'm') x += Number(first);
    else {
      for (let column = x; column < x + Number(first); column += 1) {
        const row = modules[y];
        if (row) row[column] = true;
      }
      x += Number(first);
    }
  }
  return modules;
}

describe('qrCodeSvg', () => {
  it('paints exactly the dark modules of the QR code, with its quiet zone, as one line per horizontal run', () => {
    const link = `https://baucheck.example/quick-check/result/check-1#${'a'.repeat(400)}`;
    const expected = encodeQR(link, 'raw', { ecc: 'medium', border: 4 });

    const svg = qrCodeSvg(link, 'QR-Code: Ergebnis erneut öffnen')?.toString() ?? '';

    expect(svg).toContain(`viewBox="0 0 ${expected.length} ${expected.length}"`);
    expect(svg).toContain('aria-label="QR-Code: Ergebnis erneut öffnen"');
    expect(paintedModules(svg, expected.length)).toEqual(expected);
    // Lines one module thick, no fill: one draw command per run, not a square per module
    expect(svg).toContain('<path fill="none" stroke="#000" stroke-width="1" stroke-linecap="butt" d="M');
    const darkModules = expected.flat().filter(Boolean).length;
    const path = /<path [^>]*d="([^"]*)"/.exec(svg)?.[1] ?? '';
    expect(path.split('h').length - 1).toBeLessThan(darkModules * 0.7);
  });
});
