import type { Evaluation } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineCheck, EngineSlide, Site } from '@baucheck/shared/engine/model';
import { orderedSlides } from '@baucheck/shared/engine/slides';
import {
  formatCoordinates,
  formatGermanNumber,
  MAX_MEASUREMENT,
  type MeasurementProblem,
} from '@baucheck/shared/german-numbers';

export interface ChapterInfo {
  /** The Kapitel slide that opens the chapter. */
  id: string;
  title: string;
  /** 1-based. */
  number: number;
}

/** The chapters of a check in order, named by their Kapitel slide's Frage. */
export function chaptersOf(check: EngineCheck): ChapterInfo[] {
  return orderedSlides(check)
    .filter((slide) => slide.type === 'Kapitel')
    .map((slide, index) => ({
      id: slide.id,
      title: slide.attributes.Frage?.trim() || `Kapitel ${index + 1}`,
      number: index + 1,
    }));
}

/** The chapter a slide belongs to: the last Kapitel slide at or before it in position order. */
export function chapterOfSlide(check: EngineCheck, slideId: string): ChapterInfo | null {
  const slides = orderedSlides(check);
  const chapters = chaptersOf(check);
  let chapter: ChapterInfo | null = null;
  for (const slide of slides) {
    if (slide.type === 'Kapitel') chapter = chapters.find((candidate) => candidate.id === slide.id) ?? null;
    if (slide.id === slideId) return chapter;
  }
  return null;
}

/** The outcome a chapter has reached with the answers so far, or null. */
export function chapterOutcome(evaluation: Evaluation, chapterId: string | undefined) {
  return evaluation.chapters.find((result) => result.chapter_id === chapterId)?.outcome ?? null;
}

/**
 * How far into the check a slide is, as a share of all slides by position. The path of a resident
 * skips slides, but only ever forwards, so the share never goes back while they answer.
 */
export function progressOf(check: EngineCheck, slideId: string): number {
  const slides = orderedSlides(check);
  const index = slides.findIndex((slide) => slide.id === slideId);
  if (index < 0 || slides.length === 0) return 0;
  return Math.round(((index + 1) / slides.length) * 100);
}

export const slideQuestion = (slide: EngineSlide, fallback: string) => slide.attributes.Frage?.trim() || fallback;

/**
 * What to tell a resident whose value was not taken. The measure is named without an article
 * ("einen Wert für Rauminhalt"), so the sentence is right whatever the measure's gender.
 */
export function measurementProblemText(problem: MeasurementProblem, measure: string | null, unit: string): string {
  const inUnit = unit ? ` in ${unit}` : '';
  switch (problem) {
    case 'empty':
      return measure
        ? `Bitte geben Sie einen Wert für ${measure}${inUnit} ein.`
        : `Bitte geben Sie einen Wert${inUnit} ein.`;
    case 'format':
      return 'Bitte geben Sie eine Zahl ein, zum Beispiel 2,75 oder 1.000 (höchstens vier Nachkommastellen).';
    case 'ambiguous':
      return 'Diese Zahl ist nicht eindeutig: Der Punkt kann ein Komma oder ein Tausenderpunkt sein. Bitte schreiben Sie Nachkommastellen mit Komma (zum Beispiel 1,5) und Tausender mit Punkt nach je drei Ziffern (zum Beispiel 10.000).';
    case 'not_positive':
      return 'Bitte geben Sie einen Wert größer als 0 ein.';
    case 'too_large':
      return `Bitte geben Sie höchstens ${formatGermanNumber(MAX_MEASUREMENT, true)}${unit ? ` ${unit}` : ''} ein.`;
  }
}

/** A located site in words: its address, or the coordinates of the point marked on the map. */
export const siteLabel = (site: Site) => site.label ?? `Markierter Punkt (${formatCoordinates(site.lon, site.lat)})`;

/** "2026-03-01" as "01.03.2026"; other strings stay as they are. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/**
 * The slide to show: the requested one when it lies on the resident's path; otherwise where they
 * stopped, the slide after the last one they answered (the first slide when they answered none).
 */
export function slideToShow(path: readonly string[], answers: Answers, requested: string | null): string | null {
  if (requested && path.includes(requested)) return requested;
  const lastAnswered = path.findLastIndex((slideId) => slideId in answers);
  return path[lastAnswered + 1] ?? path.at(-1) ?? null;
}
