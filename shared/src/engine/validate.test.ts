import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDE_TYPES } from '../enums.ts';
import { END_OF_CHECK, type EngineCheck, type EngineSlide } from './model.ts';
import { branchesByResponses, hasValidMeasurement, isMeasurementSlide, orderedSlides, slideTitle } from './slides.ts';
import {
  PROBLEM_CODES,
  validateCheck,
  validationWarnings,
  type ProblemCode,
  type ValidationProblem,
  type ValidationWarning,
  WARNING_CODES,
} from './validate.ts';

/*
 * The validation in linear time gives the same problems and warnings, in the same order, as the
 * quadratic one it replaced (kept below as the reference, unchanged but for its names): on small
 * random checks, where every odd shape occurs (jumps back, to missing slides, to the end, cycles, dead
 * ends, outcomes of other chapters), and on random checks of 2,000 slides.
 */

// ---- The reference: validate.ts before it became linear ----

const OFF_END_BEFORE = '__off_end__';

function successorsBefore(slides: EngineSlide[], index: number, ids: Set<string>): string[] {
  const slide = slides[index] as EngineSlide;
  const following = slides[index + 1]?.id ?? OFF_END_BEFORE;
  if (slide.type === 'Endergebnis') return [END_OF_CHECK];
  if (!branchesByResponses(slide)) return [following];
  return slide.responses
    .map((response) => response.next_slide_id ?? following)
    .filter((target) => target === END_OF_CHECK || target === OFF_END_BEFORE || ids.has(target));
}

function validateCheckBefore(check: EngineCheck): ValidationProblem[] {
  const slides = orderedSlides(check);
  if (slides.length === 0) return [{ code: 'empty', slide_id: null, message: 'Der Check hat noch keine Folien.' }];

  const problems: ValidationProblem[] = [];
  const ids = new Set(slides.map((slide) => slide.id));
  const numberOf = new Map(slides.map((slide, index) => [slide.id, index + 1]));
  const name = (slide: EngineSlide) => `Folie ${numberOf.get(slide.id)} „${slideTitle(slide)}“`;
  const add = (code: ProblemCode, slide: EngineSlide | null, message: string) =>
    problems.push({ code, slide_id: slide?.id ?? null, message });

  if (!slides.some((slide) => slide.type === 'Endergebnis')) {
    add('no_final_slide', null, 'Der Check hat keine Endergebnis-Folie.');
  }

  // Chapters and their outcomes
  const outcomesById = new Map(check.outcomes.map((outcome) => [outcome.id, outcome]));
  const chapterOf = new Map<string, string | null>();
  let chapter: string | null = null;
  for (const slide of slides) {
    if (slide.type === 'Kapitel') {
      chapter = slide.id;
      if (!check.outcomes.some((outcome) => outcome.chapter_id === slide.id)) {
        add('chapter_without_outcomes', slide, `Das Kapitel auf ${name(slide)} hat noch keine Ergebnisse.`);
      }
    }
    chapterOf.set(slide.id, chapter);
  }

  // Questions: both answers, complete measurements, existing jump targets and outcomes of their own chapter
  let mapSeen = false;
  for (const slide of slides) {
    mapSeen ||= slide.type === 'Karte';
    if (!branchesByResponses(slide)) continue;
    if (slide.type === 'Baunebenrechte' && !mapSeen) {
      add(
        'side_laws_without_map',
        slide,
        `${name(slide)} wertet den Standort aus, aber vor ihr steht keine Karten-Folie.`,
      );
    }
    const answers = slide.responses.map((response) => response.answer).sort();
    if (answers.length !== 2 || answers[0] !== 'ja' || answers[1] !== 'nein') {
      add('yes_no_answers', slide, `${name(slide)} braucht genau eine Antwort „Ja“ und eine Antwort „Nein“.`);
    }
    if (isMeasurementSlide(slide) && !hasValidMeasurement(slide)) {
      add(
        'measurement_incomplete',
        slide,
        `Die Messfrage auf ${name(slide)} braucht eine Mess-Kategorie, eine Vergleichs-Einheit und einen Messwert größer als 0.`,
      );
    }
    for (const response of slide.responses) {
      if (response.next_slide_id && response.next_slide_id !== END_OF_CHECK && !ids.has(response.next_slide_id)) {
        add(
          'missing_jump_target',
          slide,
          `Die Antwort „${response.label}“ auf ${name(slide)} springt zu einer Folie, die es nicht gibt.`,
        );
      }
      if (response.outcome_id) {
        const outcome = outcomesById.get(response.outcome_id);
        if (!outcome) {
          add(
            'outcome_missing',
            slide,
            `Die Antwort „${response.label}“ auf ${name(slide)} setzt ein Ergebnis, das es nicht gibt.`,
          );
        } else if (outcome.chapter_id !== chapterOf.get(slide.id)) {
          add(
            'outcome_other_chapter',
            slide,
            `Die Antwort „${response.label}“ auf ${name(slide)} setzt das Ergebnis „${outcome.title}“ eines anderen Kapitels.`,
          );
        }
      }
    }
  }

  // The flow as a graph: reachability from the first slide, ways to the end, cycles
  const edges = new Map(slides.map((slide, index) => [slide.id, successorsBefore(slides, index, ids)]));
  const reachable = new Set<string>();
  const stack = [slides[0]?.id as string];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reachable.has(id) || !ids.has(id)) continue;
    reachable.add(id);
    stack.push(...(edges.get(id) ?? []));
  }
  for (const slide of slides) {
    if (!reachable.has(slide.id))
      add('unreachable', slide, `${name(slide)} wird von keiner Antwort und keiner vorherigen Folie erreicht.`);
  }

  // A slide reaches the end when one of its successors is the end or reaches it (fixpoint over the graph).
  const reachesEnd = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [id, targets] of edges) {
      if (!reachesEnd.has(id) && targets.some((target) => target === END_OF_CHECK || reachesEnd.has(target))) {
        reachesEnd.add(id);
        changed = true;
      }
    }
  }
  for (const slide of slides) {
    if (!reachable.has(slide.id)) continue;
    if (!reachesEnd.has(slide.id)) {
      add('dead_end', slide, `Von ${name(slide)} aus führt kein Weg zu einem Endergebnis.`);
    } else if ((edges.get(slide.id) ?? []).includes(OFF_END_BEFORE)) {
      add('dead_end', slide, `Nach ${name(slide)} geht es nicht weiter: dort endet der Check ohne Endergebnis-Folie.`);
    }
  }

  // Cycles among reachable slides (depth-first search; a grey node met again closes a cycle)
  const state = new Map<string, 'grey' | 'black'>();
  const inCycle = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    state.set(id, 'grey');
    for (const target of edges.get(id) ?? []) {
      if (!ids.has(target)) continue;
      if (state.get(target) === 'grey') trail.slice(trail.indexOf(target)).forEach((member) => inCycle.add(member));
      else if (!state.has(target)) visit(target, [...trail, target]);
    }
    state.set(id, 'black');
  };
  const first = slides[0] as EngineSlide;
  visit(first.id, [first.id]);
  for (const slide of slides) {
    if (inCycle.has(slide.id))
      add('cycle', slide, `${name(slide)} liegt in einer Schleife: der Ablauf kann sich endlos wiederholen.`);
  }
  return problems;
}

