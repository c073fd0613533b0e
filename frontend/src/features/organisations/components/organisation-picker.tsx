import type { OrganisationType } from '@baucheck/shared/organisations';
import { InputText } from 'primereact/inputtext';
import { useState, type ReactNode } from 'react';
import { useSettled } from '#lib/use-settled.ts';
import { Field } from '#features/admin-kit/components/field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useOrganisations } from '../api/list-organisations.ts';

/** How many matches the picker offers; more are found by typing more of the name. */
const MATCHES = 20;

export interface PickedOrganisation {
  id: string;
  name: string;
}

interface OrganisationPickerProps {
  label: string;
  /** Only organisations of this type are offered. */
  type: OrganisationType;
  value: PickedOrganisation | null;
  onChange: (organisation: PickedOrganisation | null) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The choice of none: "Bitte wählen …" where one is required, e.g. "Keine Organisation" where not. */
  emptyLabel?: string;
}

/**
 * Choosing one organisation of a type among thousands (Germany has about 10,800 Kommunen): a search
 * field that asks the server for the first matches by name, and a native select of them (with the
 * current choice). Both are labelled controls that work with a keyboard and every screen reader.
 */
export function OrganisationPicker({
  label,
  type,
  value,
  onChange,
  required,
  hint,
  error,
  emptyLabel = 'Bitte wählen …',
}: OrganisationPickerProps) {
  const [search, setSearch] = useState('');
  const [deferredSearch] = useSettled(search);
  const matches = useOrganisations({ type, q: deferredSearch || undefined, limit: MATCHES });
  const found = matches.data?.items ?? [];
  const options = value && !found.some((organisation) => organisation.id === value.id) ? [value, ...found] : found;
  const names = new Map(options.map((organisation) => [organisation.id, organisation.name]));
  const status = matches.isError
    ? 'Die Organisationen konnten nicht geladen werden.'
    : matches.data && found.length === 0
      ? `Keine Organisation vom Typ ${type} passt zur Suche.`
      : matches.data?.next_cursor
        ? `Die ersten ${found.length} Treffer; für weitere mehr vom Namen eingeben.`
        : undefined;

  return (
    <div className="organisation-picker">
      <Field label={`${label} suchen`} hint={`Name oder Teil des Namens (Typ ${type}).`}>
        {(control) => (
          <InputText
            {...control}
            type="search"
            value={search}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field label={label} required={required} hint={hint} error={error}>
        {(control) => (
          <NativeSelect
            control={control}
            value={value?.id ?? ''}
            onChange={(id) => onChange(id ? { id, name: names.get(id) ?? '' } : null)}
            options={[
              { value: '', label: emptyLabel },
              ...options.map((organisation) => ({ value: organisation.id, label: organisation.name })),
            ]}
          />
        )}
      </Field>
      <p className="admin-field__hint" role="status">
        {status}
      </p>
    </div>
  );
}
