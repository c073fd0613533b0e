import { FONT_FACE_CSS, FONT_FAMILY } from './fonts.ts';
import { html, SafeHtml } from './html.ts';

/*
 * The page frame both PDFs share: an HTML document in German with the app's typeface and colours, A4
 * print styles and a footer with page numbers. The renderer writes the frame into a page once and then
 * prints document after document in it, replacing only the title (which Chromium writes into the PDF's
 * Title metadata), the footer and the body: the style sheet is parsed and the fonts are loaded once per
 * page, not once per PDF. The frame may load nothing from outside: its CSP allows inline styles, data:
 * images and fonts from local files only (the app's, beside the print page), and runs no script, so
 * sanitised editor HTML written into it can neither fetch remote resources nor run code.
 */

/** What the renderer prints into the frame. */
export interface PdfDocument {
  /** The PDF's title metadata (the frame's <title>). */
  title: string;
  /** The body's HTML, built from templates (never from HTML a client sent). */
  body: string;
  /** The document's own print styles (its footer text), added to the frame's style sheet. */
  pageStyles: string;
  /** PDF bookmarks from the headings: useful in long documents such as the check documentation. */
  outline?: boolean;
}

const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; font-src file:; img-src data:";

const STYLES = `
@page { size: A4; margin: 16mm 17mm 18mm 17mm; }
html { font-family: '${FONT_FAMILY}', sans-serif; font-size: 10.5pt; line-height: 1.42; color: #1c2733;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; font-kerning: normal; overflow-wrap: break-word; }
body { margin: 0; }
h1, h2, h3, h4 { color: #0b3a75; line-height: 1.2; margin: 0; break-after: avoid; }
h1 { font-size: 20pt; font-weight: 700; }
h2 { font-size: 13.5pt; font-weight: 700; margin: 16pt 0 6pt; padding-bottom: 2pt; border-bottom: 1.2pt solid #afc4e2; }
h3 { font-size: 11.5pt; font-weight: 600; margin: 9pt 0 3pt; }
h4 { font-size: 10.5pt; font-weight: 600; margin: 6pt 0 2pt; }
p { margin: 0 0 5pt; }
ul, ol { margin: 0 0 5pt; padding-left: 14pt; }
li { margin: 0 0 2pt; }
a { color: #0b3a75; text-decoration: underline; overflow-wrap: anywhere; }
strong, b { font-weight: 600; }
small, .muted { color: #46505c; }
table { border-collapse: collapse; width: 100%; margin: 0 0 6pt; }
th, td { text-align: left; vertical-align: top; padding: 3pt 5pt; border-bottom: 0.6pt solid #cfdccc; }
th { font-weight: 600; color: #0b3a75; }
.masthead { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2.4pt solid #0b3a75;
  padding-bottom: 5pt; margin-bottom: 10pt; }
.masthead .brand { font-size: 11pt; font-weight: 700; color: #0b3a75; letter-spacing: 0.02em; }
.masthead .created { font-size: 9pt; color: #46505c; }
.subtitle { font-size: 11.5pt; color: #46505c; margin: 2pt 0 10pt; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 12pt; margin: 0 0 8pt; }
dl.facts dt { font-weight: 600; color: #46505c; }
dl.facts dd { margin: 0; }
.result { border: 1pt solid #cfdccc; border-left-width: 5pt; border-radius: 3pt; padding: 7pt 10pt; margin: 6pt 0 8pt;
  break-inside: avoid; background: #f7faf6; }
.result .label { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.06em; color: #46505c; font-weight: 600; }
.result .title { font-size: 13pt; font-weight: 700; margin: 1pt 0 3pt; }
.result .grade { font-weight: 600; margin: 0 0 3pt; }
.result.overall .title { font-size: 15pt; }
.severity-verfahrensfrei { border-left-color: #1f6b37; }
.severity-verfahrensfrei .title { color: #1f6b37; }
.severity-weitere_genehmigungen { border-left-color: #b7791f; }
.severity-weitere_genehmigungen .title { color: #7a4f0f; }
.severity-bauaufsicht_kontaktieren { border-left-color: #b7791f; }
.severity-bauaufsicht_kontaktieren .title { color: #7a4f0f; }
.severity-genehmigungspflichtig { border-left-color: #b3261e; }
.severity-genehmigungspflichtig .title { color: #b3261e; }
.qa { break-inside: avoid; padding: 4pt 0 5pt; border-bottom: 0.6pt solid #cfdccc; }
.qa .question { font-weight: 600; }
.qa .answer { margin-top: 1pt; }
.qa .answer strong { color: #0b3a75; }
.note { background: #fff8e1; border-left: 3pt solid #b7791f; padding: 5pt 8pt; margin: 4pt 0; break-inside: avoid; }
/* Short blocks that read as one (a heading or lead-in with its list or table) move to the next page whole. */
.keep-together { break-inside: avoid; }
.box { border: 1pt solid #cfdccc; border-radius: 3pt; padding: 7pt 10pt; margin: 6pt 0; break-inside: avoid; }
.disclaimer { margin-top: 12pt; padding: 7pt 10pt; border: 1pt solid #afc4e2; background: #eef3fa; border-radius: 3pt;
  font-size: 9.5pt; break-inside: avoid; }
.result-link { display: flex; gap: 10pt; align-items: flex-start; margin-top: 10pt; break-inside: avoid; font-size: 9pt; }
.result-link .qr-code { flex: none; width: 34mm; height: 34mm; }
.result-link .caption { font-weight: 700; font-size: 10.5pt; margin: 0 0 3pt; }
.result-link .url { font-size: 6.5pt; color: #46505c; word-break: break-all; margin: 4pt 0 0; }
.slide { border: 0.8pt solid #cfdccc; border-radius: 3pt; padding: 6pt 9pt; margin: 0 0 6pt; break-inside: avoid-page; }
.slide.chapter { border-color: #0b3a75; background: #eef3fa; }
.slide .head { display: flex; gap: 8pt; align-items: baseline; }
.slide .number { font-weight: 700; color: #0b3a75; min-width: 42pt; }
.slide .type { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.05em; color: #46505c; margin-left: auto;
  white-space: nowrap; }
.problems li { color: #b3261e; }
.ok { color: #1f6b37; font-weight: 600; }
/* The change list is an appendix: it starts on a page of its own. */
.changes { break-before: page; }
.change-list li { margin: 0 0 2pt; break-inside: avoid; }
`;

