import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesize } from './synthesize.ts';

/**
 * cdk-nag's AwsSolutions pack over the whole stack: no error is left unaddressed. Where a rule does not
 * fit, the construct acknowledges it with its reason (`Validations.of(…).acknowledge`) in infra/lib.
 */
const synthesized = synthesize();
afterAll(() => synthesized.cleanUp());

describe('cdk-nag AwsSolutions', () => {
  it('reports no error that the stack has not fixed or acknowledged with a reason', () => {
    const report = new AwsSolutionsChecks(synthesized.stack).validateScope(synthesized.stack);
    const errors = report.violations
      .filter((violation) => violation.severity === 'error')
      .map(
        (violation) =>
          `${violation.ruleName}: ${violation.violatingResources.map((r) => r.resourceLogicalId ?? r.locations?.join(',')).join(', ')}`,
      );
    expect(errors).toEqual([]);
  });
});
