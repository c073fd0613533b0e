import { describe, expect, it } from 'vitest';
import { sendOnce } from './idempotency.ts';

describe('sendOnce', () => {
  it('retries a change with the same key until it succeeds, then uses a new key for the next change', async () => {
    const sent: string[] = [];
    const failing = (key: string) => {
      sent.push(key);
      return Promise.reject(new Error('Zeitüberschreitung'));
    };
    const succeeding = (key: string) => {
      sent.push(key);
      return Promise.resolve(key);
    };
    await expect(sendOnce('publish:a:3', failing)).rejects.toThrow('Zeitüberschreitung');
    await sendOnce('publish:a:3', succeeding);
    await sendOnce('publish:a:3', succeeding);
    await sendOnce('publish:b:3', succeeding);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(new Set(sent.slice(1)).size).toBe(3);
    expect(sent.every((key) => /^[\w-]{16,128}$/.test(key))).toBe(true);
  });
});
