import { registerSchema, userSchema, type User } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/**
 * `POST /api/auth/create`: a new, inactive Standard account; the server e-mails a confirmation code.
 * 400 `REGISTER_USER_ALREADY_EXISTS` or `{code: "REGISTER_INVALID_PASSWORD", reason}`.
 */
export async function register(input: RegisterInput): Promise<User> {
  return userSchema.parse(await apiClient.post('/auth/create', registerSchema.parse(input)));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
