import { registerSchema, userSchema, type User } from '@baucheck/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { sendOnce } from '#lib/idempotency.ts';

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
  const body = registerSchema.parse(input);
  const created = await sendOnce(`register:${body.email}`, (idempotencyKey) =>
    apiClient.post('/auth/create', body, { idempotencyKey }),
  );
  return userSchema.parse(created);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
