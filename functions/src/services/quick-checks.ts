import type { QuickCheck } from '@baucheck/shared/checks';
import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { loadDraftContent } from '#repositories/check-content';
import {
  getAssociation,
  getCheckRecord,
  getVersionRecord,
  storeQuickCheck,
  type CheckRecord,
} from '#repositories/checks';
import { invalidatePublicReads } from '#lib/cdn-invalidation';
import { listReferenceUnits, toReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import { withLocalValues } from './check-definition.ts';

/*
 * The public checks residents load, materialised per unit and group so that one GetItem serves them
 * (and the CDN caches that). Whatever changes what a unit shows (publish, association, local content)
 * calls refreshQuickChecks for the units concerned; the result is computed from the sources each time.
 */

/** The check a unit uses for a group: its own association, else its Land's; null when none is published. */
export async function resolveCheck(
  unit: ReferenceUnitRecord,
  group: CheckGroup,
): Promise<{ check: CheckRecord; inherited: boolean } | null> {
  const own = await getAssociation(unit.id, group);
  const checkId = own ?? (unit.parent_id ? await getAssociation(unit.parent_id, group) : null);
  if (!checkId) return null;
  const check = await getCheckRecord(checkId);
  if (!check || check.deleted_at || check.latest_version === 0) return null;
  return { check, inherited: own === null };
}

async function buildQuickCheck(
  unit: ReferenceUnitRecord,
  land: ReferenceUnitRecord | null,
  group: CheckGroup,
): Promise<QuickCheck | null> {
  const resolved = await resolveCheck(unit, group);
  if (!resolved) return null;
  const { check } = resolved;
  const version = await getVersionRecord(check.id, check.latest_version);
  if (!version) return null;
  const content = await loadDraftContent(check.id);
  const localUnits = land ? [land.id, unit.id] : [unit.id];
  return {
    check_id: check.id,
    version: version.version,
    group: version.group,
    type: version.type,
    title: version.title,
    legal_basis: version.legal_basis,
    as_of: version.as_of,
    published_at: version.published_at,
    reference_unit: {
      id: unit.id,
      slug: unit.slug,
      name: unit.name,
      land_name: (land ?? unit).name,
      coat_of_arms: toReferenceUnit(unit).coat_of_arms,
    },
    contact: unit.contact,
    side_laws: { ...land?.side_laws, ...unit.side_laws },
    links: { ...land?.links, ...unit.links },
    definition: withLocalValues(version.definition, content, localUnits),
  };
}

/**
 * Recomputes the public checks of the given units (and, for a Land, of all its Gemeinden, which
 * inherit its checks) for the given groups.
 */
export async function refreshQuickChecks(
  unitIds: Iterable<string>,
  groups: readonly CheckGroup[] = CHECK_GROUPS,
): Promise<void> {
  const units = await listReferenceUnits();
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const targets = new Set<string>();
  for (const id of unitIds) {
    targets.add(id);
    if (byId.get(id)?.kind === 'Land') for (const unit of units) if (unit.parent_id === id) targets.add(unit.id);
  }
  for (const id of targets) {
    const unit = byId.get(id);
    if (!unit) continue;
    const land = unit.parent_id ? (byId.get(unit.parent_id) ?? null) : null;
    // The groups of one unit at once; the units one after another, so a Land with many Gemeinden does
    // not start thousands of reads together.
    await Promise.all(
      groups.map(async (group) => storeQuickCheck(unit.id, group, await buildQuickCheck(unit, land, group))),
    );
  }
  await invalidatePublicReads(['quick-checks']);
}
