import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMyUnitsPage } from '#features/embed-links/api/list-my-units.ts';
import { errorText } from '#lib/error-text.ts';
import { useSettled } from '#lib/use-settled.ts';
import { checkEditorKeys } from '../api/query-keys.ts';
import { UnitSelect } from './unit-select.tsx';

/** Gemeinden listed before the user searches (the Land comes first). */
const FIRST_CHOICES = 50;
const MIN_QUERY = 2;

interface UnitPickerProps {
  id: string;
  label: string;
  value: string;
  onChange: (unitId: string) => void;
  /** The units to choose from without a search (e.g. the user's own units that the check applies to). */
  choices: readonly ReferenceUnit[];
  /**
   * A Land any of whose Gemeinden may be chosen (Administrators, and Land staff for their Land): its
   * first Gemeinden are offered and the others found by the staff search (`GET /reference-units/mine/?q=`).
   */
  landId?: string | null;
  /**
   * A check whose units are offered instead of a Land's: those that use it by their own association
   * ("Zuordnung aufheben"; the check only counts them), its Land first, then its Gemeinden by name.
   */
  usedBy?: string | null;
  /** Which of the Land's units fit the action (e.g. Gemeinden only, or not yet associated). */
  accept?: (unit: ReferenceUnit) => boolean;
  placeholder?: string;
  hint?: string;
}

/**
 * Choosing a reference unit where there may be thousands (a Land's Gemeinden): a search by name, PLZ or
 * AGS fills the native select, which stays the one control that holds the choice (keyboard- and
 * screen-reader-friendly, no overlay inside dialogs). The number of hits is announced.
 */
export function UnitPicker({
  id,
  label,
  value,
  onChange,
  choices,
  landId = null,
  usedBy = null,
  accept = () => true,
  placeholder = 'Bitte wählen',
  hint,
}: UnitPickerProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useSettled(search);
  const searching = query.length >= MIN_QUERY;
  // The unit chosen from a search stays choosable after the search changes.
  const [picked, setPicked] = useState<ReferenceUnit | null>(null);
  const scope = usedBy ? { checkId: usedBy } : { landId: landId ?? undefined };
  const searchable = Boolean(usedBy ?? landId);
  const first = useMyUnitsPage({ ...scope, limit: FIRST_CHOICES }, { enabled: searchable });
  const hits = useMyUnitsPage({ ...scope, q: query, limit: FIRST_CHOICES }, { enabled: searchable && searching });

  const listed = !searchable
    ? choices
    : searching
      ? (hits.data?.items ?? [])
      : [...choices, ...(first.data?.items ?? [])];
  const shown = new Map<string, ReferenceUnit>();
  for (const unit of listed) if (accept(unit)) shown.set(unit.id, unit);
  if (picked && picked.id === value && !shown.has(picked.id)) shown.set(picked.id, picked);

  const choose = (unitId: string) => {
    const unit = shown.get(unitId) ?? null;
    setPicked(unit);
    // The editor names and previews the unit without reading it again.
    if (unit) queryClient.setQueryData(checkEditorKeys.referenceUnit(unit.id), unit);
    onChange(unitId);
  };

  const found = searching ? (hits.data?.items ?? []).filter(accept).length : 0;
  let status = '';
  if (searching && hits.isError) status = `Die Suche ist fehlgeschlagen. ${errorText(hits.error)}`;
  else if (searching && hits.isFetching) status = 'Suche läuft …';
  else if (searching)
    status =
      found === 0
        ? 'Keine passende Bezugseinheit gefunden.'
        : `${found === 1 ? '1 Treffer' : `${found} Treffer`} – bitte in der Liste „${label}“ wählen.`;

  return (
    <div className="unit-picker">
      {searchable && (
        <div className="editor-field unit-picker__search">
          <label htmlFor={`${id}-search`} className="editor-field__label">
            Suche nach Name, PLZ oder AGS
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="editor-input"
            value={search}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-search-hint ${id}-search-status`}
            onChange={(event) => setSearch(event.target.value)}
            // Enter would confirm the surrounding dialog; the search runs while typing.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
          <p id={`${id}-search-hint`} className="editor-field__hint">
            Die Liste zeigt zunächst die ersten {FIRST_CHOICES} Einheiten; ab {MIN_QUERY} Zeichen zeigt sie die Treffer.
          </p>
          <p id={`${id}-search-status`} className="unit-picker__status" role="status">
            {status}
          </p>
        </div>
      )}
      <UnitSelect
        id={id}
        label={label}
        units={[...shown.values()]}
        value={shown.has(value) ? value : ''}
        onChange={choose}
        placeholder={placeholder}
        hint={hint}
      />
    </div>
  );
}
