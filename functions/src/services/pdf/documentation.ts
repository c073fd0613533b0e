import { validateCheck } from '@baucheck/shared/engine/validate';
import { notFound } from '#lib/errors';
import { loadDraftContent } from '#repositories/check-content';
import { getVersionRecord } from '#repositories/checks';
import { getReferenceUnit } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, territoryOf } from '#services/check-access';
import { definitionOf } from '#services/check-definition';
import { requireCheck } from '#services/checks';
import { documentationDocument, type DocumentationModel } from './documentation-template.ts';
import { attachmentDisposition, berlinIsoDate } from './format.ts';
import type { DocumentationPath } from './requests.ts';
import { pdfSettings } from './settings.ts';
import type { PreparedPdf } from './summary.ts';

export const VERSION_NOT_FOUND_TEXT = 'Diese Version des Checks gibt es nicht.';

const unitName = async (id: string | null): Promise<string | null> =>
  id ? ((await getReferenceUnit(id))?.name ?? id) : null;

/**
 * The documentation of a check version for staff who may see the check (check-access rules: an
 * Administrator every check, Land staff their Land's, Kommune staff their Land's Standard checks and
 * their own copies). `draft` documents the current draft with the problems that would stop its
 * publication; a number documents that published version as it was frozen.
 */
export async function prepareDocumentation(
  user: UserRecord,
  path: DocumentationPath,
  now = new Date(),
): Promise<PreparedPdf> {
  const check = await requireCheck(path.check_id);
  assertCanSee(await territoryOf(user), check);
  const [landName, ownerName] = await Promise.all([unitName(check.land_id), unitName(check.owner_unit_id)]);

  const common = { productTitle: pdfSettings().PRODUCT_TITLE, createdAt: now, check, landName, ownerName };
  let model: DocumentationModel;
  if (path.version === 'draft') {
    const definition = definitionOf(await loadDraftContent(check.id));
    model = {
      ...common,
      title: check.title,
      legalBasis: check.legal_basis,
      asOf: check.as_of,
      definition,
      edition: { kind: 'draft', revision: check.content_revision, updatedAt: check.updated_at },
      problems: validateCheck(definition),
    };
  } else {
    const version = await getVersionRecord(check.id, path.version);
    if (!version) throw notFound(VERSION_NOT_FOUND_TEXT);
    model = {
      ...common,
      title: version.title,
      legalBasis: version.legal_basis,
      asOf: version.as_of,
      definition: version.definition,
      edition: {
        kind: 'version',
        version: version.version,
        publishedAt: version.published_at,
        latest: check.latest_version,
      },
      problems: [],
    };
  }
  return {
    document: documentationDocument(model),
    disposition: attachmentDisposition([
      model.productTitle,
      'Dokumentation',
      model.title,
      model.edition.kind === 'draft' ? 'Entwurf' : `Version ${model.edition.version}`,
      berlinIsoDate(now),
    ]),
  };
}
