import { z } from 'zod';

/** FastAPI-shaped error bodies (DESIGN.md section 7). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
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

/** Cookie and header that carry the CSRF token (double submit, signed by the server). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRF-Token';

export const csrfResponseSchema = z.object({ csrf_token: z.string() });

/** The API's base path, for the gateway, the CDN behaviour and the browser client alike. */
export const API_BASE = '/api';
/** Public path under which uploaded images are served (CDN behaviour to the media bucket). */
export const MEDIA_BASE = '/media';
