import type { CheckGroup } from '@baucheck/shared/enums';
import { batchGetAll } from '../data/batch.ts';
import { associationKey, checkPartition, localRevisionKey, META } from './check-keys.ts';
import { unitKey } from './reference-units.ts';

/*
 * What a public check is resolved from (services/quick-checks.ts), reduced to the fields that say
 * whether it changed: the unit and its Land (every change advances `version`), their associations
 * (which check), the check record (`latest_version`, `version`; the draft's `content_revision` is not
 * what residents get) and the local revisions of the unit and its Land for that check (every change of
 * their local values advances them, check-content.ts commitLocalChange). Read in one BatchGetItem of
 * at most seven small items, strongly consistent like the resolution itself, and only these attributes.
 */

export interface PublicCheckRevisions {
  unit: { version: number; parent_id: string | null; active: boolean } | null;
  /** The check of the unit's own association, or null. */
  own: string | null;
  land: { version: number } | null;
  /** The check of the Land's association, or null. */
  landAssociation: string | null;
  check: { id: string; version: number; latest_version: number; deleted: boolean } | null;
  /** The local revisions of the unit and of its Land for the check (0 before their first local value). */
  local: { unit: number; land: number };
}

const ATTRIBUTES = [
  'pk',
  'sk',
  'version',
  'parent_id',
  'active',
  'check_id',
  'latest_version',
  'revision',
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
    localOfUnit: localRevisionKey(checkId, unitId),
    localOfLand: landId ? localRevisionKey(checkId, landId) : null,
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
          deleted: Boolean(check.deleted_at),
        }
      : null,
    local: {
      unit: Number(itemAt(keys.localOfUnit)?.revision ?? 0),
      land: Number(itemAt(keys.localOfLand)?.revision ?? 0),
    },
  };
}
