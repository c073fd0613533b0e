import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import { buildCheck } from '@baucheck/shared/engine/test-checks';
import { SIDE_LAWS } from '@baucheck/shared/enums';
import type { SharedResult } from '@baucheck/shared/result-link';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './shared-result-verdict.ts';

/** One measurement, the map, and a question asked only where side laws apply at the site. */
function checkWithSideLawQuestion(): EngineCheck {
  const check = buildCheck([
    { questions: [{ measurement: true, jump: null, yesOutcome: 1, noOutcome: 0 }], outcomes: 2, intermediate: false },
  ]);
  const nebenrechte = check.slides.find((slide) => slide.id === 'nebenrechte');
  const ende = check.slides.find((slide) => slide.id === 'ende');
  if (!nebenrechte || !ende) throw new Error('unexpected check');
  const no = nebenrechte.responses.find((response) => response.answer === 'nein');
  if (no) no.next_slide_id = 'ende';
  check.slides.push({
    id: 'denkmal',
    type: 'Ja-Oder-Nein',
    attributes: { Frage: 'Ist das Denkmal betroffen?' },
    position: nebenrechte.position + 1,
    responses: [
      { id: 'denkmal-ja', answer: 'ja', label: 'Ja', position: 0, next_slide_id: null, outcome_id: null },
      { id: 'denkmal-nein', answer: 'nein', label: 'Nein', position: 1, next_slide_id: null, outcome_id: null },
    ],
  });
  return check;
}

const definition = checkWithSideLawQuestion();
const check = { check_id: 'c', version: 2, definition };
const site = { lon: 11.4, lat: 48.3 };
/** The site as looked up when the link is opened. */
const found = (sideLaws: 'Denkmalschutz'[]) => ({ site, side_laws: sideLaws, unchecked: [] });
const link = (answers: Answers, version = 2): SharedResult => ({
  check_id: 'c',
  version,
  reference_unit_id: 'u',
  group: 'gartenhaus',
  product_id: null,
  answers,
});

describe('verdictOf (a result link against the check published now)', () => {
  const measured = { 'k0-q0': { value: 1 } };

  it('shows the same result where the site gives the same finding now', () => {
    expect(verdictOf(check, link({ ...measured, karte: found([]) }))).toBe('same');
    expect(
      verdictOf(check, link({ ...measured, karte: found(['Denkmalschutz']), denkmal: { response_id: 'denkmal-ja' } })),
    ).toBe('same');
  });

  it('recalculates, never calls the link altered, when only the finding at the site changed', () => {
    // Answered where a monument was found; none is found now (the question is off the path)
    expect(verdictOf(check, link({ ...measured, karte: found([]), denkmal: { response_id: 'denkmal-ja' } }))).toBe(
      'sites',
    );
    // Answered where nothing was found; a monument is found now (or the geoservice failed: nothing excluded)
    expect(verdictOf(check, link({ ...measured, karte: found(['Denkmalschutz']) }))).toBe('sites');
    expect(verdictOf(check, link({ ...measured, karte: { site, side_laws: [], unchecked: [...SIDE_LAWS] } }))).toBe(
      'sites',
    );
  });

  it('calls a link altered whose answers make no finished check with any finding at the site', () => {
    expect(verdictOf(check, link({ karte: found([]) }))).toBe('invalid');
    expect(verdictOf(check, link({ ...measured, karte: found([]), erfunden: { response_id: 'x' } }))).toBe('invalid');
    expect(verdictOf(check, link({ ...measured, karte: found([]) }, 3))).toBe('invalid');
  });

  it('says the check changed for a link to an older version', () => {
    expect(verdictOf(check, link({ ...measured, karte: found([]) }, 1))).toBe('changed');
  });
});
