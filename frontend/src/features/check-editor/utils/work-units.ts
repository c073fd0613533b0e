import type { Check } from '@baucheck/shared/checks';
import type { MyReferenceUnit, ReferenceUnit } from '@baucheck/shared/reference-units';

/** Units a check applies to: its Land and the Land's Gemeinden (Standard), or the owning Gemeinde (Individuell). */
export function unitsOfCheck(check: Check, units: readonly ReferenceUnit[]): ReferenceUnit[] {
  if (check.type === 'Individuell') return units.filter((unit) => unit.id === check.owner_unit_id);
  return units.filter((unit) => unit.id === check.land_id || unit.parent_id === check.land_id);
}

/** "Markt Lindenau" or "Bayern (Land)". */
export const unitLabel = (unit: ReferenceUnit): string => (unit.kind === 'Land' ? `${unit.name} (Land)` : unit.name);

/**
 * Whether a unit uses the check by an association of its own: the Land by the check's flag, a copy's
 * Gemeinde by the copy's count (it is the only unit a copy applies to), any other Gemeinde by the check
 * the staff unit lists name for it (`checks`, not inherited from the Land). A unit read without that
 * list counts as not associated.
 */
export function associatedWith(check: Check, unit: ReferenceUnit | MyReferenceUnit): boolean {
  if (unit.id === check.land_id) return check.land_associated;
  if (check.type === 'Individuell') return unit.id === check.owner_unit_id && check.associated_gemeinden > 0;
  const used = 'checks' in unit ? unit.checks[check.group] : undefined;
  return used?.check_id === check.id && !used.inherited;
}

/** "Bayern (Land) und 3 Gemeinden", "Markt Lindenau", "12 Gemeinden"; null when no unit uses the check by association. */
export function associationText(check: Check, names: { land: string; owner: string | null }): string | null {
  const gemeinden =
    check.associated_gemeinden === 0
      ? null
      : check.type === 'Individuell' && names.owner
        ? names.owner
        : check.associated_gemeinden === 1
          ? '1 Gemeinde'
          : `${check.associated_gemeinden.toLocaleString('de-DE')} Gemeinden`;
  const land = check.land_associated ? names.land : null;
  if (land && gemeinden) return `${land} und ${gemeinden}`;
  return land ?? gemeinden;
}

/** Whom a check's next version reaches as soon as it is published (the publish confirmation says so). */
export function reachOfPublishing(check: Check, names: { land: string; owner: string | null }): string {
  const own = associationText({ ...check, land_associated: false }, names);
  if (check.land_associated) {
    const also = own ? `, dazu für ${own} mit eigener Zuordnung` : '';
    return `Die neue Version gilt sofort für ${names.land} und jede seiner Gemeinden ohne eigenen Check dieser Gruppe${also}.`;
  }
  if (own) return `Die neue Version gilt sofort für ${own}.`;
  return 'Der Check ist keiner Bezugseinheit zugeordnet: Die neue Version erreicht Bürgerinnen und Bürger erst, wenn er zugeordnet ist.';
}
