import { defineRoute } from '#lib/route';

/** Organisations (Land, Kommune, Partner) that staff accounts belong to. */
export const organisationRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
