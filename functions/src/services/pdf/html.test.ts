import { describe, expect, it } from 'vitest';
import { editorHtml, html, SafeHtml } from './html.ts';

describe('html template tag', () => {
  it('escapes interpolated text, also inside attributes', () => {
    // Act
    const markup = html`<a href="${'x" onclick="alert(1)'}">${'<script>alert("ß")</script>'}</a>`;
    // Assess
    expect(markup.value).toBe(
      '<a href="x&quot; onclick=&quot;alert(1)">&lt;script&gt;alert(&quot;ß&quot;)&lt;/script&gt;</a>',
    );
  });

  it('keeps SafeHtml, joins arrays and drops null, undefined and false', () => {
    const items = ['Ä', 'Ö'].map((letter) => html`<li>${letter}</li>`);
    const markup = html`<ul>
      ${items}${null}${undefined}${false}${new SafeHtml('<br />')}
    </ul>`;
    expect(markup.value.replace(/\s+/g, '')).toBe('<ul><li>Ä</li><li>Ö</li><br/></ul>');
  });
});

describe('editorHtml', () => {
  it('keeps text formatting, lists and web links with German text intact', () => {
    const source =
      '<p>Ein <strong>Bauantrag</strong> für „Größe“ – <a href="https://example.org/a?b=c">Link</a></p><ul><li>ß</li></ul>';
    expect(editorHtml(source).value).toBe(source);
  });

  it('removes scripts, event handlers, styles, images, forms and script links', () => {
    const cleaned = editorHtml(
      '<p onclick="x()" style="color:red">Text<script>alert(1)</script><img src="https://evil.example/t.png"><a href="javascript:alert(1)">a</a><form><input></form><iframe src="https://evil.example"></iframe></p>',
    ).value;
    expect(cleaned).toMatch(/^<p>Text<a>a<\/a><\/p>/);
    expect(cleaned).not.toMatch(/script|onclick|style|img|javascript|form|input|iframe|evil/);
  });

  it('allows mailto and tel links but not data or file URLs', () => {
    expect(editorHtml('<a href="mailto:bauamt@lindenau.example">E-Mail</a>').value).toContain('href="mailto:');
    expect(editorHtml('<a href="tel:+4989">Tel</a>').value).toContain('href="tel:');
    expect(editorHtml('<a href="data:text/html,x">x</a><a href="file:///etc/passwd">y</a>').value).toBe(
      '<a>x</a><a>y</a>',
    );
  });
});
