import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('#lib/config.ts', () => ({
  config: { plausible: { domain: 'baucheck.example.de', host: 'https://plausible.io' } },
}));

describe('the Plausible pageview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts one cookieless event with the path only, when configured', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    const { trackPageview } = await import('./track-pageview.ts');

    trackPageview('https://baucheck.example.de/quick-check/data-protection/lindenau?vorhaben=gartenhaus');

    const [target, init] = fetchMock.mock.calls[0] ?? [];
    expect(target).toBe('https://plausible.io/api/event');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'pageview',
      domain: 'baucheck.example.de',
      url: 'https://baucheck.example.de/quick-check/data-protection/lindenau',
    });
  });
});
