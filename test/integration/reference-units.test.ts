import {
  myReferenceUnitPageSchema,
  referenceUnitListSchema,
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

/** Every unit the account works for: the pages of `GET /api/reference-units/mine/`, cursor after cursor. */
async function myUnits(email: string, limit = 2): Promise<MyReferenceUnit[]> {
  const session = await signedIn(email);
  const units: MyReferenceUnit[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await session.request(`/api/reference-units/mine/${query}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = myReferenceUnitPageSchema.parse(await expectJson(response, 200));
    units.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return units;
}

/** The staff search among the account's units (`?q=`), as ids. */
async function searched(email: string, query: string): Promise<string[]> {
  const response = await (await signedIn(email)).request(`/api/reference-units/mine/?q=${encodeURIComponent(query)}`);
  const page = myReferenceUnitPageSchema.parse(await expectJson(response, 200));
  expect(page.next_cursor).toBeNull();
  return page.items.map((unit) => unit.id);
}

const idsOf = (units: MyReferenceUnit[]) => units.map((unit) => unit.id);

describe('GET /api/reference-units/mine/', () => {
  it('gives Land staff their Land and its Gemeinden, Land first, then by name, page by page', async () => {
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
      // The demo has a handful of units: one page of 100 holds them all
      await expectJson(await new ApiSession().request('/api/reference-units/with-checks/?limit=100'), 200),
    ).items;
    expect(lindenau?.checks).toEqual(everyUnit.find((unit) => unit.id === DEMO_UNITS.lindenau)?.checks);
  });

  it('gives an Administrator every unit, Länder first, each once', async () => {
    const units = await myUnits('admin@baucheck.test');

    expect(idsOf(units)).toEqual(expect.arrayContaining(Object.values(DEMO_UNITS)));
    expect(new Set(idsOf(units)).size).toBe(units.length);
    const kinds = units.map((unit) => unit.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'Land' ? -1 : 1)));
  });

  it("gives one Land's units with land_id: the Land, then its Gemeinden", async () => {
    const admin = await signedIn('admin@baucheck.test');
    const page = myReferenceUnitPageSchema.parse(
      await expectJson(await admin.request(`/api/reference-units/mine/?land_id=${DEMO_UNITS.badenWuerttemberg}`), 200),
    );

    expect(idsOf(page.items)).toEqual([DEMO_UNITS.badenWuerttemberg, DEMO_UNITS.tannbach]);
  });

  it('searches only the units the account works for, by name (with or without umlauts) and by AGS', async () => {
    expect(await searched('kommune@baucheck.test', 'lind')).toEqual([DEMO_UNITS.lindenau]);
    expect(await searched('kommune@baucheck.test', 'seew')).toEqual([]);
    expect(await searched('land@baucheck.test', 'seew')).toEqual([DEMO_UNITS.seewiesen]);
    expect(await searched('land@baucheck.test', 'Tannbach')).toEqual([]);
    expect(await searched('admin@baucheck.test', 'Tannbach')).toEqual([DEMO_UNITS.tannbach]);
    expect(await searched('admin@baucheck.test', 'baden-wuert')).toEqual([DEMO_UNITS.badenWuerttemberg]);
    expect(await searched('admin@baucheck.test', 'Württemberg')).toEqual([DEMO_UNITS.badenWuerttemberg]);
    expect(await searched('admin@baucheck.test', '09')).toContain(DEMO_UNITS.bayern);
    // Punctuation alone matches nothing (not every unit)
    expect(await searched('land@baucheck.test', '--')).toEqual([]);
    expect(await searched('kommune@baucheck.test', '--')).toEqual([]);
    // Too short a query is refused with a German message
    const short = await (await signedIn('land@baucheck.test')).request('/api/reference-units/mine/?q=s');
    expect(JSON.stringify(await expectJson(short, 422))).toContain('mindestens 2 Zeichen');
  });

  it('refuses a cursor that is not one of its own with 422', async () => {
    const response = await (await signedIn('land@baucheck.test')).request('/api/reference-units/mine/?cursor=kaputt');
    expect(JSON.stringify(await expectJson(response, 422))).toContain('Ungültige Seitenmarke');
  });

  it('refuses Partner and Standard accounts with 403 and visitors with 401', async () => {
    for (const path of ['/api/reference-units/mine/', `/api/reference-units/mine/by-ids/?ids=${DEMO_UNITS.bayern}`]) {
      for (const email of ['partner@baucheck.test', 'standard@baucheck.test']) {
        const response = await (await signedIn(email)).request(path);
        expect(response.status, `${email} ${path}`).toBe(403);
      }
      expect((await new ApiSession().request(path)).status).toBe(401);
    }
  });
});

describe('GET /api/reference-units/mine/by-ids/', () => {
  it('reads the units a check names, in the order asked, leaving unknown ids out', async () => {
    // Kommune staff read their Land too (a check of Bayern names it)
    const session = await signedIn('kommune@baucheck.test');
    const response = await session.request(
      `/api/reference-units/mine/by-ids/?ids=${DEMO_UNITS.tannbach},unit-gibt-es-nicht,${DEMO_UNITS.bayern}`,
    );

    expect(response.headers.get('cache-control')).toBe('no-store');
    const units = referenceUnitListSchema.parse(await expectJson(response, 200));
    expect(units.map((unit) => [unit.id, unit.name])).toEqual([
      [DEMO_UNITS.tannbach, 'Stadt Tannbach'],
      [DEMO_UNITS.bayern, 'Bayern'],
    ]);
  });

  it('refuses more than 100 ids, and none, with 422', async () => {
    const session = await signedIn('land@baucheck.test');
    const many = Array.from({ length: 101 }, (_, index) => `unit-${index}`).join(',');

    expect((await session.request(`/api/reference-units/mine/by-ids/?ids=${many}`)).status).toBe(422);
    expect((await session.request('/api/reference-units/mine/by-ids/?ids=')).status).toBe(422);
  });
});
