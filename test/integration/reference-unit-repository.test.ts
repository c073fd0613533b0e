import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type * as Units from '../../functions/src/repositories/reference-units.ts';
import type * as Search from '../../functions/src/repositories/unit-search.ts';
import type * as Scale from '../support/scale.ts';

/*
 * The unit model's write paths against DynamoDB Local: unique AGS and slug, the organisation's units,
 * and search terms that follow every change (and are repaired when a change stopped halfway). Units
 * get AGS of Land 93, which no real Land has, and are removed afterwards: other files share the stack.
 */

let units: typeof Units;
let search: typeof Search;
let scale: typeof Scale;
const created: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  units = await import('../../functions/src/repositories/reference-units.ts');
  search = await import('../../functions/src/repositories/unit-search.ts');
  scale = await import('../support/scale.ts');
});

afterAll(async () => {
  await scale.removeUnits(created);
});

const contact = { office: 'Bauamt', phone: null, email: null, website: null };

async function newUnit(ags: string, name: string, extra: Partial<Units.NewReferenceUnit> = {}) {
  const unit = await units.createReferenceUnit({
    id: units.newUnitId(ags),
    slug: `repo-test-${ags}`,
    name,
    kind: 'Gemeinde',
    ags,
    plz: ['93001'],
    parent_id: null,
    organisation_id: null,
    coat_of_arms_key: null,
    contact,
    side_laws: {},
    links: {},
    demo: true,
    ...extra,
  });
  created.push(unit.id);
  return unit;
}

const namesFound = async (query: string, options: Partial<Search.SearchOptions> = {}) =>
  (await search.searchUnits(query, { limit: 20, ...options })).map((hit) => hit.name);

describe('reference unit repository', () => {
  it('refuses a second unit with the same AGS or slug and finds units by slug and AGS', async () => {
    const first = await newUnit('93000001', 'Großweiler am Repotest');

    await expect(newUnit('93000001', 'Doppelt', { id: 'unit-repo-test-other' })).rejects.toMatchObject({
      field: 'ags',
    });
    await expect(newUnit('93000002', 'Doppelt', { slug: first.slug })).rejects.toMatchObject({ field: 'slug' });
    expect((await units.getReferenceUnitBySlug(first.slug))?.id).toBe(first.id);
    expect([...(await units.getReferenceUnitsByAgs(['93000001', '93999999'])).keys()]).toEqual(['93000001']);
  });

  it('keeps the search terms in step with the name, the postcodes and the active flag', async () => {
    const unit = await newUnit('93000003', 'Mühlrepotal');
    expect(await namesFound('muehlrepo')).toContain('Mühlrepotal');
    expect(await namesFound('mühlrepo')).toContain('Mühlrepotal');
    expect(await namesFound('muhlrepo')).toContain('Mühlrepotal');
    expect(await namesFound('repotal')).toContain('Mühlrepotal');

    const renamed = await units.updateReferenceUnit(unit, { name: 'Straßrepoheim', plz: ['93077'] });
    expect(renamed.version).toBe(unit.version + 1);
    expect(await namesFound('muehlrepo')).toEqual([]);
    expect(await namesFound('strassrepo')).toEqual(['Straßrepoheim']);
    expect(await namesFound('93077')).toEqual(['Straßrepoheim']);
    expect(await namesFound('93001')).not.toContain('Straßrepoheim');

    const inactive = await units.updateReferenceUnit(renamed, { active: false });
    expect(await namesFound('strassrepo')).toEqual([]);
    expect(await namesFound('strassrepo', { includeInactive: true })).toEqual(['Straßrepoheim']);
    expect((await units.getReferenceUnit(unit.id))?.search_pending).toBeUndefined();
    // A change read before the last one is refused, whatever it changes
    await expect(units.updateReferenceUnit(renamed, { contact: { ...contact, office: 'Alt' } })).rejects.toThrow();
    expect((await units.getReferenceUnit(unit.id))?.version).toBe(inactive.version);
  });

  it('repairs the search terms of a change that stopped before they were written', async () => {
    const unit = await newUnit('93000004', 'Tannrepobach');
    // As if the unit's new name had been stored and the process had died before its terms followed
    const { documentClient } = await import('../../functions/src/clients/dynamodb.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: units.unitPartition(unit.id), sk: 'REFUNIT' },
        UpdateExpression: 'SET #name = :name, search_pending = :before',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': 'Eichrepofeld',
          ':before': { ...unit, active: true, parent_id: null },
        },
      }),
    );
    expect(await namesFound('eichrepo')).toEqual([]);

    const stored = await units.getReferenceUnit(unit.id);
    await units.updateReferenceUnit(stored as Units.ReferenceUnitRecord, { plz: ['93004'] });

    expect(await namesFound('eichrepo')).toEqual(['Eichrepofeld']);
    expect(await namesFound('tannrepo')).toEqual([]);
  });

  it("lists an organisation's units and follows a change of organisation", async () => {
    const unit = await newUnit('93000005', 'Buchrepoau', { organisation_id: 'org-repo-test-a' });
    expect((await units.listUnitsOfOrganisation('org-repo-test-a')).map((found) => found.id)).toEqual([unit.id]);

    await units.updateReferenceUnit(unit, { organisation_id: 'org-repo-test-b' });

    expect(await units.listUnitsOfOrganisation('org-repo-test-a')).toEqual([]);
    expect((await units.listUnitsOfOrganisation('org-repo-test-b')).map((found) => found.id)).toEqual([unit.id]);
    await units.updateReferenceUnit((await units.getReferenceUnit(unit.id)) as Units.ReferenceUnitRecord, {
      organisation_id: null,
    });
  });
});
