import { z } from 'zod/mini';

export const DEFAULT_PRODUCT_TITLE = 'BauCheck';

/**
 * The build-time settings (`VITE_*` variables from the environment or `.env` files). vite.config.ts
 * validates them with this schema whenever the dev server starts or a bundle is built, so a bad value
 * stops the build instead of reaching residents; the browser bundle then needs no validator (zod
 * would add about 15 kB gzip to the first load of every public page).
 */
export const envSchema = z.object({
  VITE_PRODUCT_TITLE: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(60, 'VITE_PRODUCT_TITLE darf höchstens 60 Zeichen lang sein.'),
        z.regex(/^[^<>{}]*$/, 'VITE_PRODUCT_TITLE darf keine spitzen oder geschweiften Klammern enthalten.'),
      ),
  ),
});

export interface AppConfig {
  /** Product title shown in the top bar, the footer and every document title. */
  productTitle: string;
}

/** Validates raw settings; an empty title means the default. Throws with all problems listed. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(raw);
  if (!result.success) throw new Error(`Ungültige Einstellungen für das Frontend:\n${z.prettifyError(result.error)}`);
  return { productTitle: result.data.VITE_PRODUCT_TITLE || DEFAULT_PRODUCT_TITLE };
}
