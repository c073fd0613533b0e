import type { Answers, EngineCheck, EngineSlide } from '@baucheck/shared/engine/model';
import { orderedSlides } from '@baucheck/shared/engine/slides';

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

const GERMAN_NUMBER = /^\d{1,7}([.,]\d{1,4})?$/;

/**
 * A measured value as residents type it: "2,75" (German decimal comma), "2.75", "75" or "75 m³"
 * when they repeat the unit. Null when it is not a non-negative number up to 1,000,000.
 */
export function parseMeasurement(input: string, unit = ''): number | null {
  let text = input.trim().replace(/\s+/g, '');
  const compactUnit = unit.replace(/\s+/g, '');
  if (compactUnit && text.endsWith(compactUnit)) text = text.slice(0, -compactUnit.length);
  if (!GERMAN_NUMBER.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? value : null;
}

/** A number the German way: 2,75. */
export const formatMeasurement = (value: number) =>
  value.toLocaleString('de-DE', { maximumFractionDigits: 4, useGrouping: false });

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
