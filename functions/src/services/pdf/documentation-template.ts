import {
  CHECK_GROUP_LABELS,
  OUTCOME_SEVERITY_LABELS,
  SLIDE_ATTRIBUTE_KEYS,
  SLIDE_ATTRIBUTE_LABELS,
} from '@baucheck/shared/enums';
import { END_OF_CHECK, type EngineCheck, type EngineOutcome, type EngineSlide } from '@baucheck/shared/engine/model';
import {
  branchesByResponses,
  isMeasurementSlide,
  MEASUREMENT_KEYS,
  orderedSlides,
  thresholdOf,
} from '@baucheck/shared/engine/slides';
import { changeCountText, changeSections, type CheckChange } from '@baucheck/shared/engine/changes';
import type { ValidationProblem } from '@baucheck/shared/engine/validate';
import type { CheckRecord } from '#repositories/checks';
import { formatMeasurement } from '@baucheck/shared/german-numbers';
import { formatDateTime, formatIsoDate } from './format.ts';
import { editorHtml, html, type SafeHtml } from './html.ts';
import { isWebLink } from './labels.ts';
import { pdfDocument, type PdfDocument } from './layout.ts';

/** A check version as staff review it: every slide, every response, every outcome. */
export interface DocumentationModel {
  productTitle: string;
  createdAt: Date;
  check: CheckRecord;
  landName: string | null;
  ownerName: string | null;
  /** Title, legal basis and "Stand" of the documented edition (a published version keeps its own). */
  title: string;
  legalBasis: string;
  asOf: string;
  definition: EngineCheck;
  edition:
    | { kind: 'draft'; revision: number; updatedAt: string }
    | { kind: 'version'; version: number; publishedAt: string; latest: number };
  /** What stops the draft's publication (always empty for a published version). */
  problems: ValidationProblem[];
  /** The changes since the published version before the documented one; null when there is none. */
  changes: { since: number; list: CheckChange[] } | null;
}

/** Attributes whose values are editor HTML. */
const HTML_ATTRIBUTES = new Set(['Beschreibung', 'Lokales']);

const titleOf = (slide: EngineSlide): string => (slide.attributes.Frage ?? '').trim() || '(ohne Titel)';

interface Numbering {
  numberOf: Map<string, number>;
  byId: Map<string, EngineSlide>;
  slides: EngineSlide[];
}

const slideName = (numbering: Numbering, slideId: string): string => {
  const slide = numbering.byId.get(slideId);
  return slide ? `Folie ${numbering.numberOf.get(slideId)} „${titleOf(slide)}“` : 'eine Folie, die es nicht gibt';
};

function target(numbering: Numbering, slide: EngineSlide, nextSlideId: string | null): string {
  if (nextSlideId === END_OF_CHECK) return 'Ende des Checks (zum Ergebnis)';
  if (nextSlideId) return slideName(numbering, nextSlideId);
  const following = numbering.slides[(numbering.numberOf.get(slide.id) ?? 0) as number];
  return following ? `nächste Folie (${slideName(numbering, following.id)})` : 'Ende des Checks (keine weitere Folie)';
}

function outcomeName(outcomes: Map<string, EngineOutcome>, chapters: Map<string, string>, outcomeId: string | null) {
  if (!outcomeId) return '–';
  const outcome = outcomes.get(outcomeId);
  if (!outcome) return 'ein Ergebnis, das es nicht gibt';
  const chapter = chapters.get(outcome.chapter_id);
  return `„${outcome.title}“${chapter ? ` (Kapitel ${chapter})` : ''}`;
}

function attributeList(slide: EngineSlide): SafeHtml {
  const rows = SLIDE_ATTRIBUTE_KEYS.filter(
    (key) => key !== 'Frage' && !(MEASUREMENT_KEYS as readonly string[]).includes(key),
  ).flatMap((key) => {
    const value = (slide.attributes[key] ?? '').trim();
    if (!value) return [];
    const shown = HTML_ATTRIBUTES.has(key)
      ? editorHtml(value)
      : key === 'Link' && isWebLink(value)
        ? html`<a href="${value}">${value}</a>`
        : html`${value}`;
    return [
      html`<dt>${SLIDE_ATTRIBUTE_LABELS[key]}</dt>
        <dd>${shown}</dd>`,
    ];
  });
  if (isMeasurementSlide(slide)) {
    const unit = slide.attributes['Vergleichs-Einheit'] ?? '';
    const threshold = thresholdOf(slide);
    rows.push(
      html`<dt>Messfrage</dt>
        <dd>
          ${slide.attributes['Mess-Kategorie'] || '(keine Mess-Kategorie)'} in ${unit || '(keine Einheit)'}, Grenzwert
          ${threshold === null ? `„${slide.attributes.Messwert ?? ''}“ (ungültig)` : formatMeasurement(threshold, unit)}:
          „Ja“, wenn der eingegebene Wert höchstens so groß ist, sonst „Nein“.
        </dd>`,
    );
  }
  return rows.length > 0 ? html`<dl class="facts">${rows}</dl>` : html``;
}

