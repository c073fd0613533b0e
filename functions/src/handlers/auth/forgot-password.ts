import { clientKey } from '#lib/client-ip';
import { createHandler } from '#lib/handler';
import { sendPasswordResetCode } from '#services/identity';
import { takeAttempt } from '#services/rate-limit';
import { MAILS_PER_ACCOUNT, MAILS_PER_CLIENT } from '#services/rate-limit-rules';
import { accountRoutes } from '../../routes/accounts.ts';

/** Sends a reset code; 202 whether or not the account exists, so the answer reveals nothing. */
export const handler = createHandler(accountRoutes.forgotPassword, async ({ body, event }) => {
  const limits: Array<[typeof MAILS_PER_ACCOUNT, string]> = [
    [MAILS_PER_ACCOUNT, body.email],
    [MAILS_PER_CLIENT, clientKey(event)],
  ];
  await takeAttempt(limits);
  await sendPasswordResetCode(body.email);
  return { status: 202 };
});
