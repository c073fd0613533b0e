import { LOCAL_LINK_KEYS, SIDE_LAWS, type Level, type LocalLinkKey, type SideLaw } from '@baucheck/shared/enums';
import type { EditableReferenceUnit, UpdateReferenceUnitInput } from '@baucheck/shared/reference-units';
import { validationIssues } from '#features/admin-kit/utils/admin-error-text.ts';

/*
 * The edit form of a unit as flat text values (one per input), what the signed-in user may change on
 * it, the PATCH body of what changed, and the server's 422 messages per input.
 */

export type SideLawKey = `side_laws.${SideLaw}.${'text' | 'contact'}`;
export type LinkKey = `links.${LocalLinkKey}`;

export type UnitFormValues = Record<SideLawKey | LinkKey, string> & {
  name: string;
  /** Postleitzahlen separated by commas or spaces. */
  plz: string;
  active: boolean;
  organisation_id: string;
  'contact.office': string;
  'contact.phone': string;
  'contact.email': string;
  'contact.website': string;
};

export const sideLawKey = (law: SideLaw, part: 'text' | 'contact'): SideLawKey => `side_laws.${law}.${part}`;
export const linkKey = (key: LocalLinkKey): LinkKey => `links.${key}`;

export function formValuesOf(unit: EditableReferenceUnit): UnitFormValues {
  const values = {
    name: unit.name,
    plz: unit.plz.join(', '),
    active: unit.active,
    organisation_id: unit.organisation_id ?? '',
    'contact.office': unit.contact.office,
    'contact.phone': unit.contact.phone ?? '',
    'contact.email': unit.contact.email ?? '',
    'contact.website': unit.contact.website ?? '',
  } as UnitFormValues;
  for (const law of SIDE_LAWS) {
    values[sideLawKey(law, 'text')] = unit.side_laws[law]?.text ?? '';
    values[sideLawKey(law, 'contact')] = unit.side_laws[law]?.contact ?? '';
  }
  for (const key of LOCAL_LINK_KEYS) values[linkKey(key)] = unit.links[key] ?? '';
  return values;
}

/** "80331, 80333 80335" → ["80331", "80333", "80335"]. */
export const plzListOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export type UnitField = 'name' | 'plz' | 'active' | 'organisation_id' | 'contact' | 'side_laws' | 'links';

/**
 * What a user may change on a unit they manage (the server decides again): an Administrator all,
 * Land staff a Gemeinde of their Land but its organisation, everyone else only the local content.
 */
export function editableFields(level: Level, unit: Pick<EditableReferenceUnit, 'kind'>): ReadonlySet<UnitField> {
  const local: UnitField[] = ['contact', 'side_laws', 'links'];
  if (level === 'Administrator') return new Set<UnitField>([...local, 'name', 'plz', 'active', 'organisation_id']);
  if (level === 'Land' && unit.kind === 'Gemeinde') return new Set<UnitField>([...local, 'name', 'plz', 'active']);
  return new Set(local);
}

const changed = (values: UnitFormValues, saved: UnitFormValues, keys: ReadonlyArray<keyof UnitFormValues>) =>
  keys.some((key) => values[key] !== saved[key]);

const nullIfEmpty = (text: string) => (text.trim() ? text.trim() : null);

/** The PATCH body: the version read and each group of fields that differs from what was loaded. */
export function updateBody(
  unit: EditableReferenceUnit,
  values: UnitFormValues,
  saved: UnitFormValues,
): UpdateReferenceUnitInput {
  const body: UpdateReferenceUnitInput = { version: unit.version };
  if (values.name !== saved.name) body.name = values.name.trim();
  if (values.plz !== saved.plz) body.plz = plzListOf(values.plz);
  if (values.active !== saved.active) body.active = values.active;
  if (values.organisation_id !== saved.organisation_id) body.organisation_id = values.organisation_id || null;
  const contactKeys = ['contact.office', 'contact.phone', 'contact.email', 'contact.website'] as const;
  if (changed(values, saved, contactKeys)) {
    body.contact = {
      office: values['contact.office'].trim(),
      phone: nullIfEmpty(values['contact.phone']),
      email: nullIfEmpty(values['contact.email']),
      website: nullIfEmpty(values['contact.website']),
    };
  }
  const sideLawKeys = SIDE_LAWS.flatMap((law) => [sideLawKey(law, 'text'), sideLawKey(law, 'contact')]);
  if (changed(values, saved, sideLawKeys)) {
    body.side_laws = Object.fromEntries(
      SIDE_LAWS.flatMap((law) => {
        const text = values[sideLawKey(law, 'text')].trim();
        const contact = values[sideLawKey(law, 'contact')].trim();
        return text || contact ? [[law, { text, contact }]] : [];
      }),
    );
  }
  const linkKeys = LOCAL_LINK_KEYS.map(linkKey);
  if (changed(values, saved, linkKeys)) {
    body.links = Object.fromEntries(
      LOCAL_LINK_KEYS.flatMap((key) => {
        const href = values[linkKey(key)].trim();
        return href ? [[key, href]] : [];
      }),
    );
  }
  return body;
}

/**
 * The server's 422 messages by the form's input keys: `["body", "contact", "office"]` → "contact.office";
 * every postcode of the list → "plz".
 */
export function unitFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validationIssues(error)) {
    if (issue.loc[0] !== 'body') continue;
    const path = issue.loc.slice(1).map(String);
    const key = path[0] === 'plz' ? 'plz' : path.join('.');
    if (key && !(key in errors)) errors[key] = issue.msg;
  }
  return errors;
}
