import { LEVELS, type Level } from '@baucheck/shared/enums';
import { ORGANISATION_TYPE_OF_LEVEL } from '@baucheck/shared/organisations';
import { emailIssue, type UserListItem } from '@baucheck/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { CheckboxField, Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadRow } from '#features/admin-kit/utils/list-cache.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import {
  OrganisationPicker,
  type PickedOrganisation,
} from '#features/organisations/components/organisation-picker.tsx';
import { USERS_LIST_KEY } from '../api/list-users.ts';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';

/** What each level does, in a clerk's words (shown under the level select). */
export const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  Administrator: 'sieht und bearbeitet alles',
  Land: 'pflegt die Standard-Checks eines Landes',
  Kommune: 'passt die Checks der eigenen Gemeinde an',
  Partner: 'pflegt die Produkte eines Partnerunternehmens',
  Standard: 'noch ohne Aufgaben im Admin-Bereich',
};

interface UserForm {
  name: string;
  email: string;
  level: Level;
  organisation: PickedOrganisation | null;
  is_active: boolean;
}

const toForm = (user: UserListItem): UserForm => ({
  name: user.name,
  email: user.email,
  level: user.level,
  organisation: user.organisation_id ? { id: user.organisation_id, name: user.organisation_name ?? '' } : null,
  is_active: user.is_active,
});

interface UserEditDialogProps {
  user: UserListItem;
  /** The signed-in administrator may not deactivate or demote the own account. */
  isSelf: boolean;
  onClose: () => void;
}

/**
 * Edit an account as administrator: name, e-mail, level, organisation and activation. The
 * organisation picker only offers organisations of the type the level needs (Land, Kommune or
 * Partner staff belong to one of their type; Administrator and Standard accounts to none).
 */
export function UserEditDialog({ user: opened, isSelf, onClose }: UserEditDialogProps) {
  // As last read: after reloading on a conflict, saving continues from its new version.
  const [user, setUser] = useState(opened);
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useUpdateUser();
  const form = useFormState(toForm(user));
  const requiredType = ORGANISATION_TYPE_OF_LEVEL[form.values.level];
  const serverErrors = fieldErrors(update.error);

  const clientErrors: Partial<Record<keyof UserForm, string>> = {};
  if (form.attempted) {
    if (!form.values.name.trim()) clientErrors.name = 'Bitte geben Sie einen Namen ein.';
    clientErrors.email = emailIssue(form.values.email);
    if (requiredType && !form.values.organisation) {
      clientErrors.organisation = `Für die Ebene ${form.values.level} bitte eine Organisation vom Typ ${requiredType} wählen.`;
    }
  }
  const errorOf = (field: keyof UserForm) =>
    clientErrors[field] ?? serverErrors[field === 'organisation' ? 'organisation_id' : field];

  // The organisation stays while the new level needs one of the same type.
  const changeLevel = (level: Level) =>
    form.setValues((values) => ({
      ...values,
      level,
      organisation:
        ORGANISATION_TYPE_OF_LEVEL[level] === ORGANISATION_TYPE_OF_LEVEL[values.level] ? values.organisation : null,
    }));

  const submit = () => {
    form.markAttempted();
    const values = form.values;
    const invalid =
      !values.name.trim() ||
      emailIssue(values.email) !== undefined ||
      (requiredType !== undefined && !values.organisation);
    if (invalid) return;
    const input: UpdateUserInput = { id: user.id, version: user.version };
    if (values.name.trim() !== user.name) input.name = values.name.trim();
    if (values.email.trim().toLowerCase() !== user.email) input.email = values.email.trim();
    if (values.level !== user.level) input.level = values.level;
    const organisationId = requiredType ? (values.organisation?.id ?? null) : null;
    if (values.level !== user.level || organisationId !== user.organisation_id) input.organisation_id = organisationId;
    if (values.is_active !== user.is_active) input.is_active = values.is_active;
    update.mutate(input, {
      onSuccess: (saved) => {
        toast.success('Account gespeichert', saved.name);
        onClose();
      },
    });
  };

  const reload = async () => {
    const fresh = await reloadRow<UserListItem>(queryClient, USERS_LIST_KEY, user.id);
    update.reset();
    if (fresh) {
      setUser(fresh);
      form.reset(toForm(fresh));
    } else onClose();
  };

  return (
    <FormDialog
      visible
      title={`Account bearbeiten: ${user.name}`}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={update.isPending}
      error={update.error}
      onReload={() => void reload()}
    >
      <div className="admin-form__row">
        <Field label="Name" required error={errorOf('name')}>
          {(control) => (
            <InputText
              {...control}
              value={form.values.name}
              maxLength={120}
              autoComplete="off"
              onChange={(event) => form.set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="E-Mail-Adresse" required error={errorOf('email')}>
          {(control) => (
            <InputText
              {...control}
              type="email"
              value={form.values.email}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => form.set('email', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label="Ebene"
        required
        hint={
          isSelf
            ? 'Ihre eigene Ebene können Sie nicht ändern, damit der Admin-Bereich nie ohne Administrator bleibt.'
            : `${form.values.level}: ${LEVEL_DESCRIPTIONS[form.values.level]}.`
        }
        error={errorOf('level')}
      >
        {(control) => (
          <NativeSelect
            control={control}
            value={form.values.level}
            onChange={changeLevel}
            disabled={isSelf}
            options={LEVELS.map((level) => ({ value: level, label: level }))}
          />
        )}
      </Field>
      {requiredType ? (
        <OrganisationPicker
          key={requiredType}
          label="Organisation"
          type={requiredType}
          required
          value={form.values.organisation}
          onChange={(organisation) => form.set('organisation', organisation)}
          hint={`Accounts der Ebene ${form.values.level} gehören zu einer Organisation vom Typ ${requiredType}. Fehlt sie, legen Sie sie zuerst unter „Organisationen“ an.`}
          error={errorOf('organisation')}
        />
      ) : (
        <p className="admin-field__hint">Accounts der Ebene {form.values.level} gehören zu keiner Organisation.</p>
      )}
      {/* No question of its own here (unlike the list's switch): "Speichern" is the deliberate second step. */}
      <CheckboxField
        label="Aktiv (darf sich anmelden)"
        checked={form.values.is_active}
        disabled={isSelf}
        onChange={(checked) => form.set('is_active', checked)}
        hint={isSelf ? 'Ihr eigenes Konto können Sie nicht deaktivieren.' : undefined}
      />
    </FormDialog>
  );
}
