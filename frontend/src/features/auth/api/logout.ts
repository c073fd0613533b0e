import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { apiClient, ApiError } from '#lib/api-client.ts';
import { endSession } from './session-cache.ts';

/**
 * `POST /api/auth/logout`: the server revokes the session and clears its cookies. A 401 means the
 * session had already ended (expired, or signed out in another tab), which is what was asked for.
 */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/auth/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Signs out, forgets the session's cached data and goes to the admin start page (SPEC.md section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      endSession(queryClient);
      await navigate(routePath('AdministrationPage'), { replace: true });
    },
  });
}
