import sanitize from 'sanitize-html';
import { EDITOR_TAGS, LINK_SCHEMES } from '#lib/sanitize-html';

/*
 * HTML for the PDF templates. Templates are written with the `html` tag, which escapes every
 * interpolated value unless it is already SafeHtml, so nothing a client or an editor sent can become
 * markup by accident. Editor HTML (outcome texts, descriptions) was sanitised when it was saved; it is
 * sanitised again here, with a narrower list of tags, before it reaches Chromium.
 */

/** Markup that is safe to insert as it is: made by `html`, `editorHtml`, or from constant text only. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '');

const interpolate = (value: Interpolation): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
};

/** Template tag: escapes interpolated text, keeps SafeHtml, joins arrays, drops null/undefined/false. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let result = strings[0] ?? '';
  values.forEach((value, index) => {
    result += interpolate(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(result);
}

/*
 * The editors' tags (lib/sanitize-html.ts) without images (the document's CSP would block remote
 * images anyway, and a broken image helps no one on paper), and of the headings only h3 and h4: the
 * document's own h1 and h2 make the PDF's outline (tagged, for screen readers), which an editor's
 * text must not join, and deeper levels add nothing on paper.
 */
const NOT_PRINTED = new Set(['img', 'h1', 'h2', 'h5', 'h6']);
const PRINT_TAGS = EDITOR_TAGS.filter((tag) => !NOT_PRINTED.has(tag));

/** Editor HTML, sanitised for print: allowed tags only, links only to http(s), mailto and tel. */
export function editorHtml(value: string): SafeHtml {
  return new SafeHtml(
    sanitize(value, {
      allowedTags: PRINT_TAGS,
      allowedAttributes: { a: ['href'] },
      allowedSchemes: LINK_SCHEMES,
      // The document lives at a file: URL (fonts.ts), where `//host/…` would not lead to the web.
      allowProtocolRelative: false,
    }),
  );
}
