import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/errors';
import { STALE_VERSION_TEXT } from '#lib/conditional';
import { assertCompleteOrder } from './faqs.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const current = [
  { id: A, version: 1 },
  { id: B, version: 4 },
];

const errorOf = (run: () => void): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};

describe('assertCompleteOrder', () => {
  it('accepts exactly the current items in any order with their current versions', () => {
    expect(() =>
      assertCompleteOrder(current, [
        { id: B, version: 4 },
        { id: A, version: 1 },
      ]),
    ).not.toThrow();
  });

  it('answers a missing, foreign or additional id with 422', () => {
    for (const order of [
      [{ id: A, version: 1 }],
      [
        { id: A, version: 1 },
        { id: C, version: 1 },
      ],
      [
        { id: A, version: 1 },
        { id: B, version: 4 },
        { id: C, version: 1 },
      ],
    ]) {
      const error = errorOf(() => assertCompleteOrder(current, order));
      expect(error.statusCode).toBe(422);
      expect(error.detail).toEqual([
        expect.objectContaining({ loc: ['body'], msg: expect.stringMatching(/genau die 2/) }),
      ]);
    }
  });

  it('answers a version the items no longer have with 409', () => {
    const error = errorOf(() =>
      assertCompleteOrder(current, [
        { id: B, version: 3 },
        { id: A, version: 1 },
      ]),
    );
    expect(error.statusCode).toBe(409);
    expect(error.detail).toBe(STALE_VERSION_TEXT);
  });
});
