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
 * sets the HttpOnly session cookies, a CSRF token bound to the new session and the device cookie, and
 * answers with the signed-in user; the access token in the body is for API clients and is not kept.
 */
export async function login({ email, password }: LoginInput): Promise<User> {
  const form = loginFormSchema.parse({ username: email, password });
  return loginResponseSchema.parse(await apiClient.post('/auth/login', new URLSearchParams(form))).user;
}

/**
 * Signs in and keeps the user the sign-in answered with, so the guard, the drawer and every page see
 * the new session at once, without asking the server again.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<User, Error, LoginInput>({
    mutationFn: async (input) => {
      const user = await login(input);
      startSession(queryClient, user);
      return user;
    },
  });
}
