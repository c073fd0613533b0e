import { z } from 'zod';
import { OUTCOME_SEVERITIES, SLIDE_TYPES } from '../enums.ts';

/**
 * The part of a check the evaluation engine works on: slides in position order with their
 * (resolved) attributes and responses, and the outcomes per chapter. The same shape is published to
 * residents, evaluated in the browser, re-evaluated for the PDF and validated before publishing.
 */

/** A response's jump target: another slide's id, this sentinel for "straight to the result", or null for "the next slide". */
export const END_OF_CHECK = 'END';

export const engineResponseSchema = z.object({
  id: z.string(),
  /** Ja-Oder-Nein answers are "ja" or "nein"; a measurement picks "ja" when the value is within the threshold. */
  answer: z.enum(['ja', 'nein']),
  label: z.string(),
  position: z.number().int(),
  next_slide_id: z.string().nullable(),
  outcome_id: z.string().nullable(),
});
export type EngineResponse = z.infer<typeof engineResponseSchema>;

export const engineSlideSchema = z.object({
  id: z.string(),
  type: z.enum(SLIDE_TYPES),
  position: z.number().int(),
  attributes: z.record(z.string(), z.string()),
  responses: z.array(engineResponseSchema),
});
export type EngineSlide = z.infer<typeof engineSlideSchema>;

export const engineOutcomeSchema = z.object({
  id: z.string(),
  /** The id of the Kapitel slide that opens the outcome's chapter. */
  chapter_id: z.string(),
  title: z.string(),
  text: z.string(),
  severity: z.enum(OUTCOME_SEVERITIES),
  /** 1 is the highest rank. */
  ranking: z.number().int(),
});
export type EngineOutcome = z.infer<typeof engineOutcomeSchema>;

export const engineCheckSchema = z.object({
  slides: z.array(engineSlideSchema),
  outcomes: z.array(engineOutcomeSchema),
});
export type EngineCheck = z.infer<typeof engineCheckSchema>;

/** A resident's answer to one slide: a chosen response, or an entered measurement. */
export const answerSchema = z.union([
  z.object({ response_id: z.string() }),
  z.object({ value: z.number().finite().nonnegative() }),
]);
export type Answer = z.infer<typeof answerSchema>;
export const answersSchema = z.record(z.string(), answerSchema);
export type Answers = z.infer<typeof answersSchema>;
