/**
 * A response's jump target: another slide's id, this sentinel for "straight to the result", or null
 * for "the next slide". In a module without zod, so the browser's quick check can evaluate a check
 * without loading the schemas of model.ts (which re-exports it).
 */
export const END_OF_CHECK = 'END';
