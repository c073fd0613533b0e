import {
  editableOrganisationSchema,
  type EditableOrganisation,
  type OrganisationType,
} from '@baucheck/shared/organisations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceInPages } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import { ORGANISATIONS_LIST_KEY } from './list-organisations.ts';

export interface UpdateOrganisationInput {
  id: string;
  /** The version read; a stale one answers 409. */
  version: number;
  name?: string;
  type?: OrganisationType;
}

/** `PATCH /api/organisations/{id}/`: rename or retype (the type only while nothing belongs to it). */
export async function updateOrganisation({ id, ...body }: UpdateOrganisationInput): Promise<EditableOrganisation> {
  return editableOrganisationSchema.parse(await apiClient.patch(`/organisations/${encodeURIComponent(id)}/`, body));
}

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (updated) => {
      replaceInPages(queryClient, ORGANISATIONS_LIST_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: ORGANISATIONS_LIST_KEY });
    },
  });
}