function responseTable(
  slide: EngineSlide,
  numbering: Numbering,
  outcomes: Map<string, EngineOutcome>,
  chapters: Map<string, string>,
): SafeHtml {
  if (!branchesByResponses(slide)) {
    if (slide.type === 'Endergebnis') return html`<p class="muted">Weiter: Ende des Checks (zum Ergebnis).</p>`;
    return html`<p class="muted">Weiter: ${target(numbering, slide, null)}.</p>`;
  }
  const responses = [...slide.responses].sort((a, b) => a.position - b.position);
  return html`${
      slide.type === 'Baunebenrechte'
        ? html`<p class="muted">
            Die Antwort wird nicht gefragt: „Ja“ gilt, wenn am Standort der Karten-Folie Baunebenrechte gefunden werden
            oder kein Standort angegeben wurde (dann lassen sie sich nicht ausschließen); „Nein“ nur für einen Standort
            ohne Baunebenrechte.
          </p>`
        : ''
    }
    <table>
      <thead>
        <tr>
          <th scope="col" style="width: 16%">Antwort</th>
          <th scope="col" style="width: 50%">Weiter zu</th>
          <th scope="col">Setzt Ergebnis</th>
        </tr>
      </thead>
      <tbody>
        ${responses.map(
          (response) =>
            html`<tr>
              <td>
                ${response.label}
                ${
                  response.label.trim().toLowerCase() === response.answer
                    ? ''
                    : html`<span class="muted">(${response.answer === 'ja' ? 'Ja' : 'Nein'})</span>`
                }
              </td>
              <td>${target(numbering, slide, response.next_slide_id)}</td>
              <td>${outcomeName(outcomes, chapters, response.outcome_id)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

function slideSection(
  slide: EngineSlide,
  numbering: Numbering,
  outcomes: Map<string, EngineOutcome>,
  chapters: Map<string, string>,
  problems: ValidationProblem[],
): SafeHtml {
  const own = problems.filter((problem) => problem.slide_id === slide.id);
  return html`<section class="slide ${slide.type === 'Kapitel' ? 'chapter' : ''}">
    <div class="head">
      <span class="number">Folie ${numbering.numberOf.get(slide.id)}</span>
      <h3 style="margin: 0">${titleOf(slide)}</h3>
      <span class="type">${slide.type}</span>
    </div>
    ${attributeList(slide)} ${responseTable(slide, numbering, outcomes, chapters)}
    ${
      own.length > 0
        ? html`<ul class="problems">
            ${own.map((problem) => html`<li>${problem.message}</li>`)}
          </ul>`
        : ''
    }
  </section>`;
}

function outcomeSections(model: DocumentationModel, numbering: Numbering, chapters: Map<string, string>): SafeHtml {
  const { definition } = model;
  const setters = (outcomeId: string) =>
    numbering.slides.flatMap((slide) =>
      slide.responses
        .filter((response) => response.outcome_id === outcomeId)
        .map((response) => `Folie ${numbering.numberOf.get(slide.id)} (${response.label})`),
    );
  const chapterSlides = numbering.slides.filter((slide) => slide.type === 'Kapitel');
  const orphaned = definition.outcomes.filter((outcome) => !chapters.has(outcome.chapter_id));
  const block = (outcomes: EngineOutcome[]) => {
    const ranked = [...outcomes].sort((a, b) => a.ranking - b.ranking);
    return ranked.length === 0
      ? html`<p class="problems">Dieses Kapitel hat noch keine Ergebnisse.</p>`
      : html`${ranked.map((outcome, index) => {
          const setBy = setters(outcome.id);
          const fallback = index === ranked.length - 1;
          return html`<div class="result severity-${outcome.severity}">
            <div class="label">Rang ${outcome.ranking} · ${OUTCOME_SEVERITY_LABELS[outcome.severity]}</div>
            <div class="title">${outcome.title}</div>
            ${editorHtml(outcome.text)}
            <p class="muted">
              Gesetzt von:
              ${setBy.length > 0 ? setBy.join(', ') : 'keiner Antwort'}${
                fallback ? ' · Standardergebnis des Kapitels, wenn keine Antwort ein Ergebnis setzt' : ''
              }
            </p>
          </div>`;
        })}`;
  };
  return html`<h2>Ergebnisse nach Kapiteln</h2>
    <p class="muted">
      Das Ergebnis eines Kapitels ist das ranghöchste (kleinste Rangzahl) Ergebnis, das die Antworten setzen; das
      Gesamtergebnis ist das schwerste Kapitelergebnis.
    </p>
    ${chapterSlides.map(
      (chapter) =>
        html`<h3>Kapitel „${titleOf(chapter)}“ (Folie ${numbering.numberOf.get(chapter.id)})</h3>
          ${block(definition.outcomes.filter((outcome) => outcome.chapter_id === chapter.id))}`,
    )}
    ${
      orphaned.length > 0
        ? html`<h3>Ergebnisse ohne gültiges Kapitel</h3>
            ${block(orphaned)}`
        : ''
    }`;
}

/** "Änderungen gegenüber Version N": the change list the editor shows, as an appendix. */
function changesAppendix(changes: NonNullable<DocumentationModel['changes']>): SafeHtml {
  const sections = changeSections(changes.list);
  return html`<section class="changes">
    <h2>Änderungen gegenüber Version ${changes.since}</h2>
    ${
      sections.length === 0
        ? html`<p>Keine Änderungen: Der Inhalt gleicht Version ${changes.since}.</p>`
        : html`<p class="muted">
              ${changeCountText(changes.list.length)}; Foliennummern wie in dieser Version, bei entfernten Folien wie in
              Version ${changes.since}.
            </p>
            ${sections.map(
              (section) =>
                html`<h3>${section.title}</h3>
                  <ul class="change-list">
                    ${section.changes.map((change) => html`<li>${change.text}</li>`)}
                  </ul>`,
            )}`
    }
  </section>`;
}

function editionText(model: DocumentationModel): string {
  const { edition } = model;
  if (edition.kind === 'draft') {
    return `Entwurf (Revision ${edition.revision}, zuletzt geändert am ${formatDateTime(new Date(edition.updatedAt))})`;
  }
  const state =
    edition.version === edition.latest ? 'aktuell veröffentlicht' : `ersetzt durch Version ${edition.latest}`;
  return `Version ${edition.version}, veröffentlicht am ${formatDateTime(new Date(edition.publishedAt))} (${state})`;
}

/** The check documentation as a printable document. */
export function documentationDocument(model: DocumentationModel): PdfDocument {
  const slides = orderedSlides(model.definition);
  const numbering: Numbering = {
    slides,
    byId: new Map(slides.map((slide) => [slide.id, slide])),
    numberOf: new Map(slides.map((slide, index) => [slide.id, index + 1])),
  };
  const outcomes = new Map(model.definition.outcomes.map((outcome) => [outcome.id, outcome]));
  const chapters = new Map(
    slides.filter((slide) => slide.type === 'Kapitel').map((slide) => [slide.id, titleOf(slide)] as const),
  );
  const edition = model.edition.kind === 'draft' ? 'Entwurf' : `Version ${model.edition.version}`;
  const { check } = model;

  const body = html`<header class="masthead">
      <span class="brand">${model.productTitle} · Check-Dokumentation</span>
      <span class="created">Erstellt am ${formatDateTime(model.createdAt)}</span>
    </header>
    <main>
      <h1>${model.title}</h1>
      <p class="subtitle">${editionText(model)}</p>
      <dl class="facts">
        <dt>Vorhaben</dt>
        <dd>${CHECK_GROUP_LABELS[check.group]}</dd>
        <dt>Art</dt>
        <dd>
          ${
            check.type === 'Standard'
              ? `Standard-Check des Landes ${model.landName ?? ''}`.trim()
              : `Individueller Check${model.ownerName ? ` von ${model.ownerName}` : ''} (${model.landName ?? ''})`
          }
        </dd>
        <dt>Rechtsgrundlage</dt>
        <dd>${model.legalBasis}</dd>
        <dt>Stand</dt>
        <dd>${formatIsoDate(model.asOf)}</dd>
        <dt>Umfang</dt>
        <dd>${slides.length} Folien, ${model.definition.outcomes.length} Ergebnisse in ${chapters.size} Kapiteln</dd>
        ${
          check.deleted_at
            ? html`<dt>Gelöscht</dt>
                <dd>am ${formatDateTime(new Date(check.deleted_at))}</dd>`
            : ''
        }
        <dt>Check-ID</dt>
        <dd>${check.id}</dd>
      </dl>
      ${
        model.edition.kind === 'draft'
          ? html`<h2>Prüfung vor der Veröffentlichung</h2>
              ${
                model.problems.length === 0
                  ? html`<p class="ok">Der Entwurf erfüllt alle Prüfregeln und kann veröffentlicht werden.</p>`
                  : html`<p>Der Entwurf kann so nicht veröffentlicht werden (${model.problems.length} Probleme):</p>
                      <ul class="problems">
                        ${model.problems.map((problem) => html`<li>${problem.message}</li>`)}
                      </ul>`
              }`
          : ''
      }
      <h2>Ablauf: alle Folien in Reihenfolge</h2>
      ${slides.map((slide) => slideSection(slide, numbering, outcomes, chapters, model.problems))}
      ${outcomeSections(model, numbering, chapters)} ${model.changes ? changesAppendix(model.changes) : ''}
    </main>`;
  return pdfDocument({
    title: `${model.productTitle}: Check-Dokumentation „${model.title}“ (${edition})`,
    body,
    footer: `${model.productTitle} · Check-Dokumentation · ${model.title} · ${edition}`,
    outline: true,
  });
}
