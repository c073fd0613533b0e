import {
  myReferenceUnitPageSchema,
  referenceUnitWithChecksPageSchema,
  type MyReferenceUnit,
} from '@baucheck/shared/reference-units';
import { describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * "My units": the reference units a staff member works for, as the server's territory rules decide
 * (functions/src/services/check-access.ts), for the embed links and the check editor.
 */

async function myUnits(email: string): Promise<MyReferenceUnit[]> {
  const session = await signedIn(email);
  const response = await session.request('/api/reference-units/mine/');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return myReferenceUnitPageSchema.parse(await expectJson(response, 200)).items;
}

const idsOf = (units: MyReferenceUnit[]) => units.map((unit) => unit.id);

describe('GET /api/reference-units/mine/', () => {
  it('gives Land staff their Land and its Gemeinden, Land first, then by name', async () => {
    const units = await myUnits('land@baucheck.test');

    expect(idsOf(units)).toEqual([DEMO_UNITS.bayern, DEMO_UNITS.seewiesen, DEMO_UNITS.lindenau]);
    expect(units.map((unit) => [unit.name, unit.kind, unit.land_name])).toEqual([
      ['Bayern', 'Land', null],
      ['Gemeinde Seewiesen', 'Gemeinde', 'Bayern'],
      ['Markt Lindenau', 'Gemeinde', 'Bayern'],
    ]);
  });

  it('gives Kommune staff only their own units, with the checks they use per group', async () => {
    const [lindenau, ...others] = await myUnits('kommune@baucheck.test');

    expect(others).toEqual([]);
    expect(lindenau).toMatchObject({ id: DEMO_UNITS.lindenau, kind: 'Gemeinde', land_name: 'Bayern' });
    // Its own copy of the carport check; the Land's check for the garden house
    expect(lindenau?.checks.carport_garage).toMatchObject({ inherited: false });
    expect(lindenau?.checks.gartenhaus).toMatchObject({ inherited: true });
    // The same checks as the public list of every unit says
    const everyUnit = referenceUnitWithChecksPageSchema.parse(
      await expectJson(await new ApiSession().request('/api/reference-units/with-checks/?limit=100'), 200),
    ).items;
    expect(lindenau?.checks).toEqual(everyUnit.find((unit) => unit.id === DEMO_UNITS.lindenau)?.checks);
  });

  it('gives an Administrator every unit, Länder first', async () => {
    const units = await myUnits('admin@baucheck.test');

    expect(idsOf(units)).toEqual(expect.arrayContaining(Object.values(DEMO_UNITS)));
    const kinds = units.map((unit) => unit.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'Land' ? -1 : 1)));
  });

  it('refuses Partner and Standard accounts with 403 and visitors with 401', async () => {
    for (const email of ['partner@baucheck.test', 'standard@baucheck.test']) {
      const response = await (await signedIn(email)).request('/api/reference-units/mine/');
      expect(response.status, email).toBe(403);
    }
    expect((await new ApiSession().request('/api/reference-units/mine/')).status).toBe(401);
  });
});
