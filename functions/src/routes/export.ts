import { defineRoute } from '#lib/route';

/** PDF summaries for residents and check documentation for staff (rendered by headless Chromium). */
export const exportRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
