import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTCOME_SEVERITIES } from '../enums.ts';
import type { CheckChange } from './changes.ts';
import { diffChecks, type CheckEdition } from './diff.ts';
import { evaluate } from './evaluate.ts';
import { END_OF_CHECK, type EngineCheck, type EngineOutcome, type EngineResponse, type EngineSlide } from './model.ts';
import { orderedSlides } from './slides.ts';
import { answersFor, buildCheck, validCheck } from './test-checks.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const edition = (definition: EngineCheck, fields: Partial<CheckEdition> = {}): CheckEdition => ({
  title: 'Gartenhaus (Bayern)',
  legal_basis: 'Art. 57 BayBO',
  as_of: '2026-11-01',
  definition,
  ...fields,
});
const slideOf = (check: EngineCheck, id: string) => check.slides.find((slide) => slide.id === id) as EngineSlide;
const yesOf = (slide: EngineSlide) => slide.responses.find((response) => response.answer === 'ja') as EngineResponse;

/** A check with two chapters, a measurement question, jumps and outcomes (the shape of the demo checks). */
const sample = () =>
  buildCheck([
    {
      questions: [
        { measurement: false, jump: 'end', yesOutcome: 0, noOutcome: null },
        { measurement: true, jump: null, yesOutcome: null, noOutcome: 1 },
      ],
      outcomes: 2,
      intermediate: true,
    },
    {
      questions: [{ measurement: false, jump: null, yesOutcome: 0, noOutcome: null }],
      outcomes: 2,
      intermediate: false,
    },
  ]);

