import type { OrganisationType } from '@baucheck/shared/organisations';
import type {
  EditableReferenceUnit,
  ManagedUnit,
  ReferenceUnitKind,
  createReferenceUnitSchema,
  updateReferenceUnitSchema,
} from '@baucheck/shared/reference-units';
import { foldForSearch, foldPlain } from '@baucheck/shared/search-folding';
import type { z } from 'zod';
import { isConditionFailure, staleVersion } from '#lib/conditional';
import { HttpError, invalidField, notFound } from '#lib/errors';
import { getOrganisation, getOrganisations } from '#repositories/organisations';
import {
  createReferenceUnit,
  getReferenceUnit,
  getReferenceUnits,
  getReferenceUnitsByAgs,
  listReferenceUnitsPage,
  newUnitId,
  toReferenceUnit,
  UnitClaimTaken,
  updateReferenceUnit,
  type ReferenceUnitRecord,
  type UnitChanges,
  type UnitPage,
} from '#repositories/reference-units';
import { searchUnits } from '#repositories/unit-search';
import type { UserRecord } from '#repositories/users';
import { inTerritory, noAccess, territoryOf, type Territory } from './check-access.ts';
import { uniqueSlug } from './unit-slugs.ts';

/*
 * Managing reference units: who may see, create and change which unit, and which of its fields.
 *
 *   Administrator  every unit and field; creates Länder and Gemeinden; ties units to organisations
 *   Land           its Land and the Land's Gemeinden: creates Gemeinden of its Land; changes a Gemeinde's
 *                  name, PLZ, contact, side laws, links and active flag, and its Land's contact, side laws
 *                  and links (the Land's name and flag are the Administrator's)
 *   Kommune        its own units (those of its organisation): their contact, side laws and links
 *
 * Organisations are the Administrator's (they are listed and created only there), so only an
 * Administrator ties a unit to one. No request reads more than a page of units.
 */

type CreateInput = z.output<typeof createReferenceUnitSchema>;
type UpdateInput = z.output<typeof updateReferenceUnitSchema>;
type EditableField = keyof Omit<UpdateInput, 'version'>;

/** What each field is called on the page, for the refusal that names what may not be changed. */
const FIELD_LABELS: Record<EditableField, string> = {
  name: 'Name',
  plz: 'Postleitzahlen',
  contact: 'Kontakt',
  side_laws: 'Baunebenrecht',
  links: 'Links',
  organisation_id: 'Organisation',
  active: 'Aktiv',
};
const LOCAL_CONTENT: readonly EditableField[] = ['contact', 'side_laws', 'links'];
const GEMEINDE_BY_LAND: readonly EditableField[] = [...LOCAL_CONTENT, 'name', 'plz', 'active'];

/** The fields a user may change on a unit in their territory. */
function editableFields(user: UserRecord, territory: Territory, unit: ReferenceUnitRecord): readonly EditableField[] {
  if (territory.all) return Object.keys(FIELD_LABELS) as EditableField[];
  const gemeindeOfOwnLand = unit.parent_id !== null && territory.landIds.has(unit.parent_id);
  if (user.level === 'Land' && gemeindeOfOwnLand) return GEMEINDE_BY_LAND;
  return LOCAL_CONTENT;
}

/** The organisation type a unit of this kind belongs to. */
const ORGANISATION_TYPE_OF_KIND: Record<ReferenceUnitKind, OrganisationType> = { Land: 'Land', Gemeinde: 'Kommune' };

async function assertOrganisationFits(organisationId: string | null, kind: ReferenceUnitKind): Promise<void> {
  if (organisationId === null) return;
  const organisation = await getOrganisation(organisationId);
  if (!organisation) throw invalidField(['body', 'organisation_id'], 'Diese Organisation gibt es nicht.');
  if (organisation.type !== ORGANISATION_TYPE_OF_KIND[kind]) {
    throw invalidField(
      ['body', 'organisation_id'],
      kind === 'Land'
        ? 'Ein Land gehört zu einer Organisation vom Typ Land.'
        : 'Eine Gemeinde gehört zu einer Organisation vom Typ Kommune.',
    );
  }
}

/** The units as list rows, with their Länder's and organisations' names (two batch reads). */
async function toRows(units: readonly ReferenceUnitRecord[]): Promise<ManagedUnit[]> {
  const [laender, organisations] = await Promise.all([
    getReferenceUnits(units.flatMap((unit) => (unit.parent_id ? [unit.parent_id] : []))),
    getOrganisations(units.flatMap((unit) => (unit.organisation_id ? [unit.organisation_id] : []))),
  ]);
  const landNames = new Map(laender.map((land) => [land.id, land.name]));
  const organisationNames = new Map(organisations.map((organisation) => [organisation.id, organisation.name]));
  return units.map((unit) => ({
    id: unit.id,
    slug: unit.slug,
    name: unit.name,
    kind: unit.kind,
    ags: unit.ags,
    plz: unit.plz,
    parent_id: unit.parent_id,
    land_name: unit.parent_id ? (landNames.get(unit.parent_id) ?? null) : null,
    organisation_id: unit.organisation_id,
    organisation_name: unit.organisation_id ? (organisationNames.get(unit.organisation_id) ?? null) : null,
    active: unit.active,
    version: unit.version,
  }));
}

