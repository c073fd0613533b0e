import sanitize from 'sanitize-html';

/*
 * Editor HTML (FAQ entries, outcome texts, slide descriptions) is sanitised on write (here); the API
 * stores and serves only what came through this allowlist, and the browser renders it as stored
 * (frontend/src/components/stored-html.tsx). The PDF applies its own print allowlist (services/pdf/html.ts).
 *
 * The server uses sanitize-html (an allowlist over htmlparser2) rather than DOMPurify: DOMPurify needs a
 * DOM, and the only server DOM its authors vouch for is jsdom, which made each writing function a 6 MB
 * bundle with a ~400 ms cold start. An allowlist needs no DOM: what is not listed is dropped, and the
 * output is serialised anew from the parsed tree with plain text tags only (no raw-text or foreign
 * elements such as style, textarea or svg, where a browser would parse differently). Should anything
 * slip through all the same, the documents' Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-inline') keeps it from running.
 */

/** What the editors produce (Quill's bold, italic, underline, headings, lists, links) and plain tables. */
export const EDITOR_TAGS = [
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
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

/** Where an editor's link may lead: the web, an e-mail address, a telephone number. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const EDITOR_OPTIONS: sanitize.IOptions = {
  allowedTags: EDITOR_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  // Script, style and other non-text elements go with their content; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
};

export const sanitizeHtml = (html: string): string => sanitize(html, EDITOR_OPTIONS);
