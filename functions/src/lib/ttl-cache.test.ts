import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1000;
    const cache = new TtlCache<string, number>(10, 500, () => now);
    cache.set('a', 1);

    now = 1499;
    expect(cache.get('a')).toBe(1);
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');

    cache.set('c', 3);

    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('loads a missing value once and keeps it', async () => {
    const cache = new TtlCache<string, string>(2, 60_000);
    let loads = 0;
    const load = async () => `wert ${(loads += 1)}`;

    expect(await cache.getOrLoad('k', load)).toBe('wert 1');
    expect(await cache.getOrLoad('k', load)).toBe('wert 1');
    expect(loads).toBe(1);
  });
});
