import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '@baucheck/shared/password-policy';
import { localClientConfig } from './aws.ts';
import { spawnTethered } from './processes.ts';
import { childService, type LocalService } from './service.ts';

export interface LocalCognito extends LocalService {
  endpoint: string;
  /** Folder of cognito-local's JSON store (read by the dev mailbox). */
  storeDir: string;
  userPoolId: string;
  clientId: string;
}

const POOL_NAME = 'baucheck-users';
const CLIENT_NAME = 'baucheck-web';

/**
 * cognito-local as a child process on 127.0.0.1; it keeps its state in `<workDir>/.cognito` (also
 * across a stop and start). The user pool and the app client are created when absent, with the same
 * password policy as the CDK stack.
 */
export async function startCognito(port: number, workDir: string): Promise<LocalCognito> {
  mkdirSync(workDir, { recursive: true });
  const packageDir = dirname(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient(localClientConfig(endpoint));
  let service: LocalService | undefined;
  try {
    service = await childService(
      'cognito-local',
      () =>
        spawnTethered(process.execPath, [join(packageDir, 'lib/bin/start.js')], {
          cwd: workDir,
          env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NO_COLOR: '1', FORCE_COLOR: '0' },
          // Its console shows request bodies (passwords, codes), so it is not passed on.
          stdio: 'ignore',
        }),
      async () => {
        // A client of its own for each probe: the probe also runs when the service is started again.
        const probeClient = new CognitoIdentityProviderClient(localClientConfig(endpoint));
        try {
          await probeClient.send(new ListUserPoolsCommand({ MaxResults: 60 }));
        } finally {
          probeClient.destroy();
        }
      },
    );
    const userPoolId = await ensureUserPool(client);
    const clientId = await ensureClient(client, userPoolId);
    return Object.assign(service, { endpoint, storeDir: join(workDir, '.cognito', 'db'), userPoolId, clientId });
  } catch (error) {
    await service?.stop();
    throw error;
  } finally {
    client.destroy();
  }
}

async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === POOL_NAME);
  if (existing?.Id) return existing.Id;
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireDigits,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    }),
  );
  if (!created.UserPool?.Id) throw new Error('cognito-local created no user pool');
  return created.UserPool.Id;
}

async function ensureClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((candidate) => candidate.ClientName === CLIENT_NAME);
  if (existing?.ClientId) return existing.ClientId;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  if (!created.UserPoolClient?.ClientId) throw new Error('cognito-local created no app client');
  return created.UserPoolClient.ClientId;
}
