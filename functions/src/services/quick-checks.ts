import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { QuickCheck } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { config } from '#lib/config';
import { entityTagsOf } from '#lib/middleware/cache-headers';
import { loadLocalContent, type AttributeRecord } from '#repositories/check-content';
import {
  getAssociation,
  getAssociationsOf,
  getCheckRecord,
  getCheckRecords,
  getVersionRecord,
  type CheckRecord,
  type VersionRecord,
} from '#repositories/checks';
import { readPublicCheckRevisions } from '#repositories/public-check-revisions';
import { getReferenceUnit, toReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import { withLocalValues } from './check-definition.ts';
import { localUnitsOf } from '@baucheck/shared/engine/local-values';

/*
 * The public check residents load, resolved when it is read: a few key reads (the unit and its
 * association, its Land and the Land's association, the check, its latest published version and the
 * local values of the unit and its Land), independent ones in parallel, and the CDN caches the answer.
 * Nothing is stored per unit, so publishing, associating and changing local values cost the same for 3
 * or 3,000 Gemeinden: they only drop the CDN's copies (route table `invalidates`, lib/cdn-invalidation.ts).
 */

interface ResolvedCheck {
  check: CheckRecord;
  inherited: boolean;
}

/** Whether residents get a check: not deleted and published at least once (also for the 304 path). */
const isPublished = (check: { deleted: boolean; latest_version: number }) =>
  !check.deleted && check.latest_version !== 0;
const isPublishedRecord = (check: CheckRecord) =>
  isPublished({ deleted: Boolean(check.deleted_at), latest_version: check.latest_version });

/** The published check behind a unit's own association (`own`), else behind its Land's. */
async function checkFor(own: string | null, landId: string | null, group: CheckGroup): Promise<ResolvedCheck | null> {
  const checkId = own ?? (landId ? await getAssociation(landId, group) : null);
  if (!checkId) return null;
  const check = await getCheckRecord(checkId);
  if (!check || !isPublishedRecord(check)) return null;
  return { check, inherited: own === null };
}

/** A unit by id with its own association for the group, read together; a deactivated unit as none. */
async function unitWithAssociation(unitId: string, group: CheckGroup) {
  const [unit, own] = await Promise.all([getReferenceUnit(unitId), getAssociation(unitId, group)]);
  return { unit: unit?.active === false ? null : unit, own };
}

/** Whether residents of the unit can take a check of the group now (unknown units: no). */
export async function hasPublishedCheck(unitId: string, group: CheckGroup): Promise<boolean> {
  return (await unitOfPublishedCheck(unitId, group)) !== null;
}

/**
 * For each group, the Länder (of `laender`, active ones) whose residents can take a check of it now: a
 * Land uses only its own association, so their associations and then those checks are read in a
 * BatchGetItem each, instead of a few reads per Land and group (16 × 4 in Germany).
 */
export async function laenderWithPublishedCheck(
  laender: readonly ReferenceUnitRecord[],
  groups: readonly CheckGroup[],
): Promise<Map<CheckGroup, string[]>> {
  const associations = await getAssociationsOf(
    laender.map((land) => land.id),
    groups,
  );
  const checkIds = [...associations.values()].flatMap((byGroup) => Object.values(byGroup));
  const published = new Set((await getCheckRecords(checkIds)).filter(isPublishedRecord).map((check) => check.id));
  return new Map(
    groups.map((group) => [
      group,
      laender
        .filter((land) => {
          const checkId = associations.get(land.id)?.[group];
          return checkId !== undefined && published.has(checkId);
        })
        .map((land) => land.id),
    ]),
  );
}

/** The unit, if residents of it can take a check of the group now; null otherwise. */
export async function unitOfPublishedCheck(unitId: string, group: CheckGroup): Promise<ReferenceUnitRecord | null> {
  const { unit, own } = await unitWithAssociation(unitId, group);
  return unit !== null && (await checkFor(own, unit.parent_id, group)) !== null ? unit : null;
}

/*
 * The ETag of a public check, known without building and hashing the answer: it names the revisions of
 * the records the answer is resolved from (the unit, its Land, the unit's association, the check with
 * its published version, and the local revisions of the unit and its Land; a version itself never
 * changes), the code that shapes the answer, and the keys of the Land and the check, so that a request
 * with If-None-Match is answered by one BatchGetItem of those few small records (304 when nothing
 * changed) instead of reading the published version and the local values. The revisions are read
 * before the content they stand for: a change in between makes the ETag older than the answer, never
 * newer, so the next request gets the new answer.
 */

const TAG_PREFIX = 'qc1';
/** One of these ETags (compared weakly, so without `W/`): its digest, Land id and check id. */
const TAG_PATTERN = new RegExp(`^"${TAG_PREFIX}~([\\w-]+)~([\\w-]*)~([\\w-]+)"$`);

/** The running code (the function's bundle; in the local stack also its start), read once per container. */
let codeIdentity: string | undefined;
function currentCode(): string {
  codeIdentity ??= `${digest(readFileSync(new URL(import.meta.url)))}${config().LOCAL_STACK ? String(performance.timeOrigin) : ''}`;
  return codeIdentity;
}

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 22);

