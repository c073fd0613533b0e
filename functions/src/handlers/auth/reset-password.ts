import { badRequest } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { findUserIdByEmail, revokeSessions } from '#repositories/users';
import { assertStrongPassword } from '#services/accounts';
import { cognitoErrorName, confirmPasswordReset } from '#services/identity';
import { accountRoutes } from '../../routes/accounts.ts';

const BAD_TOKEN_ERRORS = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'UserNotFoundException',
  'LimitExceededException',
]);

/** Sets a new password with the e-mailed code; every existing session of the account ends. */
export const handler = createHandler(accountRoutes.resetPassword, async ({ body }) => {
  assertStrongPassword(body.password, 'RESET_PASSWORD_INVALID_PASSWORD');
  try {
    await confirmPasswordReset(body.email, body.token, body.password);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (BAD_TOKEN_ERRORS.has(name)) throw badRequest('RESET_PASSWORD_BAD_TOKEN');
    if (name === 'InvalidPasswordException') {
      throw badRequest('RESET_PASSWORD_INVALID_PASSWORD', 'Das Passwort erfüllt die Regeln nicht.');
    }
    throw error;
  }
  const id = await findUserIdByEmail(body.email);
  if (id) await revokeSessions(id);
  return { status: 204 };
});
