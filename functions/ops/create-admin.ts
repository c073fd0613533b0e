import { randomBytes } from 'node:crypto';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { createUserRecord, EmailTakenError, findUserIdByEmail } from '../src/repositories/users.ts';
import { createConfirmedIdentity, sendPasswordResetCode } from '../src/services/identity.ts';

/**
 * `npm run create-admin -- EMAIL [NAME]`: the first Administrator of a deployed stack. A fresh
 * deployment has no account at all, and sign-up only makes inactive Standard accounts.
 *
 * Creates the Cognito identity (address verified, a random password nobody knows) and the app's user
 * record (Administrator, active), then has Cognito e-mail a reset code: the person sets their own
 * password through "Passwort vergessen?" and the password never passes through the operator.
 *
 * Where: the stack's outputs (CloudFormation, stack `BAUCHECK_STACK_NAME`, default `BauCheck`, with
 * the caller's AWS credentials and region); or, when TABLE_NAME, COGNITO_USER_POOL_ID and
 * COGNITO_CLIENT_ID are set (the local stack), those.
 */

const [email, name = 'Administration'] = process.argv.slice(2);
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('Aufruf: npm run create-admin -- E-MAIL-ADRESSE [NAME]');
  process.exit(2);
}

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
  // The functions' configuration also demands the CSRF signing key; this script signs nothing, so it
  // gets a throwaway value instead of reading the secret.
  process.env.CSRF_SECRET ??= randomBytes(32).toString('base64url');
}

if (!process.env.TABLE_NAME || !process.env.COGNITO_USER_POOL_ID || !process.env.COGNITO_CLIENT_ID) {
  await useStackOutputs(process.env.BAUCHECK_STACK_NAME ?? 'BauCheck');
}

if (await findUserIdByEmail(email)) {
  console.error(`Für ${email} gibt es bereits ein Konto; ein Administrator kann es im Admin-Bereich ändern.`);
  process.exit(1);
}
// 32 random bytes plus the classes the password policy asks for; nobody ever learns it.
const unknownPassword = `${randomBytes(32).toString('base64url')}Aa1!`;
const id = await createConfirmedIdentity(email, name, unknownPassword);
try {
  await createUserRecord({
    id,
    email,
    name,
    level: 'Administrator',
    organisation_id: null,
    is_active: true,
    is_verified: true,
  });
} catch (error) {
  if (error instanceof EmailTakenError) {
    console.error(`Für ${email} gibt es bereits ein Konto.`);
    process.exit(1);
  }
  throw error;
}
await sendPasswordResetCode(email);
console.log(
  `Administrator ${email} angelegt. Cognito hat einen Code an diese Adresse geschickt: ` +
    'Auf der Anmeldeseite unter „Passwort vergessen?“ setzt die Person damit ihr eigenes Passwort.',
);
