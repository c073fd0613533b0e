import type { CheckGroup } from '@baucheck/shared/enums';
import type { CreateProduct, Product, ProductPage, PublicProduct, UpdateProduct } from '@baucheck/shared/products';
import { staleVersion } from '#lib/conditional';
import { forbidden, invalidField, notFound } from '#lib/errors';
import { getOrganisation, organisationNames } from '#repositories/organisations';
import {
  createProductRecord,
  deleteProductRecords,
  getProductRecord,
  getProductRecords,
  listProductRecordsPage,
  updateProductRecord,
  type ProductRecord,
} from '#repositories/products';
import type { UserRecord } from '#repositories/users';

const PRODUCT_NOT_FOUND_TEXT = 'Das Produkt existiert nicht';
const SOME_PRODUCTS_NOT_FOUND_TEXT = 'Mindestens eines der Produkte existiert nicht.';
const NO_PARTNER_ORGANISATION_TEXT = 'Ihrem Konto ist keine Partner-Organisation zugeordnet.';
const PARTNER_ORGANISATION_REQUIRED_TEXT = 'Bitte wählen Sie eine Organisation vom Typ Partner.';

/*
 * Who sees and changes which products: administrators all of them; Partner staff only those of
 * their own organisation. Another organisation's product is answered like an unknown one (404), so a
 * partner learns nothing about other partners' catalogues; the organisation of a product a partner
 * creates or edits is always their own (an organisation_id they send is ignored).
 */

type Caller = Pick<UserRecord, 'level' | 'organisation_id'>;

/** The organisation whose products the caller is limited to; `null` for administrators (all). */
function scopeOf(caller: Caller): string | null {
  if (caller.level === 'Administrator') return null;
  if (!caller.organisation_id) throw forbidden(NO_PARTNER_ORGANISATION_TEXT);
  return caller.organisation_id;
}

const toProduct = (record: ProductRecord, organisationName: string): Product => ({
  id: record.id,
  name: record.name,
  description: record.description,
  check_group: record.check_group,
  organisation_id: record.organisation_id,
  organisation_name: organisationName,
  link: record.link ?? null,
  is_active: record.is_active,
  version: record.version,
});

async function organisationName(id: string): Promise<string> {
  return (await getOrganisation(id))?.name ?? '';
}

/** 422 unless the id names a Partner organisation. */
async function partnerOrganisation(id: string | undefined): Promise<string> {
  const organisation = id ? await getOrganisation(id) : null;
  if (organisation?.type !== 'Partner')
    throw invalidField(['body', 'organisation_id'], PARTNER_ORGANISATION_REQUIRED_TEXT);
  return organisation.id;
}

/** A product the caller may change, or 404. */
async function ownProduct(caller: Caller, id: string): Promise<ProductRecord> {
  const scope = scopeOf(caller);
  const record = await getProductRecord(id);
  if (!record || (scope !== null && record.organisation_id !== scope)) throw notFound(PRODUCT_NOT_FOUND_TEXT);
  return record;
}

/** A page of the caller's products by name, optionally of one check group, one status or matching a search. */
export async function listProducts(
  caller: Caller,
  query: { checkGroup?: CheckGroup; status?: 'active' | 'inactive'; search?: string; cursor?: string; limit: number },
): Promise<ProductPage> {
  const scope = caller.level === 'Administrator' ? null : caller.organisation_id;
  if (caller.level !== 'Administrator' && !scope) return { items: [], next_cursor: null };
  const page = await listProductRecordsPage({
    ...(scope ? { organisationId: scope } : {}),
    ...(query.checkGroup ? { checkGroup: query.checkGroup } : {}),
    ...(query.status ? { isActive: query.status === 'active' } : {}),
    ...(query.search ? { search: query.search } : {}),
    cursor: query.cursor,
    limit: query.limit,
  });
  const names = await organisationNames(page.items.map((record) => record.organisation_id));
  return {
    items: page.items.map((record) => toProduct(record, names.get(record.organisation_id) ?? '')),
    next_cursor: page.nextCursor,
  };
}

export async function createProduct(caller: Caller, input: CreateProduct): Promise<Product> {
  const { organisation_id: requested, link, ...fields } = input;
  const scope = scopeOf(caller);
  const organisationId = scope ?? (await partnerOrganisation(requested));
  const record = await createProductRecord({
    ...fields,
    organisation_id: organisationId,
    ...(link === null ? {} : { link }),
  });
  return toProduct(record, await organisationName(organisationId));
}

export async function changeProduct(
  caller: Caller,
  id: string,
  { version, organisation_id: requested, ...changes }: UpdateProduct,
): Promise<Product> {
  const current = await ownProduct(caller, id);
  if (current.version !== version) throw staleVersion();
  const moveTo =
    caller.level === 'Administrator' && requested !== undefined && requested !== current.organisation_id
      ? await partnerOrganisation(requested)
      : undefined;
  const updated = await updateProductRecord(current, version, {
    ...changes,
    ...(moveTo ? { organisation_id: moveTo } : {}),
  });
  return toProduct(updated, await organisationName(updated.organisation_id));
}

/** Deletes all the listed products or none: every id must name a product the caller may change. */
export async function removeProducts(caller: Caller, ids: readonly string[]): Promise<void> {
  const scope = scopeOf(caller);
  const found = await getProductRecords(ids);
  const allowed = found.filter((record) => scope === null || record.organisation_id === scope);
  if (allowed.length !== ids.length) throw notFound(SOME_PRODUCTS_NOT_FOUND_TEXT);
  await deleteProductRecords(ids, scope ?? undefined);
}

/** What the public quick check shows of a product; 404 for an unknown or inactive one. */
export async function publicProduct(id: string): Promise<PublicProduct> {
  const record = await getProductRecord(id);
  if (!record?.is_active) throw notFound(PRODUCT_NOT_FOUND_TEXT);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    check_group: record.check_group,
    organisation_name: await organisationName(record.organisation_id),
  };
}
