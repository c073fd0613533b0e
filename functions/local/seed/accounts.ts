import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Level } from '@baucheck/shared/enums';
import type { OrganisationType } from '@baucheck/shared/organisations';
import { cognitoClient } from '../../src/clients/cognito.ts';
import { config } from '../../src/lib/config.ts';
import { createOrganisation } from '../../src/repositories/organisations.ts';
import { createUserRecord } from '../../src/repositories/users.ts';

/** Demo accounts of the local stack (DESIGN.md section 6); never created outside it. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Passwort-2026';

export interface DemoAccount {
  email: string;
  name: string;
  level: Level;
  active: boolean;
  organisation?: string;
}

export const DEMO_ORGANISATIONS: Array<{ name: string; type: OrganisationType }> = [
  { name: 'Freistaat Bayern – Staatsministerium für Wohnen, Bau und Verkehr', type: 'Land' },
  { name: 'Land Baden-Württemberg – Ministerium für Landesentwicklung und Wohnen', type: 'Land' },
  { name: 'Markt Lindenau (Demo)', type: 'Kommune' },
  { name: 'Stadt Tannbach (Demo)', type: 'Kommune' },
  { name: 'Sonnendach Solartechnik GmbH (Demo)', type: 'Partner' },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@baucheck.test', name: 'Alexandra Admin', level: 'Administrator', active: true },
  {
    email: 'land@baucheck.test',
    name: 'Lukas Landmann',
    level: 'Land',
    active: true,
    organisation: DEMO_ORGANISATIONS[0]?.name,
  },
  {
    email: 'kommune@baucheck.test',
    name: 'Katrin Kommunal',
    level: 'Kommune',
    active: true,
    organisation: DEMO_ORGANISATIONS[2]?.name,
  },
  {
    email: 'partner@baucheck.test',
    name: 'Paul Partner',
    level: 'Partner',
    active: true,
    organisation: DEMO_ORGANISATIONS[4]?.name,
  },
  { email: 'standard@baucheck.test', name: 'Sabine Standard', level: 'Standard', active: true },
  { email: 'inaktiv@baucheck.test', name: 'Ingo Inaktiv', level: 'Standard', active: false },
];

async function createIdentity(account: DemoAccount): Promise<string> {
  const { User } = await cognitoClient.send(
    new AdminCreateUserCommand({
      UserPoolId: config().COGNITO_USER_POOL_ID,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
    }),
  );
  await cognitoClient.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config().COGNITO_USER_POOL_ID,
      Username: account.email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for ${account.email}`);
  return sub;
}

/** Organisations and one account per level (plus an inactive one), with the demo password. */
export async function seedAccounts(): Promise<Map<string, string>> {
  const organisationIds = new Map<string, string>();
  for (const organisation of DEMO_ORGANISATIONS) {
    organisationIds.set(organisation.name, (await createOrganisation(organisation)).id);
  }
  for (const account of DEMO_ACCOUNTS) {
    await createUserRecord({
      id: await createIdentity(account),
      email: account.email,
      name: account.name,
      level: account.level,
      organisation_id: account.organisation ? (organisationIds.get(account.organisation) ?? null) : null,
      is_active: account.active,
      is_verified: true,
    });
  }
  return organisationIds;
}
