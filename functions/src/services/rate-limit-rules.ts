import type { RateLimitRule } from './rate-limit.ts';

/**
 * Failed sign-ins (OWASP device cookies, see handlers/auth/login.ts): a browser with a device cookie
 * for the account is limited per cookie; any other client per account (guessing one password, whoever
 * guesses) and per client address (trying many accounts). E-mail sending calls are limited per account
 * and per client (mail bombing, enumeration).
 */
export const LOGIN_FAILURES_PER_DEVICE: RateLimitRule = { name: 'login-device', limit: 5, windowSeconds: 15 * 60 };
/**
 * Below Cognito's own lock-out, which refuses the right password too once an account has 5 failures
 * not separated by a success or 15 quiet minutes (handlers/auth/login.ts): strangers alone must never
 * reach it, so they get 4, and their window starts again only after 15 quiet minutes, as Cognito's.
 */
export const LOGIN_FAILURES_UNTRUSTED_PER_ACCOUNT: RateLimitRule = {
  name: 'login-untrusted',
  limit: 4,
  windowSeconds: 15 * 60,
  quiet: true,
};
export const LOGIN_FAILURES_PER_CLIENT: RateLimitRule = { name: 'login-client', limit: 30, windowSeconds: 15 * 60 };
export const MAILS_PER_ACCOUNT: RateLimitRule = { name: 'mail-account', limit: 3, windowSeconds: 60 * 60 };
export const MAILS_PER_CLIENT: RateLimitRule = { name: 'mail-client', limit: 20, windowSeconds: 60 * 60 };
/** Completed checks counted per client: generous for a family at one address, tight for a script. */
export const COMPLETIONS_PER_CLIENT: RateLimitRule = { name: 'completion-client', limit: 120, windowSeconds: 60 * 60 };
