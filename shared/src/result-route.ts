/*
 * The result page's address, apart from the result link's encoder (result-link.ts): the route list
 * of the residents' pages loads this with the landing page, the encoder only with the result.
 */

/** The route of the result page; the frontend's route list and the PDF's result link both build on it. */
export const RESULT_ROUTE = '/quick-check/result/:checkId';

/** The result page's path for a check (a result link adds its fragment). */
export const resultPath = (checkId: string): string => RESULT_ROUTE.replace(':checkId', encodeURIComponent(checkId));
