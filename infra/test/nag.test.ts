import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthesize } from './synthesize.ts';

/**
 * cdk-nag's AwsSolutions pack over the whole stack: no error is left unaddressed. Where a rule does not
 * fit, the construct acknowledges it with its reason (`Validations.of(…).acknowledge`) in infra/lib.
 * Both as it synthesises without settings and with the Land's domain and SES sender, whose resources
 * (certificate, alias records, e-mail configuration) and acknowledgements differ.
 */
const plain = synthesize();
const withSettings = synthesize({
  domain: {
    name: 'baucheck.land.example.de',
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'land.example.de' },
  },
  emailSender: { from: 'noreply@land.example.de' },
});
afterAll(() => [plain, withSettings].forEach((synthesized) => synthesized.cleanUp()));

const errorsOf = ({ stack }: Synthesized) =>
  new AwsSolutionsChecks(stack)
    .validateScope(stack)
    .violations.filter((violation) => violation.severity === 'error')
    .map(
      (violation) =>
        `${violation.ruleName}: ${violation.violatingResources.map((r) => r.resourceLogicalId ?? r.locations?.join(',')).join(', ')}`,
    );

describe('cdk-nag AwsSolutions', () => {
  it('reports no error that the stack has not fixed or acknowledged with a reason', () => {
    expect(errorsOf(plain)).toEqual([]);
  });

  it('reports none under the Land’s domain with the SES sender either', () => {
    expect(errorsOf(withSettings)).toEqual([]);
  });
});
