import { randomBytes } from 'node:crypto';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/*
 * Where an operator script works: the deployed stack's outputs (CloudFormation, stack
 * `BAUCHECK_STACK_NAME`, default `BauCheck`, with the caller's AWS credentials and region); or, when
 * TABLE_NAME, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID are set (the local stack), those.
 */

const OUTPUTS = {
  TableName: 'TABLE_NAME',
  UserPoolId: 'COGNITO_USER_POOL_ID',
  UserPoolClientId: 'COGNITO_CLIENT_ID',
  MediaBucketName: 'MEDIA_BUCKET',
};

async function useStackOutputs(stackName: string): Promise<void> {
  const client = new CloudFormationClient({});
  const { Stacks = [] } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  for (const output of Stacks[0]?.Outputs ?? []) {
    const variable = OUTPUTS[output.OutputKey as keyof typeof OUTPUTS];
    if (variable && output.OutputValue) process.env[variable] = output.OutputValue;
  }
  // The functions' configuration also demands the CSRF signing key; the scripts sign nothing, so they
  // get a throwaway value instead of reading the secret.
  process.env.CSRF_SECRET ??= randomBytes(32).toString('base64url');
}

/** Points the functions' configuration at the stack, unless the environment does already. */
export async function useStackEnvironment(): Promise<void> {
  if (!process.env.TABLE_NAME || !process.env.COGNITO_USER_POOL_ID || !process.env.COGNITO_CLIENT_ID) {
    await useStackOutputs(process.env.BAUCHECK_STACK_NAME ?? 'BauCheck');
  }
}
