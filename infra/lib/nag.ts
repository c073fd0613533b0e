import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/*
 * Helpers for acknowledging cdk-nag findings (infra/test/nag.test.ts runs the AwsSolutions pack). A
 * finding of a rule that reports several per resource is named `Rule[Kind::value]`, with resources
 * written as `<LogicalId.Arn>`; these build those names from the constructs, so they follow a rename.
 */

/** `<LogicalId.Arn>` of a construct's CloudFormation resource, as cdk-nag writes it in a finding. */
export const arnTokenOf = (construct: IConstruct): string =>
  `<${Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement)}.Arn>`;

/** The wildcards of CDK's S3 read/write grant (`grantReadWrite`), as cdk-nag names them. */
export const S3_GRANT_ACTION_FINDINGS = [
  's3:Abort*',
  's3:DeleteObject*',
  's3:GetBucket*',
  's3:GetObject*',
  's3:List*',
].map((action) => `AwsSolutions-IAM5[Action::${action}]`);

/** Acknowledges each finding on the construct (and what lies below it) with one reason. */
export function acknowledge(construct: IConstruct, findings: readonly string[], reason: string): void {
  for (const id of findings) Validations.of(construct).acknowledge({ id, reason });
}

export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
