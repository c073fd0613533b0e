import { validateCheck } from '@baucheck/shared/engine/validate';
import { diffChecks } from '@baucheck/shared/engine/diff';
import { getReferenceUnit } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, territoryOf } from '#services/check-access';
import { loadEdition } from '#services/check-comparison';
import { requireCheck } from '#services/checks';
import { documentationDocument, type DocumentationModel } from './documentation-template.ts';
import { attachmentDisposition, berlinIsoDate } from './format.ts';
import type { DocumentationPath } from './requests.ts';
import { pdfSettings } from './settings.ts';
import type { PreparedPdf } from './summary.ts';

const unitName = async (id: string | null): Promise<string | null> =>
  id ? ((await getReferenceUnit(id))?.name ?? id) : null;

/**
 * The documentation of a check version for staff who may see the check (check-access rules: an
 * Administrator every check, Land staff their Land's, Kommune staff their Land's Standard checks and
 * their own copies). `draft` documents the current draft with the problems that would stop its
 * publication; a number documents that published version as it was frozen. Where a published version
 * precedes the documented one (the newest for the draft, N-1 for version N), the changes since are
 * appended: two reads of versions at most, whatever the check's history.
 */
export async function prepareDocumentation(
  user: UserRecord,
  path: DocumentationPath,
  now = new Date(),
): Promise<PreparedPdf> {
  const check = await requireCheck(path.check_id);
  assertCanSee(await territoryOf(user), check);
  const previousRef = path.version === 'draft' ? check.latest_version : path.version - 1;
  const [landName, ownerName, documented, previous] = await Promise.all([
    unitName(check.land_id),
    unitName(check.owner_unit_id),
    loadEdition(check, path.version),
    previousRef > 0 && previousRef <= check.latest_version ? loadEdition(check, previousRef) : null,
  ]);

  const model: DocumentationModel = {
    productTitle: pdfSettings().PRODUCT_TITLE,
    createdAt: now,
    check,
    landName,
    ownerName,
    title: documented.title,
    legalBasis: documented.legal_basis,
    asOf: documented.as_of,
    definition: documented.definition,
    edition:
      documented.version === 'draft'
        ? { kind: 'draft', revision: check.content_revision, updatedAt: check.updated_at }
        : {
            kind: 'version',
            version: documented.version,
            publishedAt: documented.published_at ?? '',
            latest: check.latest_version,
          },
    problems: documented.version === 'draft' ? validateCheck(documented.definition) : [],
    changes:
      previous && previous.version !== 'draft'
        ? { since: previous.version, list: diffChecks(previous, documented) }
        : null,
  };
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
