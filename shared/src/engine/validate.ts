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

/** The list kept in `map` under `key`, created empty on first use. */
function listIn<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** The slides from which END_OF_CHECK can be reached: a breadth-first walk back from it (linear). */
function reachingEnd(edges: ReadonlyMap<string, readonly string[]>): Set<string> {
  const predecessors = new Map<string, string[]>();
  for (const [id, targets] of edges) {
    for (const target of targets) listIn(predecessors, target).push(id);
  }
  const found = new Set<string>();
  const queue = [...(predecessors.get(END_OF_CHECK) ?? [])];
  for (let next = 0; next < queue.length; next += 1) {
    const id = queue[next] as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(predecessors.get(id) ?? []));
  }
  return found;
}

/**
 * The slides on cycles a depth-first walk from the first slide meets: whenever an edge leads back to a
 * slide still on the walk's path, every slide of the path from there on is in a cycle. Iterative (no
 * recursion depth limit) and linear: instead of marking a path segment at each such edge, each path
 * position keeps the shallowest depth an edge below it led back to, and a slide is marked when the walk
 * leaves it and that depth is not below its own.
 */
function slidesClosingCycles(
  first: string,
  edges: ReadonlyMap<string, readonly string[]>,
  ids: ReadonlySet<string>,
): Set<string> {
  const depthOnPath = new Map<string, number>();
  const done = new Set<string>();
  const inCycle = new Set<string>();
  // The path: each slide with the index of its next edge and the shallowest depth led back to below it.
  const path: Array<{ id: string; edge: number; backTo: number }> = [{ id: first, edge: 0, backTo: Infinity }];
  depthOnPath.set(first, 0);
  while (path.length > 0) {
    const depth = path.length - 1;
    const top = path[depth] as { id: string; edge: number; backTo: number };
    const targets = edges.get(top.id) ?? [];
    if (top.edge < targets.length) {
      const target = targets[top.edge] as string;
      top.edge += 1;
      if (!ids.has(target)) continue;
      const onPath = depthOnPath.get(target);
      if (onPath !== undefined) top.backTo = Math.min(top.backTo, onPath);
      else if (!done.has(target)) {
        depthOnPath.set(target, depth + 1);
        path.push({ id: target, edge: 0, backTo: Infinity });
      }
      continue;
    }
    path.pop();
    depthOnPath.delete(top.id);
    done.add(top.id);
    if (top.backTo <= depth) inCycle.add(top.id);
    const parent = path[depth - 1];
    if (parent && top.backTo <= depth - 1) parent.backTo = Math.min(parent.backTo, top.backTo);
  }
  return inCycle;
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
  const chaptersWithOutcomes = new Set(check.outcomes.map((outcome) => outcome.chapter_id));
  const chapterOf = new Map<string, string | null>();
  let chapter: string | null = null;
  for (const slide of slides) {
    if (slide.type === 'Kapitel') {
      chapter = slide.id;
      if (!chaptersWithOutcomes.has(slide.id)) {
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

  // A slide reaches the end when one of its successors is the end or reaches it: the slides from which
  // the end can be reached, found backwards from the end along the reversed edges.
  const reachesEnd = reachingEnd(edges);
  for (const slide of slides) {
    if (!reachable.has(slide.id)) continue;
    if (!reachesEnd.has(slide.id)) {
      add('dead_end', slide, `Von ${name(slide)} aus führt kein Weg zu einem Endergebnis.`);
    } else if ((edges.get(slide.id) ?? []).includes(OFF_END)) {
      add('dead_end', slide, `Nach ${name(slide)} geht es nicht weiter: dort endet der Check ohne Endergebnis-Folie.`);
    }
  }

  const inCycle = slidesClosingCycles((slides[0] as EngineSlide).id, edges, ids);
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
  // Which questions set each outcome, in slide order (one pass over all responses).
  const settersOf = new Map<string, EngineSlide[]>();
  for (const slide of slides) {
    if (!branchesByResponses(slide)) continue;
    for (const outcomeId of new Set(slide.responses.map((response) => response.outcome_id))) {
      if (outcomeId !== null) listIn(settersOf, outcomeId).push(slide);
    }
  }
  const warnings: ValidationWarning[] = [];
  for (const outcome of check.outcomes) {
    const setters = settersOf.get(outcome.id) ?? [];
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
