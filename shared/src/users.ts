import * as z from 'zod';
import { LEVELS } from './enums.ts';
import { tooLongText } from './error-texts.ts';
import { pageOf, pageQuerySchema } from './pages.ts';
import { PASSWORD_POLICY } from './password-policy.ts';

export const ROLES = ['Administrator', 'Standard'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_RULE_TEXT = `Das Passwort muss mindestens ${PASSWORD_POLICY.minLength} Zeichen lang sein und Groß- und Kleinbuchstaben sowie eine Ziffer enthalten.`;

/** True when the password satisfies the user pool's policy (same rule in the forms and the API). */
export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_POLICY.minLength &&
  (!PASSWORD_POLICY.requireLowercase || /\p{Ll}/u.test(password)) &&
  (!PASSWORD_POLICY.requireUppercase || /\p{Lu}/u.test(password)) &&
  (!PASSWORD_POLICY.requireDigits || /\d/.test(password));

/** RFC 5321's limit for an address in a mail path: no mail server delivers to a longer one. */
export const EMAIL_MAX_LENGTH = 254;
/** An account's e-mail address, trimmed and lower-cased: the one rule of every form and route that takes one. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, tooLongText(EMAIL_MAX_LENGTH))
  .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@gemeinde.de.' }));
/** The German message the API answers for this address (for the forms), or undefined when it takes it. */
export const emailIssue = (value: string): string | undefined => emailSchema.safeParse(value).error?.issues[0]?.message;
const name = z.string().trim().min(1, 'Bitte geben Sie einen Namen ein.').max(120);
/** Length is capped so that nobody can make the server hash megabytes. */
const anyPassword = z.string().min(1).max(256);

/** The user as the API returns it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  level: z.enum(LEVELS),
  role: z.enum(ROLES),
  organisation_id: z.string().nullable(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  /** An administrator has activated the account at least once; stays true when it is deactivated later. */
  is_approved: z.boolean(),
  created_at: z.string(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Where an account stands: `deactivated` was approved once and then switched off, `waiting` confirmed
 * its address and waits for its first approval, `unverified` has not confirmed its address yet.
 */
export type AccountStatus = 'active' | 'deactivated' | 'waiting' | 'unverified';
export function accountStatus(user: Pick<User, 'is_active' | 'is_verified' | 'is_approved'>): AccountStatus {
  if (user.is_active) return 'active';
  if (user.is_approved) return 'deactivated';
  return user.is_verified ? 'waiting' : 'unverified';
}

/** An account in the administrators' list: with the name of its organisation (null: none). */
export const userListItemSchema = userSchema.extend({ organisation_name: z.string().nullable() });
export type UserListItem = z.infer<typeof userListItemSchema>;
export const userPageSchema = pageOf(userListItemSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** `waiting`: accounts that confirmed their address and wait for their first activation (accountStatus). */
export const USER_STATUS_FILTERS = ['active', 'inactive', 'waiting'] as const;
/** `GET /users/`: a page of the accounts by e-mail address, filtered on the server. */
export const userListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  level: z.enum(LEVELS).optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
});

export const loginFormSchema = z.object({ username: emailSchema, password: anyPassword });
/** The user rides along so that the SPA shows the signed-in staff pages without asking again. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});

export const registerSchema = z.object({ email: emailSchema, password: anyPassword, name });
export const emailOnlySchema = z.object({ email: emailSchema });
export const verifySchema = z.object({ email: emailSchema, token: z.string().trim().min(1).max(64) });
export const resetPasswordSchema = z.object({
  email: emailSchema,
  token: z.string().trim().min(1).max(64),
  password: anyPassword,
});

/** Own account: changing e-mail or password needs the current password. */
export const updateMeSchema = z
  .object({
    version: z.number().int().positive(),
    name: name.optional(),
    email: emailSchema.optional(),
    password: anyPassword.optional(),
    current_password: anyPassword.optional(),
  })
  .refine((body) => (body.email === undefined && body.password === undefined) || body.current_password !== undefined, {
    message: 'Zum Ändern von E-Mail-Adresse oder Passwort geben Sie bitte Ihr aktuelles Passwort ein.',
    path: ['current_password'],
  });

/** Administrators manage other accounts; `version` is the one the admin read (optimistic locking). */
export const updateUserSchema = z.object({
  version: z.number().int().positive(),
  name: name.optional(),
  email: emailSchema.optional(),
  level: z.enum(LEVELS).optional(),
  organisation_id: z.string().nullable().optional(),
  is_active: z.boolean().optional(),
});

export const userIdPathSchema = z.object({ id: z.string().min(1).max(64) });
