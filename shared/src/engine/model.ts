import * as z from 'zod';
import { OUTCOME_SEVERITIES, SIDE_LAWS, SLIDE_TYPES } from '../enums.ts';
import { MAX_MEASUREMENT } from '../german-numbers.ts';

/**
 * The part of a check the evaluation engine works on: slides in position order with their
 * (resolved) attributes and responses, and the outcomes per chapter. The same shape is published to
 * residents, evaluated in the browser, re-evaluated for the PDF and validated before publishing.
 */

export { END_OF_CHECK } from './end-of-check.ts';

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

export const siteSchema = z.object({
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  /** The address the resident searched for, when there was one. */
  label: z.string().max(200).optional(),
});
export type Site = z.infer<typeof siteSchema>;

/** Why a measured value is refused (the browser's measurement field says the same). */
export const MEASUREMENT_TEXTS = {
  notPositive: 'Bitte geben Sie einen Wert größer als 0 ein.',
  tooLarge: 'Bitte geben Sie höchstens 1.000.000 ein.',
} as const;

/**
 * A resident's answer to one slide: a chosen response, an entered measurement (greater than 0: no
 * building part measures 0 or less, and such a value would pass every "at most" threshold), or (on a Karte
 * slide) the located site with the side laws the geoservice found there (null site: skipped) and the side
 * laws it could not check there (no service for the Land, or the service did not answer): those count as
 * not excluded, like a skipped site does for every side law.
 */
export const answerSchema = z.union([
  z.object({ response_id: z.string().max(100) }),
  z.object({
    value: z
      .number()
      .finite()
      .positive({ error: MEASUREMENT_TEXTS.notPositive })
      .max(MAX_MEASUREMENT, { error: MEASUREMENT_TEXTS.tooLarge }),
  }),
  z.object({
    site: siteSchema.nullable(),
    side_laws: z.array(z.enum(SIDE_LAWS)).max(SIDE_LAWS.length),
    unchecked: z.array(z.enum(SIDE_LAWS)).max(SIDE_LAWS.length).default([]),
  }),
]);
/** An answer as clients send and store it: `unchecked` may be left out (nothing unchecked). */
export type Answer = z.input<typeof answerSchema>;
export const answersSchema = z.record(z.string(), answerSchema);
export type Answers = z.input<typeof answersSchema>;

/** A check has a few dozen slides; this bounds the work one request (or one result link) can cause. */
export const MAX_ANSWERS = 200;
/** The answers of a PDF request or a result link. */
export const boundedAnswersSchema = answersSchema.refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, {
  message: `Höchstens ${MAX_ANSWERS} Antworten.`,
});
