import { EMBED_PREFIX } from '#features/quick-check/utils/flow-paths.ts';

/**
 * The public links of a unit: its landing page, and the same page of the embed family (the residents'
 * routes below /embed: no top bar, made for a municipality's iframe).
 */
export function unitLinks(origin: string, slug: string) {
  const path = `/home/${encodeURIComponent(slug)}`;
  return { home: `${origin}${path}`, embed: `${origin}${EMBED_PREFIX}${path}` };
}

/** The iframe snippet a municipality pastes into its website. */
export function iframeSnippet(embedUrl: string, title: string): string {
  const escapedTitle = title.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<iframe src="${embedUrl}" title="${escapedTitle}" style="width: 100%; min-height: 760px; border: 0;" loading="lazy"></iframe>`;
}
