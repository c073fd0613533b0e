import type { CheckDetail } from '@baucheck/shared/checks';
import type { QueryClient } from '@tanstack/react-query';
import { checkEditorKeys } from './query-keys.ts';

/*
 * How the editor's changes meet the server's rules:
 * - Every change of a draft advances the check's content revision, and the server refuses (409) a
 *   change that started from an older revision. So the changes of one check run one after another
 *   (a react-query mutation scope per check), and each waits until the draft has been refetched
 *   before the next one starts.
 * - Versions that a change must send (a slide's, an attribute's, an outcome's) are read from the
 *   cache when the request is made, not when the user clicked, so a queued change never sends a
 *   version that the change before it made stale.
 * - Safe changes (order, rankings, texts, deletions) are shown at once and rolled back on failure.
 */

/** The scope that runs the changes of one check one after another. */
export const checkScope = (checkId: string) => ({ id: `check-editor:${checkId}` });

/** The freshest cached draft of a check (any unit), for the versions a request must send. */
export function latestDraft(queryClient: QueryClient, checkId: string): CheckDetail | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: checkEditorKeys.drafts(checkId) })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return queries[0]?.state.data as CheckDetail | undefined;
}

/**
 * The cached draft that holds a unit's local values (null: the check's own values, which every
 * cached draft holds, so the freshest one).
 */
export function draftFor(queryClient: QueryClient, checkId: string, unitId: string | null): CheckDetail | undefined {
  if (unitId === null) return latestDraft(queryClient, checkId);
  return (
    queryClient.getQueryData<CheckDetail>(checkEditorKeys.draft(checkId, unitId)) ?? latestDraft(queryClient, checkId)
  );
}

export function slideVersion(queryClient: QueryClient, checkId: string, slideId: string): number {
  const slide = latestDraft(queryClient, checkId)?.slides.find((candidate) => candidate.id === slideId);
  if (!slide) throw new Error(`Slide ${slideId} is not in the cached draft.`);
  return slide.version;
}

export function outcomeVersion(queryClient: QueryClient, checkId: string, outcomeId: string): number {
  const outcome = latestDraft(queryClient, checkId)?.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) throw new Error(`Outcome ${outcomeId} is not in the cached draft.`);
  return outcome.version;
}

/**
 * Applies a change to every cached draft of a check at once (optimistic update) and returns the
 * function that puts the previous state back.
 */
export function updateCachedDrafts(
  queryClient: QueryClient,
  checkId: string,
  update: (detail: CheckDetail, unitId: string | null) => CheckDetail,
): () => void {
  const prefix = checkEditorKeys.drafts(checkId);
  // No cancelQueries here: the refetch in flight may be the one the previous change of this check is
  // waiting for, and cancelling it would leave stale versions for this change. At worst it briefly
  // shows the state before this change, until this change's own refetch arrives.
  const snapshot = queryClient.getQueriesData<CheckDetail>({ queryKey: prefix });
  for (const [key, data] of snapshot) {
    if (!data) continue;
    const unit = key[key.length - 1];
    queryClient.setQueryData<CheckDetail>(key, update(data, unit === 'own' ? null : (unit as string)));
  }
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
}

/**
 * After a change (successful or not): refetch the check's drafts and the check lists. Returned to
 * react-query from `onSettled`, so the mutation counts as running until the fresh draft is there.
 */
export async function refreshCheck(queryClient: QueryClient, checkId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: checkEditorKeys.drafts(checkId) }),
    queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
  ]);
}

/** Context of an optimistic mutation: how to undo it. */
export interface RollbackContext {
  rollback?: () => void;
}
