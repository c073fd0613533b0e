import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers } from '@baucheck/shared/engine/model';
import { describe, expect, it } from 'vitest';
import { answerIssues, answersOnPath, fittingAnswers } from '@baucheck/shared/engine/answer-issues';
import { FIXTURE_CHECK } from './test-fixtures.ts';

const site = { lon: 11.4003, lat: 48.3002, label: 'Marktplatz 3' };
const complete: Answers = {
  aufenthalt: { response_id: 'aufenthalt-nein' },
  volumen: { value: 74.5 },
  karte: { site, side_laws: ['Denkmalschutz'] },
};
const issuesOf = (answers: Answers) => answerIssues(FIXTURE_CHECK, answers, evaluate(FIXTURE_CHECK, answers));

describe('answerIssues', () => {
  it('accepts the answers of a finished check', () => {
    expect(issuesOf(complete)).toEqual([]);
    // A skipped map is an answer too
    expect(issuesOf({ ...complete, karte: { site: null, side_laws: [] } })).toEqual([]);
  });

  it('refuses an answer id the slide does not offer, naming the slide', () => {
    const issues = issuesOf({ ...complete, aufenthalt: { response_id: 'erfunden' } });
    expect(issues[0]).toEqual({
      loc: ['body', 'answers', 'aufenthalt'],
      msg: 'Diese Antwort gibt es auf dieser Folie nicht.',
      type: 'unknown_response',
    });
  });

  it('refuses answers to unknown slides and to slides the path does not reach', () => {
    // "Ja" on the first question jumps past the measurement
    const issues = issuesOf({ ...complete, aufenthalt: { response_id: 'aufenthalt-ja' }, erfunden: { value: 1 } });
    expect(issues.map((issue) => [issue.loc.at(-1), issue.type])).toEqual([
      ['volumen', 'not_on_path'],
      ['erfunden', 'unknown_slide'],
    ]);
  });

  it('refuses an answer of the wrong kind for the slide', () => {
    expect(issuesOf({ ...complete, aufenthalt: { value: 3 } })[0]?.type).toBe('answer_kind');
    expect(issuesOf({ ...complete, volumen: { response_id: 'volumen-ja' } })[0]?.type).toBe('answer_kind');
    expect(issuesOf({ ...complete, karte: { response_id: 'x' } })[0]?.type).toBe('answer_kind');
    expect(issuesOf({ ...complete, start: { response_id: 'x' } })[0]?.type).toBe('no_answer_expected');
  });

  it('names the unanswered question first when later answers are off the path because of it', () => {
    const issues = issuesOf({
      aufenthalt: complete.aufenthalt as Answers[string],
      karte: complete.karte as Answers[string],
    });
    expect(issues.map((issue) => [issue.loc.at(-1), issue.type])).toEqual([
      ['volumen', 'incomplete'],
      ['karte', 'not_on_path'],
    ]);
  });

  it('refuses an unfinished check, naming the first unanswered question', () => {
    expect(issuesOf({ aufenthalt: { response_id: 'aufenthalt-nein' } })).toEqual([
      {
        loc: ['body', 'answers', 'volumen'],
        msg: 'Der Check ist noch nicht abgeschlossen: „Wie groß ist der Brutto-Rauminhalt?“ ist noch unbeantwortet.',
        type: 'incomplete',
      },
    ]);
  });
});

describe('fittingAnswers and answersOnPath (a result link to an older version)', () => {
  it('keeps the answers the check still has a place for and names the others', () => {
    // Prepare: a removed slide, an answer the slide no longer offers, and one of the wrong kind
    const old: Answers = {
      ...complete,
      entfallen: { response_id: 'entfallen-ja' },
      aufenthalt: { response_id: 'aufenthalt-vielleicht' },
      karte: { value: 3 },
    };

    // Act
    const { answers, dropped } = fittingAnswers(FIXTURE_CHECK, old);

    // Assess
    expect(answers).toEqual({ volumen: complete.volumen });
    expect(dropped.sort()).toEqual(['aufenthalt', 'entfallen', 'karte']);
  });

  it('keeps only the answers along the path, in its order', () => {
    // "Ja" on the first question jumps past the measurement, whose answer stays in the tab
    const answers = { ...complete, aufenthalt: { response_id: 'aufenthalt-ja' } };
    const evaluation = evaluate(FIXTURE_CHECK, answers);
    expect(Object.keys(answersOnPath(answers, evaluation))).toEqual(
      evaluation.path.filter((slideId) => slideId in answers),
    );
    expect(answersOnPath(answers, evaluation)).not.toHaveProperty('volumen');
    expect(answersOnPath(complete, evaluate(FIXTURE_CHECK, complete))).toEqual(complete);
  });
});
