import type { QuickCheck } from '@baucheck/shared/checks';
import {
  APPLICATION_PORTAL_LINK,
  CHAPTER_SEVERITY_LABELS,
  CHECK_GROUP_LABELS,
  LOCAL_REGULATION_LINK_KEYS,
  needsBuildingPermit,
  OUTCOME_SEVERITY_LABELS,
  SIDE_LAWS,
  SITE_NOT_CHECKED_TEXT,
  type CheckGroup,
  type OutcomeSeverity,
} from '@baucheck/shared/enums';
import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import {
  betterVariants,
  explainChapters,
  type ChapterExplanation,
  type Variant,
} from '@baucheck/shared/engine/explain';
import type { Answers, EngineOutcome, EngineSlide } from '@baucheck/shared/engine/model';
import { isMeasurementSlide, slideQuestion, thresholdOf } from '@baucheck/shared/engine/slides';
import type { Area, KindCoverage } from '@baucheck/shared/geo';
import {
  AREA_KIND_SUBJECTS,
  AREA_KIND_TITLES,
  COVERAGE_STATE_LABELS,
  notCheckedText,
  sourceText,
} from '@baucheck/shared/geo-coverage';
import { splitPhoneNumbers, telHref } from '@baucheck/shared/phone';
import type { PublicProduct } from '@baucheck/shared/products';
import { formatCoordinates, formatMeasurement } from '@baucheck/shared/german-numbers';
import { chapterLegalBasis, reasonsLead, reasonText, variantText } from '@baucheck/shared/result-explanation';
import { formatDateTime, formatIsoDate } from './format.ts';
import { editorHtml, html, type SafeHtml } from './html.ts';
import { isWebLink, LOCAL_LINK_LABELS, SIDE_LAW_HEADINGS } from './labels.ts';
import { pdfDocument, type PdfDocument } from './layout.ts';
import { qrCodeSvg } from './qr-code.ts';

/** Everything the resident's summary shows, already checked and evaluated on the server. */
export interface SummaryModel {
  productTitle: string;
  createdAt: Date;
  quickCheck: QuickCheck;
  product: PublicProduct | null;
  evaluation: Evaluation;
  /** The answers as evaluated (side laws at the site looked up by the server). */
  answers: Answers;
  /** Areas the geoservice found at the site (side laws and development plans). */
  areas: Area[];
  /** Per area kind: betroffen, nicht betroffen or keine Daten at the site, with the source (empty: no site). */
  coverage: KindCoverage[];
  /** True when the site check used the bundled demo areas. */
  demoGeodata: boolean;
  /** Where the resident can run the check again. */
  checkUrl: string;
  /** The result link (shared/src/result-link.ts): reopens this result with the same answers. */
  resultUrl: string;
}

export const RESULT_LINK_CAPTION = 'Ergebnis erneut öffnen';

/**
 * The result link as a QR code with its caption, and the link itself in small print for those who
 * read the PDF on screen. The answers are only in the link; nothing about them is stored anywhere. A
 * link too long for a QR code (very many answers, a long site label) is printed without one.
 */
function resultLinkSection(resultUrl: string): SafeHtml {
  const qrCode = qrCodeSvg(resultUrl, `QR-Code: ${RESULT_LINK_CAPTION}`);
  return html`<section class="result-link">
    ${qrCode}
    <div>
      <p class="caption"><a href="${resultUrl}">${RESULT_LINK_CAPTION}</a></p>
      <p>
        ${qrCode ? 'Scannen Sie den Code' : 'Öffnen Sie den folgenden Link'}, um dieses Ergebnis mit Ihren Antworten auf
        einem anderen Gerät erneut zu öffnen. Ihre Antworten stehen nur in diesem Link; gespeichert werden sie nirgends.
      </p>
      <p class="url">${resultUrl}</p>
    </div>
  </section>`;
}

/** A phone number as a `tel:` link, as on the result page. */
const phoneLink = (number: string): SafeHtml => html`<a href="${telHref(number)}">${number}</a>`;

/** A contact text with each phone number in it as a `tel:` link. */
const withPhoneLinks = (text: string): SafeHtml =>
  html`${splitPhoneNumbers(text).map((part) => (part.phone ? phoneLink(part.text) : part.text))}`;

