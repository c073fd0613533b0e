import { MEDIA_BASE } from '@baucheck/shared/http-constants';

/** URL of an uploaded image: the API returns paths under the media base (`/media/faqs/…png`). */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `${MEDIA_BASE}/${path}`;
}
