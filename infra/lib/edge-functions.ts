import { MEDIA_BASE } from '@baucheck/shared/http';
import {
  LANDING_SHELL_FILE,
  LANDING_SHELL_PATH,
  STAFF_DOCUMENT_FILE,
  STAFF_PATH,
} from '@baucheck/shared/spa-documents';

/*
 * Sources of the CloudFront Functions (viewer request, runtime cloudfront-js-2.0). They are plain
 * strings because CloudFront runs them as-is; the infra tests evaluate the same strings in Node.
 */

/**
 * History fallback of the SPA: a path whose last segment has no file extension is an app route
 * (`/quick-check/...`) and gets `index.html`, the landing page's addresses (`/home`, `/home/lindenau`)
 * the prerendered landing shell, a staff page's (`/login`, `/checks/...`) the staff app's document
 * (shared/src/spa-documents.ts, as the local gateway); files (`/assets/index-3f2a.js`) pass through.
 * Done per request on the SPA behaviour only, instead of distribution-wide custom error responses,
 * which would also turn the API's JSON 404s and 403s into the HTML page.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    if (${LANDING_SHELL_PATH.toString()}.test(uri)) request.uri = ${JSON.stringify(`/${LANDING_SHELL_FILE}`)};
    else if (${STAFF_PATH.toString()}.test(uri)) request.uri = ${JSON.stringify(`/${STAFF_DOCUMENT_FILE}`)};
    else request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The API contract's paths end in "/", but HTTP API route keys cannot: the origin request drops the
 * trailing slash so that `/api/faqs/public/` reaches the route `GET /api/faqs/public`. The query string
 * is separate from the URI and stays untouched.
 */
export const API_TRAILING_SLASH_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    request.uri = uri.replace(/\\/+$/, '');
  }
  return request;
}`;

/**
 * Media URLs are `${MEDIA_BASE}/<object key>` (what the API returns and the local gateway serves), while
 * the objects sit at the bucket's root: the prefix is removed before the request reaches S3.
 */
export const MEDIA_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  var prefix = ${JSON.stringify(MEDIA_BASE)};
  if (request.uri.indexOf(prefix + '/') === 0) {
    request.uri = request.uri.substring(prefix.length);
  }
  return request;
}`;
