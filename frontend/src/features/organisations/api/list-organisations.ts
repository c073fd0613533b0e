import { editableOrganisationListSchema, type EditableOrganisation } from '@baucheck/shared/organisations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export const ORGANISATIONS_QUERY_KEY = ['organisations', 'list'] as const;

/** `GET /api/organisations/`: every organisation with its version (Administrator only), by type and name. */
export async function listOrganisations({ signal }: { signal?: AbortSignal } = {}): Promise<EditableOrganisation[]> {
  return editableOrganisationListSchema.parse(await apiClient.get('/organisations/', { signal }));
}

export const organisationsQueryOptions = () =>
  queryOptions({
    queryKey: ORGANISATIONS_QUERY_KEY,
    queryFn: ({ signal }) => listOrganisations({ signal }),
  });

export function useOrganisations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisationsQueryOptions(), enabled });
}
