import { gzipSync } from 'node:zlib';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  publicReferenceUnitSchema,
  unitSearchResultSchema,
  type UnitSearchHit,
} from '@baucheck/shared/reference-units';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';

/*
 * The residents' Gemeinde search (GET /api/reference-units/search/) and the unit of a link
 * (GET /api/reference-units/by-slug/{slug}/), against a Land of 2,000 Gemeinden beside one of 20:
 * the units are written straight into DynamoDB under ids and keys no other test uses, and removed
 * again afterwards, since the other test files share this stack.
 */

const LARGE = 2_000;
const SMALL = 20;

let scale: typeof Scale;
const resident = new ApiSession();
const created: string[] = [];
/** The hand-made Gemeinden's ids by name. */
const ids = new Map<string, string>();

/** A hand-made Gemeinde of the small Land, with its own AGS (969 and its number). */
async function gemeinde(name: string, overrides: Parameters<typeof Scale.syntheticUnit>[4] = {}) {
  const number = ids.size + 1;
  const id = `unit-search-${number}`;
  await scale.syntheticUnit(id, `969${String(number).padStart(5, '0')}`, name, 'unit-search-small-land', overrides);
  created.push(id);
  ids.set(name, id);
}

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  created.push(
    'unit-search-large-land',
    ...(await scale.addLandWithGemeinden('unit-search-large', '95', 'Weitsuchland', LARGE)),
  );
  created.push(
    'unit-search-small-land',
    ...(await scale.addLandWithGemeinden('unit-search-small', '96', 'Kurzsuchland', SMALL)),
  );
  await gemeinde('Quarzbach', { plz: ['00991'] });
  await gemeinde('Markt Quarzfeld', { plz: ['00992'] });
  await gemeinde('Oberquarzen');
  // A city with many PLZ: its hits stay small and its PLZ do not crowd out other units
  await gemeinde('Quarzstadt', {
    plz: Array.from({ length: 60 }, (_, index) => `009${String(index).padStart(2, '0')}`),
  });
  await gemeinde('Quarzental', { active: false, slug: 'quarzental' });
  await gemeinde('Bad Sülzhofen');
  await gemeinde('Weißenstraß');
}, 300_000);

afterAll(async () => {
  await scale.removeUnits(created);
}, 300_000);

async function searchResponse(query: string): Promise<{ hits: UnitSearchHit[]; text: string; elapsed: number }> {
  const started = performance.now();
  const response = await resident.request(`/api/reference-units/search/?${query}`);
  const text = await response.text();
  const elapsed = performance.now() - started;
  expect(response.status, `${query}: ${text}`).toBe(200);
  // Cached by the CDN: a spike of residents reaches the function once per CDN copy
  expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage/);
  return { hits: unitSearchResultSchema.parse(JSON.parse(text)), text, elapsed };
}

const search = async (query: string) => (await searchResponse(query)).hits;
const namesFor = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).map((hit) => hit.name);