function validationWarningsBefore(check: EngineCheck): ValidationWarning[] {
  const slides = orderedSlides(check);
  const numberOf = new Map(slides.map((slide, index) => [slide.id, index + 1]));
  const warnings: ValidationWarning[] = [];
  for (const outcome of check.outcomes) {
    const setters = slides.filter(
      (slide) => branchesByResponses(slide) && slide.responses.some((response) => response.outcome_id === outcome.id),
    );
    if (setters.length < 2) continue;
    const names = setters.map((slide) => `Folie ${numberOf.get(slide.id)} „${slideTitle(slide)}“`);
    warnings.push({
      code: 'outcome_from_several_questions',
      slide_id: setters[0]?.id ?? null,
      message: `Das Ergebnis „${outcome.title}“ wird von Antworten auf ${setters.length} Fragen gesetzt (${names.join(', ')}). Bitte prüfen Sie, ob sein Text für jede dieser Antworten den richtigen Grund nennt.`,
    });
  }
  return warnings;
}

// ---- Random checks of any shape ----

const SHAPES = {
  type: fc.constantFrom(...SLIDE_TYPES),
  /** Where a response leads: on (null), to the end, to a slide (an index), or to a slide that does not exist. */
  jump: fc.oneof(fc.constant(null), fc.constant('end' as const), fc.constant('missing' as const), fc.nat()),
  outcome: fc.oneof(fc.constant(null), fc.constant('missing' as const), fc.nat()),
};

