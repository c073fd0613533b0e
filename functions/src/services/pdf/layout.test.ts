import { describe, expect, it } from 'vitest';
import { cssString, PAGE_STYLES_ID, PDF_FRAME_HTML, pdfDocument } from './layout.ts';
import { html } from './html.ts';

describe('the PDF page frame', () => {
  it('writes the footer as a CSS string that no name can end early', () => {
    // Prepare: a unit name with a quote, a backslash and the end of a style element
    const name = 'Markt "Lindenau" \\ </style><script>alert(1)</script>';

    // Act
    const document = pdfDocument({ title: 'Test', body: html`<p>Text</p>`, footer: `BauCheck · ${name}` });

    // Assess: the footer text is one escaped CSS string, with no quote, angle bracket or backslash of its own
    expect(cssString('Größe "7" m³')).toBe('"Größe \\22 7\\22  m³"');
    expect(document.pageStyles).toContain(`@bottom-left{content:${cssString(`BauCheck · ${name}`)};`);
    expect(document.pageStyles).not.toMatch(/[<>]/);
    expect(document).toMatchObject({ title: 'Test', body: '<p>Text</p>' });
  });

  it('is a German document that loads fonts from files only, nothing from the network, and runs no script', () => {
    expect(PDF_FRAME_HTML).toMatch(/^<!doctype html>\s*<html lang="de">/);
    expect(PDF_FRAME_HTML).toContain(
      'content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; font-src file:; img-src data:"',
    );
    expect(PDF_FRAME_HTML).toMatch(/src:url\(source-sans-3-latin-400-normal\.woff2\) format\('woff2'\)/);
    expect(PDF_FRAME_HTML).not.toContain('base64');
    expect(PDF_FRAME_HTML).toContain(`<style id="${PAGE_STYLES_ID}"></style>`);
  });
});
