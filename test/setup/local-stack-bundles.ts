import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './local-stack.ts';

/**
 * The rehearsal of a deployment (vitest.rehearsal.config.ts): the same local stack, but every route
 * runs the function `cdk synth` bundled into cdk.out, with the environment its CloudFormation template
 * gives it (functions/local/bundles.ts). `npm run rehearse` synthesises first.
 */
export default function setup(project: TestProject) {
  const bundlesDir = new URL('../../cdk.out', import.meta.url).pathname;
  if (!existsSync(`${bundlesDir}/BauCheck.template.json`)) {
    throw new Error('Kein cdk.out: "npm run rehearse" synthetisiert zuerst (cdk synth -c hostArchitecture=true).');
  }
  return startTestStack(project, { bundlesDir });
}
