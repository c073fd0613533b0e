import { emailOnlySchema } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** `POST /api/auth/request-verify-token`: mails a new confirmation code (202, whether or not the account exists). */
export async function requestVerifyToken(email: string): Promise<void> {
  await apiClient.post('/auth/request-verify-token', emailOnlySchema.parse({ email }));
}

export function useRequestVerifyToken() {
  return useMutation({ mutationFn: requestVerifyToken });
}
