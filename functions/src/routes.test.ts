import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionTimeoutSeconds, GATEWAY_TIMEOUT_SECONDS } from '#lib/route';
import { routeEntries } from './routes.ts';

describe('route table', () => {
  it('names an existing handler module for every route, each used once (one Lambda per route)', () => {
    const handlers = routeEntries().map(([, route]) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    for (const handler of handlers) {
      expect(existsSync(new URL(`./handlers/${handler}.ts`, import.meta.url)), handler).toBe(true);
    }
  });

  it('keeps each handler to what its route uses: its own route module, and for anonymous routes no session code', () => {
    for (const [id, route] of routeEntries()) {
      const source = readFileSync(new URL(`./handlers/${route.handler}.ts`, import.meta.url), 'utf8');
      expect(source, id).not.toContain("from '../../routes.ts'");
      const anonymous = route.auth === 'public' && (route.method === 'GET' || route.csrf === false);
      expect(source.includes("from '#lib/public-handler'"), `${id} uses lib/public-handler.ts`).toBe(anonymous);
    }
  });

  it('names the variable at each path level alike (API Gateway refuses different names)', () => {
    const names = new Map<string, string>();
    for (const [id, route] of routeEntries()) {
      const segments = route.path.split('/').filter(Boolean);
      segments.forEach((segment, index) => {
        const variable = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!variable) return;
        const level = segments
          .slice(0, index)
          .map((part) => (part.startsWith('{') ? '{}' : part))
          .join('/');
        const known = names.get(level);
        expect(
          known === undefined || known === variable,
          `${id}: {${variable}} at /${level}/ where others use {${known}}`,
        ).toBe(true);
        names.set(level, variable);
      });
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = routeEntries().map(([, route]) => `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('exempts from CSRF only anonymous routes', () => {
    for (const [id, route] of routeEntries()) if (route.csrf === false) expect(route.auth, id).toBe('public');
  });

  it('gives every function a timeout below the gateway timeout, so no request runs on unseen after an error', () => {
    for (const [id, route] of routeEntries())
      expect(functionTimeoutSeconds(route), id).toBeLessThan(GATEWAY_TIMEOUT_SECONDS);
  });

  it('lets only reads be cached publicly', () => {
    for (const [id, route] of routeEntries()) {
      if (route.cache === 'public') expect(route.method, id).toBe('GET');
      if (route.cache === 'public') expect(route.auth, id).toBe('public');
    }
  });
});

describe('route modules', () => {
  it('lose no route when assembled (no id defined in two modules)', async () => {
    const files = readdirSync(new URL('./routes/', import.meta.url)).filter((file) => file.endsWith('.ts'));
    let defined = 0;
    for (const file of files) {
      const module = (await import(`./routes/${file}`)) as Record<string, Record<string, unknown>>;
      for (const exported of Object.values(module)) defined += Object.keys(exported).length;
    }
    expect(defined).toBe(routeEntries().length);
  });
});
