import type { Level } from '@baucheck/shared/enums';
import type { OrganisationType } from '@baucheck/shared/organisations';
import { createOrganisation } from '../../src/repositories/organisations.ts';
import { createUserRecord } from '../../src/repositories/users.ts';
import { createConfirmedIdentity } from '../../src/services/identity.ts';

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

/** Organisations and one account per level (plus an inactive one), with the demo password. */
export async function seedAccounts(): Promise<Map<string, string>> {
  const organisationIds = new Map<string, string>();
  for (const organisation of DEMO_ORGANISATIONS) {
    organisationIds.set(organisation.name, (await createOrganisation(organisation)).id);
  }
  for (const account of DEMO_ACCOUNTS) {
    await createUserRecord({
      id: await createConfirmedIdentity(account.email, account.name, DEMO_PASSWORD),
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
