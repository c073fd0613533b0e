import { CHAPTER_SEVERITY_LABELS, OUTCOME_SEVERITY_LABELS, type CheckGroup } from './enums.ts';
import type { ChapterExplanation, Reason, Variant } from './engine/explain.ts';
import { formatMeasurement } from './german-numbers.ts';
import type { EngineCheck, EngineSlide } from './engine/model.ts';

/*
 * The German words of a result's "Warum?" (engine/explain.ts): one wording for the result page and
 * the PDF, so both say the same.
 */

/** The project as the subject of a sentence ("das Gartenhaus"). */
const PROJECT_SUBJECT: Record<CheckGroup, string> = {
  carport_garage: 'der Carport oder die Garage',
  gartenhaus: 'das Gartenhaus',
  solaranlage_gebaeudeabhaengig: 'die Solaranlage',
  solaranlage_gebaeudeunabhaengig: 'die Solaranlage',
};

/** The lead-in above a chapter's deciding answers. */
export function reasonsLead(explanation: ChapterExplanation): string {
  return explanation.set_by_answers
    ? 'Entscheidend war:'
    : 'Keine Ihrer Antworten hat in diesem Kapitel ein strengeres Ergebnis ausgelöst. Berücksichtigt wurden:';
}

/**
 * One deciding answer: "Rauminhalt 80 m³ – mehr als die Grenze von 75 m³." or
 * "Ihre Antwort auf „Liegt das Vorhaben im Außenbereich?“: Ja".
 */
export function reasonText(reason: Reason): string {
  if (reason.kind === 'answer') return `Ihre Antwort auf „${reason.question}“: ${reason.answer}`;
  if (reason.kind === 'side_laws') {
    if (reason.site_missing) return 'Ohne Standort lassen sich Baunebenrechte nicht ausschließen.';
    return reason.apply
      ? 'An Ihrem Standort gelten Baunebenrechte.'
      : 'An Ihrem Standort wurden keine Baunebenrechte gefunden.';
  }
  const name = reason.measure ?? `Ihre Angabe zu „${reason.question}“`;
  const limit = formatMeasurement(reason.threshold, reason.unit);
  // Neutral about which side is the lenient one: the check decides that, not the comparison.
  return `${name} ${formatMeasurement(reason.value, reason.unit)} – ${reason.within ? 'innerhalb der' : 'mehr als die'} Grenze von ${limit}.`;
}

/**
 * "Mit höchstens 75 m³ statt 80 m³ Rauminhalt wäre das Gartenhaus verfahrensfrei." Says the whole
 * project only when the whole project's result would be that; otherwise the chapter's.
 */
export function variantText(variant: Variant, group: CheckGroup): string {
  const bound = `${variant.bound === 'at_most' ? 'höchstens' : 'mehr als'} ${formatMeasurement(variant.threshold, variant.unit)}`;
  const given = formatMeasurement(variant.given, variant.unit);
  const what = variant.measure ? ` ${variant.measure}` : '';
  const severity = variant.outcome.severity;
  let result: string;
  if (variant.overall === 'verfahrensfrei') result = `${PROJECT_SUBJECT[group]} verfahrensfrei`;
  else if (variant.overall === severity) result = `das Gesamtergebnis „${OUTCOME_SEVERITY_LABELS[severity]}“`;
  else
    result = `das Ergebnis dieses Kapitels „${variant.outcome.title}“ (Einstufung: ${CHAPTER_SEVERITY_LABELS[severity]})`;
  return `Mit ${bound} statt ${given}${what} wäre ${result}.`;
}

/** Whether the chapter that `chapterId` (its Kapitel slide) opens holds a Baunebenrechte slide. */
export function chapterLooksUpSideLaws(
  slides: ReadonlyArray<Pick<EngineSlide, 'id' | 'type' | 'position'>>,
  chapterId: string,
): boolean {
  const ordered = [...slides].sort((a, b) => a.position - b.position);
  const start = ordered.findIndex((slide) => slide.id === chapterId);
  if (start === -1) return false;
  const next = ordered.findIndex((slide, index) => index > start && slide.type === 'Kapitel');
  return ordered.slice(start, next === -1 ? undefined : next).some((slide) => slide.type === 'Baunebenrechte');
}

/**
 * The legal basis a chapter's "Warum?" cites: the chapter's own (the Rechtsgrundlage of its Kapitel
 * slide), else the check's. A chapter that looks up side laws (it holds a Baunebenrechte slide) rests on
 * the side laws' own acts, not on the building law the check's legal basis names, so without a basis
 * of its own it cites none (null); the result's side-law section names those laws and whom to ask.
 */
export function chapterLegalBasis(check: EngineCheck, chapterId: string, checkLegalBasis: string): string | null {
  const own = check.slides.find((slide) => slide.id === chapterId)?.attributes.Rechtsgrundlage?.trim();
  if (own) return own;
  return chapterLooksUpSideLaws(check.slides, chapterId) ? null : checkLegalBasis;
}
