import { emailIssue, isStrongPassword, PASSWORD_RULE_TEXT } from '@baucheck/shared/users';

/**
 * German messages of the account forms, checked before anything is sent. The e-mail format and the
 * password rule are the shared ones the server applies, so a form the client accepts is not refused
 * for its format.
 */
export type Validator = (value: string, values: Readonly<Record<string, string>>) => string | undefined;

export const required =
  (message: string): Validator =>
  (value) =>
    value.trim() ? undefined : message;

export const emailAddress: Validator = (value) =>
  value.trim() ? emailIssue(value) : 'Bitte geben Sie Ihre E-Mail-Adresse ein.';

export const currentPassword: Validator = (value) => (value ? undefined : 'Bitte geben Sie Ihr Passwort ein.');

export const newPassword: Validator = (value) => {
  if (!value) return 'Bitte geben Sie ein Passwort ein.';
  return isStrongPassword(value) ? undefined : PASSWORD_RULE_TEXT;
};

/** The repeat of the field `passwordField` must match it. */
export const repeatOf =
  (passwordField: string): Validator =>
  (value, values) => {
    if (!value) return 'Bitte wiederholen Sie das neue Passwort.';
    return value === values[passwordField] ? undefined : 'Die beiden Passwörter stimmen nicht überein.';
  };

export const confirmationCode: Validator = (value) => {
  const code = value.trim();
  if (!code) return 'Bitte geben Sie den Code aus der E-Mail ein.';
  return code.length <= 64 ? undefined : 'Dieser Code ist zu lang. Bitte prüfen Sie Ihre Eingabe.';
};