describe('GET /api/reference-units/search/', () => {
  it('lists name starts first, then later word starts, then the query inside a word', async () => {
    const hits = await search('q=quarz');

    expect(hits.map((hit) => hit.name)).toEqual(['Quarzbach', 'Quarzstadt', 'Markt Quarzfeld', 'Oberquarzen']);
    expect(hits[0]).toEqual({
      id: ids.get('Quarzbach'),
      slug: ids.get('Quarzbach'),
      name: 'Quarzbach',
      kind: 'Gemeinde',
      ags: '96900001',
      land_id: 'unit-search-small-land',
      land_name: 'Kurzsuchland',
      plz: ['00991'],
      demo: true,
    });
  });

  it('ignores case and accents, takes umlauts as ä or ae, and ß as ss', async () => {
    for (const q of ['sülzhofen', 'suelzhofen', 'Suelzhofen', 'SÜLZHOFEN', 'sulzhofen', 'Bad Sülz', 'bad-suelz']) {
      expect(await namesFor(q), q).toEqual(['Bad Sülzhofen']);
    }
    for (const q of ['weißenstraß', 'weissenstrass', 'Weissenstr', 'WEISSEN', 'enstraß']) {
      expect(await namesFor(q), q).toEqual(['Weißenstraß']);
    }
    for (const q of ['Baden-Wuerttemberg', 'baden württemberg', 'württemberg', 'wurttemberg']) {
      expect(await namesFor(q), q).toEqual(['Baden-Württemberg']);
    }
    const [lindenau] = await search('q=lindenau');
    expect(lindenau).toMatchObject({ id: DEMO_UNITS.lindenau, land_name: 'Bayern', plz: ['85999'] });
  });

  it('finds units by the start of a PLZ or of the AGS, each unit once with a few of its PLZ', async () => {
    expect((await search('q=85999')).map((hit) => hit.id)).toEqual([DEMO_UNITS.lindenau]);
    expect(await namesFor('0099')).toEqual(['Quarzbach', 'Markt Quarzfeld']);

    const byPlz = await search('q=009');
    expect(byPlz.map((hit) => hit.name)).toEqual(['Quarzstadt', 'Quarzbach', 'Markt Quarzfeld']);
    expect(byPlz[0]?.plz).toEqual(['00900', '00901', '00902', '00903', '00904']);
    expect((await search('q=00937'))[0]?.plz).toEqual(['00937', '00900', '00901', '00902', '00903']);

    // The Land's own key first, then its Gemeinden's
    const byAgs = await search('q=96');
    expect(byAgs.slice(0, 2).map((hit) => [hit.name, hit.kind])).toEqual([
      ['Kurzsuchland', 'Land'],
      ['Gemeinde Kurzsuchland 0001', 'Gemeinde'],
    ]);
    expect(await namesFor('95001999')).toEqual(['Gemeinde Weitsuchland 1999']);
  });

  it('leaves out deactivated units', async () => {
    expect(await namesFor('quarzental')).toEqual([]);
    expect(await namesFor('quarz')).not.toContain('Quarzental');
  });

  it('keeps to limit and kind, and finds a Land among thousands of Gemeinden named after it', async () => {
    // 2,000 Gemeinden have a word starting with "weitsuchland"; the Land is named so exactly
    const five = await search('q=weitsuchland&limit=5');
    expect(five.map((hit) => hit.name)).toEqual([
      'Weitsuchland',
      'Gemeinde Weitsuchland 0001',
      'Gemeinde Weitsuchland 0002',
      'Gemeinde Weitsuchland 0003',
      'Gemeinde Weitsuchland 0004',
    ]);
    expect((await search('q=weitsuch&kind=Land')).map((hit) => hit.name)).toEqual(['Weitsuchland']);
    const gemeinden = await search('q=weitsuchland&kind=Gemeinde');
    expect(gemeinden).toHaveLength(20);
    expect(gemeinden.every((hit) => hit.kind === 'Gemeinde' && hit.land_name === 'Weitsuchland')).toBe(true);

    // Without a query, kind=Land lists the Länder (the residents' choice when their Gemeinde is not listed)
    const laender = await search('kind=Land');
    const names = laender.map((hit) => hit.name);
    // Other test files add Länder of their own to the shared stack: this file's and the demo's are there, by name.
    expect(names).toEqual(expect.arrayContaining(['Baden-Württemberg', 'Bayern', 'Kurzsuchland', 'Weitsuchland']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(laender.every((hit) => hit.kind === 'Land' && hit.land_id === null && hit.land_name === null)).toBe(true);
  });

  it('refuses a too short or missing query with 422 and a German message', async () => {
    for (const query of ['q=a', 'q=%20%20', '', 'kind=Gemeinde']) {
      const response = await resident.request(`/api/reference-units/search/?${query}`);
      expect(response.status, query).toBe(422);
      const { detail } = (await response.json()) as { detail: Array<{ msg: string }> };
      expect(
        detail.map((issue) => issue.msg),
        query,
      ).toEqual(['Bitte geben Sie mindestens 2 Zeichen ein.']);
    }
    expect((await resident.request('/api/reference-units/search/?q=lindenau&limit=21')).status).toBe(422);
  });

  it('answers as small and about as fast for 2,000 matching Gemeinden as for 20', async () => {
    // Warm both paths (the function's first start is not the search)
    await search('q=gemeinde+kurzsuchland');
    const timings = { small: [] as number[], large: [] as number[] };
    let sizes = { small: 0, large: 0 };
    for (let round = 0; round < 5; round += 1) {
      const small = await searchResponse('q=gemeinde+kurzsuchland');
      const large = await searchResponse('q=gemeinde+weitsuchland');
      expect([small.hits.length, large.hits.length]).toEqual([20, 20]);
      timings.small.push(small.elapsed);
      timings.large.push(large.elapsed);
      sizes = { small: gzipSync(small.text).length, large: gzipSync(large.text).length };
    }

    expect(sizes.large).toBeLessThanOrEqual(5 * 1024);
    expect(Math.abs(sizes.large - sizes.small)).toBeLessThan(100);
    expect(Math.min(...timings.large)).toBeLessThanOrEqual(3 * Math.min(...timings.small));
  });

  it('reads a bounded number of pages in the repository, whatever the number of matches', async () => {
    const { documentClient } = await import('../../functions/src/clients/dynamodb.ts');
    const { searchUnits } = await import('../../functions/src/repositories/unit-search.ts');
    const send = vi.spyOn(documentClient, 'send');
    try {
      const hits = await searchUnits('gemeinde weitsuchland', { limit: 20 });

      expect(hits).toHaveLength(20);
      // One page of each of the three partitions (name start, word start, inside a word)
      const queries = send.mock.calls.filter(([command]) => command instanceof QueryCommand);
      expect(queries).toHaveLength(3);
    } finally {
      send.mockRestore();
    }
  });
});

describe('GET /api/reference-units/by-slug/{slug}/', () => {
  it('gives the unit of a link with the name of its Land, whatever the case of the link', async () => {
    for (const slug of ['lindenau', 'Lindenau']) {
      const response = await resident.request(`/api/reference-units/by-slug/${slug}/`);
      expect(response.headers.get('cache-control')).toMatch(/public.*s-maxage/);
      const unit = publicReferenceUnitSchema.parse(await expectJson(response, 200));
      expect([unit.id, unit.name, unit.land_name, unit.contact.office]).toEqual([
        DEMO_UNITS.lindenau,
        'Markt Lindenau',
        'Bayern',
        expect.any(String),
      ]);
    }
    const bayern = publicReferenceUnitSchema.parse(
      await expectJson(await resident.request('/api/reference-units/by-slug/bayern/'), 200),
    );
    expect([bayern.kind, bayern.land_name]).toEqual(['Land', null]);
  });

  it('answers 404 in German for an unknown or a deactivated unit', async () => {
    for (const slug of ['gibtesnicht', 'quarzental']) {
      const response = await resident.request(`/api/reference-units/by-slug/${slug}/`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ detail: `Die Gemeinde „${slug}“ kennen wir nicht.` });
    }
  });
});
