import { DEFAULT_PRODUCT_TITLE, type AppConfig } from './env.ts';

/**
 * Settings of this build. Vite inlines `import.meta.env.VITE_*` as literals; their zod validation
 * (src/lib/env.ts) runs in vite.config.ts, before any of them can be inlined.
 */
export const config: AppConfig = {
  productTitle: import.meta.env.VITE_PRODUCT_TITLE?.trim() || DEFAULT_PRODUCT_TITLE,
};
