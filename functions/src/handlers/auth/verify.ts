import { badRequest } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { findUserIdByEmail, getUserRecord, toUser, updateUserRecord } from '#repositories/users';
import { cognitoErrorName, confirmSignUp } from '#services/identity';
import { accountRoutes } from '../../routes/accounts.ts';

/** Confirms the e-mail address with the code Cognito sent; the account stays inactive until an administrator activates it. */
export const handler = createHandler(accountRoutes.verify, async ({ body }) => {
  const id = await findUserIdByEmail(body.email);
  const user = id ? await getUserRecord(id) : null;
  if (!user) throw badRequest('VERIFY_USER_BAD_TOKEN');
  if (user.is_verified) throw badRequest('VERIFY_USER_ALREADY_VERIFIED');
  try {
    await confirmSignUp(body.email, body.token);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') throw badRequest('VERIFY_USER_BAD_TOKEN');
    if (name === 'NotAuthorizedException') throw badRequest('VERIFY_USER_ALREADY_VERIFIED');
    throw error;
  }
  return { body: toUser(await updateUserRecord(user, user.version, { is_verified: true })) };
});
