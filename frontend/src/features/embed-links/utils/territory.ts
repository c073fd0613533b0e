import type { Check } from '@baucheck/shared/checks';
import type { Level } from '@baucheck/shared/enums';
import { EMBED_PREFIX } from '#features/quick-check/utils/flow-paths.ts';
import type { UnitWithChecks } from '../api/list-units-with-checks.ts';

/**
 * The reference units a user works for, as far as the API lets the browser tell (the unit list does
 * not name the organisation a unit belongs to; see the report of the admin issue):
 * - Administrator: every unit.
 * - Land: its Länder (those of the Standard checks it sees) and their Gemeinden.
 * - Kommune: the Gemeinden that own an Individuell check it sees; without any, every Gemeinde of its
 *   Land (the links are public anyway, so showing more is harmless).
 * Ordered: Länder first, then Gemeinden, each by name.
 */
export function territoryUnits(level: Level, units: UnitWithChecks[], checks: Check[]): UnitWithChecks[] {
  const landIds = new Set(checks.map((check) => check.land_id));
  let selected: UnitWithChecks[];
  if (level === 'Administrator') {
    selected = units;
  } else if (level === 'Land') {
    selected = units.filter((unit) => landIds.has(unit.id) || (unit.parent_id !== null && landIds.has(unit.parent_id)));
  } else if (level === 'Kommune') {
    const own = new Set(
      checks.flatMap((check) => (check.type === 'Individuell' && check.owner_unit_id ? [check.owner_unit_id] : [])),
    );
    selected =
      own.size > 0
        ? units.filter((unit) => own.has(unit.id))
        : units.filter((unit) => unit.kind === 'Gemeinde' && unit.parent_id !== null && landIds.has(unit.parent_id));
  } else {
    selected = [];
  }
  return [...selected].sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Land' ? -1 : 1,
  );
}

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
