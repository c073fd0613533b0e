/*
 * The only hosts outside its own origin that the public app talks to, in one place: the frontend takes
 * its defaults from here, its build refuses a configured URL on any other host (frontend/src/lib/env.ts),
 * and the Content-Security-Policy of the app's documents allows exactly these (functions/src/lib/spa-headers.ts).
 * Another tile server or Plausible instance therefore means adding its origin here.
 */

/** Tile server of the Federal Agency for Cartography and Geodesy (BKG). */
const BKG_TILE_ORIGIN = 'https://sgx.geodatenzentrum.de';
/** Official basemap of the BKG: basemap.de Web Raster (colour), WMTS tiles in Web Mercator. */
export const DEFAULT_MAP_TILE_URL = `${BKG_TILE_ORIGIN}/wmts_basemapde/tile/1.0.0/de_basemapde_web_raster_farbe/default/GLOBAL_WEBMERCATOR/{z}/{y}/{x}.png`;
/** Attribution required by the basemap's licence (CC BY 4.0). */
export const DEFAULT_MAP_ATTRIBUTION = '© GeoBasis-DE / BKG (2026) CC BY 4.0';

/** Plausible Analytics (cookieless); a self-hosted instance is added to the list below. */
export const DEFAULT_PLAUSIBLE_HOST = 'https://plausible.io';

/** Origins the map may load tiles from (CSP img-src). */
export const MAP_TILE_ORIGINS: readonly string[] = [BKG_TILE_ORIGIN];
/** Origins the app may send analytics events to (CSP connect-src). */
export const ANALYTICS_ORIGINS: readonly string[] = [DEFAULT_PLAUSIBLE_HOST];
