import { defineRoute } from '#lib/route';

/** Partner products linked to a check group. */
export const productRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
