import { emailOnlySchema } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** `POST /api/auth/forgot-password`: mails a reset code. Always 202, so nobody learns which addresses have an account. */
export async function forgotPassword(email: string): Promise<void> {
  await apiClient.post('/auth/forgot-password', emailOnlySchema.parse({ email }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