describe('the change list between two versions', () => {
  it('says in German what changed, with the slide, answer and values it concerns', () => {
    // Prepare
    const before = sample();
    const after = clone(before);
    slideOf(after, 'k0-q1').attributes.Messwert = '80';
    slideOf(after, 'k0-q1').attributes['Vergleichs-Einheit'] = 'm²';
    slideOf(after, 'k0-q0').attributes.Frage = 'Liegt das Grundstück im Außenbereich?';
    yesOf(slideOf(after, 'k0-q0')).next_slide_id = 'k1';
    yesOf(slideOf(after, 'k1-q0')).outcome_id = 'k1-o1';
    after.slides = after.slides.filter((slide) => slide.id !== 'k0-zwischen');
    after.slides.push({ id: 'hinweis', type: 'Text', position: 5, attributes: { Frage: 'Hinweis' }, responses: [] });
    const outcome = after.outcomes.find((candidate) => candidate.id === 'k0-o1');
    if (outcome) Object.assign(outcome, { ranking: 1, severity: 'genehmigungspflichtig', title: 'Genehmigung nötig' });

    // Act
    const changes = diffChecks(edition(before), edition(after, { as_of: '2026-12-01' }));

    // Assess
    expect(changes.map((change) => change.text)).toEqual([
      'Stand 01.11.2026 → 01.12.2026.',
      'Folie 2 „Hinweis“ (Text) ist neu.',
      'Folie 4: Frage „Frage 0?“ → „Liegt das Grundstück im Außenbereich?“.',
      'Folie 4 „Liegt das Grundstück im Außenbereich?“, Antwort „Ja“: weiter zu Folie 6 „Kapitel 1“ statt Ende des Checks.',
      'Folie 5 „Wie groß?“: Einheit „m³“ → „m²“.',
      'Folie 5 „Wie groß?“: Grenzwert 15\u00a0m³ → 80\u00a0m².',
      'Folie 5 (Zwischenergebnis) wurde entfernt.',
      'Folie 7 „Frage 0?“, Antwort „Ja“: setzt Ergebnis „Ergebnis 1“ statt „Ergebnis 0“.',
      'Ergebnis im Kapitel „Kapitel 0“: Titel „Ergebnis 1“ → „Genehmigung nötig“.',
      'Ergebnis „Genehmigung nötig“ im Kapitel „Kapitel 0“: Einstufung „Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich“ → „Baugenehmigung erforderlich“.',
      'Ergebnis „Genehmigung nötig“ im Kapitel „Kapitel 0“: Rang 2 → 1.',
    ]);
    const threshold = changes.find((change) => change.kind === 'threshold_changed');
    expect(threshold).toMatchObject({
      slide: { id: 'k0-q1', number_before: 4, number_after: 5, title: 'Wie groß?' },
      before: '15',
      after: '80',
    });
    const jump = changes.find((change) => change.kind === 'jump_changed');
    expect(jump).toMatchObject({ answer: { answer: 'ja', index: 0, label: 'Ja' }, before: 'Ende des Checks' });
  });

  it('names both targets of a re-pointed jump by their number in the newer version, a removed one as removed', () => {
    // Prepare: a new slide at the front shifts "Kapitel 1" from Folie 6 to Folie 7
    const before = sample();
    yesOf(slideOf(before, 'k0-q0')).next_slide_id = 'k1';
    const after = clone(before);
    after.slides.push({ id: 'hinweis', type: 'Text', position: 5, attributes: { Frage: 'Hinweis' }, responses: [] });
    yesOf(slideOf(after, 'k0-q0')).next_slide_id = 'ende';

    // Act
    const changes = diffChecks(edition(before), edition(after));

    // Assess: the old target as the list (and the intro) counts it, not by its old number 6
    expect(changes.find((change) => change.kind === 'jump_changed')).toMatchObject({
      slide: { number_before: 3, number_after: 4 },
      before: 'Folie 7 „Kapitel 1“',
      after: 'Folie 11 (Endergebnis)',
      text: 'Folie 4 „Frage 0?“, Antwort „Ja“: weiter zu Folie 11 (Endergebnis) statt Folie 7 „Kapitel 1“.',
    });

    // Prepare and act: the old target itself removed
    const pointed = clone(before);
    yesOf(slideOf(pointed, 'k0-q0')).next_slide_id = 'k0-zwischen';
    const removed = clone(pointed);
    removed.slides = removed.slides.filter((slide) => slide.id !== 'k0-zwischen');
    yesOf(slideOf(removed, 'k0-q0')).next_slide_id = END_OF_CHECK;

    // Assess: named by the number it had, and said to be gone
    expect(diffChecks(edition(pointed), edition(removed)).map((change) => change.text)).toEqual([
      'Folie 3 „Frage 0?“, Antwort „Ja“: weiter zu Ende des Checks statt Folie 5 (Zwischenergebnis, entfernt).',
      'Folie 5 (Zwischenergebnis) wurde entfernt.',
    ]);
  });

  it('tells a moved slide once, not every slide whose number shifted', () => {
    const before = sample();
    const after = clone(before);
    // "Frage 0?" of chapter 1 moves to the front; the slides in between keep their order.
    slideOf(after, 'k1-q0').position = -1;
    const changes = diffChecks(edition(before), edition(after));
    expect(changes.map((change) => change.text)).toEqual([
      '„Frage 0?“ wurde verschoben: vorher Folie 7, jetzt Folie 1.',
    ]);
  });

  it('matches answers by kind, not by id (saving answers gives them new ids)', () => {
    const before = sample();
    const after = clone(before);
    for (const response of slideOf(after, 'k0-q0').responses) response.id = `${response.id}-neu`;
    expect(diffChecks(edition(before), edition(after))).toEqual([]);
    const swapped = clone(before);
    for (const response of slideOf(swapped, 'k0-q0').responses) response.position = 1 - response.position;
    expect(diffChecks(edition(before), edition(swapped)).map((change) => change.text)).toEqual([
      'Folie 3 „Frage 0?“: Reihenfolge der Antworten jetzt „Nein“, „Ja“ (vorher „Ja“, „Nein“).',
    ]);
  });

  it('reads editor HTML as text and does not quote long texts', () => {
    const before = sample();
    const after = clone(before);
    slideOf(after, 'k0-q0').attributes.Beschreibung =
      '<p>Gilt auch für <strong>Gerätehäuser</strong>.</p><p>Mehr &amp; mehr</p>';
    const first = after.outcomes[0];
    if (first) first.text = `<p>${'Sehr langer Text. '.repeat(10)}</p>`;
    const changes = diffChecks(edition(before), edition(after));
    expect(changes.map((change) => change.text)).toEqual([
      'Folie 3 „Frage 0?“: Beschreibung hinzugefügt: „Gilt auch für Gerätehäuser. Mehr & mehr“.',
      'Ergebnis „Ergebnis 0“ im Kapitel „Kapitel 0“: Text hinzugefügt.',
    ]);
    expect(changes[0]).toMatchObject({ kind: 'attribute_changed', field: 'Beschreibung', before: null });
    const bolder = clone(after);
    slideOf(bolder, 'k0-q0').attributes.Beschreibung =
      '<p><strong>Gilt auch für Gerätehäuser.</strong></p><p>Mehr &amp; mehr</p>';
    expect(diffChecks(edition(after), edition(bolder)).map((change) => change.text)).toEqual([
      'Folie 3 „Frage 0?“: Beschreibung geändert (nur die Formatierung).',
    ]);
  });

  it('names slide texts as the editor fields do, not by their keys', () => {
    const before = sample();
    const after = clone(before);
    slideOf(after, 'k0').attributes.Rechtsgrundlage = 'Art. 6 BayDSchG';
    slideOf(after, 'k0-q0').attributes.Link = 'https://www.example.org/satzung';
    const texts = diffChecks(edition(before), edition(after)).map((change) => change.text);
    expect(texts).toEqual([
      expect.stringMatching(/: Rechtsgrundlage des Kapitels hinzugefügt: „Art\. 6 BayDSchG“\.$/),
      'Folie 3 „Frage 0?“: Weiterführender Link hinzugefügt: „https://www.example.org/satzung“.',
    ]);
  });

  it('does not call an emptied editor field (markup without text) added, removed or changed', () => {
    // Prepare: what the editor leaves behind when its text is deleted
    const before = sample();
    slideOf(before, 'k0-q0').attributes.Beschreibung = '';
    const after = clone(before);
    slideOf(after, 'k0-q0').attributes.Beschreibung = '<p><br></p>';
    const [first, second] = after.outcomes;
    if (first) first.text = '<p><br></p>';
    if (second) second.text = '<p>&nbsp;</p>';

    // Act and assess: no entry either way
    expect(diffChecks(edition(before), edition(after))).toEqual([]);
    expect(diffChecks(edition(after), edition(before))).toEqual([]);

    // Act and assess: the same text in new markup is still "only the formatting"
    const text = clone(after);
    if (text.outcomes[0]) text.outcomes[0].text = '<p>Gilt immer.</p>';
    const bold = clone(text);
    if (bold.outcomes[0]) bold.outcomes[0].text = '<p><strong>Gilt immer.</strong></p>';
    expect(diffChecks(edition(text), edition(bold)).map((change) => change.text)).toEqual([
      'Ergebnis „Ergebnis 0“ im Kapitel „Kapitel 0“: Text geändert (nur die Formatierung).',
    ]);
  });
});

