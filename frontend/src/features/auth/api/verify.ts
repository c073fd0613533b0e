import { userSchema, verifySchema, type User } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export interface VerifyInput {
  email: string;
  code: string;
}

/** `POST /api/auth/verify`: confirms the e-mail address with the mailed code. 400 `VERIFY_USER_BAD_TOKEN` / `VERIFY_USER_ALREADY_VERIFIED`. */
export async function verify({ email, code }: VerifyInput): Promise<User> {
  return userSchema.parse(await apiClient.post('/auth/verify', verifySchema.parse({ email, token: code })));
}

export function useVerify() {
  return useMutation({ mutationFn: verify });
}
