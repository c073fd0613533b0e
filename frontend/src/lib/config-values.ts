import {
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  DEFAULT_PLAUSIBLE_HOST,
} from '@baucheck/shared/external-origins';

/*
 * The build's settings with their defaults. No zod here: this module is part of every page's first
 * load; the values were validated by env.ts when the bundle was built.
 */

export const DEFAULT_PRODUCT_TITLE = 'BauCheck';
/** VITE_MAP_TILE_URL=off: the map shows no base tiles (marker and clicks still work). */
export const MAP_TILES_OFF = 'off';

export type EnvKey =
  | 'VITE_PRODUCT_TITLE'
  | 'VITE_PLAUSIBLE_DOMAIN'
  | 'VITE_PLAUSIBLE_HOST'
  | 'VITE_SIGN_LANGUAGE_VIDEO_URL'
  | 'VITE_MAP_TILE_URL'
  | 'VITE_MAP_ATTRIBUTION';

type RawEnv = Partial<Record<EnvKey, string | undefined>>;

export interface AppConfig {
  /** Product title shown in the top bar, the footer and every document title. */
  productTitle: string;
  /** Cookieless Plausible pageviews; null when VITE_PLAUSIBLE_DOMAIN is not set. */
  plausible: { domain: string; host: string } | null;
  /** The Gebärdensprache video, or null (the page then says it is in preparation). */
  signLanguageVideoUrl: string | null;
  /** Base map of the Karte slide; `tileUrl` null: no tiles. */
  map: { tileUrl: string | null; attribution: string };
}

/**
 * The settings with their defaults, from values that passed env.ts's schema (or, in the browser,
 * that Vite inlined after the build validated them). Empty values mean the default.
 */
export function configFromEnv(raw: RawEnv): AppConfig {
  const value = (key: keyof RawEnv) => raw[key]?.trim() || undefined;
  const plausibleDomain = value('VITE_PLAUSIBLE_DOMAIN');
  const tileUrl = value('VITE_MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  return {
    productTitle: value('VITE_PRODUCT_TITLE') ?? DEFAULT_PRODUCT_TITLE,
    plausible: plausibleDomain
      ? { domain: plausibleDomain, host: (value('VITE_PLAUSIBLE_HOST') ?? DEFAULT_PLAUSIBLE_HOST).replace(/\/+$/, '') }
      : null,
    signLanguageVideoUrl: value('VITE_SIGN_LANGUAGE_VIDEO_URL') ?? null,
    map: {
      tileUrl: tileUrl === MAP_TILES_OFF ? null : tileUrl,
      attribution: value('VITE_MAP_ATTRIBUTION') ?? DEFAULT_MAP_ATTRIBUTION,
    },
  };
}