/** The id of the frame's style element that holds a document's own `pageStyles`. */
export const PAGE_STYLES_ID = 'page-styles';

/** The frame every document is printed in: constant, so the renderer writes it into a page only once. */
export const PDF_FRAME_HTML = html`<!doctype html>
  <html lang="de">
    <head>
      <meta charset="utf-8" />
      <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />
      <title>BauCheck</title>
      <style>
        ${new SafeHtml(FONT_FACE_CSS + STYLES)}
      </style>
      <style id="${PAGE_STYLES_ID}"></style>
    </head>
    <body></body>
  </html>`.value;

/** A document for the frame: its title, its body, and its footer. */
export function pdfDocument(options: {
  title: string;
  body: SafeHtml;
  footer: string;
  outline?: boolean;
}): PdfDocument {
  return {
    title: options.title,
    body: options.body.value,
    pageStyles: footerStyles(options.footer),
    ...(options.outline ? { outline: true } : {}),
  };
}

/**
 * Text as a CSS string literal: everything but letters, digits and spaces as a hexadecimal escape, so
 * that no quote or backslash in a unit's name can end the string and add rules of its own. (The
 * renderer sets the page styles as text, so `</style>` could not end the element either; escaped
 * all the same, the styles stay safe wherever they are written.)
 */
export function cssString(text: string): string {
  const escaped = [...text]
    .map((char) => (/[\p{L}\p{N} ]/u.test(char) ? char : `\\${(char.codePointAt(0) ?? 0).toString(16)} `))
    .join('');
  return `"${escaped}"`;
}

/**
 * The footer in the page's bottom margin (CSS margin boxes): the text left, page numbers right. Part
 * of the document, it uses the document's fonts; Chromium's footer template is a document of its own
 * that cannot load fonts from files, so it would need a font inlined into every render again.
 */
function footerStyles(text: string): string {
  const box = `font-family:'${FONT_FAMILY}',sans-serif;font-size:7.5pt;color:#46505c;vertical-align:bottom;padding-bottom:5.15mm;`;
  return `@page{@bottom-left{content:${cssString(text)};${box}}@bottom-right{content:"Seite " counter(page) " von " counter(pages);${box}}}`;
}
