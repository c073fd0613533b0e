import type { QuickCheck } from '@baucheck/shared/checks';
import { CHECK_GROUP_LABELS } from '@baucheck/shared/enums';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import { orderedSlides } from '@baucheck/shared/engine/slides';
import { AREA_KINDS, type Area, type KindCoverage } from '@baucheck/shared/geo';
import { foundSideLaws, SITE_DISTANCE_M, uncheckedSideLaws } from '@baucheck/shared/geo-coverage';
import type { PublicProduct } from '@baucheck/shared/products';
import { config } from '#lib/config';
import { HttpError, invalidField, notFound } from '#lib/errors';
import { getReferenceUnit } from '#repositories/reference-units';
import { coverageAt, servicesForUnit } from '#services/geo/coverage';
import { publicProduct } from '#services/products';
import { resolveQuickCheck } from '#services/quick-checks';
import { resultLinkUrl } from '@baucheck/shared/result-link';
import { answerIssues } from '@baucheck/shared/engine/answer-issues';
import { attachmentDisposition, berlinIsoDate } from './format.ts';
import type { PdfDocument } from './layout.ts';
import type { SummaryRequest } from './requests.ts';
import { pdfSettings } from './settings.ts';
import { summaryDocument, type SummaryModel } from './summary-template.ts';

export const SUMMARY_TEXTS = {
  unitNotFound: 'Die Bezugseinheit existiert nicht',
  noCheck: 'Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.',
  checkChanged:
    'Der Check wurde inzwischen aktualisiert. Bitte laden Sie die Seite neu und beantworten Sie die Fragen erneut, damit die Zusammenfassung zum aktuellen Stand passt.',
  productOtherGroup: 'Das Produkt gehört zu einem anderen Vorhaben.',
} as const;

/** The published check residents of the unit get for the group now; 404 when there is none. */
async function currentCheck(request: SummaryRequest): Promise<QuickCheck> {
  const quickCheck = await resolveQuickCheck(request.reference_unit_id, request.group);
  if (quickCheck) return quickCheck;
  const unit = await getReferenceUnit(request.reference_unit_id);
  throw notFound(unit ? SUMMARY_TEXTS.noCheck : SUMMARY_TEXTS.unitNotFound);
}

async function productOf(request: SummaryRequest): Promise<PublicProduct | null> {
  if (!request.product_id) return null;
  const product = await publicProduct(request.product_id);
  if (product.check_group !== request.group)
    throw invalidField(['body', 'product_id'], SUMMARY_TEXTS.productOtherGroup);
  return product;
}

/**
 * The answers with the side laws of each located site looked up here, never taken from the client
 * (found and not checkable), the areas found (for the PDF's list of what lies at the site) and, per area
 * kind, what the check at the site gave. The unit's Land's services answer, as on the result page; a
 * service that fails leaves its kind "keine Daten", never the PDF undone.
 */
async function withSideLawsFromSite(
  unitId: string,
  definition: EngineCheck,
  answers: Answers,
): Promise<{ answers: Answers; areas: Area[]; coverage: KindCoverage[]; demo: boolean }> {
  const corrected: Answers = { ...answers };
  const areas: Area[] = [];
  let coverage: KindCoverage[] = [];
  let demo = false;
  for (const slide of orderedSlides(definition)) {
    const answer = answers[slide.id];
    if (slide.type !== 'Karte' || !answer || !('site' in answer)) continue;
    if (!answer.site) {
      corrected[slide.id] = { site: null, side_laws: [], unchecked: [] };
      continue;
    }
    const land = await servicesForUnit(unitId);
    const found = await coverageAt(land, answer.site, SITE_DISTANCE_M, AREA_KINDS);
    areas.push(...found.areas);
    coverage = found.coverage;
    demo ||= found.demo;
    corrected[slide.id] = {
      site: answer.site,
      side_laws: foundSideLaws(found.areas),
      unchecked: uncheckedSideLaws(found.coverage),
    };
  }
  return { answers: corrected, areas, coverage, demo };
}

export interface PreparedPdf {
  document: PdfDocument;
  /** `Content-Disposition` with the German file name (and its ASCII fallback). */
  disposition: string;
}

/**
 * Checks a resident's request against the check their unit currently publishes, evaluates the
 * answers with the shared engine (as the browser did), looks up the side laws at the site, and
 * builds the summary document. Throws 404 (unit, check or product unknown), 409 (the check changed
 * since the resident loaded it) or 422 (answers that do not make a finished check).
 */
export async function prepareSummary(request: SummaryRequest, now = new Date()): Promise<PreparedPdf> {
  const [quickCheck, product] = await Promise.all([currentCheck(request), productOf(request)]);
  if (quickCheck.check_id !== request.check_id || quickCheck.version !== request.version) {
    throw new HttpError(409, SUMMARY_TEXTS.checkChanged);
  }
  const definition = quickCheck.definition;
  const { answers, areas, coverage, demo } = await withSideLawsFromSite(
    request.reference_unit_id,
    definition,
    request.answers,
  );
  const evaluation = evaluate(definition, answers);
  const issues = answerIssues(definition, answers, evaluation);
  if (issues.length > 0) throw new HttpError(422, issues);

  const { PRODUCT_TITLE } = pdfSettings();
  const appUrl = config().APP_URL;
  // The same link as the result page's "Ergebnis-Link kopieren": the answers as evaluated here.
  const resultUrl = await resultLinkUrl(new URL(appUrl).origin, {
    check_id: quickCheck.check_id,
    version: quickCheck.version,
    reference_unit_id: request.reference_unit_id,
    group: quickCheck.group,
    product_id: product?.id ?? null,
    answers,
  });
  const model: SummaryModel = {
    productTitle: PRODUCT_TITLE,
    createdAt: now,
    quickCheck,
    product,
    evaluation,
    answers,
    areas,
    coverage,
    demoGeodata: demo,
    checkUrl: new URL(`/home/${encodeURIComponent(quickCheck.reference_unit.slug)}`, appUrl).href,
    resultUrl,
  };
  return {
    document: summaryDocument(model),
    disposition: attachmentDisposition([
      PRODUCT_TITLE,
      CHECK_GROUP_LABELS[quickCheck.group],
      quickCheck.reference_unit.name,
      berlinIsoDate(now),
    ]),
  };
}
