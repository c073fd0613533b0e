import type { CheckGroup } from '@baucheck/shared/enums';

/**
 * Query keys of the check editor. Everything lives under one root, so a reload after a conflict can
 * refetch all of it at once; a check's drafts (its own values and each unit's local values) share
 * one prefix, so one change of the check refreshes every open view of it.
 */
export const checkEditorKeys = {
  all: ['check-editor'] as const,
  checks: () => [...checkEditorKeys.all, 'checks'] as const,
  /** A page of a group's checks (every page and filter under the group's key). */
  groupChecks: (group: CheckGroup, filters: object = {}) =>
    [...checkEditorKeys.checks(), 'group', group, filters] as const,
  referenceUnit: (unitId: string) => [...checkEditorKeys.all, 'reference-unit', unitId] as const,
  drafts: (checkId: string) => [...checkEditorKeys.all, 'draft', checkId] as const,
  draft: (checkId: string, unitId: string | null) => [...checkEditorKeys.drafts(checkId), unitId ?? 'own'] as const,
  /** Not under `drafts`: those entries are all CheckDetail (updateCachedDrafts rewrites each). */
  testCases: (checkId: string, unitId: string | null) =>
    [...checkEditorKeys.all, 'test-cases', checkId, unitId ?? 'own'] as const,
  testCaseImpact: (checkId: string) => [...checkEditorKeys.all, 'test-case-impact', checkId] as const,
};
