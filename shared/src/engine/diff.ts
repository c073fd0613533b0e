import {
  OUTCOME_SEVERITY_LABELS,
  SLIDE_ATTRIBUTE_KEYS,
  SLIDE_ATTRIBUTE_LABELS,
  type SlideAttributeKey,
} from '../enums.ts';
import type { AnswerRef, ChangeKind, CheckChange, OutcomeRef, SlideRef } from './changes.ts';
import { END_OF_CHECK, type EngineCheck, type EngineOutcome, type EngineResponse, type EngineSlide } from './model.ts';
import { orderedSlides, slideTitle } from './slides.ts';

/*
 * "Versionen vergleichen": what changed between two versions of one check, as a German change list.
 * Pure, like the rest of the engine: the API, the editor and the documentation PDF show its entries.
 *
 * Slides and outcomes keep their ids across versions (publishing freezes the draft's ids), so they
 * are matched by id. Answers are matched by kind and place (the first "ja" with the first "ja"):
 * saving a slide's answers replaces them with new ids. A slide counts as moved when it left the
 * order of the slides both versions share; of the orders that explain the change, the one that moves
 * the fewest slides is told (a longest common subsequence), so inserting or removing a slide never
 * makes the slides after it "moved".
 */

/** One version as compared: the check's own fields and the engine's definition. */
export interface CheckEdition {
  title: string;
  legal_basis: string;
  as_of: string;
  definition: EngineCheck;
}

/** Attributes the change list names by kind (thresholds, units, …); all others are attribute_changed. */
const ATTRIBUTE_KINDS: Partial<Record<string, ChangeKind>> = {
  Frage: 'question_changed',
  Messwert: 'threshold_changed',
  'Vergleichs-Einheit': 'unit_changed',
  'Mess-Kategorie': 'measurement_category_changed',
};

/** Longer texts are not quoted in a sentence; the entry still carries them. */
const QUOTE_LIMIT = 80;