const randomCheck = (minSlides: number, maxSlides: number): fc.Arbitrary<EngineCheck> =>
  fc
    .record({
      slides: fc.array(
        fc.record({
          type: SHAPES.type,
          position: fc.nat(),
          measurement: fc.constantFrom('', '75', 'x'),
          responses: fc.array(
            fc.record({
              answer: fc.constantFrom('ja' as const, 'nein' as const),
              jump: SHAPES.jump,
              outcome: SHAPES.outcome,
            }),
            { maxLength: 3 },
          ),
        }),
        { minLength: minSlides, maxLength: maxSlides },
      ),
      outcomes: fc.array(fc.record({ chapter: fc.nat(), ranking: fc.nat(5) }), {
        maxLength: Math.max(4, maxSlides / 4),
      }),
    })
    .map(({ slides, outcomes }) => {
      const slideId = (index: number) => `s${index % Math.max(1, slides.length)}`;
      const outcomeId = (index: number) => `o${index % Math.max(1, outcomes.length)}`;
      return {
        slides: slides.map((slide, index): EngineSlide => ({
          id: `s${index}`,
          type: slide.type,
          position: slide.position,
          attributes: slide.measurement
            ? {
                Frage: `Frage ${index}`,
                'Mess-Kategorie': 'Brutto-Rauminhalt',
                'Vergleichs-Einheit': 'm³',
                Messwert: slide.measurement,
              }
            : { Frage: `Frage ${index}` },
          responses: slide.responses.map((response, position) => ({
            id: `s${index}-r${position}`,
            answer: response.answer,
            label: response.answer === 'ja' ? 'Ja' : 'Nein',
            position,
            next_slide_id:
              response.jump === null
                ? null
                : response.jump === 'end'
                  ? END_OF_CHECK
                  : response.jump === 'missing'
                    ? 'gone'
                    : slideId(response.jump),
            outcome_id:
              response.outcome === null ? null : response.outcome === 'missing' ? 'gone' : outcomeId(response.outcome),
          })),
        })),
        outcomes: outcomes.map((outcome, index) => ({
          id: `o${index}`,
          chapter_id: slideId(outcome.chapter),
          title: `Ergebnis ${index}`,
          text: '',
          severity: 'verfahrensfrei' as const,
          ranking: outcome.ranking,
        })),
      };
    });

describe('validation in linear time (property-based)', () => {
  it('finds the same problems and warnings as the quadratic validation on small random checks', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(randomCheck(0, 12), (check) => {
        const problems = validateCheck(check);
        const warnings = validationWarnings(check);
        expect(problems).toEqual(validateCheckBefore(check));
        expect(warnings).toEqual(validationWarningsBefore(check));
        [...problems, ...warnings].forEach((found) => seen.add(found.code));
      }),
      { numRuns: 500 },
    );
    // The random shapes did meet every rule
    expect([...seen].sort()).toEqual([...PROBLEM_CODES, ...WARNING_CODES].sort());
  });

  it('finds the same problems and warnings as the quadratic validation on random checks of 2,000 slides', () => {
    fc.assert(
      fc.property(randomCheck(2_000, 2_000), (check) => {
        expect(validateCheck(check)).toEqual(validateCheckBefore(check));
        expect(validationWarnings(check)).toEqual(validationWarningsBefore(check));
      }),
      { numRuns: 5 },
    );
  });

  it('walks a path of 2,000 slides that loops back to its start without running out of stack', () => {
    // Prepare: question i goes on to i + 1 ("Nein", the last one to the end) or back to the first ("Ja")
    const slides: EngineSlide[] = Array.from({ length: 2_000 }, (_, index) => ({
      id: `s${index}`,
      type: 'Ja-Oder-Nein',
      position: index,
      attributes: { Frage: `Frage ${index}` },
      responses: [
        { id: `s${index}-ja`, answer: 'ja', label: 'Ja', position: 0, next_slide_id: 's0', outcome_id: null },
        {
          id: `s${index}-nein`,
          answer: 'nein',
          label: 'Nein',
          position: 1,
          next_slide_id: index === 1_999 ? END_OF_CHECK : null,
          outcome_id: null,
        },
      ],
    }));

    // Act
    const problems = validateCheck({ slides, outcomes: [] });

    // Assess: every slide lies in the loop and every one reaches the end
    const count = (code: ProblemCode) => problems.filter((problem) => problem.code === code).length;
    expect(count('cycle')).toBe(2_000);
    expect(count('dead_end')).toBe(0);
    expect(count('no_final_slide')).toBe(1);
    expect(problems).toHaveLength(2_001);
  });
});
