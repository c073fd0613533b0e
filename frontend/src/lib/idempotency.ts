/**
 * Idempotency keys for writes a user may retry after a timeout or a lost answer (publish, duplicate,
 * registration): one key per intended change, named by what it changes (`publish:<check>:<revision>`),
 * kept until that change succeeded. A retry therefore sends the same key and the server runs the
 * change once, answering the retry with the first result.
 *
 * Staff changes (`survivesReload`) keep their key in the tab's sessionStorage: after a lost answer the
 * page says to reload, and publishing the same revision again after the reload must still be the same
 * change, not a second version. Registration keeps its key in memory only (its intent names an e-mail
 * address, which has no business in storage; a reloaded form is a new attempt anyway).
 */
const STORAGE_KEY = 'baucheck.pending-changes';
const pending = new Map<string, string>();

function stored(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function store(intent: string, key: string | null) {
  const keys = Object.fromEntries(Object.entries(stored()).filter(([stored]) => stored !== intent));
  if (key) keys[intent] = key;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or disabled: the key still lives in memory for this page.
  }
}

export async function sendOnce<T>(
  intent: string,
  send: (idempotencyKey: string) => Promise<T>,
  { survivesReload = false }: { survivesReload?: boolean } = {},
): Promise<T> {
  let key = pending.get(intent) ?? (survivesReload ? stored()[intent] : undefined);
  if (!key) {
    key = crypto.randomUUID();
    pending.set(intent, key);
    if (survivesReload) store(intent, key);
  }
  const result = await send(key);
  pending.delete(intent);
  if (survivesReload) store(intent, null);
  return result;
}
