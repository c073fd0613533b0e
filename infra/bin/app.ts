import { App } from 'aws-cdk-lib';
import { BauCheckStack } from '../lib/baucheck-stack.ts';

/**
 * The CDK app (`cdk.json` runs it with tsx). Environment-agnostic on purpose: `npm run synth` needs no
 * AWS account, and `cdk deploy` takes account and region from the caller's credentials.
 */
const app = new App();

const alarmEmail = app.node.tryGetContext('alarmEmail') as string | undefined;

new BauCheckStack(app, 'BauCheck', {
  description: 'BauCheck: Vorprüfung verfahrensfreier Bauvorhaben (SPA, API, Daten, Anmeldung)',
  ...(alarmEmail ? { alarmEmail } : {}),
});