/*
 * Property tests. `explain` applies a change list to the older version, taking for each listed
 * change the newer version's value of exactly what the entry names (its slide, answer, outcome and
 * field) and nothing else. If the list missed a difference, the result differs from the newer version.
 */

const answerKey = (slide: EngineSlide) => {
  const counts = { ja: 0, nein: 0 };
  return [...slide.responses]
    .sort((a, b) => a.position - b.position)
    .map((response): [string, EngineResponse] => [`${response.answer}#${counts[response.answer]++}`, response]);
};
const ATTRIBUTE_OF: Record<string, string> = {
  question_changed: 'Frage',
  threshold_changed: 'Messwert',
  unit_changed: 'Vergleichs-Einheit',
  measurement_category_changed: 'Mess-Kategorie',
};

function explain(from: CheckEdition, changes: CheckChange[], to: CheckEdition): CheckEdition {
  const result = clone(from);
  const newer = new Map(to.definition.slides.map((slide) => [slide.id, slide]));
  const slides = new Map(result.definition.slides.map((slide) => [slide.id, slide]));
  const outcomes = new Map(result.definition.outcomes.map((outcome) => [outcome.id, outcome]));
  const placed = new Set<string>();
  for (const change of changes) {
    const slideId = change.slide?.id ?? '';
    const slide = slides.get(slideId);
    const target = newer.get(slideId);
    const answer = change.answer ? `${change.answer.answer}#${change.answer.index}` : '';
    const ownAnswer = slide ? new Map(answerKey(slide)).get(answer) : undefined;
    const newAnswer = target ? new Map(answerKey(target)).get(answer) : undefined;
    switch (change.kind) {
      case 'title_changed':
      case 'legal_basis_changed':
      case 'as_of_changed': {
        const field = ({ title_changed: 'title', legal_basis_changed: 'legal_basis', as_of_changed: 'as_of' } as const)[
          change.kind
        ];
        result[field] = to[field];
        break;
      }
      case 'slide_added':
        slides.set(slideId, clone(target as EngineSlide));
        placed.add(slideId);
        break;
      case 'slide_removed':
        slides.delete(slideId);
        break;
      case 'slide_moved':
        placed.add(slideId);
        break;
      case 'slide_type_changed':
        (slide as EngineSlide).type = (target as EngineSlide).type;
        break;
      case 'question_changed':
      case 'threshold_changed':
      case 'unit_changed':
      case 'measurement_category_changed':
      case 'attribute_changed': {
        const key = change.field ?? (ATTRIBUTE_OF[change.kind] as string);
        const value = (target as EngineSlide).attributes[key];
        const own = slide as EngineSlide;
        own.attributes = Object.fromEntries(Object.entries(own.attributes).filter(([name]) => name !== key));
        if (value !== undefined) own.attributes[key] = value;
        break;
      }
      case 'answer_added':
        (slide as EngineSlide).responses.push(clone(newAnswer as EngineResponse));
        break;
      case 'answer_removed':
        (slide as EngineSlide).responses = (slide as EngineSlide).responses.filter((r) => r !== ownAnswer);
        break;
      case 'answer_label_changed':
        (ownAnswer as EngineResponse).label = (newAnswer as EngineResponse).label;
        break;
      case 'jump_changed':
        (ownAnswer as EngineResponse).next_slide_id = (newAnswer as EngineResponse).next_slide_id;
        break;
      case 'answer_outcome_changed':
        (ownAnswer as EngineResponse).outcome_id = (newAnswer as EngineResponse).outcome_id;
        break;
      case 'answers_reordered': {
        const positions = new Map(answerKey(target as EngineSlide).map(([key, response]) => [key, response.position]));
        for (const [key, response] of answerKey(slide as EngineSlide))
          response.position = positions.get(key) ?? response.position;
        break;
      }
      case 'outcome_added':
        outcomes.set(
          change.outcome?.id ?? '',
          clone(to.definition.outcomes.find((o) => o.id === change.outcome?.id) as EngineOutcome),
        );
        break;
      case 'outcome_removed':
        outcomes.delete(change.outcome?.id ?? '');
        break;
      default: {
        const field = (
          {
            outcome_title_changed: 'title',
            outcome_text_changed: 'text',
            outcome_severity_changed: 'severity',
            outcome_ranking_changed: 'ranking',
            outcome_chapter_changed: 'chapter_id',
          } as const
        )[change.kind];
        const own = outcomes.get(change.outcome?.id ?? '');
        const newerOutcome = to.definition.outcomes.find((o) => o.id === change.outcome?.id);
        if (own && newerOutcome) Object.assign(own, { [field]: newerOutcome[field] });
      }
    }
  }
  // Order: the slides not named as moved or added keep their order; each other one follows its
  // predecessor in the newer version.
  const order = orderedSlides(result.definition)
    .map((slide) => slide.id)
    .filter((id) => slides.has(id) && !placed.has(id));
  const newerOrder = orderedSlides(to.definition).map((slide) => slide.id);
  newerOrder.forEach((id, index) => {
    if (!placed.has(id)) return;
    const predecessor = newerOrder[index - 1];
    order.splice(predecessor === undefined ? 0 : order.indexOf(predecessor) + 1, 0, id);
  });
  result.definition = {
    slides: order.map((id, index) => ({ ...(slides.get(id) as EngineSlide), position: index * 10 })),
    outcomes: [...outcomes.values()],
  };
  return result;
}

