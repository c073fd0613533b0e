import type { QuickCheck } from '@baucheck/shared/checks';
import { answerIssues } from '@baucheck/shared/engine/answer-issues';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import { SIDE_LAWS } from '@baucheck/shared/enums';
import type { SharedResult } from '@baucheck/shared/result-link';

/** What the link's version is to the check the unit publishes now ("sites": the same, but the geodata changed). */
export type Verdict = 'same' | 'sites' | 'changed' | 'invalid';

/** Whether the answers make exactly a finished check (as the PDF demands). */
function finishes(definition: EngineCheck, answers: Answers): boolean {
  const evaluation = evaluate(definition, answers);
  return (
    evaluation.complete && evaluation.overall !== null && answerIssues(definition, answers, evaluation).length === 0
  );
}

/** The answers with every located site found free of side laws (`excluded`) or not. */
const withFindings = (answers: Answers, excluded: boolean): Answers =>
  Object.fromEntries(
    Object.entries(answers).map(([slideId, answer]) => [
      slideId,
      'site' in answer && answer.site
        ? { site: answer.site, side_laws: [], unchecked: excluded ? [] : [...SIDE_LAWS] }
        : answer,
    ]),
  );

/**
 * Same version: the answers, with the side laws at the site as found now, must make exactly the
 * finished check the link claims (as the PDF demands). When they do not, but would with the other
 * finding at the site (free of side laws or not: all the path depends on), the geodata changed since;
 * anything else was altered. An older version, or another check the unit has switched to since: the
 * check changed. A version newer than the published one cannot come from this app.
 */
export function verdictOf(
  check: Pick<QuickCheck, 'check_id' | 'version' | 'definition'>,
  result: SharedResult,
): Verdict {
  if (check.check_id === result.check_id && check.version === result.version) {
    if (finishes(check.definition, result.answers)) return 'same';
    const genuine = [true, false].some((excluded) =>
      finishes(check.definition, withFindings(result.answers, excluded)),
    );
    return genuine ? 'sites' : 'invalid';
  }
  return check.check_id !== result.check_id || result.version < check.version ? 'changed' : 'invalid';
}