interface TagSources {
  unitId: string;
  group: CheckGroup;
  unitVersion: number;
  land: { id: string; version: number } | null;
  own: string | null;
  check: { id: string; version: number; latest_version: number };
  /** The local revisions of the unit and its Land for the check (public-check-revisions.ts). */
  local: { unit: number; land: number };
}

function tagOf(sources: TagSources): string {
  const { unitId, group, unitVersion, land, own, check, local } = sources;
  const revisions = [
    currentCode(),
    unitId,
    group,
    unitVersion,
    land?.id ?? null,
    land?.version ?? null,
    own,
    check.id,
    check.version,
    check.latest_version,
    local.unit,
    local.land,
  ];
  return `"${TAG_PREFIX}~${digest(JSON.stringify(revisions))}~${land?.id ?? ''}~${check.id}"`;
}

/**
 * The ETag a client holds (If-None-Match), when the public check it stands for is still current: read
 * from the revisions alone. Null when it changed, or for anything but one of these ETags.
 */
export async function unchangedQuickCheckTag(
  unitId: string,
  group: CheckGroup,
  ifNoneMatch: string | undefined,
): Promise<string | null> {
  const held = entityTagsOf(ifNoneMatch)
    .map((candidate) => TAG_PATTERN.exec(candidate))
    .find((match) => match !== null);
  if (!held) return null;
  const [, , landId = '', checkId = ''] = held;
  const revisions = await readPublicCheckRevisions(unitId, landId || null, checkId, group);
  const { unit, land, check } = revisions;
  if (!unit?.active || (unit.parent_id ?? '') !== landId || (landId && !land)) return null;
  if ((revisions.own ?? revisions.landAssociation) !== checkId) return null;
  if (!check || !isPublished(check)) return null;
  const current = tagOf({
    unitId,
    group,
    unitVersion: unit.version,
    land: land ? { id: landId, version: land.version } : null,
    own: revisions.own,
    check,
    local: revisions.local,
  });
  return current === held[0] ? current : null;
}

/**
 * The published check residents of a unit get for a group, with the Land's and then the unit's local
 * values over the version's own, and the unit's contact, side laws and links over its Land's; null for
 * an unknown unit or when no check is published for it.
 */
export async function resolveQuickCheck(unitId: string, group: CheckGroup): Promise<QuickCheck | null> {
  return (await resolve(unitId, group))?.quickCheck ?? null;
}

/** The public check (resolveQuickCheck) with its ETag, for the residents' GET. */
export async function resolveTaggedQuickCheck(
  unitId: string,
  group: CheckGroup,
): Promise<{ quickCheck: QuickCheck; etag: string } | null> {
  const resolved = await resolve(unitId, group);
  return resolved && { quickCheck: resolved.quickCheck, etag: tagOf(resolved.sources) };
}

async function resolve(
  unitId: string,
  group: CheckGroup,
): Promise<{ quickCheck: QuickCheck; sources: TagSources } | null> {
  const { unit, own } = await unitWithAssociation(unitId, group);
  if (!unit) return null;
  const [land, resolved] = await Promise.all([
    unit.parent_id ? getReferenceUnit(unit.parent_id) : null,
    checkFor(own, unit.parent_id, group),
  ]);
  if (!resolved) return null;
  const { check } = resolved;
  const localUnits = localUnitsOf(land?.id ?? null, unit.id);
  const [version, local] = await Promise.all([
    getVersionRecord(check.id, check.latest_version),
    loadLocalContent(check.id, localUnits),
  ]);
  if (!version) return null;
  return {
    quickCheck: quickCheckOf(unit, land, check, version, local.values, localUnits),
    sources: {
      unitId: unit.id,
      group,
      unitVersion: unit.version,
      land: land ? { id: land.id, version: land.version } : null,
      own,
      check,
      local: { unit: local.revisions[unit.id] ?? 0, land: land ? (local.revisions[land.id] ?? 0) : 0 },
    },
  };
}

function quickCheckOf(
  unit: ReferenceUnitRecord,
  land: ReferenceUnitRecord | null,
  check: CheckRecord,
  version: VersionRecord,
  localValues: AttributeRecord[],
  localUnits: string[],
): QuickCheck {
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
    definition: withLocalValues(version.definition, localValues, localUnits),
  };
}