async function toEditable(unit: ReferenceUnitRecord): Promise<EditableReferenceUnit> {
  const [land, organisation] = await Promise.all([
    unit.parent_id ? getReferenceUnit(unit.parent_id) : null,
    unit.organisation_id ? getOrganisation(unit.organisation_id) : null,
  ]);
  return {
    ...toReferenceUnit(unit),
    land_name: land?.name ?? null,
    organisation_id: unit.organisation_id,
    organisation_name: organisation?.name ?? null,
    active: unit.active,
    version: unit.version,
  };
}

const byKindAndName = (a: ReferenceUnitRecord, b: ReferenceUnitRecord) =>
  a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Land' ? -1 : 1;

/** Whether a unit matches a query as the search does: name (folded) anywhere, PLZ or AGS from the start. */
function matchesQuery(unit: ReferenceUnitRecord, query: string): boolean {
  const folded = foldForSearch(query);
  if (/^\d+$/.test(folded)) return unit.ags.startsWith(folded) || unit.plz.some((plz) => plz.startsWith(folded));
  return foldForSearch(unit.name).includes(folded) || foldPlain(unit.name).includes(folded);
}

/** A page of a Land's units: the Land itself first (taking one place of the first page), then its Gemeinden by name. */
async function landPage(landId: string, cursor: string | undefined, limit: number): Promise<UnitPage> {
  const [land, page] = await Promise.all([
    cursor ? null : getReferenceUnit(landId),
    listReferenceUnitsPage({ landId, cursor, limit: cursor ? limit : Math.max(1, limit - 1), includeInactive: true }),
  ]);
  return { items: land ? [land, ...page.items] : page.items, nextCursor: page.nextCursor };
}

/** The best matches of a query among all units or a Land's, inactive ones included, in the search's order. */
async function searched(query: string, landId: string | undefined, limit: number): Promise<ReferenceUnitRecord[]> {
  const hits = await searchUnits(query, { limit, landId, includeInactive: true });
  const units = new Map((await getReferenceUnits(hits.map((hit) => hit.unit_id))).map((unit) => [unit.id, unit]));
  return hits.flatMap((hit) => units.get(hit.unit_id) ?? []);
}

/**
 * The units a user manages, a page at a time (see managedUnitListQuerySchema): an Administrator all (or
 * one Land's), Land staff their Land's, Kommune staff their own.
 */
export async function listManagedUnits(
  user: UserRecord,
  query: { q?: string; land_id?: string; cursor?: string; limit: number },
): Promise<{ items: ManagedUnit[]; next_cursor: string | null }> {
  const territory = await territoryOf(user);
  const search = query.q && foldForSearch(query.q).length >= 2 ? query.q : undefined;
  let page: UnitPage;
  if (territory.all || territory.wholeLaender) {
    const landId = territory.all ? query.land_id : (query.land_id ?? [...territory.landIds].sort()[0]);
    if (!territory.all && landId === undefined) return { items: [], next_cursor: null };
    if (!territory.all && landId !== undefined && !territory.landIds.has(landId)) throw noAccess();
    if (search) page = { items: await searched(search, landId, query.limit), nextCursor: null };
    else if (landId) page = await landPage(landId, query.cursor, query.limit);
    else page = await listReferenceUnitsPage({ cursor: query.cursor, limit: query.limit, includeInactive: true });
  } else {
    // Kommune staff: their organisation's few units, on one page.
    const own = await getReferenceUnits([...territory.ownUnitIds]);
    page = { items: own.filter((unit) => !search || matchesQuery(unit, search)).sort(byKindAndName), nextCursor: null };
  }
  return { items: await toRows(page.items), next_cursor: page.nextCursor };
}

/** A unit in the user's territory, or 404 / 403. */
async function requireManagedUnit(
  user: UserRecord,
  id: string,
): Promise<{ unit: ReferenceUnitRecord; territory: Territory }> {
  const [unit, territory] = await Promise.all([getReferenceUnit(id), territoryOf(user)]);
  if (!unit) throw notFound('Die Bezugseinheit existiert nicht');
  if (!inTerritory(territory, unit)) throw noAccess();
  return { unit, territory };
}

export async function getManagedUnit(user: UserRecord, id: string): Promise<EditableReferenceUnit> {
  return toEditable((await requireManagedUnit(user, id)).unit);
}

const agsTaken = (ags: string, holder: string) =>
  invalidField(['body', 'ags'], `Der Amtliche Gemeindeschlüssel ${ags} ist bereits vergeben (${holder}).`);

