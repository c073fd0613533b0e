import type { CheckComparison, ComparedEdition, EditionRef } from '@baucheck/shared/checks';
import { diffChecks, type CheckEdition } from '@baucheck/shared/engine/diff';
import { notFound } from '#lib/errors';
import { loadDraftContent } from '#repositories/check-content';
import { getVersionRecord, type CheckRecord } from '#repositories/checks';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, territoryOf } from './check-access.ts';
import { definitionOf } from './check-definition.ts';
import { requireCheck } from './checks.ts';

export const VERSION_NOT_FOUND_TEXT = 'Diese Version des Checks gibt es nicht.';

/** A version of a check as compared and documented: its content and which version it is. */
export type LoadedEdition = CheckEdition & ComparedEdition;

/**
 * One version of the check: a published version (one GetItem of its snapshot; a number past the
 * newest is not read at all) or the draft (its content, without any unit's local values: those are
 * not versioned).
 */
export async function loadEdition(check: CheckRecord, ref: EditionRef): Promise<LoadedEdition> {
  if (ref === 'draft') {
    return {
      version: 'draft',
      title: check.title,
      legal_basis: check.legal_basis,
      as_of: check.as_of,
      published_at: null,
      definition: definitionOf(await loadDraftContent(check.id)),
    };
  }
  const record = ref <= check.latest_version ? await getVersionRecord(check.id, ref) : null;
  if (!record) throw notFound(VERSION_NOT_FOUND_TEXT);
  return {
    version: record.version,
    title: record.title,
    legal_basis: record.legal_basis,
    as_of: record.as_of,
    published_at: record.published_at,
    definition: record.definition,
  };
}

const summaryOf = ({ version, title, published_at }: LoadedEdition): ComparedEdition => ({
  version,
  title,
  published_at,
});

/**
 * `GET /checks/{id}/compare/`: the change list between two versions of one check, for staff who may
 * read the check in the editor (check-access rules). Reads the check and the two versions only (one,
 * when both name the same).
 */
export async function compareVersions(
  user: UserRecord,
  checkId: string,
  from: EditionRef,
  to: EditionRef,
): Promise<CheckComparison> {
  const check = await requireCheck(checkId);
  assertCanSee(await territoryOf(user), check);
  const older = loadEdition(check, from);
  const [before, after] = await Promise.all([older, from === to ? older : loadEdition(check, to)]);
  return { check_id: check.id, from: summaryOf(before), to: summaryOf(after), changes: diffChecks(before, after) };
}
