import fc from 'fast-check';
import { SIDE_LAWS } from '../enums.ts';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { answersFor, buildCheck, validCheck } from './test-checks.ts';
import { answerSchema, type EngineCheck, type EngineSlide } from './model.ts';
import { thresholdOf } from './slides.ts';
import { validateCheck, validationWarnings, type ProblemCode } from './validate.ts';

const codes = (check: EngineCheck): ProblemCode[] => validateCheck(check).map((problem) => problem.code);
const clone = (check: EngineCheck): EngineCheck => JSON.parse(JSON.stringify(check)) as EngineCheck;

describe('evaluation engine (property-based)', () => {
  it('accepts every generated valid check', () => {
    fc.assert(
      fc.property(validCheck, (check) => {
        expect(validateCheck(check)).toEqual([]);
      }),
    );
  });

  it('ends every answer path of a valid check in a result', () => {
    fc.assert(
      fc.property(
        validCheck.chain((check) => fc.tuple(fc.constant(check), answersFor(check))),
        ([check, answers]) => {
          const result = evaluate(check, answers);
          expect(result.complete).toBe(true);
          expect(result.awaiting).toBeNull();
          expect(result.overall).not.toBeNull();
          for (const chapter of result.chapters) expect(chapter.outcome).not.toBeNull();
        },
      ),
    );
  });

  it('rules side laws out only for a located site without protected areas where every side law was checked', () => {
    fc.assert(
      fc.property(
        validCheck.chain((check) => fc.tuple(fc.constant(check), answersFor(check))),
        ([check, answers]) => {
          const result = evaluate(check, answers);
          const chosen = result.chosen.nebenrechte;
          // Paths that jump to the end before the map never reach the Baunebenrechte slide.
          fc.pre(chosen !== undefined);
          // A jump may pass the Karte slide by: then no site was located either.
          const karte = result.path.includes('karte') ? answers.karte : undefined;
          const located = karte !== undefined && 'site' in karte && karte.site !== null;
          const nothingFound =
            located && 'side_laws' in karte && karte.side_laws.length === 0 && (karte.unchecked ?? []).length === 0;
          expect(chosen?.answer).toBe(nothingFound ? 'nein' : 'ja');
          if (!located) expect(result.side_laws).toEqual([]);
          if (!located) expect(result.unchecked).toEqual([]);
        },
      ),
    );
  });

  it('gives a skipped site the result of a site where side laws apply (cannot exclude them)', () => {
    fc.assert(
      fc.property(
        validCheck.chain((check) =>
          fc.tuple(fc.constant(check), answersFor(check), fc.subarray([...SIDE_LAWS], { minLength: 1 }), fc.nat(3)),
        ),
        ([valid, answers, laws, outcomeIndex]) => {
          // The side-law answer "Ja" sets an outcome of its chapter, as in the demo checks.
          const check = clone(valid);
          const lastChapter = check.slides.filter((slide) => slide.type === 'Kapitel').at(-1)?.id;
          const outcomes = check.outcomes.filter((outcome) => outcome.chapter_id === lastChapter);
          const yes = check.slides.find((slide) => slide.id === 'nebenrechte')?.responses[0];
          if (yes) yes.outcome_id = outcomes[outcomeIndex % outcomes.length]?.id ?? null;

          const skipped = evaluate(check, { ...answers, karte: { site: null, side_laws: [] } });
          const inArea = evaluate(check, { ...answers, karte: { site: { lon: 11, lat: 48 }, side_laws: laws } });

          expect(skipped.chosen).toEqual(inArea.chosen);
          expect(skipped.chapters).toEqual(inArea.chapters);
          expect(skipped.overall).toBe(inArea.overall);
          expect(skipped.site).toBeNull();
          expect(skipped.side_laws).toEqual([]);
        },
      ),
    );
  });

  it('gives a site where a side law could not be checked the result of a skipped site (safe side)', () => {
    fc.assert(
      fc.property(
        validCheck.chain((check) =>
          fc.tuple(fc.constant(check), answersFor(check), fc.subarray([...SIDE_LAWS], { minLength: 1 }), fc.nat(3)),
        ),
        ([valid, answers, unchecked, outcomeIndex]) => {
          const check = clone(valid);
          const lastChapter = check.slides.filter((slide) => slide.type === 'Kapitel').at(-1)?.id;
          const outcomes = check.outcomes.filter((outcome) => outcome.chapter_id === lastChapter);
          const yes = check.slides.find((slide) => slide.id === 'nebenrechte')?.responses[0];
          if (yes) yes.outcome_id = outcomes[outcomeIndex % outcomes.length]?.id ?? null;

          const skipped = evaluate(check, { ...answers, karte: { site: null, side_laws: [] } });
          const notChecked = evaluate(check, {
            ...answers,
            karte: { site: { lon: 11, lat: 48 }, side_laws: [], unchecked },
          });

          expect(notChecked.chosen).toEqual(skipped.chosen);
          expect(notChecked.overall).toBe(skipped.overall);
          expect(notChecked.side_laws).toEqual([]);
          if (notChecked.path.includes('karte')) expect(notChecked.unchecked).toEqual(unchecked);
        },
      ),
    );
  });

  it('waits at the first unanswered question', () => {
    fc.assert(
      fc.property(validCheck, (check) => {
        const result = evaluate(check, {});
        const firstQuestion = [...check.slides]
          .sort((a, b) => a.position - b.position)
          .find((slide) => slide.type === 'Ja-Oder-Nein');
        expect(result.complete).toBe(false);
        expect(result.awaiting).toBe(firstQuestion?.id);
      }),
    );
  });

  describe('rejects each kind of broken check', () => {
    const brokenBy = (mutate: (check: EngineCheck) => void, expected: ProblemCode) =>
      fc.assert(
        fc.property(validCheck, (valid) => {
          const check = clone(valid);
          mutate(check);
          expect(codes(check)).toContain(expected);
        }),
      );
    const question = (check: EngineCheck) => check.slides.find((slide) => slide.type === 'Ja-Oder-Nein') as EngineSlide;

    it('an unreachable slide', () =>
      brokenBy(
        (check) => check.slides.push({ id: 'waise', type: 'Text', position: 100_000, attributes: {}, responses: [] }),
        'unreachable',
      ));
    it('a jump to a missing slide', () =>
      brokenBy((check) => {
        const yes = question(check).responses[0];
        if (yes) yes.next_slide_id = 'gibt-es-nicht';
      }, 'missing_jump_target'));
    it('a dead end', () =>
      brokenBy((check) => (check.slides = check.slides.filter((slide) => slide.type !== 'Endergebnis')), 'dead_end'));
    it('a chapter without outcomes', () =>
      brokenBy((check) => {
        check.outcomes = check.outcomes.filter((outcome) => outcome.chapter_id !== 'k0');
        for (const slide of check.slides)
          for (const response of slide.responses)
            if (response.outcome_id?.startsWith('k0-')) response.outcome_id = null;
      }, 'chapter_without_outcomes'));
    it('a yes/no question without both answers', () =>
      brokenBy((check) => question(check).responses.pop(), 'yes_no_answers'));
    it('a measurement question without its value', () =>
      brokenBy((check) => {
        const slide = question(check);
        slide.attributes['Mess-Kategorie'] = 'Höhe';
        delete slide.attributes.Messwert;
      }, 'measurement_incomplete'));
    it('a cycle', () =>
      brokenBy((check) => {
        const yes = question(check).responses[0];
        if (yes) yes.next_slide_id = 'intro';
      }, 'cycle'));
  });
});

