/// <reference types="vite/client" />

/** Build-time settings, validated by src/lib/env.ts (see there for their meaning). */
interface ImportMetaEnv {
  /** Product title (default "BauCheck"). */
  readonly VITE_PRODUCT_TITLE?: string;
  /** Domain registered in Plausible; analytics (cookieless pageviews) are off without it. */
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  /** Plausible instance (default https://plausible.io). */
  readonly VITE_PLAUSIBLE_HOST?: string;
  /** Video for the Gebärdensprache page. */
  readonly VITE_SIGN_LANGUAGE_VIDEO_URL?: string;
  /** Base map tile template; `off` for none (default: basemap.de of the BKG). */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution of the base map. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts `define`), for the footer's copyright line. */
declare const __BUILD_YEAR__: number;
