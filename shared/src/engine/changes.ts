import * as z from 'zod';

/*
 * The change list between two versions of a check (engine/diff.ts computes it): structured entries
 * that say what changed where, each with one German sentence, so the editor, the API and the
 * documentation PDF show the same list.
 */

export const CHANGE_KINDS = [
  // The check's own fields
  'title_changed',
  'legal_basis_changed',
  'as_of_changed',
  // Slides
  'slide_added',
  'slide_removed',
  'slide_moved',
  'slide_type_changed',
  'question_changed',
  'threshold_changed',
  'unit_changed',
  'measurement_category_changed',
  'attribute_changed',
  // Answers (responses) of a slide
  'answer_added',
  'answer_removed',
  'answer_label_changed',
  'answers_reordered',
  'jump_changed',
  'answer_outcome_changed',
  // Outcomes
  'outcome_added',
  'outcome_removed',
  'outcome_title_changed',
  'outcome_text_changed',
  'outcome_severity_changed',
  'outcome_ranking_changed',
  'outcome_chapter_changed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A slide as the change names it: its number in each version (null where it is missing) and its title. */
export const slideRefSchema = z.object({
  id: z.string(),
  number_before: z.number().int().nullable(),
  number_after: z.number().int().nullable(),
  /** Its question or heading (its type when it has none), as in the newer version where it is there. */
  title: z.string(),
});
export type SlideRef = z.infer<typeof slideRefSchema>;

/**
 * An answer of a slide. Answers are named by their kind and place among the slide's answers of that
 * kind (the first "ja"), not by id: saving a slide's answers gives them new ids, and authors mean the
 * "Ja" answer whatever its id.
 */
export const answerRefSchema = z.object({
  answer: z.enum(['ja', 'nein']),
  index: z.number().int().nonnegative(),
  label: z.string(),
});
export type AnswerRef = z.infer<typeof answerRefSchema>;

export const outcomeRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title of the Kapitel slide of its chapter (empty when that slide is gone). */
  chapter_title: z.string(),
});
export type OutcomeRef = z.infer<typeof outcomeRefSchema>;

export const checkChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  slide: slideRefSchema.nullable(),
  answer: answerRefSchema.nullable(),
  outcome: outcomeRefSchema.nullable(),
  /** The attribute concerned by an attribute_changed entry (e.g. "Beschreibung"). */
  field: z.string().nullable(),
  /** The value before and after, as people read it (HTML as plain text; null where there was none). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The change as one German sentence. */
  text: z.string(),
});
export type CheckChange = z.infer<typeof checkChangeSchema>;

const CHECK_FIELD_KINDS: readonly ChangeKind[] = ['title_changed', 'legal_basis_changed', 'as_of_changed'];

/** A part of the change list with its heading, as the editor and the documentation PDF show it. */
export interface ChangeSection {
  title: string;
  changes: CheckChange[];
}

/** The change list in its parts (the check's own fields, slides and answers, outcomes); empty parts left out. */
export function changeSections(changes: readonly CheckChange[]): ChangeSection[] {
  const sections: ChangeSection[] = [
    { title: 'Angaben zum Check', changes: changes.filter((change) => CHECK_FIELD_KINDS.includes(change.kind)) },
    {
      title: 'Folien und Antworten',
      changes: changes.filter((change) => !CHECK_FIELD_KINDS.includes(change.kind) && change.outcome === null),
    },
    { title: 'Ergebnisse', changes: changes.filter((change) => change.outcome !== null) },
  ];
  return sections.filter((section) => section.changes.length > 0);
}

export const changeCountText = (count: number): string => (count === 1 ? '1 Änderung' : `${count} Änderungen`);
