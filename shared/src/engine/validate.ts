import { END_OF_CHECK, type EngineCheck, type EngineSlide } from './model.ts';
import { branchesByResponses, hasValidMeasurement, isMeasurementSlide, orderedSlides, slideTitle } from './slides.ts';

export const PROBLEM_CODES = [
  'empty',
  'no_final_slide',
  'unreachable',
  'missing_jump_target',
  'dead_end',
  'cycle',
  'chapter_without_outcomes',
  'yes_no_answers',
  'measurement_incomplete',
  'outcome_missing',
  'outcome_other_chapter',
  'side_laws_without_map',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** One reason why a draft cannot be published, in plain German, attached to a slide where there is one. */
export interface ValidationProblem {
  code: ProblemCode;
  slide_id: string | null;
  message: string;
}

export const WARNING_CODES = ['outcome_from_several_questions'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

/**
 * Something authors should look at before publishing, in plain German; unlike a problem it does not
 * stop the publication.
 */
export interface ValidationWarning {
  code: WarningCode;
  slide_id: string | null;
  message: string;
}

const OFF_END = '__off_end__';

/** Where each slide can lead: response targets for questions, else the next slide; the end node is END_OF_CHECK. */
function successors(slides: EngineSlide[], index: number, ids: Set<string>): string[] {
  const slide = slides[index] as EngineSlide;
  const following = slides[index + 1]?.id ?? OFF_END;
  if (slide.type === 'Endergebnis') return [END_OF_CHECK];
  if (!branchesByResponses(slide)) return [following];
  return slide.responses
    .map((response) => response.next_slide_id ?? following)
    .filter((target) => target === END_OF_CHECK || target === OFF_END || ids.has(target));
}

/**
 * Checks a draft before publishing with the same rules the engine evaluates by. Lists every problem,
 * so authors can fix them all at once; an empty list means every answer path ends in a result.
 */
export function validateCheck(check: EngineCheck): ValidationProblem[] {
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
  const edges = new Map(slides.map((slide, index) => [slide.id, successors(slides, index, ids)]));
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
    } else if ((edges.get(slide.id) ?? []).includes(OFF_END)) {
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

/**
 * What publishing allows but authors should check. An outcome set by answers to more than one question
 * is shown to residents for each of those answers, so its text must give a reason that is true for all
 * of them (an outcome naming floor area, reached by the Außenbereich answer, gives the wrong reason).
 */
export function validationWarnings(check: EngineCheck): ValidationWarning[] {
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
