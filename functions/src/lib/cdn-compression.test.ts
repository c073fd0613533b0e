import { describe, expect, it } from 'vitest';
import { isCompressibleAnswer, isCompressibleType, negotiateEncoding } from './cdn-compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
  ] as const)('%s → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it.each([undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=nonsense'])(
    '%s → none',
    (header) => {
      expect(negotiateEncoding(header)).toBeUndefined();
    },
  );
});

describe('what CloudFront compresses', () => {
  it('takes text types with or without parameters, not images or fonts it cannot shrink', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/javascript')).toBe(true);
    expect(isCompressibleType('Text/HTML;charset=utf-8')).toBe(true);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType('font/woff2')).toBe(false);
    expect(isCompressibleType('application/pdf')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });

  it('takes 1,000 to 10,000,000 bytes with status 200, 403 or 404', () => {
    expect(isCompressibleAnswer(200, 999)).toBe(false);
    expect(isCompressibleAnswer(200, 1000)).toBe(true);
    expect(isCompressibleAnswer(404, 10_000_000)).toBe(true);
    expect(isCompressibleAnswer(403, 10_000_001)).toBe(false);
    expect(isCompressibleAnswer(304, 5000)).toBe(false);
    expect(isCompressibleAnswer(500, 5000)).toBe(false);
    expect(isCompressibleAnswer(201, 5000)).toBe(false);
  });
});
