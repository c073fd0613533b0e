/** Generated checks and answers for the engine's property tests (tests only). */
import fc from 'fast-check';
import { SIDE_LAWS, type SideLaw } from '../enums.ts';
import {
  END_OF_CHECK,
  type Answer,
  type Answers,
  type EngineCheck,
  type EngineOutcome,
  type EngineSlide,
} from './model.ts';
import { isMeasurementSlide, thresholdOf } from './slides.ts';

/*
 * Generated checks: chapters of questions (some measurement questions), optional intermediate
 * slides, an Endergebnis last. "Nein" always continues to the next slide and "Ja" may jump forward
 * or to the end, so every slide is reachable, nothing cycles and every path ends: valid by design.
 */
export interface ChapterShape {
  questions: Array<{
    measurement: boolean;
    jump: number | 'end' | null;
    yesOutcome: number | null;
    noOutcome: number | null;
  }>;
  outcomes: number;
  intermediate: boolean;
}

const chapterShape: fc.Arbitrary<ChapterShape> = fc.record({
  questions: fc.array(
    fc.record({
      measurement: fc.boolean(),
      jump: fc.oneof(fc.constant(null), fc.constant('end' as const), fc.nat(6)),
      yesOutcome: fc.option(fc.nat(3), { nil: null }),
      noOutcome: fc.option(fc.nat(3), { nil: null }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  outcomes: fc.integer({ min: 1, max: 4 }),
  intermediate: fc.boolean(),
});

const SEVERITIES = [
  'verfahrensfrei',
  'weitere_genehmigungen',
  'bauaufsicht_kontaktieren',
  'genehmigungspflichtig',
] as const;

export function buildCheck(chapters: ChapterShape[]): EngineCheck {
  const slides: EngineSlide[] = [];
  const outcomes: EngineOutcome[] = [];
  const add = (slide: Omit<EngineSlide, 'position'>) => slides.push({ ...slide, position: slides.length * 10 });
  add({ id: 'intro', type: 'Text', attributes: { Frage: 'Willkommen' }, responses: [] });
  chapters.forEach((chapter, c) => {
    const chapterId = `k${c}`;
    add({ id: chapterId, type: 'Kapitel', attributes: { Frage: `Kapitel ${c}` }, responses: [] });
    for (let o = 0; o < chapter.outcomes; o += 1) {
      outcomes.push({
        id: `${chapterId}-o${o}`,
        chapter_id: chapterId,
        title: `Ergebnis ${o}`,
        text: '',
        severity: SEVERITIES[o % 4] ?? 'verfahrensfrei',
        ranking: o + 1,
      });
    }
    chapter.questions.forEach((question, q) => {
      const outcomeId = (index: number | null) => (index === null ? null : `${chapterId}-o${index % chapter.outcomes}`);
      add({
        id: `${chapterId}-q${q}`,
        type: 'Ja-Oder-Nein',
        attributes: question.measurement
          ? {
              Frage: 'Wie groß?',
              'Mess-Kategorie': 'Rauminhalt',
              'Vergleichs-Einheit': 'm³',
              Messwert: String(10 + q * 5),
            }
          : { Frage: `Frage ${q}?` },
        responses: [
          {
            id: `${chapterId}-q${q}-ja`,
            answer: 'ja',
            label: 'Ja',
            position: 0,
            next_slide_id: question.jump === 'end' ? END_OF_CHECK : null,
            outcome_id: outcomeId(question.yesOutcome),
          },
          {
            id: `${chapterId}-q${q}-nein`,
            answer: 'nein',
            label: 'Nein',
            position: 1,
            next_slide_id: null,
            outcome_id: outcomeId(question.noOutcome),
          },
        ],
      });
    });
    if (chapter.intermediate)
      add({ id: `${chapterId}-zwischen`, type: 'Zwischenergebnis', attributes: {}, responses: [] });
  });
  add({ id: 'karte', type: 'Karte', attributes: {}, responses: [] });
  add({
    id: 'nebenrechte',
    type: 'Baunebenrechte',
    attributes: {},
    responses: [
      { id: 'nebenrechte-ja', answer: 'ja', label: 'Ja', position: 0, next_slide_id: null, outcome_id: null },
      { id: 'nebenrechte-nein', answer: 'nein', label: 'Nein', position: 1, next_slide_id: null, outcome_id: null },
    ],
  });
  add({ id: 'ende', type: 'Endergebnis', attributes: {}, responses: [] });
  // Numeric jumps become forward jumps to a later slide (never backwards).
  chapters.forEach((chapter, c) =>
    chapter.questions.forEach((question, q) => {
      if (typeof question.jump !== 'number') return;
      const index = slides.findIndex((slide) => slide.id === `k${c}-q${q}`);
      const target = slides[Math.min(index + 1 + question.jump, slides.length - 1)];
      const yes = slides[index]?.responses[0];
      if (yes && target) yes.next_slide_id = target.id;
    }),
  );
  return { slides, outcomes };
}

export const validCheck = fc.array(chapterShape, { minLength: 1, maxLength: 3 }).map(buildCheck);

/** An answer for one question: a choice, or a measured value at, below or above the threshold. */
function answerFor(slide: EngineSlide): fc.Arbitrary<[string, Answer]> {
  if (isMeasurementSlide(slide)) {
    const threshold = thresholdOf(slide) ?? 1;
    return fc
      .oneof(fc.constant(threshold), fc.double({ min: 0.001, max: threshold * 3, noNaN: true }))
      .map((value): [string, Answer] => [slide.id, { value }]);
  }
  return fc
    .constantFrom(...slide.responses)
    .map((response): [string, Answer] => [slide.id, { response_id: response.id }]);
}

/**
 * The located site: skipped, or a point with any subset of side laws found there and (mostly none, as
 * when every service answered) a subset that could not be checked there.
 */
const siteAnswer: fc.Arbitrary<[string, Answer]> = fc
  .option(
    fc.record({ lon: fc.double({ min: 5, max: 15, noNaN: true }), lat: fc.double({ min: 47, max: 55, noNaN: true }) }),
    { nil: null },
  )
  .chain((site) =>
    fc
      .tuple(
        fc.subarray([...SIDE_LAWS]),
        fc.oneof({ weight: 3, arbitrary: fc.constant<SideLaw[]>([]) }, fc.subarray([...SIDE_LAWS])),
      )
      .map(([sideLaws, unchecked]): [string, Answer] => ['karte', { site, side_laws: sideLaws, unchecked }]),
  );

export const answersFor = (check: EngineCheck): fc.Arbitrary<Answers> =>
  fc
    .tuple(siteAnswer, ...check.slides.filter((slide) => slide.type === 'Ja-Oder-Nein').map(answerFor))
    .map((pairs) => Object.fromEntries(pairs));
