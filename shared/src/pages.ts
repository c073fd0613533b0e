import * as z from 'zod';

/*
 * Lists that grow with the country (units, accounts, organisations, products, statistics per unit)
 * are paged on the server: a client asks for `limit` items and follows `next_cursor` to the next page.
 */

/** One page of a list that grows with the country; `next_cursor` fetches the next (null: last page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export const PAGE_LIMIT_MAX = 100;
export const pageQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(50),
});
