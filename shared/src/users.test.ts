import { describe, expect, it } from 'vitest';
import { accountStatus, emailIssue, emailSchema, loginFormSchema, registerSchema, updateUserSchema } from './users.ts';

/** A well-formed address of `length` characters. */
const addressOf = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 68)}.de`;

describe('an account’s e-mail address', () => {
  it('takes up to 254 characters (RFC 5321), trimmed and lower-cased', () => {
    expect(addressOf(254)).toHaveLength(254);
    expect(emailIssue(addressOf(254))).toBeUndefined();
    // Surrounding spaces do not count, as the address is trimmed first.
    expect(emailSchema.parse(`  ${addressOf(254).toUpperCase()}  `)).toBe(addressOf(254));
  });

  it('refuses a longer one with the German text of the other length limits, in every schema that takes one', () => {
    const tooLong = addressOf(255);
    expect(emailIssue(tooLong)).toBe('Bitte geben Sie höchstens 254 Zeichen ein.');
    expect(loginFormSchema.safeParse({ username: tooLong, password: 'x' }).error?.issues).toMatchObject([
      { path: ['username'], message: 'Bitte geben Sie höchstens 254 Zeichen ein.' },
    ]);
    expect(registerSchema.safeParse({ email: tooLong, password: 'x', name: 'N' }).success).toBe(false);
    expect(updateUserSchema.safeParse({ version: 1, email: tooLong }).success).toBe(false);
  });

  it('explains a malformed one', () => {
    expect(emailIssue('name@')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@gemeinde.de.');
  });
});

describe('accountStatus', () => {
  it('tells a deactivated account from one waiting for approval and one not yet confirmed', () => {
    expect(accountStatus({ is_active: true, is_verified: true, is_approved: true })).toBe('active');
    expect(accountStatus({ is_active: false, is_verified: true, is_approved: true })).toBe('deactivated');
    expect(accountStatus({ is_active: false, is_verified: true, is_approved: false })).toBe('waiting');
    expect(accountStatus({ is_active: false, is_verified: false, is_approved: false })).toBe('unverified');
  });
});