/** The Land a new Gemeinde belongs to, checked against its AGS; null for a new Land. */
async function landOfNewUnit(input: CreateInput): Promise<ReferenceUnitRecord | null> {
  if (input.kind === 'Land') {
    if (input.ags.length !== 2) throw invalidField(['body', 'ags'], 'Der AGS eines Landes hat 2 Ziffern.');
    if (input.land_id !== null) throw invalidField(['body', 'land_id'], 'Ein Land gehört zu keinem anderen Land.');
    return null;
  }
  if (input.ags.length !== 8) throw invalidField(['body', 'ags'], 'Der AGS einer Gemeinde hat 8 Ziffern.');
  if (input.land_id === null) throw invalidField(['body', 'land_id'], 'Bitte wählen Sie das Land der Gemeinde.');
  const land = await getReferenceUnit(input.land_id);
  if (land?.kind !== 'Land') throw invalidField(['body', 'land_id'], 'Dieses Land gibt es nicht.');
  if (!input.ags.startsWith(land.ags)) {
    throw invalidField(
      ['body', 'ags'],
      `Der AGS einer Gemeinde in ${land.name} beginnt mit ${land.ags}, dem Schlüssel des Landes.`,
    );
  }
  return land;
}

/** Side laws with neither text nor contact are left out: the Gemeinde then inherits its Land's. */
const withoutEmptySideLaws = (sideLaws: CreateInput['side_laws']): ReferenceUnitRecord['side_laws'] =>
  Object.fromEntries(Object.entries(sideLaws).filter(([, info]) => info && (info.text || info.contact)));

/**
 * Creates a unit: Administrators any, Land staff Gemeinden of their Land (without an organisation). The
 * AGS must be free; the slug is made from the name (with the AGS on a clash).
 */
export async function createManagedUnit(user: UserRecord, input: CreateInput): Promise<EditableReferenceUnit> {
  const territory = await territoryOf(user);
  if (!territory.all) {
    if (input.kind === 'Land') throw new HttpError(403, 'Länder legt nur die Administration an.');
    if (input.land_id === null || !territory.landIds.has(input.land_id)) throw noAccess();
    if (input.organisation_id !== null) {
      throw new HttpError(403, 'Die Organisation einer Bezugseinheit ordnet die Administration zu.');
    }
  }
  const land = await landOfNewUnit(input);
  const [existing] = [...(await getReferenceUnitsByAgs([input.ags])).values()];
  if (existing) throw agsTaken(input.ags, existing.name);
  await assertOrganisationFits(input.organisation_id, input.kind);
  try {
    const created = await createReferenceUnit({
      id: newUnitId(),
      slug: await uniqueSlug(input.name, input.ags),
      name: input.name,
      kind: input.kind,
      ags: input.ags,
      plz: [...new Set(input.plz)],
      parent_id: land?.id ?? null,
      organisation_id: input.organisation_id,
      coat_of_arms_key: null,
      contact: input.contact,
      side_laws: withoutEmptySideLaws(input.side_laws),
      links: input.links,
      demo: false,
    });
    return await toEditable(created);
  } catch (error) {
    if (!(error instanceof UnitClaimTaken) || error.field === 'id') throw error;
    // Someone else took the AGS or the slug between the check above and the write.
    if (error.field === 'ags') throw agsTaken(input.ags, 'eine andere Bezugseinheit');
    throw new HttpError(
      409,
      'Eine Bezugseinheit gleichen Namens wurde gerade angelegt. Bitte versuchen Sie es erneut.',
    );
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes a unit as read (`version`; 409 when it changed since). Only the fields that differ from the
 * stored unit count; one the user may not change answers 403 and nothing is saved.
 */
export async function updateManagedUnit(
  user: UserRecord,
  id: string,
  input: UpdateInput,
): Promise<EditableReferenceUnit> {
  const { unit, territory } = await requireManagedUnit(user, id);
  const { version, ...fields } = input;
  if (unit.version !== version) throw staleVersion();
  const normalised: UnitChanges = {
    ...fields,
    ...(fields.plz ? { plz: [...new Set(fields.plz)] } : {}),
    ...(fields.side_laws ? { side_laws: withoutEmptySideLaws(fields.side_laws) } : {}),
  };
  const changes = Object.fromEntries(
    Object.entries(normalised).filter(
      ([field, value]) => value !== undefined && !sameValue(value, unit[field as EditableField]),
    ),
  ) as UnitChanges;
  const allowed = editableFields(user, territory, unit);
  const refused = (Object.keys(changes) as EditableField[]).filter((field) => !allowed.includes(field));
  if (refused.length > 0) {
    throw new HttpError(
      403,
      `Diese Angaben der Bezugseinheit dürfen Sie nicht ändern: ${refused.map((field) => FIELD_LABELS[field]).join(', ')}.`,
    );
  }
  if (changes.organisation_id !== undefined) await assertOrganisationFits(changes.organisation_id, unit.kind);
  if (Object.keys(changes).length === 0) return toEditable(unit);
  try {
    return await toEditable(await updateReferenceUnit(unit, changes));
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
}
