import {
  editableOrganisationSchema,
  type EditableOrganisation,
  type OrganisationType,
} from '@baucheck/shared/organisations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { ORGANISATIONS_LIST_KEY } from './list-organisations.ts';

export interface CreateOrganisationInput {
  name: string;
  type: OrganisationType;
}

/** `POST /api/organisations/`. */
export async function createOrganisation(input: CreateOrganisationInput): Promise<EditableOrganisation> {
  return editableOrganisationSchema.parse(await apiClient.post('/organisations/', input));
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANISATIONS_LIST_KEY }),
  });
}
