import sanitize from 'sanitize-html';

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

// Text formatting, lists, tables and links; no images, forms, styles or scripts (the document's CSP
// would block remote images anyway, and a broken image helps no one on paper).
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
];

/** Editor HTML, sanitised for print: allowed tags only, links only to http(s), mailto and tel. */
export function editorHtml(value: string): SafeHtml {
  return new SafeHtml(
    sanitize(value, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: { a: ['href'] },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowProtocolRelative: false,
    }),
  );
}
