import { runInNewContext } from 'node:vm';
import { spaDocumentFor } from '@baucheck/shared/spa-documents';
import { describe, expect, it } from 'vitest';
import { API_TRAILING_SLASH_CODE, MEDIA_PREFIX_CODE, SPA_FALLBACK_CODE } from '../lib/edge-functions.ts';

interface ViewerRequest {
  uri: string;
  querystring?: Record<string, { value: string }>;
}

/** Runs a CloudFront Function's source in an isolated context, as CloudFront calls it. */
const run = (code: string, request: ViewerRequest): ViewerRequest =>
  runInNewContext(`${code}\nhandler(event);`, { event: { request: structuredClone(request) } }) as ViewerRequest;

describe('SPA history fallback', () => {
  it('answers app routes with index.html', () => {
    for (const uri of [
      '/',
      '/quick-check/musterstadt/gartenhaus',
      '/admin/checks/',
      '/loginx',
      '/home/a/b',
      '/homes',
    ]) {
      expect(run(SPA_FALLBACK_CODE, { uri }).uri, uri).toBe('/index.html');
    }
  });

  it('answers the landing page with the prerendered landing shell, as the local gateway does', () => {
    for (const uri of ['/home', '/home/', '/home/lindenau', '/home/lindenau/']) {
      expect(run(SPA_FALLBACK_CODE, { uri }).uri, uri).toBe('/home.html');
      expect(spaDocumentFor(uri), uri).toBe('/home.html');
    }
    for (const uri of ['/quick-check/start/lindenau', '/home/a/b'])
      expect(spaDocumentFor(uri), uri).toBe('/index.html');
  });

  it('answers staff pages with the staff app, as the local gateway does', () => {
    for (const uri of [
      '/login',
      '/Login',
      '/checks/gartenhaus/true/overview',
      '/reference-units/',
      '/passwort-request',
    ]) {
      expect(run(SPA_FALLBACK_CODE, { uri }).uri, uri).toBe('/staff.html');
      expect(spaDocumentFor(uri), uri).toBe('/staff.html');
    }
  });

  it('passes files through', () => {
    for (const uri of [
      '/assets/index-3f2a9c.js',
      '/favicon.ico',
      '/index.html',
      '/home.html',
      '/staff.html',
      '/fonts/a.b/c.woff2',
    ]) {
      expect(run(SPA_FALLBACK_CODE, { uri }).uri, uri).toBe(uri);
      expect(spaDocumentFor(uri), uri).toBeUndefined();
    }
  });
});

describe('API trailing slash', () => {
  it('drops the trailing slash and keeps the query string', () => {
    const querystring = { is_draft: { value: 'true' } };
    expect(run(API_TRAILING_SLASH_CODE, { uri: '/api/faqs/public/', querystring })).toEqual({
      uri: '/api/faqs/public',
      querystring,
    });
    expect(run(API_TRAILING_SLASH_CODE, { uri: '/api/users/me' }).uri).toBe('/api/users/me');
  });
});

describe('media prefix', () => {
  it('maps /media/<key> to the object key', () => {
    expect(run(MEDIA_PREFIX_CODE, { uri: '/media/faqs/2b1f.png' }).uri).toBe('/faqs/2b1f.png');
  });
});