/** What a version means, without ids of answers or positions as numbers. */
const meaning = (edition: CheckEdition) => ({
  fields: [edition.title, edition.legal_basis, edition.as_of],
  slides: orderedSlides(edition.definition).map((slide) => ({
    id: slide.id,
    type: slide.type,
    attributes: Object.fromEntries(
      Object.entries(slide.attributes)
        .map(([key, value]) => [key, value.trim()])
        .filter(([, value]) => value !== '')
        .sort(),
    ),
    responses: [...slide.responses]
      .sort((a, b) => a.position - b.position)
      .map(({ answer, label, next_slide_id, outcome_id }) => ({ answer, label, next_slide_id, outcome_id })),
  })),
  outcomes: [...edition.definition.outcomes]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((outcome) => ({ ...outcome, text: outcome.text.trim() })),
});

/** What residents get: the path, each chapter's outcome and the overall result. */
const result = (check: EngineCheck, answers: Parameters<typeof evaluate>[1]) => {
  const evaluation = evaluate(check, answers);
  return {
    path: evaluation.path,
    complete: evaluation.complete,
    chapters: evaluation.chapters.map((chapter) => [chapter.chapter_id, chapter.outcome]),
    overall: evaluation.overall,
  };
};

const editionArbitrary = validCheck.chain((definition) =>
  fc.record({
    title: fc.constantFrom('Gartenhaus', 'Gartenhaus (Bayern)'),
    legal_basis: fc.constant('Art. 57 BayBO'),
    as_of: fc.constantFrom('2026-11-01', '2026-12-01'),
    definition: fc.constant(definition),
  }),
);

