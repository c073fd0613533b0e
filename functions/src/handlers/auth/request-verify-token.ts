import { clientKey } from '#lib/client-ip';
import { createHandler } from '#lib/handler';
import { logger } from '#lib/logger';
import { findUserIdByEmail, getUserRecord } from '#repositories/users';
import { resendConfirmationCode } from '#services/identity';
import { takeAttempt } from '#services/rate-limit';
import { MAILS_PER_ACCOUNT, MAILS_PER_CLIENT } from '#services/rate-limit-rules';
import { accountRoutes } from '../../routes/accounts.ts';

/** Sends a new verification code to an unverified account; answers 202 either way. */
export const handler = createHandler(accountRoutes.requestVerifyToken, async ({ body, event }) => {
  const limits: Array<[typeof MAILS_PER_ACCOUNT, string]> = [
    [MAILS_PER_ACCOUNT, body.email],
    [MAILS_PER_CLIENT, clientKey(event)],
  ];
  await takeAttempt(limits);
  const id = await findUserIdByEmail(body.email);
  const user = id ? await getUserRecord(id) : null;
  if (user && !user.is_verified) {
    // The answer stays 202 whatever happens, so it never reveals an account. cognito-local does not
    // implement ResendConfirmationCode; a failure to send is logged, not shown.
    await resendConfirmationCode(body.email).catch((error: unknown) =>
      logger.warn('Verification code not resent', { error_name: error instanceof Error ? error.name : 'unknown' }),
    );
  }
  return { status: 202 };
});
