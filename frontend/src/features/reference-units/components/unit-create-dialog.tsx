import type { Level } from '@baucheck/shared/enums';
import type { ManagedUnit, ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { InputText } from 'primereact/inputtext';
import { Field } from '#features/admin-kit/components/field.tsx';
import { FormDialog } from '#features/admin-kit/components/form-dialog.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import { useCreateUnit } from '../api/save-unit.ts';
import { plzListOf, unitFieldErrors } from '../utils/unit-form.ts';
import { FieldGroup } from './unit-fields.tsx';

interface UnitCreateDialogProps {
  level: Level;
  /** The Länder the user manages: a new Gemeinde belongs to one of them. */
  laender: ManagedUnit[];
  onClose: () => void;
  /** Opens the new unit's edit form (contact details, side laws, links). */
  onCreated: (unit: { id: string }) => void;
}

/**
 * A new Land (Administrator) or Gemeinde: the key facts and the responsible office; the rest is added
 * in the edit form that opens next.
 */
export function UnitCreateDialog({ level, laender, onClose, onCreated }: UnitCreateDialogProps) {
  const toast = useToast();
  const create = useCreateUnit();
  const form = useFormState({
    kind: 'Gemeinde' as ReferenceUnitKind,
    land_id: laender[0]?.id ?? '',
    ags: '',
    name: '',
    plz: '',
    office: '',
  });
  const { values } = form;
  const server = unitFieldErrors(create.error);
  const missing = (value: string, text: string) => (form.attempted && !value.trim() ? text : undefined);
  const land = laender.find((candidate) => candidate.id === values.land_id);

  const submit = () => {
    form.markAttempted();
    if (!values.ags.trim() || !values.name.trim() || !values.office.trim()) return;
    create.mutate(
      {
        kind: values.kind,
        land_id: values.kind === 'Gemeinde' ? values.land_id || null : null,
        ags: values.ags.trim(),
        name: values.name.trim(),
        plz: plzListOf(values.plz),
        contact: { office: values.office.trim(), phone: null, email: null, website: null },
      },
      {
        onSuccess: (created) => {
          toast.success('Bezugseinheit angelegt', created.name);
          onCreated(created);
        },
      },
    );
  };

  return (
    <FormDialog
      visible
      title="Neue Bezugseinheit"
      onHide={onClose}
      dirty={form.dirty}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel="Anlegen"
      error={create.error}
    >
      <FieldGroup legend="Art und Schlüssel">
        {level === 'Administrator' && (
          <Field label="Art" required error={server.kind}>
            {(control) => (
              <NativeSelect
                control={control}
                value={values.kind}
                onChange={(kind) => form.set('kind', kind)}
                options={[
                  { value: 'Gemeinde', label: 'Gemeinde' },
                  { value: 'Land', label: 'Land' },
                ]}
              />
            )}
          </Field>
        )}
        {values.kind === 'Gemeinde' && (
          <Field label="Land" required error={server.land_id}>
            {(control) => (
              <NativeSelect
                control={control}
                value={values.land_id}
                onChange={(landId) => form.set('land_id', landId)}
                options={laender.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              />
            )}
          </Field>
        )}
        <Field
          label="Amtlicher Gemeindeschlüssel (AGS)"
          required
          hint={
            values.kind === 'Land'
              ? '2 Ziffern, z. B. 09 für Bayern.'
              : `8 Ziffern${land ? `, beginnend mit ${land.ags} (${land.name})` : ''}.`
          }
          error={missing(values.ags, 'Bitte geben Sie den AGS ein.') ?? server.ags}
        >
          {(control) => (
            <InputText
              {...control}
              value={values.ags}
              onChange={(event) => form.set('ags', event.target.value)}
              inputMode="numeric"
              maxLength={8}
              autoComplete="off"
            />
          )}
        </Field>
      </FieldGroup>
      <FieldGroup legend="Allgemein">
        <Field label="Name" required error={missing(values.name, 'Bitte geben Sie einen Namen ein.') ?? server.name}>
          {(control) => (
            <InputText
              {...control}
              value={values.name}
              onChange={(event) => form.set('name', event.target.value)}
              maxLength={120}
              autoComplete="off"
            />
          )}
        </Field>
        {values.kind === 'Gemeinde' && (
          <Field label="Postleitzahlen" hint="Mehrere durch Komma getrennt." error={server.plz}>
            {(control) => (
              <InputText
                {...control}
                value={values.plz}
                onChange={(event) => form.set('plz', event.target.value)}
                inputMode="numeric"
              />
            )}
          </Field>
        )}
        <Field
          label="Zuständige Stelle (Bauamt / Bauaufsicht)"
          required
          hint="Telefon, E-Mail, Baunebenrecht und Links ergänzen Sie im nächsten Schritt."
          error={missing(values.office, 'Bitte geben Sie die zuständige Stelle an.') ?? server['contact.office']}
        >
          {(control) => (
            <InputText
              {...control}
              value={values.office}
              onChange={(event) => form.set('office', event.target.value)}
              maxLength={200}
            />
          )}
        </Field>
      </FieldGroup>
    </FormDialog>
  );
}
