import type { FieldControlProps } from './field.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface NativeSelectProps<V extends string> {
  control: FieldControlProps;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/**
 * A native select styled like PrimeReact's inputs. Native selects work with every screen reader and
 * on phones with the system picker, and need no overlay that could break out of a dialog.
 */
export function NativeSelect<V extends string>({ control, value, options, onChange, disabled }: NativeSelectProps<V>) {
  return (
    <select
      {...control}
      className="admin-select"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
