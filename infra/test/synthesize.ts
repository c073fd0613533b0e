import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';
import { BauCheckStack, type BauCheckStackProps } from '../lib/baucheck-stack.ts';

/** The feature flags of `cdk.json`, so the tests synthesise what `cdk synth` does. */
const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface Synthesized {
  stack: BauCheckStack;
  template: Template;
  annotations: Annotations;
  /** Removes the cloud assembly that the synthesis wrote. */
  cleanUp: () => void;
}

/**
 * Synthesises the stack into a temporary directory. `aws:cdk:bundling-stacks: []` skips the esbuild run
 * per function (the real `cdk synth` covers bundling), which keeps the tests fast.
 */
export function synthesize(props: BauCheckStackProps = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'baucheck-cdk-'));
  const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new BauCheckStack(app, 'BauCheck', props);
  return {
    stack,
    template: Template.fromStack(stack),
    annotations: Annotations.fromStack(stack),
    cleanUp: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

export type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

/** The resources of a type, by logical id. */
export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

/** The API route functions (the BucketDeployment's helper function is Python, so it is not among them). */
export const routeFunctionsOf = (template: Template): Record<string, Resource> =>
  template.findResources('AWS::Lambda::Function', {
    Properties: { Runtime: 'nodejs24.x', Handler: 'index.handler' },
  }) as Record<string, Resource>;
