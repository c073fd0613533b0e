import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answer } from './engine/model.ts';
import { CHECK_GROUPS, SIDE_LAWS } from './enums.ts';
import { sharedResultSchema } from './quick-check.ts';
import {
  decodeResultFragment,
  encodeResultFragment,
  MAX_FRAGMENT_LENGTH,
  ResultLinkError,
  resultLinkUrl,
  type SharedResult,
} from './result-link.ts';

const CHECK_ID = '3f2a9c1e-7b4d-4e2a-9c1f-5d6e7f8a9b0c';
const child = (suffix: string) => `${CHECK_ID}.${suffix}`;

/** A finished Gartenhaus check as residents' answers look: ids are `<check id>.<13 characters>`. */
const typical: SharedResult = {
  check_id: CHECK_ID,
  version: 3,
  reference_unit_id: 'ags-09999001',
  group: 'gartenhaus',
  product_id: null,
  answers: {
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        child(`a1b2c3d4-e5f${index}`),
        { response_id: child(`0f1e2d3c-4b5${index}`) },
      ]),
    ),
    [child('9a8b7c6d-5e4f')]: { value: 74.5 },
    [child('1234abcd-ef56')]: {
      site: { lon: 11.400312, lat: 48.300212, label: 'Marktplatz 3, 85999 Markt Lindenau' },
      side_laws: ['Denkmalschutz'],
      unchecked: [],
    },
  },
};

/** The platform's base64 (shared/ is typed without the DOM's or Node's declarations). */
const base64 = globalThis as unknown as { atob(data: string): string; btoa(data: string): string };

const decoded = async (result: SharedResult) =>
  sharedResultSchema.parse(await decodeResultFragment(await encodeResultFragment(result)));

const answerArbitrary: fc.Arbitrary<Answer> = fc.oneof(
  fc.record({ response_id: fc.string({ minLength: 1, maxLength: 100 }) }),
  fc.record({ value: fc.double({ min: 0.001, max: 1_000_000, noNaN: true }) }),
  fc.record({
    site: fc.option(
      fc.record(
        {
          // Coordinates travel with 6 decimals; the generated ones have no more, so they come back exactly.
          lon: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6),
          lat: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((micro) => micro / 1e6),
          label: fc.string({ maxLength: 200 }),
        },
        { requiredKeys: ['lon', 'lat'] },
      ),
      { nil: null },
    ),
    side_laws: fc.uniqueArray(fc.constantFrom(...SIDE_LAWS)),
    unchecked: fc.uniqueArray(fc.constantFrom(...SIDE_LAWS)),
  }),
);

const resultArbitrary: fc.Arbitrary<SharedResult> = fc.record({
  check_id: fc.string({ minLength: 1, maxLength: 120 }),
  version: fc.integer({ min: 1, max: 10_000 }),
  reference_unit_id: fc.string({ minLength: 1, maxLength: 120 }),
  group: fc.constantFrom(...CHECK_GROUPS),
  product_id: fc.option(fc.uuid({ version: 4 }), { nil: null }),
  // Slide ids are `<check id>.<suffix>`; "__proto__" is none (zod's record leaves it out, which is fine).
  answers: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 60 }).filter((key) => key !== '__proto__'),
    answerArbitrary,
    { maxKeys: 30 },
  ),
});

/**
 * What the link promises to bring back: a label-less site has no label, not an empty one, and a site
 * comes without what was found there (every side law unchecked until the page looks the site up again).
 */
const normalised = (result: SharedResult): SharedResult => ({
  ...result,
  answers: Object.fromEntries(
    Object.entries(result.answers).map(([slideId, answer]) => [
      slideId,
      'site' in answer
        ? {
            site: answer.site
              ? {
                  lon: answer.site.lon,
                  lat: answer.site.lat,
                  ...(answer.site.label ? { label: answer.site.label } : {}),
                }
              : null,
            side_laws: [],
            unchecked: answer.site ? [...SIDE_LAWS] : [],
          }
        : answer,
    ]),
  ),
});

