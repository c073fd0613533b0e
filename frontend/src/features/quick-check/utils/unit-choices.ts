import type { ReferenceUnit } from '@baucheck/shared/reference-units';

/** Lower case without accents, ß as ss: "Württemberg" is found by "wurttemberg" and "württ". */
export const searchable = (text: string) =>
  text
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Units whose name contains every word of the query; Gemeinden before Länder, then by name. */
export function matchingUnits(units: readonly ReferenceUnit[], query: string): ReferenceUnit[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return units
    .filter((unit) => words.every((word) => searchable(unit.name).includes(word)))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Gemeinde' ? -1 : 1));
}

export interface UnitChoices {
  /** The Gemeinden matching the search, at most `limit`, and the selected one in any case. */
  gemeinden: ReferenceUnit[];
  /** How many Gemeinden match in all. */
  gemeindenFound: number;
  /** Every Land, whatever the search: the choice when a Gemeinde is not listed. */
  laender: ReferenceUnit[];
}

/**
 * What the municipality step offers: the Gemeinden that match the search, and always every Land.
 * The page tells residents whose Gemeinde is not listed to choose their Land, so a search ("München")
 * must never hide the Länder.
 */
export function unitChoices(
  units: readonly ReferenceUnit[],
  query: string,
  selectedId: string | null,
  limit: number,
): UnitChoices {
  const found = matchingUnits(
    units.filter((unit) => unit.kind === 'Gemeinde'),
    query,
  );
  const shown = found.slice(0, limit);
  // The selected Gemeinde stays visible while the resident searches on: a choice the form would
  // submit is never hidden.
  const selected = units.find((unit) => unit.kind === 'Gemeinde' && unit.id === selectedId);
  const gemeinden = selected && !shown.includes(selected) ? [selected, ...shown.slice(0, limit - 1)] : shown;
  const laender = units.filter((unit) => unit.kind === 'Land').sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { gemeinden, gemeindenFound: found.length, laender };
}