/** A Land's own check (no Gemeinde of its own): the unit is the Land. */
const isLand = (quickCheck: QuickCheck): boolean =>
  quickCheck.reference_unit.name === quickCheck.reference_unit.land_name;

const municipalityOf = (quickCheck: QuickCheck): string => {
  const { name, land_name: land } = quickCheck.reference_unit;
  return isLand(quickCheck) ? name : `${name} (${land})`;
};

function resultBox(label: string, title: string, severity: OutcomeSeverity | null, text?: SafeHtml): SafeHtml {
  return html`<section class="result ${severity ? `severity-${severity}` : ''}">
    <div class="label">${label}</div>
    <div class="title">${title}</div>
    ${text ?? ''}
  </section>`;
}

function overallSection(model: SummaryModel, slides: Map<string, EngineSlide>): SafeHtml {
  const { overall, chapters } = model.evaluation;
  if (!overall) {
    return resultBox(
      'Gesamtergebnis',
      'Kein Ergebnis ermittelt',
      null,
      html`<p>Für Ihre Angaben ist kein Ergebnis hinterlegt. Bitte wenden Sie sich an die unten genannte Stelle.</p>`,
    );
  }
  const deciding = chapters.find((chapter) => chapter.outcome?.severity === overall);
  const chapter = deciding ? slides.get(deciding.chapter_id) : undefined;
  return html`<section class="result overall severity-${overall}">
    <div class="label">Gesamtergebnis</div>
    <div class="title">${OUTCOME_SEVERITY_LABELS[overall]}</div>
    ${
      chapters.length > 1 && deciding?.outcome && chapter
        ? html`<p>
            Maßgeblich ist das Kapitel „${slideQuestion(chapter)}“ mit dem Ergebnis „${deciding.outcome.title}“.
          </p>`
        : ''
    }
  </section>`;
}

/** For a project that needs a permit: where to apply online, when the unit (or its Land) names a portal. */
function nextStepSection({ quickCheck, evaluation }: SummaryModel): SafeHtml {
  const portal = quickCheck.links[APPLICATION_PORTAL_LINK];
  if (!needsBuildingPermit(evaluation.overall) || !portal || !isWebLink(portal)) return html``;
  return html`<section class="box keep-together">
    <h2>Ihr nächster Schritt</h2>
    <p><strong>${LOCAL_LINK_LABELS[APPLICATION_PORTAL_LINK]}:</strong> <a href="${portal}">${portal}</a></p>
  </section>`;
}

function chapterSections(model: SummaryModel, slides: Map<string, EngineSlide>): SafeHtml {
  // "Warum?" by the same engine functions as the result page, from the answers as evaluated here.
  const { definition } = model.quickCheck;
  const explanations = explainChapters(definition, model.answers, model.evaluation);
  const variants = betterVariants(definition, model.answers, model.evaluation);
  return html`${model.evaluation.chapters.map(({ chapter_id: chapterId, outcome }) => {
    const chapter = slides.get(chapterId);
    const label = `Kapitel ${chapter ? slideQuestion(chapter) : ''}`.trim();
    if (!outcome) return resultBox(label, 'Kein Ergebnis hinterlegt', null);
    const why = whyOf(
      model.quickCheck.group,
      chapterLegalBasis(definition, chapterId, model.quickCheck.legal_basis),
      explanations.find((explanation) => explanation.chapter_id === chapterId),
      variants.find((variant) => variant.chapter_id === chapterId),
    );
    return chapterResult(label, outcome, why);
  })}`;
}

/** The value that would have given a better result, the answers that decided, and the chapter's legal basis. */
function whyOf(
  group: CheckGroup,
  legalBasis: string | null,
  explanation?: ChapterExplanation,
  variant?: Variant,
): SafeHtml {
  return html`${variant ? html`<p><strong>${variantText(variant, group)}</strong></p>` : ''}
  ${
    explanation && explanation.reasons.length > 0
      ? html`<div class="why">
          <p><strong>Warum?</strong> ${reasonsLead(explanation)}</p>
          <ul>
            ${explanation.reasons.map((reason) => html`<li>${reasonText(reason)}</li>`)}
          </ul>
          ${legalBasis ? html`<p class="muted">Rechtsgrundlage: ${legalBasis}</p>` : ''}
        </div>`
      : ''
  }`;
}

