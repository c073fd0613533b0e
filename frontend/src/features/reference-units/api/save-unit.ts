import {
  editableReferenceUnitSchema,
  type CreateReferenceUnitInput,
  type EditableReferenceUnit,
  type UpdateReferenceUnitInput,
} from '@baucheck/shared/reference-units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { managedUnitQueryKey } from './get-managed-unit.ts';
import { MANAGED_UNITS_QUERY_KEY } from './list-managed-units.ts';

/** `POST /api/reference-units/manage/`: a new Land or Gemeinde (422 with the reason at the field). */
export async function createUnit(input: CreateReferenceUnitInput): Promise<EditableReferenceUnit> {
  return editableReferenceUnitSchema.parse(await apiClient.post('/reference-units/manage/', input));
}

/** `PATCH /api/reference-units/{id}/` with the version read (409 when someone else saved first). */
export async function updateUnit({
  id,
  ...body
}: UpdateReferenceUnitInput & { id: string }): Promise<EditableReferenceUnit> {
  return editableReferenceUnitSchema.parse(await apiClient.patch(`/reference-units/${encodeURIComponent(id)}/`, body));
}

/** After a save the lists are reloaded: a new or renamed unit may move to another page. */
function useSaved() {
  const queryClient = useQueryClient();
  return (saved: EditableReferenceUnit) => {
    queryClient.setQueryData(managedUnitQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: [...MANAGED_UNITS_QUERY_KEY, 'list'] });
  };
}

export function useCreateUnit() {
  return useMutation({ mutationFn: createUnit, onSuccess: useSaved() });
}

export function useUpdateUnit() {
  return useMutation({ mutationFn: updateUnit, onSuccess: useSaved() });
}
