import { API_BASE } from '@baucheck/shared/http-constants';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests one client address may send in 5 minutes: sign-ins, and writes to the API. */
export const SIGN_IN_LIMIT = 100;
export const WRITE_LIMIT = 1_000;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedRules = (name: string, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

const pathStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The optional web application firewall in front of CloudFront (`npm run deploy -- -c waf=true`).
 * CloudFront takes only web ACLs of us-east-1, hence a stack of its own there; the main stack refers
 * to it across regions. AWS's common and known-bad-inputs rules, and rate limits per client address
 * on sign-ins and on writes to the API (the functions limit sign-in guesses per account themselves;
 * this keeps floods away from them). The SPA's and the public check's reads stay unlimited: a whole
 * town behind one municipal proxy may open the check at once.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: 'baucheck',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('baucheck'),
      rules: [
        managedRules('AWSManagedRulesCommonRuleSet', 0),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          name: 'sign-in-rate',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: SIGN_IN_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: pathStartsWith(`${API_BASE}/auth/`),
            },
          },
          visibilityConfig: visibility('sign-in-rate'),
        },
        {
          name: 'write-rate',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WRITE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    pathStartsWith(`${API_BASE}/`),
                    {
                      notStatement: {
                        statement: {
                          byteMatchStatement: {
                            fieldToMatch: { method: {} },
                            positionalConstraint: 'EXACTLY',
                            searchString: 'GET',
                            textTransformations: [{ priority: 0, type: 'NONE' }],
                          },
                        },
                      },
                    },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility('write-rate'),
        },
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }
}