/** A chapter's own result: its outcome and the chapter's severity, never the overall wording. */
const chapterResult = (label: string, outcome: EngineOutcome, why: SafeHtml): SafeHtml =>
  resultBox(
    label,
    outcome.title,
    outcome.severity,
    html`<div class="grade">Einstufung: ${CHAPTER_SEVERITY_LABELS[outcome.severity]}</div>
      ${editorHtml(outcome.text)} ${why}`,
  );

function answerLine(slide: EngineSlide, model: SummaryModel): SafeHtml | null {
  const answer = model.answers[slide.id];
  const chosen = model.evaluation.chosen[slide.id];
  if (slide.type === 'Karte') {
    const site = answer && 'site' in answer ? answer.site : null;
    if (!site) return html`<div class="answer">Kein Standort angegeben (Karte übersprungen).</div>`;
    return html`<div class="answer">
      ${site.label ? html`<strong>${site.label}</strong><br />` : ''}
      <span class="muted">Koordinaten: ${formatCoordinates(site.lon, site.lat)}</span>
    </div>`;
  }
  if (slide.type === 'Baunebenrechte') {
    const { side_laws: laws, unchecked } = model.evaluation;
    if (!model.evaluation.site) {
      return html`<div class="answer">${SITE_NOT_CHECKED_TEXT} Baunebenrechte lassen sich nicht ausschließen.</div>`;
    }
    return html`<div class="answer">
      ${laws.length > 0 ? html`Am Standort gefunden: <strong>${laws.map((law) => SIDE_LAW_HEADINGS[law]).join(', ')}</strong>` : ''}
      ${
        unchecked.length > 0
          ? html`${laws.length > 0 ? html`<br />` : ''}Nicht geprüft werden konnten:
              <strong>${unchecked.map((law) => AREA_KIND_SUBJECTS[law]).join(', ')}</strong>; diese Baunebenrechte
              lassen sich nicht ausschließen.`
          : ''
      }
      ${laws.length === 0 && unchecked.length === 0 ? html`Am Standort wurden keine Baunebenrechte gefunden.` : ''}
    </div>`;
  }
  if (!chosen) return null;
  if (isMeasurementSlide(slide) && answer && 'value' in answer) {
    const unit = slide.attributes['Vergleichs-Einheit'] ?? '';
    const threshold = thresholdOf(slide);
    const limit = threshold === null ? '' : formatMeasurement(threshold, unit);
    return html`<div class="answer">
      Ihre Angabe: <strong>${formatMeasurement(answer.value, unit)}</strong>
      ${
        limit
          ? chosen.answer === 'ja'
            ? html` – das liegt innerhalb der Grenze von ${limit}.`
            : html` – das überschreitet die Grenze von ${limit}.`
          : ''
      }
    </div>`;
  }
  return html`<div class="answer">Ihre Antwort: <strong>${chosen.label}</strong></div>`;
}

function answersSection(model: SummaryModel, slides: Map<string, EngineSlide>): SafeHtml {
  const items = model.evaluation.path.flatMap((slideId) => {
    const slide = slides.get(slideId);
    if (!slide) return [];
    const line = answerLine(slide, model);
    if (!line) return [];
    const note = (slide.attributes.Lokales ?? '').trim();
    const link = (slide.attributes.Link ?? '').trim();
    return [
      html`<li class="qa">
        <div class="question">${slideQuestion(slide)}</div>
        ${line}
        ${note ? html`<div class="note"><strong>Hinweis Ihrer Gemeinde:</strong> ${editorHtml(note)}</div>` : ''}
        ${isWebLink(link) ? html`<div class="muted">Weitere Informationen: <a href="${link}">${link}</a></div>` : ''}
      </li>`,
    ];
  });
  return html`<h2>Ihre Angaben</h2>
    <ol class="plain" style="list-style: none; padding-left: 0">
      ${items}
    </ol>`;
}

/**
 * What was checked at the site, per area kind: the state in words (never colour alone), where the answer
 * came from and its date; a kind without data says that it could not be checked.
 */