type SlideEdit = 'question' | 'threshold' | 'unit' | 'label' | 'jump' | 'outcome' | 'reorder' | 'remove';
type OutcomeEdit = 'title' | 'text' | 'severity' | 'ranking' | 'remove';
interface Edits {
  slides: Array<SlideEdit | null>;
  outcomes: Array<OutcomeEdit | null>;
  structure: { move: [number, number] } | { add: number } | null;
  addOutcome: boolean;
}

const editsFor = (check: EngineCheck): fc.Arbitrary<Edits> => {
  const slides = orderedSlides(check);
  return fc.record({
    slides: fc.tuple(
      ...slides.map((slide) =>
        slide.type === 'Ja-Oder-Nein'
          ? fc.constantFrom<SlideEdit | null>(
              null,
              'question',
              'label',
              'jump',
              'outcome',
              'reorder',
              'remove',
              ...(slide.attributes.Messwert ? (['threshold', 'unit'] as const) : []),
            )
          : fc.constant(null),
      ),
    ),
    outcomes: fc.tuple(
      ...check.outcomes.map(() =>
        fc.constantFrom<OutcomeEdit | null>(null, 'title', 'text', 'severity', 'ranking', 'remove'),
      ),
    ),
    structure: fc.oneof(
      fc.constant(null),
      fc.nat(slides.length).map((index) => ({ add: index })),
      // Moves of at least two places: a move by one is a swap, which two slides explain equally well.
      fc
        .tuple(fc.nat(slides.length - 1), fc.nat(slides.length - 1))
        .filter(([from, to]) => Math.abs(from - to) >= 2)
        .map((move) => ({ move })),
    ),
    addOutcome: fc.boolean(),
  });
};

