import { Field } from './field.tsx';
import { NativeSelect } from './select-field.tsx';

/** Which rows a list shows by their active flag. */
export type StatusFilterValue = 'all' | 'active' | 'inactive';

/** The "Status" select of an admin list: all rows, only active or only inactive ones. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <Field label="Status">
      {(control) => (
        <NativeSelect
          control={control}
          value={value}
          onChange={onChange}
          options={[
            { value: 'all', label: 'Alle' },
            { value: 'active', label: 'Aktiv' },
            { value: 'inactive', label: 'Inaktiv' },
          ]}
        />
      )}
    </Field>
  );
}
