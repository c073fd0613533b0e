import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT, WafStack, WRITE_LIMIT } from '../lib/waf.ts';
import { resourcesOf, synthesize } from './synthesize.ts';

const WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/baucheck/abc';
const withWaf = synthesize({ webAclArn: WEB_ACL_ARN });
const withoutWaf = synthesize();
afterAll(() => [withWaf, withoutWaf].forEach((synthesized) => synthesized.cleanUp()));

describe('optional AWS WAF', () => {
  it('puts the web ACL in front of the distribution only when one is given', () => {
    withWaf.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: WEB_ACL_ARN },
    });
    const [distribution] = Object.values(resourcesOf(withoutWaf.template, 'AWS::CloudFront::Distribution'));
    expect(JSON.stringify(distribution?.Properties)).not.toContain('WebACLId');
  });

  it('has AWS’s managed rules and per-address rate limits on sign-ins and API writes, in CloudFront’s region', () => {
    const stack = new WafStack(new App(), 'Waf', { env: { account: '111111111111', region: 'us-east-1' } });
    const [webAcl] = Object.values(resourcesOf(Template.fromStack(stack), 'AWS::WAFv2::WebACL'));
    expect(webAcl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = webAcl?.Properties.Rules as Array<{ Name: string; Statement: Record<string, unknown> }>;
    expect(rules.map((rule) => rule.Name)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'sign-in-rate',
      'write-rate',
    ]);
    const json = JSON.stringify(rules);
    expect(json).toContain(`"Limit":${SIGN_IN_LIMIT}`);
    expect(json).toContain(`"Limit":${WRITE_LIMIT}`);
    expect(json).toContain('"SearchString":"/api/auth/"');
  });
});
