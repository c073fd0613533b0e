import { ORGANISATION_TYPES, type EditableOrganisation, type OrganisationType } from '@baucheck/shared/organisations';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadRow } from '#features/admin-kit/utils/list-cache.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import { useCreateOrganisation } from '../api/create-organisation.ts';
import { ORGANISATIONS_LIST_KEY } from '../api/list-organisations.ts';
import { useUpdateOrganisation } from '../api/update-organisation.ts';

export const ORGANISATION_TYPE_TEXTS: Record<OrganisationType, string> = {
  Land: 'Land (Ministerium oder Landesbehörde)',
  Kommune: 'Kommune (Gemeinde, Markt oder Stadt)',
  Partner: 'Partner (Unternehmen mit Produkten)',
};

interface OrganisationDialogProps {
  /** The organisation to edit, or null for a new one. */
  organisation: EditableOrganisation | null;
  /** How many accounts and products belong to it (the type can change only while none do). */
  memberCount: number;
  onClose: () => void;
}

/** Create or edit an organisation: name and type. */
export function OrganisationDialog({ organisation: opened, memberCount, onClose }: OrganisationDialogProps) {
  // As last read: after reloading on a conflict, saving continues from its new version.
  const [organisation, setOrganisation] = useState(opened);
  const queryClient = useQueryClient();
  const toast = useToast();
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  const mutation = organisation ? update : create;
  const form = useFormState({
    name: organisation?.name ?? '',
    type: organisation?.type ?? ('Kommune' as OrganisationType),
  });
  const nameError =
    (form.attempted && !form.values.name.trim() ? 'Bitte geben Sie einen Namen ein.' : undefined) ??
    fieldErrors(mutation.error).name;

  const submit = () => {
    form.markAttempted();
    if (!form.values.name.trim()) return;
    const name = form.values.name.trim();
    if (organisation) {
      update.mutate(
        {
          id: organisation.id,
          version: organisation.version,
          ...(name !== organisation.name ? { name } : {}),
          ...(form.values.type !== organisation.type ? { type: form.values.type } : {}),
        },
        {
          onSuccess: (saved) => {
            toast.success('Organisation gespeichert', saved.name);
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { name, type: form.values.type },
        {
          onSuccess: (saved) => {
            toast.success('Organisation angelegt', saved.name);
            onClose();
          },
        },
      );
    }
  };

  const reload = async () => {
    const fresh = organisation
      ? await reloadRow<EditableOrganisation>(queryClient, ORGANISATIONS_LIST_KEY, organisation.id)
      : undefined;
    update.reset();
    if (fresh) {
      setOrganisation(fresh);
      form.reset({ name: fresh.name, type: fresh.type });
    } else onClose();
  };

  return (
    <FormDialog
      visible
      title={organisation ? 'Organisation bearbeiten' : 'Neue Organisation'}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitLabel={organisation ? 'Speichern' : 'Anlegen'}
      error={mutation.error}
      onReload={organisation ? () => void reload() : undefined}
    >
      <Field label="Name" required error={nameError}>
        {(control) => (
          <InputText
            {...control}
            value={form.values.name}
            onChange={(event) => form.set('name', event.target.value)}
            autoComplete="organization"
            maxLength={200}
          />
        )}
      </Field>
      <Field
        label="Typ"
        required
        hint={
          organisation && memberCount > 0
            ? 'Den Typ können Sie erst ändern, wenn keine Accounts und Produkte mehr zu dieser Organisation gehören.'
            : 'Der Typ bestimmt, welche Accounts zur Organisation gehören können: Land-, Kommunen- oder Partner-Accounts.'
        }
        error={fieldErrors(mutation.error).type}
      >
        {(control) => (
          <NativeSelect
            control={control}
            value={form.values.type}
            onChange={(type) => form.set('type', type)}
            options={ORGANISATION_TYPES.map((type) => ({ value: type, label: ORGANISATION_TYPE_TEXTS[type] }))}
          />
        )}
      </Field>
    </FormDialog>
  );
}
