import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type * as RateLimit from '../../functions/src/services/rate-limit.ts';

/*
 * The counters behind the 429s, against the stack's DynamoDB with the clock set by the test: a fixed
 * window starts again at its end, a quiet window only after a whole window without a counted event
 * (the sign-in limit for untrusted clients, kept below Cognito's own lock-out that works so).
 */

let rateLimit: typeof RateLimit;
beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  rateLimit = await import('../../functions/src/services/rate-limit.ts');
});
afterEach(() => {
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 26, 12, 0, 0);
const minutes = (count: number) => count * 60_000;
const at = (ms: number) => vi.setSystemTime(START + ms);
const retryAfterOf = (error: unknown) =>
  Number((error as { headers?: Record<string, string> }).headers?.['Retry-After']);

describe('rate-limit windows', () => {
  it('lets a quiet window start again only after a whole window without events', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rule = { name: `test-quiet-${Date.now()}`, limit: 2, windowSeconds: 15 * 60, quiet: true };
    const checks: RateLimit.RateLimitChecks = [[rule, 'someone@example.org']];
    at(minutes(13));
    await rateLimit.takeAttempt(checks);
    await rateLimit.takeAttempt(checks);
    // At the limit, also across the quarter hours a fixed window would start at
    at(minutes(16));
    const refused = await rateLimit.takeAttempt(checks).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429 });
    expect(retryAfterOf(refused)).toBe(12 * 60);
    at(minutes(27));
    await expect(rateLimit.takeAttempt(checks)).rejects.toMatchObject({ statusCode: 429 });
    // 15 minutes after the last counted event: a new window
    at(minutes(28));
    await rateLimit.takeAttempt(checks);
    await rateLimit.takeAttempt(checks);
    await expect(rateLimit.takeAttempt(checks)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('gives back an attempt, and counts nothing when one of several rules refuses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const stamp = Date.now();
    const tight = { name: `test-tight-${stamp}`, limit: 1, windowSeconds: 60 };
    const loose = { name: `test-loose-${stamp}`, limit: 2, windowSeconds: 60 };
    const attempt = await rateLimit.takeAttempt([[tight, 'a']]);
    await expect(rateLimit.isLimited([[tight, 'a']])).resolves.toBe(true);
    await attempt.giveBack();
    await expect(rateLimit.isLimited([[tight, 'a']])).resolves.toBe(false);

    await rateLimit.takeAttempt([[tight, 'b']]);
    // The loose rule counts first, then the tight one refuses: the loose one's event is taken back
    await expect(
      rateLimit.takeAttempt([
        [loose, 'b'],
        [tight, 'b'],
      ]),
    ).rejects.toMatchObject({ statusCode: 429 });
    await expect(
      rateLimit.takeAttempt([
        [loose, 'b'],
        [tight, 'c'],
      ]),
    ).resolves.toBeDefined();
    await expect(
      rateLimit.takeAttempt([
        [loose, 'b'],
        [tight, 'd'],
      ]),
    ).resolves.toBeDefined();
    await expect(
      rateLimit.takeAttempt([
        [loose, 'b'],
        [tight, 'e'],
      ]),
    ).rejects.toMatchObject({ statusCode: 429 });
    // A fixed window starts again at its end
    at(minutes(1));
    await expect(rateLimit.takeAttempt([[tight, 'b']])).resolves.toBeDefined();
  });
});
