import type { RateLimitRule } from './rate-limit.ts';

/**
 * Failed sign-ins are limited per account (guessing one password) and per client (trying many
 * accounts); e-mail sending calls per account and per client (mail bombing, enumeration).
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_CLIENT: RateLimitRule = { name: 'login-client', limit: 30, windowSeconds: 15 * 60 };
export const MAILS_PER_ACCOUNT: RateLimitRule = { name: 'mail-account', limit: 3, windowSeconds: 60 * 60 };
export const MAILS_PER_CLIENT: RateLimitRule = { name: 'mail-client', limit: 20, windowSeconds: 60 * 60 };
/** Completed checks counted per client: generous for a family at one address, tight for a script. */
export const COMPLETIONS_PER_CLIENT: RateLimitRule = { name: 'completion-client', limit: 120, windowSeconds: 60 * 60 };
