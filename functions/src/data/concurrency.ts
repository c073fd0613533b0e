/**
 * Runs `task` for every item, at most `limit` at a time, and resolves when all are done (rejects with
 * the first failure; tasks already started run to their end). Keeps a burst of DynamoDB calls below
 * what one function should have in flight.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
