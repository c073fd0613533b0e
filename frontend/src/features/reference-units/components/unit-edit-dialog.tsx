import type { Level } from '@baucheck/shared/enums';
import type { EditableReferenceUnit } from '@baucheck/shared/reference-units';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { CheckboxField, Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import {
  OrganisationPicker,
  type PickedOrganisation,
} from '#features/organisations/components/organisation-picker.tsx';
import { managedUnitQueryOptions, useManagedUnit } from '../api/get-managed-unit.ts';
import { useUpdateUnit } from '../api/save-unit.ts';
import { editableFields, formValuesOf, unitFieldErrors, updateBody, type UnitFormValues } from '../utils/unit-form.ts';
import { ContactFields, FieldGroup, LinkFields, SideLawFields } from './unit-fields.tsx';

interface UnitEditDialogProps {
  unitId: string;
  level: Level;
  onClose: () => void;
}

/** The organisation a unit belongs to: Administrators choose among those of the fitting type. */
function OrganisationField({
  unit,
  value,
  onChange,
  canChange,
  error,
}: {
  unit: EditableReferenceUnit;
  value: string;
  onChange: (value: string) => void;
  canChange: boolean;
  error?: string;
}) {
  const type = unit.kind === 'Land' ? 'Land' : 'Kommune';
  // The name of the chosen organisation: the unit's own at first, then the one picked.
  const [picked, setPicked] = useState<PickedOrganisation | null>(
    value ? { id: value, name: unit.organisation_name ?? '' } : null,
  );
  const hint = canChange
    ? `Ihre ${type === 'Land' ? 'Land' : 'Kommunen'}-Accounts arbeiten für diese Bezugseinheit.`
    : 'Die Organisation ordnet die Administration zu.';
  return (
    <FieldGroup legend="Organisation">
      {canChange ? (
        <OrganisationPicker
          label="Zuständige Organisation"
          type={type}
          value={picked?.id === value ? picked : value ? { id: value, name: unit.organisation_name ?? '' } : null}
          onChange={(organisation) => {
            setPicked(organisation);
            onChange(organisation?.id ?? '');
          }}
          hint={hint}
          error={error}
          emptyLabel="Keine Organisation"
        />
      ) : (
        <Field label="Zuständige Organisation" error={error} hint={hint}>
          {(control) => <InputText {...control} value={unit.organisation_name ?? 'Keine Organisation'} readOnly />}
        </Field>
      )}
    </FieldGroup>
  );
}

function UnitEditForm({
  opened,
  level,
  onClose,
}: {
  opened: EditableReferenceUnit;
  level: Level;
  onClose: () => void;
}) {
  // As last read: after reloading on a conflict, saving continues from its new version.
  const [unit, setUnit] = useState(opened);
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useUpdateUnit();
  const form = useFormState<UnitFormValues>(formValuesOf(unit));
  const allowed = editableFields(level, unit);
  const serverErrors = unitFieldErrors(update.error);
  const required = (key: 'name' | 'contact.office', text: string) =>
    form.attempted && !form.values[key].trim() ? text : undefined;
  const errorOf = (key: string) =>
    (key === 'name' ? required('name', 'Bitte geben Sie einen Namen ein.') : undefined) ??
    (key === 'contact.office' ? required('contact.office', 'Bitte geben Sie die zuständige Stelle an.') : undefined) ??
    serverErrors[key];
  const set = (key: Exclude<keyof UnitFormValues, 'active'>, value: string) => form.set(key, value);

  const submit = () => {
    form.markAttempted();
    if (!form.values.name.trim() || !form.values['contact.office'].trim()) return;
    const body = updateBody(unit, form.values, formValuesOf(unit));
    if (Object.keys(body).length === 1) {
      onClose();
      return;
    }
    update.mutate(
      { id: unit.id, ...body },
      {
        onSuccess: (saved) => {
          toast.success('Bezugseinheit gespeichert', saved.name);
          onClose();
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery(managedUnitQueryOptions(unit.id));
    update.reset();
    setUnit(fresh);
    form.reset(formValuesOf(fresh));
  };

  const inherits = unit.kind === 'Gemeinde';
  return (
    <FormDialog
      visible
      title={`${unit.name} bearbeiten`}
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={update.isPending}
      error={update.error}
      onReload={() => void reload()}
      size="wide"
    >
      <p className="unit-form__facts">
        {unit.kind === 'Land' ? 'Land' : `Gemeinde in ${unit.land_name ?? 'unbekanntem Land'}`} · AGS {unit.ags} ·
        Kürzel in Links: {unit.slug}
      </p>
      <FieldGroup legend="Allgemein">
        <Field label="Name" required error={errorOf('name')}>
          {(control) => (
            <InputText
              {...control}
              value={form.values.name}
              onChange={(event) => set('name', event.target.value)}
              disabled={!allowed.has('name')}
              maxLength={120}
            />
          )}
        </Field>
        <Field label="Postleitzahlen" hint="Mehrere durch Komma getrennt, z. B. 85999, 85998." error={errorOf('plz')}>
          {(control) => (
            <InputText
              {...control}
              value={form.values.plz}
              onChange={(event) => set('plz', event.target.value)}
              disabled={!allowed.has('plz')}
              inputMode="numeric"
            />
          )}
        </Field>
        <CheckboxField
          label="Aktiv"
          checked={form.values.active}
          onChange={(checked) => form.set('active', checked)}
          disabled={!allowed.has('active')}
          hint="Deaktivierte Bezugseinheiten finden Bürgerinnen und Bürger nicht mehr; ihre Inhalte bleiben erhalten."
        />
      </FieldGroup>
      <OrganisationField
        unit={unit}
        value={form.values.organisation_id}
        onChange={(value) => set('organisation_id', value)}
        canChange={allowed.has('organisation_id')}
        error={errorOf('organisation_id')}
      />
      <ContactFields values={form.values} set={set} errorOf={errorOf} />
      <SideLawFields values={form.values} set={set} errorOf={errorOf} inherits={inherits} />
      <LinkFields values={form.values} set={set} errorOf={errorOf} inherits={inherits} />
    </FormDialog>
  );
}

/** Edit a unit: loads what is stored now, then the form with the fields the user may change. */
export function UnitEditDialog({ unitId, level, onClose }: UnitEditDialogProps) {
  const unit = useManagedUnit(unitId);
  if (unit.isSuccess) return <UnitEditForm opened={unit.data} level={level} onClose={onClose} />;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={<h2 className="dialog-title">Bezugseinheit bearbeiten</h2>}
      className="admin-dialog admin-dialog--wide"
      modal
      draggable={false}
      resizable={false}
    >
      <QueryFallback query={unit} plural="Angaben der Bezugseinheit" />
    </Dialog>
  );
}