/** Applies generated edits; returns the newer version and the entries (kind and target) they must give. */
function applyEdits(check: EngineCheck, edits: Edits): { after: EngineCheck; expected: string[] } {
  const after = clone(check);
  const expected: string[] = [];
  const slides = orderedSlides(after);
  const moving = edits.structure !== null && 'move' in edits.structure;
  edits.slides.forEach((edit, index) => {
    const slide = slides[index] as EngineSlide;
    const yes = yesOf(slide);
    if (!edit || (edit === 'remove' && moving)) return;
    const kinds: Record<SlideEdit, string> = {
      question: 'question_changed',
      threshold: 'threshold_changed',
      unit: 'unit_changed',
      label: 'answer_label_changed',
      jump: 'jump_changed',
      outcome: 'answer_outcome_changed',
      reorder: 'answers_reordered',
      remove: 'slide_removed',
    };
    expected.push(`${kinds[edit]}:${slide.id}`);
    if (edit === 'question') slide.attributes.Frage = `${slide.attributes.Frage ?? ''} (neu gefasst)`;
    if (edit === 'threshold') slide.attributes.Messwert = `${Number(slide.attributes.Messwert) + 5}`;
    if (edit === 'unit') slide.attributes['Vergleichs-Einheit'] = 'm²';
    if (edit === 'label') yes.label = 'Ja, genau';
    if (edit === 'jump') yes.next_slide_id = yes.next_slide_id === END_OF_CHECK ? null : END_OF_CHECK;
    if (edit === 'outcome') yes.outcome_id = yes.outcome_id === null ? (check.outcomes[0]?.id ?? null) : null;
    if (edit === 'reorder') for (const response of slide.responses) response.position = 1 - response.position;
    if (edit === 'remove') after.slides = after.slides.filter((candidate) => candidate !== slide);
  });
  const outcomes = [...after.outcomes];
  edits.outcomes.forEach((edit, index) => {
    const outcome = outcomes[index];
    if (!edit || !outcome) return;
    expected.push(`outcome_${edit === 'remove' ? 'removed' : `${edit}_changed`}:${outcome.id}`);
    if (edit === 'title') outcome.title = `${outcome.title} (neu)`;
    if (edit === 'text') outcome.text = '<p>Neuer Text</p>';
    if (edit === 'severity')
      outcome.severity = OUTCOME_SEVERITIES[(OUTCOME_SEVERITIES.indexOf(outcome.severity) + 1) % 4] ?? 'verfahrensfrei';
    if (edit === 'ranking') outcome.ranking += 10;
    if (edit === 'remove') after.outcomes = after.outcomes.filter((candidate) => candidate !== outcome);
  });
  if (edits.addOutcome) {
    after.outcomes.push({
      id: 'neu-o',
      chapter_id: 'k0',
      title: 'Neu',
      text: '',
      severity: 'verfahrensfrei',
      ranking: 9,
    });
    expected.push('outcome_added:neu-o');
  }
  const order = orderedSlides(after);
  if (edits.structure && 'add' in edits.structure) {
    const next = order[Math.min(edits.structure.add, order.length - 1)] as EngineSlide;
    after.slides.push({ id: 'neu', type: 'Text', position: next.position - 5, attributes: {}, responses: [] });
    expected.push('slide_added:neu');
  }
  if (edits.structure && 'move' in edits.structure) {
    const [from, to] = edits.structure.move;
    const moved = order.splice(from, 1)[0] as EngineSlide;
    order.splice(to, 0, moved);
    order.forEach((slide, index) => (slide.position = index * 10));
    expected.push(`slide_moved:${moved.id}`);
  }
  return { after, expected: expected.sort() };
}

const targetOf = (change: CheckChange) => `${change.kind}:${change.slide?.id ?? change.outcome?.id ?? ''}`;

describe('the change list (property-based)', () => {
  it('is empty for a version compared with itself', () => {
    fc.assert(
      fc.property(editionArbitrary, (version) => {
        expect(diffChecks(version, clone(version))).toEqual([]);
      }),
    );
  });

  it('counts as added one way what it counts as removed the other way, and the same moves', () => {
    const count = (changes: CheckChange[], kind: string) => changes.filter((change) => change.kind === kind).length;
    fc.assert(
      fc.property(editionArbitrary, editionArbitrary, (a, b) => {
        const [forth, back] = [diffChecks(a, b), diffChecks(b, a)];
        for (const what of ['slide', 'answer', 'outcome']) {
          expect(count(forth, `${what}_added`)).toBe(count(back, `${what}_removed`));
          expect(count(forth, `${what}_removed`)).toBe(count(back, `${what}_added`));
        }
        expect(count(forth, 'slide_moved')).toBe(count(back, 'slide_moved'));
        expect(forth.length === 0).toBe(back.length === 0);
      }),
    );
  });

  it('lists exactly the edits made, each once, with the slide or outcome it concerns', () => {
    fc.assert(
      fc.property(
        validCheck.chain((check) => fc.tuple(fc.constant(check), editsFor(check))),
        ([check, edits]) => {
          const { after, expected } = applyEdits(check, edits);
          const changes = diffChecks(edition(check), edition(after));
          expect(changes.map(targetOf).sort()).toEqual(expected);
        },
      ),
    );
  });

  it('explains every difference: the listed changes alone turn one version into the other, and so its results', () => {
    fc.assert(
      fc.property(
        editionArbitrary.chain((a) =>
          fc.tuple(
            fc.constant(a),
            fc.oneof(
              editionArbitrary,
              editsFor(a.definition).map((edits) => ({ ...a, definition: applyEdits(a.definition, edits).after })),
            ),
          ),
        ),
        ([a, b]) => {
          const explained = explain(a, diffChecks(a, b), b);
          expect(meaning(explained)).toEqual(meaning(b));
          fc.assert(
            fc.property(answersFor(b.definition), (answers) => {
              expect(result(explained.definition, answers)).toEqual(result(b.definition, answers));
            }),
            { numRuns: 10 },
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
