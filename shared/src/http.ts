import * as z from 'zod';

/** FastAPI-shaped error bodies (DESIGN.md section 7). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  /** Facts a client needs to act on the issue (e.g. a changed test case's new result, to confirm exactly it). */
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** fastapi-users' shape for errors with an explanation, e.g. `{code: "REGISTER_INVALID_PASSWORD", reason: "…"}`. */
export const codedReasonSchema = z.object({ code: z.string(), reason: z.string() });
export type CodedReason = z.infer<typeof codedReasonSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema), codedReasonSchema]),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Cookie and header names and base paths; kept in a module of their own for the browser's first load. */
export { API_BASE, CSRF_COOKIE, CSRF_HEADER, MEDIA_BASE } from './http-constants.ts';

export const csrfResponseSchema = z.object({ csrf_token: z.string() });
