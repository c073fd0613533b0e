import { ANALYTICS_ORIGINS, MAP_TILE_ORIGINS } from '@baucheck/shared/external-origins';
import { z } from 'zod/mini';
import { configFromEnv, MAP_TILES_OFF, type AppConfig } from './config-values.ts';

export { DEFAULT_PRODUCT_TITLE, type AppConfig } from './config-values.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

const optionalText = (name: string, max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `${name} darf höchstens ${max} Zeichen lang sein.`),
        z.regex(/^[^<>{}]*$/, `${name} darf keine spitzen oder geschweiften Klammern enthalten.`),
      ),
  );

/**
 * The build-time settings (`VITE_*` variables from the environment or `.env` files). vite.config.ts
 * validates them with this schema whenever the dev server starts or a bundle is built, so a bad value
 * stops the build instead of reaching residents; the browser bundle then needs no validator (zod
 * would add about 15 kB gzip to the first load of every public page) and imports only
 * config-values.ts, never this module. Hosts outside the app's origin must be listed in
 * shared/src/external-origins.ts, which the Content-Security-Policy allows.
 */
export const envSchema = z.object({
  VITE_PRODUCT_TITLE: optionalText('VITE_PRODUCT_TITLE', 60),
  /** The site's domain as registered in Plausible; analytics are off without it. */
  VITE_PLAUSIBLE_DOMAIN: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^$|^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
          'VITE_PLAUSIBLE_DOMAIN muss ein Domainname sein, z. B. baucheck.example.de.',
        ),
      ),
  ),
  VITE_PLAUSIBLE_HOST: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || ANALYTICS_ORIGINS.includes(originOf(value)),
        `VITE_PLAUSIBLE_HOST muss einer der in shared/src/external-origins.ts erlaubten Hosts sein: ${ANALYTICS_ORIGINS.join(', ')}.`,
      ),
    ),
  ),
  /** Video of the Gebärdensprache page: a path on this site (played in the page) or an https address (linked). */
  VITE_SIGN_LANGUAGE_VIDEO_URL: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^$|^\/[^\s<>"]*$|^https:\/\/[^\s<>"]+$/,
          'VITE_SIGN_LANGUAGE_VIDEO_URL muss ein Pfad dieser Seite (/…) oder eine https-Adresse sein.',
        ),
      ),
  ),
  /** Base map tiles ({z}/{x}/{y} template); `off` for none. */
  VITE_MAP_TILE_URL: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) =>
          value === '' ||
          value === MAP_TILES_OFF ||
          (MAP_TILE_ORIGINS.includes(originOf(value)) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
        `VITE_MAP_TILE_URL muss {z}, {x} und {y} enthalten und auf einem der in shared/src/external-origins.ts erlaubten Hosts liegen (${MAP_TILE_ORIGINS.join(', ')}), oder „${MAP_TILES_OFF}“ sein.`,
      ),
    ),
  ),
  VITE_MAP_ATTRIBUTION: optionalText('VITE_MAP_ATTRIBUTION', 200),
});

/** Validates raw settings. Throws with all problems listed. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(raw);
  if (!result.success) throw new Error(`Ungültige Einstellungen für das Frontend:\n${z.prettifyError(result.error)}`);
  return configFromEnv(result.data);
}
