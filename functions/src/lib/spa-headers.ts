import { ANALYTICS_ORIGINS, MAP_TILE_ORIGINS } from '@baucheck/shared/external-origins';

/**
 * Security headers of the single-page app's documents, sent by CloudFront (a response headers
 * policy in infra/) and by the local gateway alike. PrimeReact sets inline styles, hence
 * 'unsafe-inline' for styles only. Framing is allowed from any site because municipalities embed
 * the public check in their own pages (an iframe). Beyond its own origin the app loads map tiles
 * (images) and sends analytics events, to the hosts of shared/src/external-origins.ts only.
 */
export const SPA_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  ["img-src 'self' data: blob:", ...MAP_TILE_ORIGINS].join(' '),
  "font-src 'self'",
  ["connect-src 'self'", ...ANALYTICS_ORIGINS].join(' '),
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

export const SPA_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': SPA_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** Hashed build assets never change; documents are revalidated so a deploy shows at once. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const DOCUMENT_CACHE_CONTROL = 'no-cache';
