/**
 * Idempotency keys for writes a user may retry after a timeout or a lost answer (publish, duplicate,
 * registration): one key per intended change, named by what it changes (`publish:<check>:<revision>`),
 * kept until that change succeeded. A retry therefore sends the same key and the server runs the
 * change once, answering the retry with the first result.
 */
const pending = new Map<string, string>();

export async function sendOnce<T>(intent: string, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
  let key = pending.get(intent);
  if (!key) {
    key = crypto.randomUUID();
    pending.set(intent, key);
  }
  const result = await send(key);
  pending.delete(intent);
  return result;
}
