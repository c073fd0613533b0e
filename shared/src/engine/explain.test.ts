import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTCOME_SEVERITIES, type OutcomeSeverity } from '../enums.ts';
import { MAX_MEASUREMENT } from '../german-numbers.ts';
import { reasonsLead, reasonText, variantText } from '../result-explanation.ts';
import { evaluate } from './evaluate.ts';
import { betterVariants, explainChapters } from './explain.ts';
import type { Answers, EngineCheck, EngineResponse } from './model.ts';
import { isMeasurementSlide, thresholdOf } from './slides.ts';
import { answersFor, validCheck } from './test-checks.ts';

const rank = (severity: OutcomeSeverity | undefined) => OUTCOME_SEVERITIES.indexOf(severity ?? 'verfahrensfrei');
const checkWithAnswers = validCheck.chain((check) => fc.tuple(fc.constant(check), answersFor(check)));
const chapterOutcome = (check: EngineCheck, answers: Answers, chapterId: string) =>
  evaluate(check, answers).chapters.find((chapter) => chapter.chapter_id === chapterId)?.outcome;

describe('"Warum?" (property-based)', () => {
  it('explains every chapter of the evaluation with answers from its own part of the path', () => {
    fc.assert(
      fc.property(checkWithAnswers, ([check, answers]) => {
        const evaluation = evaluate(check, answers);
        const chapterOf = new Map(evaluate(check, answers).steps.map((step) => [step.slide.id, step.chapter_id]));
        const explanations = explainChapters(check, answers);
        expect(explanations.map(({ chapter_id, outcome }) => ({ chapter_id, outcome }))).toEqual(evaluation.chapters);
        for (const explanation of explanations) {
          for (const reason of explanation.reasons) {
            expect(evaluation.path).toContain(reason.slide_id);
            expect(chapterOf.get(reason.slide_id)).toBe(explanation.chapter_id);
            // An answer that set the result set exactly this outcome
            if (explanation.set_by_answers)
              expect(evaluation.chosen[reason.slide_id]?.outcome_id).toBe(explanation.outcome?.id);
            if (reason.kind === 'side_laws') {
              expect(reason.apply).toBe(evaluation.chosen[reason.slide_id]?.answer === 'ja');
              expect(reason.site_missing).toBe(evaluation.site === null);
            }
            if (reason.kind === 'measurement') {
              const answer = answers[reason.slide_id];
              expect(answer && 'value' in answer ? answer.value : null).toBe(reason.value);
              expect(reason.within).toBe(evaluation.chosen[reason.slide_id]?.answer === 'ja');
            }
          }
          if (explanation.set_by_answers) expect(explanation.reasons.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('suggests only values that, substituted into the answers, give the chapter the better result', () => {
    fc.assert(
      fc.property(checkWithAnswers, fc.double({ min: 0, max: 1, noNaN: true }), ([check, answers], fraction) => {
        const evaluation = evaluate(check, answers);
        for (const variant of betterVariants(check, answers)) {
          const before = evaluation.chapters.find((chapter) => chapter.chapter_id === variant.chapter_id)?.outcome;
          const slide = check.slides.find((candidate) => candidate.id === variant.slide_id);
          // On the resident's own path, a measurement whose threshold is the one the check gives
          expect(evaluation.path).toContain(variant.slide_id);
          expect(slide && thresholdOf(slide)).toBe(variant.threshold);
          expect(answers[variant.slide_id]).toEqual({ value: variant.given });
          // The value itself, and any other value within the bound, gives the better result
          const other =
            variant.bound === 'at_most'
              ? Math.max(0.0001, variant.threshold * fraction)
              : variant.value + (MAX_MEASUREMENT - variant.value) * fraction;
          for (const value of [variant.value, other]) {
            const changed = { ...answers, [variant.slide_id]: { value } };
            expect(chapterOutcome(check, changed, variant.chapter_id)).toEqual(variant.outcome);
            expect(evaluate(check, changed).overall).toBe(variant.overall);
          }
          expect(
            variant.bound === 'at_most' ? variant.value <= variant.threshold : variant.value > variant.threshold,
          ).toBe(true);
          expect(
            variant.bound === 'at_most' ? variant.given > variant.threshold : variant.given <= variant.threshold,
          ).toBe(true);
          expect(rank(variant.outcome.severity)).toBeLessThan(rank(before?.severity));
        }
      }),
    );
  });

  it('says nothing for a chapter that no other measured value on the path improves', () => {
    fc.assert(
      fc.property(checkWithAnswers, fc.double({ min: 0, max: 1, noNaN: true }), ([check, answers], fraction) => {
        const evaluation = evaluate(check, answers);
        const variants = betterVariants(check, answers);
        const measured = check.slides.filter(
          (slide) => evaluation.path.includes(slide.id) && isMeasurementSlide(slide),
        );
        for (const chapter of evaluation.chapters) {
          const found = variants.find((variant) => variant.chapter_id === chapter.chapter_id);
          for (const slide of measured) {
            const threshold = thresholdOf(slide) ?? 0;
            const given = evaluation.chosen[slide.id] as EngineResponse;
            const value =
              given.answer === 'ja' ? threshold + 0.0001 + fraction * threshold : threshold * fraction || 0.0001;
            const changed = evaluate(check, { ...answers, [slide.id]: { value } });
            if (!changed.complete) continue;
            const outcome = changed.chapters.find((candidate) => candidate.chapter_id === chapter.chapter_id)?.outcome;
            if (!outcome) continue;
            // No variant: nothing better exists; a variant: none better than it
            expect(rank(outcome.severity)).toBeGreaterThanOrEqual(
              rank(found ? found.outcome.severity : chapter.outcome?.severity),
            );
          }
        }
      }),
    );
  });
});

describe('"Warum?" (examples)', () => {
  const response = (id: string, answer: 'ja' | 'nein', outcome: string | null, next: string | null = null) => ({
    id,
    answer,
    label: answer === 'ja' ? 'Ja' : 'Nein',
    position: answer === 'ja' ? 0 : 1,
    next_slide_id: next,
    outcome_id: outcome,
  });
  const outcome = (id: string, title: string, severity: OutcomeSeverity, ranking: number) => ({
    id,
    chapter_id: 'baurecht',
    title,
    text: '',
    severity,
    ranking,
  });
  /** A Gartenhaus check: in the Außenbereich, or above 75 m³, a permit is needed. */
  const check: EngineCheck = {
    slides: [
      { id: 'baurecht', type: 'Kapitel', position: 0, attributes: { Frage: 'Baurecht' }, responses: [] },
      {
        id: 'aussen',
        type: 'Ja-Oder-Nein',
        position: 1,
        attributes: { Frage: 'Liegt das Vorhaben im Außenbereich?' },
        responses: [response('aussen-ja', 'ja', 'aussenbereich'), response('aussen-nein', 'nein', null)],
      },
      {
        id: 'volumen',
        type: 'Ja-Oder-Nein',
        position: 2,
        attributes: {
          Frage: 'Wie groß ist der Brutto-Rauminhalt?',
          'Mess-Kategorie': 'Rauminhalt',
          'Vergleichs-Einheit': 'm³',
          Messwert: '75',
        },
        responses: [response('volumen-ja', 'ja', null), response('volumen-nein', 'nein', 'zu-gross')],
      },
      { id: 'ende', type: 'Endergebnis', position: 3, attributes: {}, responses: [] },
    ],
    outcomes: [
      outcome('aussenbereich', 'Baugenehmigung im Außenbereich', 'genehmigungspflichtig', 1),
      outcome('zu-gross', 'Baugenehmigung erforderlich', 'genehmigungspflichtig', 2),
      outcome('frei', 'Verfahrensfrei', 'verfahrensfrei', 3),
    ],
  };
  const inner = { response_id: 'aussen-nein' };

  it('names the measured value against its threshold, and the value that would have been permit-free', () => {
    const answers: Answers = { aussen: inner, volumen: { value: 80 } };
    const [explanation] = explainChapters(check, answers);
    expect(explanation && reasonsLead(explanation)).toBe('Entscheidend war:');
    expect(explanation?.reasons.map(reasonText)).toEqual([
      'Rauminhalt 80\u00a0m³ – mehr als die Grenze von 75\u00a0m³.',
    ]);
    const variants = betterVariants(check, answers);
    expect(variants.map((variant) => variantText(variant, 'gartenhaus'))).toEqual([
      'Mit höchstens 75\u00a0m³ statt 80\u00a0m³ Rauminhalt wäre das Gartenhaus verfahrensfrei.',
    ]);
  });

  it('names the choice that decided, and suggests no value when a choice decided', () => {
    const answers: Answers = { aussen: { response_id: 'aussen-ja' }, volumen: { value: 80 } };
    expect(explainChapters(check, answers)[0]?.reasons.map(reasonText)).toEqual([
      'Ihre Antwort auf „Liegt das Vorhaben im Außenbereich?“: Ja',
    ]);
    expect(betterVariants(check, answers)).toEqual([]);
  });

  it('lists every answer of a chapter that kept its default result, and suggests nothing', () => {
    const answers: Answers = { aussen: inner, volumen: { value: 40.5 } };
    const [explanation] = explainChapters(check, answers);
    expect(explanation?.set_by_answers).toBe(false);
    expect(explanation && reasonsLead(explanation)).toMatch(/^Keine Ihrer Antworten/);
    expect(explanation?.reasons.map(reasonText)).toEqual([
      'Ihre Antwort auf „Liegt das Vorhaben im Außenbereich?“: Nein',
      'Rauminhalt 40,5\u00a0m³ – innerhalb der Grenze von 75\u00a0m³.',
    ]);
    expect(betterVariants(check, answers)).toEqual([]);
  });

  it('says that the site, not the resident, answered the side-law question', () => {
    const reason = (site_missing: boolean, apply: boolean) =>
      reasonText({ kind: 'side_laws', slide_id: 'neben', site_missing, apply });
    expect([reason(true, true), reason(false, true), reason(false, false)]).toEqual([
      'Ohne Standort lassen sich Baunebenrechte nicht ausschließen.',
      'An Ihrem Standort gelten Baunebenrechte.',
      'An Ihrem Standort wurden keine Baunebenrechte gefunden.',
    ]);
  });

  it('suggests nothing when the other side of the threshold leads to an unanswered question', () => {
    const branching = JSON.parse(JSON.stringify(check)) as EngineCheck;
    const volume = branching.slides.find((slide) => slide.id === 'volumen');
    const end = branching.slides.find((slide) => slide.id === 'ende');
    if (end) end.position = 4;
    branching.slides.splice(3, 0, {
      id: 'nutzung',
      type: 'Ja-Oder-Nein',
      position: 3,
      attributes: { Frage: 'Dient es Wohnzwecken?' },
      responses: [response('nutzung-ja', 'ja', 'zu-gross'), response('nutzung-nein', 'nein', null)],
    });
    if (volume)
      volume.responses = [response('volumen-ja', 'ja', null), response('volumen-nein', 'nein', 'zu-gross', 'ende')];
    const answers: Answers = { aussen: inner, volumen: { value: 80 } };
    expect(evaluate(branching, answers).complete).toBe(true);
    expect(betterVariants(branching, answers)).toEqual([]);
  });
});
