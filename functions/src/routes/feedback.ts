import type { defineRoute } from '#lib/route';

/** Accessibility feedback that residents send to the operator (Erklärung zur Barrierefreiheit). */
export const feedbackRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
