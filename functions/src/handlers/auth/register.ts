import { badRequest } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { createUserRecord, EmailTakenError, findUserIdByEmail, toUser } from '#repositories/users';
import { assertStrongPassword } from '#services/accounts';
import { cognitoErrorName, deleteIdentity, signUp } from '#services/identity';
import { accountRoutes } from '../../routes/accounts.ts';

/**
 * Registration: an inactive, unverified Standard account. Cognito e-mails the verification code;
 * an administrator activates the account and gives it its level and organisation.
 */
export const handler = createHandler(accountRoutes.register, async ({ body }) => {
  assertStrongPassword(body.password, 'REGISTER_INVALID_PASSWORD');
  if (await findUserIdByEmail(body.email)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');

  let id: string;
  try {
    id = await signUp(body.email, body.password, body.name);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'UsernameExistsException') throw badRequest('REGISTER_USER_ALREADY_EXISTS');
    if (name === 'InvalidPasswordException')
      throw badRequest('REGISTER_INVALID_PASSWORD', 'Das Passwort erfüllt die Regeln nicht.');
    throw error;
  }
  try {
    const record = await createUserRecord({
      id,
      email: body.email,
      name: body.name,
      level: 'Standard',
      organisation_id: null,
      is_active: false,
      is_verified: false,
    });
    return { status: 201, body: toUser(record) };
  } catch (error) {
    // Same e-mail registered concurrently: keep the first, undo this identity.
    await deleteIdentity(body.email).catch(() => undefined);
    if (error instanceof EmailTakenError) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
    throw error;
  }
});