describe('evaluation engine (examples)', () => {
  const gartenhaus = buildCheck([
    { questions: [{ measurement: true, jump: null, yesOutcome: 1, noOutcome: 0 }], outcomes: 2, intermediate: false },
  ]);

  it('compares a measurement with the threshold: at or below is "Ja", above is "Nein"', () => {
    const slide = gartenhaus.slides.find((candidate) => candidate.id === 'k0-q0') as EngineSlide;
    const threshold = thresholdOf(slide) ?? 0;
    const at = evaluate(gartenhaus, { [slide.id]: { value: threshold } });
    const above = evaluate(gartenhaus, { [slide.id]: { value: threshold + 0.01 } });
    expect(at.chosen[slide.id]?.answer).toBe('ja');
    expect(above.chosen[slide.id]?.answer).toBe('nein');
    expect(at.chapters[0]?.outcome?.id).toBe('k0-o1');
    expect(above.chapters[0]?.outcome?.id).toBe('k0-o0');
  });

  it('answers a Baunebenrechte slide with "Nein" only for a located site without side laws', () => {
    const slide = gartenhaus.slides.find((candidate) => candidate.id === 'k0-q0') as EngineSlide;
    const base = { [slide.id]: { value: 1 } };
    const inArea = evaluate(gartenhaus, {
      ...base,
      karte: { site: { lon: 11, lat: 48 }, side_laws: ['Denkmalschutz'] },
    });
    const outside = evaluate(gartenhaus, { ...base, karte: { site: { lon: 11, lat: 48 }, side_laws: [] } });
    // Skipped: protected areas were not checked, so side laws cannot be excluded ("Ja"); side laws a
    // client sends along with a skipped site are ignored.
    const skipped = evaluate(gartenhaus, { ...base, karte: { site: null, side_laws: [] } });
    const skippedClaiming = evaluate(gartenhaus, { ...base, karte: { site: null, side_laws: ['Naturschutz'] } });
    expect(inArea.chosen.nebenrechte?.answer).toBe('ja');
    expect(inArea.side_laws).toEqual(['Denkmalschutz']);
    expect(outside.chosen.nebenrechte?.answer).toBe('nein');
    expect(skipped.chosen.nebenrechte?.answer).toBe('ja');
    expect(skipped.side_laws).toEqual([]);
    expect(skippedClaiming.chosen.nebenrechte?.answer).toBe('ja');
    expect(skippedClaiming.side_laws).toEqual([]);
    expect(evaluate(gartenhaus, base).awaiting).toBe('karte');
  });

  it('answers a Baunebenrechte slide with "Ja" when a side law could not be checked at the site', () => {
    const slide = gartenhaus.slides.find((candidate) => candidate.id === 'k0-q0') as EngineSlide;
    const base = { [slide.id]: { value: 1 } };
    const site = { lon: 11, lat: 48 };

    const floodUnchecked = evaluate(gartenhaus, {
      ...base,
      karte: { site, side_laws: [], unchecked: ['Überschwemmung'] },
    });
    const allChecked = evaluate(gartenhaus, { ...base, karte: { site, side_laws: [], unchecked: [] } });
    // A skipped site's unchecked list means nothing either: no site, nothing checked at all.
    const skipped = evaluate(gartenhaus, { ...base, karte: { site: null, side_laws: [], unchecked: ['Naturschutz'] } });

    expect(floodUnchecked.chosen.nebenrechte?.answer).toBe('ja');
    expect(floodUnchecked.side_laws).toEqual([]);
    expect(floodUnchecked.unchecked).toEqual(['Überschwemmung']);
    expect(allChecked.chosen.nebenrechte?.answer).toBe('nein');
    expect(skipped.chosen.nebenrechte?.answer).toBe('ja');
    expect(skipped.unchecked).toEqual([]);
  });

  it('reads a Karte answer without an unchecked list as nothing unchecked', () => {
    const parsed = answerSchema.parse({ site: { lon: 11, lat: 48 }, side_laws: [] });
    expect(parsed).toEqual({ site: { lon: 11, lat: 48 }, side_laws: [], unchecked: [] });
    expect(answerSchema.safeParse({ site: null, side_laws: [], unchecked: ['Erfunden'] }).success).toBe(false);
  });

  it('refuses a Baunebenrechte slide that has no map before it', () => {
    const check = clone(gartenhaus);
    check.slides = check.slides.filter((candidate) => candidate.type !== 'Karte');
    expect(codes(check)).toContain('side_laws_without_map');
  });

  it('accepts a German decimal comma in the threshold', () => {
    const check = clone(gartenhaus);
    const slide = check.slides.find((candidate) => candidate.id === 'k0-q0') as EngineSlide;
    slide.attributes.Messwert = '2,75';
    expect(evaluate(check, { [slide.id]: { value: 2.75 } }).chosen[slide.id]?.answer).toBe('ja');
    expect(evaluate(check, { [slide.id]: { value: 2.8 } }).chosen[slide.id]?.answer).toBe('nein');
  });

  it('takes the highest-ranked triggered outcome and the most severe chapter overall', () => {
    const check = buildCheck([
      {
        questions: [
          { measurement: false, jump: null, yesOutcome: 2, noOutcome: null },
          { measurement: false, jump: null, yesOutcome: 0, noOutcome: null },
        ],
        outcomes: 3,
        intermediate: true,
      },
      {
        questions: [{ measurement: false, jump: null, yesOutcome: null, noOutcome: null }],
        outcomes: 2,
        intermediate: false,
      },
    ]);
    const result = evaluate(check, {
      'k0-q0': { response_id: 'k0-q0-ja' },
      'k0-q1': { response_id: 'k0-q1-ja' },
      'k1-q0': { response_id: 'k1-q0-nein' },
    });
    expect(result.chapters.map((chapter) => chapter.outcome?.id)).toEqual(['k0-o0', 'k1-o1']);
    expect(result.overall).toBe('weitere_genehmigungen');
  });

  it('warns, without refusing, when one outcome is set by answers to more than one question', () => {
    // Prepare: k0-o0 set by "Ja" on two questions (as the Außenbereich and the floor area once
    // shared "Baugenehmigung erforderlich"), k0-o1 by both answers of one question
    const check = buildCheck([
      {
        questions: [
          { measurement: false, jump: null, yesOutcome: 0, noOutcome: null },
          { measurement: false, jump: null, yesOutcome: 0, noOutcome: null },
          { measurement: false, jump: null, yesOutcome: 1, noOutcome: 1 },
        ],
        outcomes: 3,
        intermediate: false,
      },
    ]);
    // Act
    const warnings = validationWarnings(check);

    // Assess: one warning for k0-o0 naming both slides, none for k0-o1; publishing is still allowed
    expect(validateCheck(check)).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'outcome_from_several_questions',
        slide_id: 'k0-q0',
        message:
          'Das Ergebnis „Ergebnis 0“ wird von Antworten auf 2 Fragen gesetzt (Folie 3 „Frage 0?“, Folie 4 „Frage 1?“). Bitte prüfen Sie, ob sein Text für jede dieser Antworten den richtigen Grund nennt.',
      },
    ]);
  });
});
