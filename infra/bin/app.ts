import { App } from 'aws-cdk-lib';
import { BauCheckStack } from '../lib/baucheck-stack.ts';
import { WafStack } from '../lib/waf.ts';

/**
 * The CDK app (`cdk.json` runs it with tsx). Environment-agnostic on purpose: `npm run synth` needs no
 * AWS account, and `cdk deploy` takes account and region from the caller's credentials.
 */
const app = new App();

const alarmEmail = app.node.tryGetContext('alarmEmail') as string | undefined;

// `-c waf=true`: a web ACL in us-east-1 (CloudFront's region for them) referred to across regions,
// which needs both stacks bound to the caller's account and region.
const waf = [true, 'true'].includes(app.node.tryGetContext('waf') as boolean | string);
const account = process.env.CDK_DEFAULT_ACCOUNT;
const wafStack = waf
  ? new WafStack(app, 'BauCheckWaf', {
      env: { account, region: 'us-east-1' },
      crossRegionReferences: true,
      description: 'BauCheck: AWS WAF vor CloudFront',
    })
  : undefined;

new BauCheckStack(app, 'BauCheck', {
  description: 'BauCheck: Vorprüfung verfahrensfreier Bauvorhaben (SPA, API, Daten, Anmeldung)',
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(wafStack
    ? {
        env: { account, region: process.env.CDK_DEFAULT_REGION },
        crossRegionReferences: true,
        webAclArn: wafStack.webAclArn,
      }
    : {}),
});
