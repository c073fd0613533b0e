import { referenceUnitListSchema, UNIT_IDS_MAX, type ReferenceUnit } from '@baucheck/shared/reference-units';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `GET /api/reference-units/mine/by-ids/?ids=`: the units with these ids (unknown ones are left out). */
export async function getReferenceUnitsByIds(ids: readonly string[]): Promise<ReferenceUnit[]> {
  return referenceUnitListSchema.parse(
    await apiClient.get('/reference-units/mine/by-ids/', { query: { ids: ids.join(',') } }),
  );
}

type Waiter = { resolve: (unit: ReferenceUnit | null) => void; reject: (error: unknown) => void };
let waiting = new Map<string, Waiter[]>();

/** Sends the ids asked for since the last flush together: a table naming 30 units makes one request. */
async function flush() {
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += UNIT_IDS_MAX) {
    const chunk = ids.slice(start, start + UNIT_IDS_MAX);
    try {
      const found = new Map((await getReferenceUnitsByIds(chunk)).map((unit) => [unit.id, unit]));
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

/** One unit by id, read together with the others asked for in the same moment. */
export function loadReferenceUnit(id: string): Promise<ReferenceUnit | null> {
  return new Promise((resolve, reject) => {
    if (waiting.size === 0) setTimeout(() => void flush(), 0);
    waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
  });
}

/**
 * The units with these ids, by id: those in `known` (e.g. the user's own units) at once, the others
 * read by id, all in one request. Units change rarely; they are kept for five minutes.
 */
export function useReferenceUnitsById(
  ids: ReadonlyArray<string | null | undefined>,
  known: readonly ReferenceUnit[] = [],
): Map<string, ReferenceUnit> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const knownById = new Map(known.map((unit) => [unit.id, unit]));
  return useQueries({
    queries: unique.map((id) => ({
      queryKey: checkEditorKeys.referenceUnit(id),
      queryFn: () => loadReferenceUnit(id),
      initialData: knownById.get(id),
      staleTime: 5 * 60 * 1000,
    })),
    combine: byId,
  });
}

/** Module-level, so that react-query reuses the map while no result changed. */
function byId(results: Array<UseQueryResult<ReferenceUnit | null>>): Map<string, ReferenceUnit> {
  const units = new Map<string, ReferenceUnit>();
  for (const { data } of results) if (data) units.set(data.id, data);
  return units;
}
