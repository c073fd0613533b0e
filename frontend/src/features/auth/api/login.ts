import { loginFormSchema, loginResponseSchema, type User } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { startSession } from './session-cache.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * `POST /api/auth/login` (form-encoded `username`, `password`, as OAuth2's password flow). The server
 * sets the HttpOnly session cookies and a CSRF token bound to the new session; the access token in the
 * body is for API clients and is not kept.
 */
export async function login({ email, password }: LoginInput): Promise<void> {
  const form = loginFormSchema.parse({ username: email, password });
  loginResponseSchema.parse(await apiClient.post('/auth/login', new URLSearchParams(form)));
}

/** Signs in, then loads who signed in, so the guard and every page see the new session at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<User | null, Error, LoginInput>({
    mutationFn: async (input) => {
      await login(input);
      return startSession(queryClient);
    },
  });
}
