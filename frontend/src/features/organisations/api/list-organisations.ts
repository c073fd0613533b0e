import { organisationPageSchema, type OrganisationPage, type OrganisationType } from '@baucheck/shared/organisations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** The key every cached page of the organisations list (and of the pickers' searches) starts with. */
export const ORGANISATIONS_LIST_KEY = ['organisations', 'list'] as const;
export const ORGANISATIONS_PAGE_SIZE = 50;

export interface OrganisationsQuery {
  q?: string;
  type?: OrganisationType;
  cursor?: string | null;
  limit?: number;
}

/** `GET /api/organisations/`: a page by type and name, with counts of accounts and products (Administrator only). */
export async function listOrganisations(
  query: OrganisationsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationPage> {
  return organisationPageSchema.parse(
    await apiClient.get('/organisations/', { query: { limit: ORGANISATIONS_PAGE_SIZE, ...query }, signal }),
  );
}

export const organisationsQueryOptions = (query: OrganisationsQuery) =>
  queryOptions({
    queryKey: [...ORGANISATIONS_LIST_KEY, query] as const,
    queryFn: ({ signal }) => listOrganisations(query, { signal }),
  });

/** A page of organisations; the page shown stays while the next one loads. */
export function useOrganisations(query: OrganisationsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisationsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
