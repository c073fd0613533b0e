import { configFromEnv, type AppConfig } from './config-values.ts';

/**
 * Settings of this build. Vite inlines `import.meta.env.VITE_*` as literals; their zod validation
 * (src/lib/env.ts) runs in vite.config.ts, before any of them can be inlined.
 */
export const config: AppConfig = configFromEnv({
  VITE_PRODUCT_TITLE: import.meta.env.VITE_PRODUCT_TITLE,
  VITE_PLAUSIBLE_DOMAIN: import.meta.env.VITE_PLAUSIBLE_DOMAIN,
  VITE_PLAUSIBLE_HOST: import.meta.env.VITE_PLAUSIBLE_HOST,
  VITE_SIGN_LANGUAGE_VIDEO_URL: import.meta.env.VITE_SIGN_LANGUAGE_VIDEO_URL,
  VITE_MAP_TILE_URL: import.meta.env.VITE_MAP_TILE_URL,
  VITE_MAP_ATTRIBUTION: import.meta.env.VITE_MAP_ATTRIBUTION,
});