/** HTML (descriptions, outcome texts) as people read it, for sentences and before/after values. */
function plainText(value: string): string {
  return (
    value
      // Blocks and line breaks part words; inline tags (<strong>) do not.
      .replace(/<\/?(?:p|br|li|ul|ol|div|h[1-6])\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "2026-11-01" → "01.11.2026"; anything else as it is. */
function germanIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** "„alt“ → „neu“", "„neu“ hinzugefügt", "„alt“ entfernt", or "geändert" for long texts. */
function valueChange(before: string | null, after: string | null): string {
  // Editor HTML whose text stayed the same: only its markup (bold, a list) changed.
  if (before === after) return 'geändert (nur die Formatierung)';
  if (!before) return `„${after ?? ''}“ hinzugefügt`;
  if (!after) return `„${before}“ entfernt`;
  if (before.length > QUOTE_LIMIT || after.length > QUOTE_LIMIT) return 'geändert';
  return `„${before}“ → „${after}“`;
}

/** A slide text as the editor's field names it ("Lokaler Hinweis", not the key "Lokales"); "Einheit" beside a value. */
const attributeLabel = (key: string): string =>
  key === 'Vergleichs-Einheit' ? 'Einheit' : (SLIDE_ATTRIBUTE_LABELS[key as SlideAttributeKey] ?? key);

function textChange(label: string, before: string | null, after: string | null): string {
  if (!before) return `${label} hinzugefügt${after && after.length <= QUOTE_LIMIT ? `: „${after}“` : ''}`;
  if (!after) return `${label} entfernt`;
  return `${label} ${valueChange(before, after)}`;
}

interface Side {
  slides: EngineSlide[];
  byId: Map<string, EngineSlide>;
  numberOf: Map<string, number>;
  outcomes: Map<string, EngineOutcome>;
}

function sideOf(definition: EngineCheck): Side {
  const slides = orderedSlides(definition);
  return {
    slides,
    byId: new Map(slides.map((slide) => [slide.id, slide])),
    numberOf: new Map(slides.map((slide, index) => [slide.id, index + 1])),
    outcomes: new Map(definition.outcomes.map((outcome) => [outcome.id, outcome])),
  };
}

/** The indexes of a longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] as number) kept.add(index);
  return kept;
}

/** The slides both versions have that left the order of the others. */
function movedSlides(before: Side, after: Side): Set<string> {
  const common = before.slides.filter((slide) => after.byId.has(slide.id)).map((slide) => slide.id);
  const kept = longestIncreasing(common.map((id) => after.numberOf.get(id) as number));
  return new Set(common.filter((_, index) => !kept.has(index)));
}

/** A slide's answers keyed by kind and place among that kind ("ja#0"), in position order. */
function answersOf(slide: EngineSlide): Array<[string, EngineResponse, number]> {
  const counts = { ja: 0, nein: 0 };
  return [...slide.responses]
    .sort((a, b) => a.position - b.position)
    .map((response) => {
      const index = counts[response.answer]++;
      return [`${response.answer}#${index}`, response, index];
    });
}

/** The comparison of two versions: every entry with its German sentence, in reading order. */
export function diffChecks(from: CheckEdition, to: CheckEdition): CheckChange[] {
  const before = sideOf(from.definition);
  const after = sideOf(to.definition);
  const changes: CheckChange[] = [];
  const add = (change: Omit<CheckChange, 'slide' | 'answer' | 'outcome' | 'field'> & Partial<CheckChange>) =>
    changes.push({ slide: null, answer: null, outcome: null, field: null, ...change });

  // The check's own fields
  if (from.title !== to.title)
    add({
      kind: 'title_changed',
      before: from.title,
      after: to.title,
      text: `Titel des Checks ${valueChange(from.title, to.title)}.`,
    });
  if (from.legal_basis !== to.legal_basis)
    add({
      kind: 'legal_basis_changed',
      before: from.legal_basis,
      after: to.legal_basis,
      text: `Rechtsgrundlage ${valueChange(from.legal_basis, to.legal_basis)}.`,
    });
  if (from.as_of !== to.as_of)
    add({
      kind: 'as_of_changed',
      before: from.as_of,
      after: to.as_of,
      text: `Stand ${germanIsoDate(from.as_of)} → ${germanIsoDate(to.as_of)}.`,
    });

  const refOf = (id: string): SlideRef => {
    const slide = (after.byId.get(id) ?? before.byId.get(id)) as EngineSlide;
    return {
      id,
      number_before: before.numberOf.get(id) ?? null,
      number_after: after.numberOf.get(id) ?? null,
      title: slideTitle(slide),
    };
  };
  /**
   * "Folie 4 „Frage“", or "Folie 9 (Endergebnis)" for a slide without a question or heading; a note
   * joins the parentheses ("Folie 5 „Frage“ (entfernt)", "Folie 5 (Zwischenergebnis, entfernt)").
   */
  const slideName = (number: number | null | undefined, slide: EngineSlide, note?: string) =>
    (slide.attributes.Frage ?? '').trim()
      ? `Folie ${number} „${slideTitle(slide)}“${note ? ` (${note})` : ''}`
      : `Folie ${number} (${note ? `${slide.type}, ${note}` : slide.type})`;
  /**
   * Where an answer leads. Numbered as everywhere in the list (and as the editor's intro says): by the
   * newer version, so the old and the new target of a jump are counted alike; a slide the newer
   * version no longer has keeps its old number and is marked as removed.
   */
  const targetText = (target: string | null): string => {
    if (target === END_OF_CHECK) return 'Ende des Checks';
    if (target === null) return 'nächste Folie';
    const current = after.byId.get(target);
    if (current) return slideName(after.numberOf.get(target), current);
    const removed = before.byId.get(target);
    return removed ? slideName(before.numberOf.get(target), removed, 'entfernt') : 'eine Folie, die es nicht gibt';
  };
  const outcomeText = (side: Side, outcomeId: string | null): string => {
    if (outcomeId === null) return 'keines';
    const outcome = side.outcomes.get(outcomeId);
    return outcome ? `„${outcome.title}“` : 'ein Ergebnis, das es nicht gibt';
  };

  // Slides in reading order: the newer version's, each removed slide after its former predecessor.
  const moved = movedSlides(before, after);
  const order: string[] = after.slides.map((slide) => slide.id);
  before.slides.forEach((slide, index) => {
    if (after.byId.has(slide.id)) return;
    const predecessor = before.slides[index - 1]?.id;
    order.splice(predecessor === undefined ? 0 : order.indexOf(predecessor) + 1, 0, slide.id);
  });

  for (const id of order) {
    const old = before.byId.get(id);
    const now = after.byId.get(id);
    const slide = refOf(id);
    const name = slideName(slide.number_after ?? slide.number_before, (now ?? old) as EngineSlide);
    if (!old || !now) {
      const kind = old ? 'slide_removed' : 'slide_added';
      const { type, attributes } = (now ?? old) as EngineSlide;
      // A slide without a question is already named by its type.
      const typed = (attributes.Frage ?? '').trim() ? `${name} (${type})` : name;
      add({
        kind,
        slide,
        before: old ? type : null,
        after: now ? type : null,
        text: `${typed} ${old ? 'wurde entfernt' : 'ist neu'}.`,
      });
      continue;
    }
    if (moved.has(id))
      add({
        kind: 'slide_moved',
        slide,
        before: String(slide.number_before),
        after: String(slide.number_after),
        text: `„${slide.title}“ wurde verschoben: vorher Folie ${slide.number_before}, jetzt Folie ${slide.number_after}.`,
      });
    if (old.type !== now.type)
      add({
        kind: 'slide_type_changed',
        slide,
        before: old.type,
        after: now.type,
        text: `${name}: Folientyp „${old.type}“ → „${now.type}“.`,
      });

    const keys = [
      ...SLIDE_ATTRIBUTE_KEYS,
      ...[...new Set([...Object.keys(old.attributes), ...Object.keys(now.attributes)])]
        .filter((key) => !(SLIDE_ATTRIBUTE_KEYS as readonly string[]).includes(key))
        .sort(),
    ];
    for (const key of keys) {
      const was = (old.attributes[key] ?? '').trim();
      const is = (now.attributes[key] ?? '').trim();
      if (was === is) continue;
      const [shownBefore, shownAfter] = [plainText(was) || null, plainText(is) || null];
      // An editor field emptied leaves markup ("<p><br></p>"): still empty to the author, no change.
      if (shownBefore === null && shownAfter === null) continue;
      const kind = ATTRIBUTE_KINDS[key] ?? 'attribute_changed';
      let text: string;
      if (kind === 'question_changed')
        text = `Folie ${slide.number_after}: Frage ${valueChange(shownBefore, shownAfter)}.`;
      else if (kind === 'threshold_changed') {
        const withUnit = (value: string | null, unit: string | undefined) =>
          // The unit stays on the value's line.
          value ? `${value}${unit ? `\u00a0${unit}` : ''}` : 'keiner';
        text = `${name}: Grenzwert ${withUnit(shownBefore, old.attributes['Vergleichs-Einheit'])} → ${withUnit(shownAfter, now.attributes['Vergleichs-Einheit'])}.`;
      } else text = `${name}: ${textChange(attributeLabel(key), shownBefore, shownAfter)}.`;
      add({
        kind,
        slide,
        field: kind === 'attribute_changed' ? key : null,
        before: shownBefore,
        after: shownAfter,
        text,
      });
    }

    const oldAnswers = answersOf(old);
    const newAnswers = answersOf(now);
    const oldByKey = new Map(oldAnswers.map(([key, response]) => [key, response]));
    const newByKey = new Map(newAnswers.map(([key, response]) => [key, response]));
    for (const [key, response, index] of [...newAnswers, ...oldAnswers.filter(([key]) => !newByKey.has(key))]) {
      const was = oldByKey.get(key);
      const is = newByKey.get(key);
      const answer: AnswerRef = { answer: response.answer, index, label: response.label };
      if (!was || !is) {
        add({
          kind: was ? 'answer_removed' : 'answer_added',
          slide,
          answer,
          before: was?.label ?? null,
          after: is?.label ?? null,
          text: was ? `${name}: Antwort „${was.label}“ entfernt.` : `${name}: neue Antwort „${response.label}“.`,
        });
        continue;
      }
      const answerName = `${name}, Antwort „${is.label}“`;
      if (was.label !== is.label)
        add({
          kind: 'answer_label_changed',
          slide,
          answer,
          before: was.label,
          after: is.label,
          text: `${name}: Antwort „${was.label}“ heißt jetzt „${is.label}“.`,
        });
      if (was.next_slide_id !== is.next_slide_id) {
        const [from, to] = [targetText(was.next_slide_id), targetText(is.next_slide_id)];
        add({
          kind: 'jump_changed',
          slide,
          answer,
          before: from,
          after: to,
          text: `${answerName}: weiter zu ${to} statt ${from}.`,
        });
      }
      if (was.outcome_id !== is.outcome_id) {
        const [from, to] = [outcomeText(before, was.outcome_id), outcomeText(after, is.outcome_id)];
        add({
          kind: 'answer_outcome_changed',
          slide,
          answer,
          before: from,
          after: to,
          text: `${answerName}: setzt Ergebnis ${to} statt ${from}.`,
        });
      }
    }
    const sequence = (answers: Array<[string, EngineResponse, number]>) =>
      answers.filter(([key]) => oldByKey.has(key) && newByKey.has(key)).map(([key]) => key);
    if (sequence(oldAnswers).join() !== sequence(newAnswers).join()) {
      const labels = (answers: Array<[string, EngineResponse, number]>) =>
        answers.map(([, response]) => `„${response.label}“`).join(', ');
      add({
        kind: 'answers_reordered',
        slide,
        before: labels(oldAnswers),
        after: labels(newAnswers),
        text: `${name}: Reihenfolge der Antworten jetzt ${labels(newAnswers)} (vorher ${labels(oldAnswers)}).`,
      });
    }
  }

  // Outcomes by chapter in reading order, then by rank.
  const chapterTitle = (chapterId: string) => {
    const chapter = after.byId.get(chapterId) ?? before.byId.get(chapterId);
    return chapter ? slideTitle(chapter) : '';
  };
  const place = (outcome: EngineOutcome) => order.indexOf(outcome.chapter_id);
  const outcomeIds = [...new Set([...after.outcomes.keys(), ...before.outcomes.keys()])].sort((a, b) => {
    const [x, y] = [
      (after.outcomes.get(a) ?? before.outcomes.get(a)) as EngineOutcome,
      (after.outcomes.get(b) ?? before.outcomes.get(b)) as EngineOutcome,
    ];
    return place(x) - place(y) || x.ranking - y.ranking;
  });
  for (const id of outcomeIds) {
    const old = before.outcomes.get(id);
    const now = after.outcomes.get(id);
    const current = (now ?? old) as EngineOutcome;
    const outcome: OutcomeRef = { id, title: current.title, chapter_title: chapterTitle(current.chapter_id) };
    const where = outcome.chapter_title ? ` im Kapitel „${outcome.chapter_title}“` : '';
    if (!old || !now) {
      add({
        kind: old ? 'outcome_removed' : 'outcome_added',
        outcome,
        before: old?.title ?? null,
        after: now?.title ?? null,
        text: old
          ? `Ergebnis „${old.title}“${where} wurde entfernt.`
          : `Neues Ergebnis „${now?.title}“${where} (Rang ${now?.ranking}, ${OUTCOME_SEVERITY_LABELS[current.severity]}).`,
      });
      continue;
    }
    const name = `Ergebnis „${now.title}“${where}`;
    if (old.title !== now.title)
      add({
        kind: 'outcome_title_changed',
        outcome,
        before: old.title,
        after: now.title,
        text: `Ergebnis${where}: Titel ${valueChange(old.title, now.title)}.`,
      });
    const [wasText, isText] = [plainText(old.text), plainText(now.text)];
    // Markup without text ("<p><br></p>" from an emptied editor) reads as no text, as above.
    if (old.text.trim() !== now.text.trim() && (wasText || isText))
      add({
        kind: 'outcome_text_changed',
        outcome,
        before: wasText || null,
        after: isText || null,
        text: `${name}: ${textChange('Text', wasText || null, isText || null)}.`,
      });
    if (old.severity !== now.severity) {
      const [from, to] = [OUTCOME_SEVERITY_LABELS[old.severity], OUTCOME_SEVERITY_LABELS[now.severity]];
      add({
        kind: 'outcome_severity_changed',
        outcome,
        before: from,
        after: to,
        text: `${name}: Einstufung „${from}“ → „${to}“.`,
      });
    }
    if (old.ranking !== now.ranking)
      add({
        kind: 'outcome_ranking_changed',
        outcome,
        before: String(old.ranking),
        after: String(now.ranking),
        text: `${name}: Rang ${old.ranking} → ${now.ranking}.`,
      });
    if (old.chapter_id !== now.chapter_id) {
      const [from, to] = [chapterTitle(old.chapter_id), chapterTitle(now.chapter_id)];
      add({
        kind: 'outcome_chapter_changed',
        outcome,
        before: from,
        after: to,
        text: `Ergebnis „${now.title}“: Kapitel „${from}“ → „${to}“.`,
      });
    }
  }
  return changes;
}
