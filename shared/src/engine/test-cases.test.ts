import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import type { EngineCheck } from './model.ts';
import { isMeasurementSlide } from './slides.ts';
import { caseChangeText, evaluateCase, resultsDiffer, type CaseResult } from './test-cases.ts';
import { answersFor, validCheck } from './test-checks.ts';

const clone = (check: EngineCheck): EngineCheck => JSON.parse(JSON.stringify(check)) as EngineCheck;
const checkWithAnswers = validCheck.chain((check) => fc.tuple(fc.constant(check), answersFor(check)));

describe('test cases re-evaluated by the engine (property-based)', () => {
  it('gives a case the same result every time, and the result residents get for the same answers', () => {
    fc.assert(
      fc.property(checkWithAnswers, ([check, answers]) => {
        const first = evaluateCase(check, answers);
        const again = evaluateCase(clone(check), JSON.parse(JSON.stringify(answers)) as typeof answers);
        expect(again).toEqual(first);
        const residents = evaluate(check, answers);
        expect(first.misfit).toBeNull();
        expect(first.result?.overall).toBe(residents.overall);
        expect(first.result?.chapters.map((chapter) => chapter.outcome_id)).toEqual(
          residents.chapters.map((chapter) => chapter.outcome?.id ?? null),
        );
        if (first.result) expect(resultsDiffer(first.result, first.result)).toBe(false);
      }),
    );
  });

  it('reports a case as changed exactly when residents would be told something else', () => {
    fc.assert(
      fc.property(checkWithAnswers, fc.double({ min: 0.5, max: 500, noNaN: true }), ([check, answers], threshold) => {
        const before = evaluateCase(check, answers).result as CaseResult;
        const changed = clone(check);
        for (const slide of changed.slides)
          if (isMeasurementSlide(slide)) slide.attributes.Messwert = String(threshold).replace('.', ',');
        const after = evaluateCase(changed, answers);
        fc.pre(after.result !== null);
        const told = (result: CaseResult) => [result.overall, ...result.chapters.map((chapter) => chapter.outcome_id)];
        expect(resultsDiffer(before, after.result as CaseResult)).toBe(
          JSON.stringify(told(before)) !== JSON.stringify(told(after.result as CaseResult)),
        );
      }),
    );
  });

  it('says that answers no longer fit when a slide they answer is gone, and never drops them silently', () => {
    fc.assert(
      fc.property(checkWithAnswers, ([check, answers]) => {
        const answered = Object.keys(answers)[0] as string;
        const without = { ...check, slides: check.slides.filter((slide) => slide.id !== answered) };
        const evaluation = evaluateCase(without, answers);
        expect(evaluation.result).toBeNull();
        expect(evaluation.misfit?.code).toBe('unknown_slide');
      }),
    );
  });
});

describe('test case texts', () => {
  const result = (overall: CaseResult['overall'], outcome: string, title: string): CaseResult => ({
    overall,
    chapters: [{ chapter_id: 'k', outcome_id: outcome, title, severity: overall }],
  });

  it('names the overall change as authors read it beside the publish problems', () => {
    expect(
      caseChangeText(
        'Gartenhaus 80 m³ im Außenbereich',
        result('verfahrensfrei', 'frei', 'Verfahrensfrei'),
        result('genehmigungspflichtig', 'permit', 'Baugenehmigung erforderlich'),
      ),
    ).toBe('Prüffall „Gartenhaus 80 m³ im Außenbereich“: Verfahrensfrei → Baugenehmigung erforderlich');
  });

  it('names the chapter outcome when the overall result stays the same', () => {
    expect(
      caseChangeText(
        'Carport',
        result('genehmigungspflichtig', 'a', 'Baugenehmigung erforderlich (Fläche)'),
        result('genehmigungspflichtig', 'b', 'Baugenehmigung erforderlich (Außenbereich)'),
      ),
    ).toBe('Prüffall „Carport“: Baugenehmigung erforderlich (Fläche) → Baugenehmigung erforderlich (Außenbereich)');
  });

  it('says which answer no longer fits a changed question', () => {
    const check: EngineCheck = {
      slides: [
        {
          id: 'q',
          type: 'Ja-Oder-Nein',
          position: 0,
          attributes: {
            Frage: 'Wie groß?',
            'Mess-Kategorie': 'Rauminhalt',
            'Vergleichs-Einheit': 'm³',
            Messwert: '75',
          },
          responses: [],
        },
      ],
      outcomes: [],
    };
    expect(evaluateCase(check, { q: { response_id: 'ja' } }).misfit).toEqual({
      code: 'answer_type',
      slide_id: 'q',
      message: 'Die Antwort auf „Wie groß?“ passt nicht mehr zur Frage (Art der Frage oder Antworten geändert).',
    });
  });
});
