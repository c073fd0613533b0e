import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { unitLabel } from '../utils/work-units.ts';

interface UnitSelectProps {
  id: string;
  label: string;
  units: readonly ReferenceUnit[];
  value: string;
  onChange: (unitId: string) => void;
  /** The empty choice's text; without it the first unit is preselected by the caller. */
  placeholder?: string;
  hint?: string;
}

/**
 * A labelled native select of reference units, Länder first. Native on purpose: it is keyboard- and
 * screen-reader-friendly everywhere and needs no overlay inside dialogs.
 */
export function UnitSelect({ id, label, units, value, onChange, placeholder, hint }: UnitSelectProps) {
  const sorted = [...units].sort((a, b) =>
    a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Land' ? -1 : 1,
  );
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
      </label>
      <select
        id={id}
        className="editor-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {sorted.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unitLabel(unit)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="editor-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
