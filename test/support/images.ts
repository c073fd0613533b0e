import { readFileSync } from 'node:fs';
import type { ApiSession } from './http.ts';

/** A small PNG of the demo content. */
export const PNG = readFileSync(
  new URL('../../functions/local/seed/assets/gartenhaus-rauminhalt.png', import.meta.url),
);

/** POST /api/images/ as the staff pages send it (multipart, CSRF header). */
export async function uploadImage(
  session: ApiSession,
  query: string,
  bytes: Uint8Array,
  type = 'image/png',
  name = 'bild.png',
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return session.request(`/api/images/?${query}`, { method: 'POST', headers: await session.csrfHeader(), body: form });
}
