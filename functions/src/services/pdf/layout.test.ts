import { describe, expect, it } from 'vitest';
import { cssString, pdfDocument } from './layout.ts';
import { html } from './html.ts';

describe('the PDF page frame', () => {
  it('writes the footer as a CSS string that no name can end early', () => {
    // Prepare: a unit name with a quote, a backslash and the end of a style element
    const name = 'Markt "Lindenau" \\ </style><script>alert(1)</script>';

    // Act
    const document = pdfDocument({ title: 'Test', body: html`<p>Text</p>`, footer: `BauCheck · ${name}` });

    // Assess: the document has one style element, and the footer text is escaped inside it
    expect(document.html.match(/<\/style>/g)).toHaveLength(1);
    expect(document.html).not.toContain('<script>');
    expect(cssString('Größe "7" m³')).toBe('"Größe \\22 7\\22  m³"');
    expect(document.html).toContain(`@bottom-left{content:${cssString(`BauCheck · ${name}`)};`);
  });

  it('lets the document load fonts from files only, and nothing from the network', () => {
    const document = pdfDocument({ title: 'Test', body: html`<p>Text</p>`, footer: 'BauCheck' });

    expect(document.html).toContain(
      'content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; font-src file:; img-src data:"',
    );
    expect(document.html).toMatch(/src:url\(source-sans-3-latin-400-normal\.woff2\) format\('woff2'\)/);
    expect(document.html).not.toContain('base64');
  });
});