describe('result link fragment', () => {
  it('brings back exactly what was encoded, the site without its side laws', async () => {
    expect(await decoded(typical)).toEqual(normalised(typical));
  });

  it('carries no side laws: a site answer cannot say what lies there, whatever the link was made from', async () => {
    const karte = child('1234abcd-ef56');
    const site = { lon: 11.400312, lat: 48.300212, label: 'Marktplatz 3, 85999 Markt Lindenau' };
    // The same site once with the monument found, once "forged" as free of everything.
    const withLaw = await encodeResultFragment(typical);
    const forged = await encodeResultFragment({
      ...typical,
      answers: { ...typical.answers, [karte]: { site, side_laws: [], unchecked: [] } },
    });
    expect(forged).toBe(withLaw);
    // The JSON inside (written plain where CompressionStream is missing) holds the site alone: no field
    // for side laws or unchecked kinds.
    const streams = globalThis as unknown as Record<string, unknown>;
    const compression = streams.CompressionStream;
    delete streams.CompressionStream;
    let plain: string;
    try {
      plain = await encodeResultFragment(typical);
    } finally {
      streams.CompressionStream = compression;
    }
    expect(plain.startsWith('0.')).toBe(true);
    const payload = JSON.parse(base64.atob(plain.slice(2).replaceAll('-', '+').replaceAll('_', '/'))) as unknown[];
    expect((payload[5] as Record<string, unknown>)[karte]).toEqual([site.lon, site.lat, site.label]);
    // Decoded, nothing at the site is excluded until it is looked up again.
    expect((await decoded(typical)).answers[karte]).toEqual({ site, side_laws: [], unchecked: [...SIDE_LAWS] });
  });

  it('refuses a site answer with side laws of its own (a link written by hand)', async () => {
    const handMade = base64
      .btoa(JSON.stringify([CHECK_ID, 3, 'ags-09999001', 'gartenhaus', null, { karte: { s: [11.4, 48.3], l: [] } }]))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect(sharedResultSchema.safeParse(await decodeResultFragment(`0.${handMade}`)).success).toBe(false);
  });

  it('round-trips any result (property)', async () => {
    await fc.assert(
      fc.asyncProperty(resultArbitrary, async (result) => {
        expect(await decoded(result)).toEqual(normalised(result));
      }),
      { numRuns: 200 },
    );
  });

  it('writes the same fragment whatever the order of the answers', async () => {
    const reversed = { ...typical, answers: Object.fromEntries(Object.entries(typical.answers).reverse()) };
    expect(await encodeResultFragment(reversed)).toBe(await encodeResultFragment(typical));
  });

  it('keeps a typical finished check short enough for a QR code read from paper', async () => {
    const link = await resultLinkUrl('https://baucheck.example.de', typical);
    expect(link).toMatch(/^https:\/\/baucheck\.example\.de\/quick-check\/result\/3f2a9c1e-[^#]+#1\.[\w-]+$/);
    // Plain base64url JSON of the same answers takes well over 1,000 characters.
    expect(link.length).toBeLessThan(600);
  });

  it('rounds the site to 6 decimals (about 0.1 m)', async () => {
    const precise = { site: { lon: 11.40031234567, lat: 48.30021287654 }, side_laws: [], unchecked: [] };
    const answer = (await decoded({ ...typical, answers: { karte: precise } })).answers.karte;
    expect(answer).toMatchObject({ site: { lon: 11.400312, lat: 48.300213 } });
  });

  it.each([
    ['an empty fragment', ''],
    ['no format', 'abc'],
    ['an unknown format', '7.eyJ9'],
    ['characters outside base64url', '1.ab+c/d=='],
    ['bytes that are not deflate', '1.AAAAAAAAAAAA'],
    ['a fragment of absurd length', `1.${'A'.repeat(MAX_FRAGMENT_LENGTH)}`],
    // `{"a":1}` in base64url
    ['plain JSON that is not a result', '0.eyJhIjoxfQ'],
  ])('refuses %s', async (_, fragment) => {
    await expect(decodeResultFragment(fragment)).rejects.toBeInstanceOf(ResultLinkError);
  });

  it('refuses a fragment whose content was altered, or inflates to more than a check could hold', async () => {
    const fragment = await encodeResultFragment(typical);
    // One character changed in the middle of the deflated data.
    const middle = Math.floor(fragment.length / 2);
    const flipped = `${fragment.slice(0, middle)}${fragment[middle] === 'A' ? 'B' : 'A'}${fragment.slice(middle + 1)}`;
    const result = await decodeResultFragment(flipped).then(
      (value) => sharedResultSchema.safeParse(value).success && JSON.stringify(value),
      () => false,
    );
    // Either unreadable or no longer the same result: never silently the original.
    expect(result === false || result !== JSON.stringify(typical)).toBe(true);

    const bomb = await encodeResultFragment({ ...typical, answers: { x: { response_id: 'y'.repeat(100_000) } } });
    await expect(decodeResultFragment(bomb)).rejects.toBeInstanceOf(ResultLinkError);
  });

  it('leaves to the schema what decodes but is no result (a tampered version or answer)', async () => {
    const tampered = await decodeResultFragment(
      await encodeResultFragment({ ...typical, version: -1, answers: { a: { value: -5 } } }),
    );
    const parsed = sharedResultSchema.safeParse(tampered);
    expect(parsed.success).toBe(false);
  });
});
