import { describe, expect, it, vi } from 'vitest';
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

  it('keeps a staff change’s key across a reload of the page, until the change succeeded', async () => {
    const sent: string[] = [];
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(new Error('Antwort verloren'));
    };
    await expect(sendOnce('publish:c:7', lost, { survivesReload: true })).rejects.toThrow();
    await expect(sendOnce('register:rita@example.org', lost)).rejects.toThrow();

    // A reload: the module starts anew, the tab's sessionStorage stays
    vi.resetModules();
    const reloaded = await import('./idempotency.ts');
    const succeeding = (key: string) => {
      sent.push(key);
      return Promise.resolve(key);
    };
    await reloaded.sendOnce('publish:c:7', succeeding, { survivesReload: true });
    await reloaded.sendOnce('register:rita@example.org', succeeding);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[1]);
    // Nothing stays behind, and no e-mail address was ever stored
    expect(sessionStorage.getItem('baucheck.pending-changes')).toBe('{}');
  });
});
