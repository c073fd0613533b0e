import { App } from 'aws-cdk-lib';
import { BauCheckStack } from '../lib/baucheck-stack.ts';
import { type DeploySettings, deploySettings, SettingError } from '../lib/settings.ts';
import { WafStack } from '../lib/waf.ts';

/**
 * The CDK app (`cdk.json` runs it with tsx). Environment-agnostic on purpose: `npm run synth` needs no
 * AWS account, and `cdk deploy` takes account and region from the caller's credentials. The Land's
 * settings come as context (`npm run deploy -- -c key=value`, lib/settings.ts, README "In AWS betreiben").
 */
const app = new App();
let settings: DeploySettings;
try {
  settings = deploySettings((key) => app.node.tryGetContext(key));
} catch (error) {
  // A wrong setting is the operator's to fix: the message, not a stack trace.
  if (!(error instanceof SettingError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// `-c waf=true`: a web ACL in us-east-1 (CloudFront's region for them) referred to across regions,
// which needs both stacks bound to the caller's account and region.
const account = process.env.CDK_DEFAULT_ACCOUNT;
const wafStack = settings.waf
  ? new WafStack(app, 'BauCheckWaf', {
      env: { account, region: 'us-east-1' },
      crossRegionReferences: true,
      description: 'BauCheck: AWS WAF vor CloudFront',
    })
  : undefined;

new BauCheckStack(app, 'BauCheck', {
  description: 'BauCheck: Vorprüfung verfahrensfreier Bauvorhaben (SPA, API, Daten, Anmeldung)',
  ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
  ...(settings.domain ? { domain: settings.domain } : {}),
  ...(settings.emailSender ? { emailSender: settings.emailSender } : {}),
  ...(wafStack
    ? {
        env: { account, region: process.env.CDK_DEFAULT_REGION },
        crossRegionReferences: true,
        webAclArn: wafStack.webAclArn,
      }
    : {}),
});
