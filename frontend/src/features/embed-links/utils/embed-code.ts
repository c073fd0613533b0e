import type { CheckGroup } from '@baucheck/shared/enums';
import { flowPath, groupStartPath } from '#features/quick-check/utils/flow-paths.ts';

/**
 * The public links of a unit for one start: its landing page (no group), or the check that starts
 * directly with a project type. `embed` is the same page of the embed family (the residents' routes
 * below /embed: no top bar, made for a municipality's iframe).
 */
export function unitLinks(origin: string, slug: string, group: CheckGroup | null = null) {
  const path = (embedded: boolean) =>
    group ? groupStartPath(group, { gemeinde: slug }, embedded) : flowPath('home', { gemeinde: slug }, embedded);
  return { home: `${origin}${path(false)}`, embed: `${origin}${path(true)}` };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The recommended snippet (README, "Embedding the check"): `embed.js` from this origin creates the
 * iframe and sizes it to its content on every step.
 */
export function scriptSnippet(origin: string, slug: string, group: CheckGroup | null = null): string {
  const vorhaben = group ? ` data-vorhaben="${escapeAttribute(group)}"` : '';
  return [
    `<div data-baucheck data-gemeinde="${escapeAttribute(slug)}"${vorhaben}></div>`,
    `<script src="${escapeAttribute(`${origin}/embed.js`)}" async></script>`,
  ].join('\n');
}

/** The plain iframe snippet, at a fixed height, for sites that allow no scripts. */
export function iframeSnippet(embedUrl: string, title: string): string {
  return `<iframe src="${escapeAttribute(embedUrl)}" title="${escapeAttribute(title)}" style="width: 100%; min-height: 760px; border: 0;" loading="lazy"></iframe>`;
}
