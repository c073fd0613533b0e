import { config } from '#lib/config.ts';

/**
 * One Plausible pageview when a resident starts a quick check, only when VITE_PLAUSIBLE_DOMAIN is set.
 * Plausible sets no cookie and stores no personal data; the event goes straight to its events API
 * (no third-party script), as text/plain so the browser sends it without a preflight, and without
 * credentials. Failures are ignored: analytics never stand in a resident's way.
 */
export function trackPageview(href = window.location.href): void {
  const plausible = config.plausible;
  if (!plausible) return;
  const url = new URL(href);
  const payload = {
    name: 'pageview',
    domain: plausible.domain,
    // Path only: query strings could carry whatever a link added.
    url: `${url.origin}${url.pathname}`,
    referrer: document.referrer || null,
  };
  void fetch(`${plausible.host}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(payload),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