function coverageTable(coverage: readonly KindCoverage[]): SafeHtml {
  if (coverage.length === 0) return html``;
  return html`<table class="coverage keep-together">
    <caption>
      Geprüft am Standort
    </caption>
    <thead>
      <tr>
        <th scope="col">Gebietsart</th>
        <th scope="col">Ergebnis</th>
        <th scope="col">Quelle</th>
      </tr>
    </thead>
    <tbody>
      ${coverage.map(
        (entry) =>
          html`<tr>
            <th scope="row">${AREA_KIND_TITLES[entry.kind]}</th>
            <td>
              <strong>${COVERAGE_STATE_LABELS[entry.state]}</strong>
              ${entry.state === 'keine Daten' ? html`<br />${notCheckedText(entry)}` : ''}
            </td>
            <td>${sourceText(entry.source) ?? '–'}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function sideLawSection(model: SummaryModel): SafeHtml {
  const { quickCheck, evaluation, areas } = model;
  const karteOnPath = evaluation.path.some((slideId) =>
    quickCheck.definition.slides.some((slide) => slide.id === slideId && slide.type === 'Karte'),
  );
  const laws = SIDE_LAWS.filter((law) => evaluation.side_laws.includes(law));
  const plans = areas.filter((area) => area.kind === 'Bebauungsplan');
  const links = LOCAL_REGULATION_LINK_KEYS.flatMap((key) => {
    const url = quickCheck.links[key];
    return url && isWebLink(url) ? [{ label: LOCAL_LINK_LABELS[key], url }] : [];
  });

  let findings: SafeHtml;
  if (!karteOnPath) findings = html``;
  else if (!evaluation.site) {
    findings = html`<p>
      <strong>${SITE_NOT_CHECKED_TEXT}</strong> Sie haben keinen Standort angegeben. Ob an Ihrem Grundstück
      Baunebenrechte wie Denkmal-, Natur- oder Wasserschutz gelten, lässt sich deshalb nicht ausschließen. Fragen Sie im
      Zweifel bei der unten genannten Stelle nach.
    </p>`;
  } else if (laws.length === 0 && evaluation.unchecked.length === 0) {
    findings = html`${coverageTable(model.coverage)}
      <p>An dem angegebenen Standort wurden keine Schutzgebiete und keine Denkmäler gefunden.</p>`;
  } else {
    findings = html`${coverageTable(model.coverage)}
    ${evaluation.unchecked.map((law) => {
      const info = quickCheck.side_laws[law];
      return html`<div class="box">
        <h3>${SIDE_LAW_HEADINGS[law]}: nicht geprüft</h3>
        <p>
          ${AREA_KIND_SUBJECTS[law]} konnten nicht geprüft werden; ob dieses Baunebenrecht gilt, lässt sich nicht
          ausschließen.
        </p>
        <p>
          <strong>Bitte fragen Sie nach:</strong>
          ${info?.contact ? withPhoneLinks(info.contact) : quickCheck.contact.office}
        </p>
      </div>`;
    })}
    ${laws.map((law) => {
      const info = quickCheck.side_laws[law];
      const names = areas.filter((area) => area.kind === law).map((area) => area.name);
      return html`<div class="box">
        <h3>${SIDE_LAW_HEADINGS[law]}</h3>
        ${names.length > 0 ? html`<p><strong>Am Standort:</strong> ${names.join('; ')}</p>` : ''}
        ${info?.text ? html`<p>${info.text}</p>` : ''}
        <p>
          <strong>Zuständig:</strong>
          ${info?.contact ? withPhoneLinks(info.contact) : `${quickCheck.contact.office} (bitte nach der zuständigen Stelle fragen)`}
        </p>
      </div>`;
    })}`;
  }
  if (!karteOnPath && links.length === 0) return html``;
  return html`<h2>Baunebenrechte und örtliche Vorschriften</h2>
    ${findings}
    ${
      plans.length > 0
        ? html`<p><strong>Bebauungsplan am Standort:</strong> ${plans.map((plan) => plan.name).join('; ')}</p>`
        : ''
    }
    ${
      links.length > 0
        ? html`<div class="keep-together">
            <p><strong>Örtliche Vorschriften Ihrer Gemeinde:</strong></p>
            <ul>
              ${links.map((link) => html`<li>${link.label}: <a href="${link.url}">${link.url}</a></li>`)}
            </ul>
          </div>`
        : ''
    }
    ${
      karteOnPath && evaluation.site && model.demoGeodata
        ? html`<p class="muted">
            Hinweis: Die Standortprüfung dieser Installation beruht auf Demo-Daten. Die Gebiete sind erfunden und nicht
            amtlich.
          </p>`
        : ''
    }`;
}

function contactSection(quickCheck: QuickCheck): SafeHtml {
  const { office, phone, email, website } = quickCheck.contact;
  return html`<section class="keep-together">
    <h2>Ihre Ansprechstelle</h2>
    <dl class="facts">
      <dt>Behörde</dt>
      <dd>${office}</dd>
      ${
        phone
          ? html`<dt>Telefon</dt>
              <dd>${phoneLink(phone)}</dd>`
          : ''
      }
      ${
        email
          ? html`<dt>E-Mail</dt>
              <dd><a href="mailto:${email}">${email}</a></dd>`
          : ''
      }
      ${
        website && isWebLink(website)
          ? html`<dt>Website</dt>
              <dd><a href="${website}">${website}</a></dd>`
          : ''
      }
    </dl>
  </section>`;
}

/** The resident's summary as a printable document. */
export function summaryDocument(model: SummaryModel): PdfDocument {
  const { quickCheck, product } = model;
  const slides = new Map(quickCheck.definition.slides.map((slide) => [slide.id, slide]));
  const groupLabel = CHECK_GROUP_LABELS[quickCheck.group];
  const municipality = municipalityOf(quickCheck);
  const title = `${model.productTitle}: ${groupLabel} in ${quickCheck.reference_unit.name} – Ergebnis des Quick-Checks`;
  const site = model.evaluation.site;

  const body = html`<header class="masthead">
      <span class="brand">${model.productTitle}</span>
      <span class="created">Erstellt am ${formatDateTime(model.createdAt)}</span>
    </header>
    <main>
      <h1>Ergebnis Ihres Quick-Checks</h1>
      <p class="subtitle">${groupLabel} in ${municipality}</p>
      <dl class="facts">
        <dt>Vorhaben</dt>
        <dd>${groupLabel}</dd>
        <dt>${isLand(quickCheck) ? 'Bundesland' : 'Gemeinde'}</dt>
        <dd>${municipality}</dd>
        ${
          product
            ? html`<dt>Produkt</dt>
                <dd>${product.name}${product.organisation_name ? ` (${product.organisation_name})` : ''}</dd>`
            : ''
        }
        ${
          site?.label
            ? html`<dt>Standort</dt>
                <dd>${site.label}</dd>`
            : ''
        }
        <dt>Check</dt>
        <dd>${quickCheck.title}, Version ${quickCheck.version}</dd>
        <dt>Rechtsgrundlage</dt>
        <dd>${quickCheck.legal_basis}</dd>
        <dt>Stand</dt>
        <dd>${formatIsoDate(quickCheck.as_of)}</dd>
      </dl>
      ${overallSection(model, slides)} ${nextStepSection(model)}
      <h2>Ergebnisse nach Kapiteln</h2>
      ${chapterSections(model, slides)} ${sideLawSection(model)} ${contactSection(quickCheck)}
      ${answersSection(model, slides)}
      <section class="disclaimer">
        <p>
          <strong>Bitte beachten Sie:</strong> Dieses Ergebnis ist eine unverbindliche Orientierung auf Grundlage Ihrer
          Angaben. Es ersetzt keine Prüfung durch die Behörde und begründet keinen Rechtsanspruch. Verbindlich
          entscheidet die zuständige Bauaufsichtsbehörde. Ihre erste Anlaufstelle: ${quickCheck.contact.office}.
          Maßgeblich ist das geltende Recht (${quickCheck.legal_basis}, Stand ${formatIsoDate(quickCheck.as_of)}).
        </p>
        <p>Den Quick-Check können Sie jederzeit erneut aufrufen: <a href="${model.checkUrl}">${model.checkUrl}</a></p>
      </section>
      ${resultLinkSection(model.resultUrl)}
    </main>`;
  return pdfDocument({
    title,
    body,
    footer: `${model.productTitle} · ${groupLabel} · ${quickCheck.reference_unit.name}`,
  });
}
