import { resetPasswordSchema } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
}

/**
 * `POST /api/auth/reset-password` (204): sets the new password with the mailed code and ends every
 * session of the account. 400 `RESET_PASSWORD_BAD_TOKEN` or `{code: "RESET_PASSWORD_INVALID_PASSWORD", reason}`.
 */
export async function resetPassword({ email, code, password }: ResetPasswordInput): Promise<void> {
  await apiClient.post('/auth/reset-password', resetPasswordSchema.parse({ email, token: code, password }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
