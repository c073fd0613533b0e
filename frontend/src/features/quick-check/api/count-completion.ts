import type { CheckGroup, OutcomeSeverity } from '@baucheck/shared/enums';
import { apiClient } from '#lib/api-client.ts';

export interface Completion {
  reference_unit_id: string;
  group: CheckGroup;
  overall: OutcomeSeverity;
}

/**
 * `POST /api/quick-checks/completions/`: counts a finished check anonymously (day, project type,
 * unit, overall result). No CSRF token: the route is `csrf: false`, so the resident gets no cookie.
 */
export async function countCompletion(completion: Completion): Promise<void> {
  await apiClient.post('/quick-checks/completions/', completion, { csrf: false, keepalive: true });
}
