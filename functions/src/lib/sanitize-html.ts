import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Editor HTML is sanitised on write (here) and again on render (browser). jsdom is heavy, so this
 * module is imported only by handlers that write editor HTML, never by public read paths.
 */
const purify = createDOMPurify(new JSDOM('').window);

export const sanitizeHtml = (html: string): string =>
  purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
