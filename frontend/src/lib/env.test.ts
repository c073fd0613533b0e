import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@baucheck/shared/external-origins';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('build settings', () => {
  it('defaults to the BKG basemap, no analytics and no sign-language video', () => {
    expect(parseEnv({})).toEqual({
      productTitle: 'BauCheck',
      plausible: null,
      signLanguageVideoUrl: null,
      map: { tileUrl: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION },
    });
  });

  it('turns Plausible on with a domain, on the allowed host, and the tiles off with "off"', () => {
    const config = parseEnv({
      VITE_PLAUSIBLE_DOMAIN: 'baucheck.example.de',
      VITE_PLAUSIBLE_HOST: 'https://plausible.io/',
      VITE_MAP_TILE_URL: 'off',
      VITE_SIGN_LANGUAGE_VIDEO_URL: '/media/dgs.mp4',
    });
    expect(config.plausible).toEqual({ domain: 'baucheck.example.de', host: 'https://plausible.io' });
    expect(config.map.tileUrl).toBeNull();
    expect(config.signLanguageVideoUrl).toBe('/media/dgs.mp4');
  });

  it.each([
    ['VITE_MAP_TILE_URL', 'https://tiles.example.org/{z}/{x}/{y}.png', /VITE_MAP_TILE_URL/],
    ['VITE_MAP_TILE_URL', 'https://sgx.geodatenzentrum.de/tile.png', /\{z\}, \{x\} und \{y\}/],
    ['VITE_PLAUSIBLE_HOST', 'https://stats.example.org', /VITE_PLAUSIBLE_HOST/],
    ['VITE_PLAUSIBLE_DOMAIN', 'nicht eine domain', /VITE_PLAUSIBLE_DOMAIN/],
    ['VITE_SIGN_LANGUAGE_VIDEO_URL', 'http://video.example.org/dgs.mp4', /VITE_SIGN_LANGUAGE_VIDEO_URL/],
  ])('refuses %s=%s, which the Content-Security-Policy would block or which is malformed', (key, value, message) => {
    expect(() => parseEnv({ [key]: value })).toThrow(message);
  });
});
