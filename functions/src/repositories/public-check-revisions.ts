import type { CheckGroup } from '@baucheck/shared/enums';
import { batchGetAll } from '../data/batch.ts';
import { associationKey, checkPartition, META } from './check-keys.ts';
import { unitKey } from './reference-units.ts';

/*
 * What a public check is resolved from (services/quick-checks.ts), reduced to the fields that say
 * whether it changed: the unit and its Land (every change advances `version`), their associations
 * (which check), and the check record (`latest_version`, `version`, and `content_revision`, which every
 * change of the draft's content and of the units' local values advances). Read in one BatchGetItem of
 * at most five small items, strongly consistent like the resolution itself, and only these attributes.
 */

export interface PublicCheckRevisions {
  unit: { version: number; parent_id: string | null; active: boolean } | null;
  /** The check of the unit's own association, or null. */
  own: string | null;
  land: { version: number } | null;
  /** The check of the Land's association, or null. */
  landAssociation: string | null;
  check: { id: string; version: number; latest_version: number; content_revision: number; deleted: boolean } | null;
}

const ATTRIBUTES = [
  'pk',
  'sk',
  'version',
  'parent_id',
  'active',
  'check_id',
  'latest_version',
  'content_revision',
  'deleted_at',
];

type Item = Record<string, unknown> & { pk: string; sk: string };

/** The revisions of a unit, its Land (`landId`, when it has one) and the check `checkId`, for a group. */
export async function readPublicCheckRevisions(
  unitId: string,
  landId: string | null,
  checkId: string,
  group: CheckGroup,
): Promise<PublicCheckRevisions> {
  const keys = {
    unit: unitKey(unitId),
    own: associationKey(unitId, group),
    land: landId ? unitKey(landId) : null,
    landAssociation: landId ? associationKey(landId, group) : null,
    check: { pk: checkPartition(checkId), sk: META },
  };
  const items = await batchGetAll<Item>(
    Object.values(keys).filter((key) => key !== null),
    true,
    ATTRIBUTES,
  );
  const itemAt = (key: { pk: string; sk: string } | null) =>
    key ? items.find((item) => item.pk === key.pk && item.sk === key.sk) : undefined;
  const unit = itemAt(keys.unit);
  const land = itemAt(keys.land);
  const check = itemAt(keys.check);
  return {
    unit: unit
      ? {
          version: Number(unit.version),
          parent_id: (unit.parent_id as string | null) ?? null,
          active: unit.active !== false,
        }
      : null,
    own: (itemAt(keys.own)?.check_id as string | undefined) ?? null,
    land: land ? { version: Number(land.version) } : null,
    landAssociation: (itemAt(keys.landAssociation)?.check_id as string | undefined) ?? null,
    check: check
      ? {
          id: checkId,
          version: Number(check.version),
          latest_version: Number(check.latest_version),
          content_revision: Number(check.content_revision),
          deleted: Boolean(check.deleted_at),
        }
      : null,
  };
}
