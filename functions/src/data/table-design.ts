/**
 * The single DynamoDB table: its key schema and indexes, read by the CDK stack and by the local
 * stack's table setup so that both create the same table. Entity keys are built in one module per
 * entity under `repositories/`, each listing its access patterns.
 */
export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic secondary indexes for the "by other key" access patterns of the entities (sparse: an item
   * without the index's key attributes is not in it). */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds after which DynamoDB removes an item (rate-limit windows, short-lived records). */
  timeToLiveAttribute: 'expires_at',
} as const;

/** Timestamps and the optimistic-locking counter that every item carries. */
export interface ItemMeta {
  created_at: string;
  updated_at: string;
  version: number;
}

export const newItemMeta = (now = new Date()): ItemMeta => ({
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
  version: 1,
});

/** The table's key and bookkeeping attributes, which records do not carry. */
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);

/** An item as its entity's record: without the table's key attributes. */
export const withoutKeys = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as unknown as T;
