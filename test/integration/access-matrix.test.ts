import { beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '@baucheck/shared/enums';
import type { RouteDefinition } from '../../functions/src/lib/route.ts';
import { routeEntries } from '../../functions/src/routes.ts';
import { DEMO_ACCOUNTS } from '../../functions/local/seed/accounts.ts';
import { activatedAccount, login, send, signedIn, TEST_PASSWORD } from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';

/*
 * Every route of the route table, called as a visitor, as each level and as a deactivated user.
 * Authorisation runs before validation, so dummy parameters and an empty body are enough: a caller
 * who may not call a route gets 401 or 403, one who may gets anything else but never 401, 403 or 500.
 */

type Identity = 'anonymous' | 'inactive' | Level;

/** Routes that end the caller's own session or account: the allowed case runs with a throwaway account. */
const SELF_ENDING = new Set(['logout', 'deleteMe']);

async function activeAccount(admin: ApiSession): Promise<{ session: ApiSession; id: string; version: number }> {
  const { id, email, version } = await activatedAccount(admin, 'matrix');
  const session = new ApiSession();
  await login(session, email, TEST_PASSWORD);
  return { session, id, version };
}

function call(session: ApiSession, route: RouteDefinition): Promise<Response> {
  const path = `/api${route.path.replace(/\{\w+\}/g, 'zz-unbekannt')}`;
  return route.method === 'GET' ? session.request(path) : send(session, route.method, path, {});
}

function allowed(route: RouteDefinition, identity: Identity): boolean {
  if (route.auth === 'public') return true;
  if (identity === 'anonymous' || identity === 'inactive') return false;
  return !route.levels || route.levels.includes(identity);
}

describe('access matrix of the route table', () => {
  const sessions = new Map<Identity, ApiSession>();
  let admin: ApiSession;

  beforeAll(async () => {
    admin = await signedIn('admin@baucheck.test');
    sessions.set('anonymous', new ApiSession());
    for (const level of LEVELS) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.level === level && candidate.active);
      sessions.set(level, await signedIn(account?.email ?? ''));
    }
    const inactive = await activeAccount(admin);
    await send(admin, 'PATCH', `/api/users/${inactive.id}`, { version: inactive.version, is_active: false });
    sessions.set('inactive', inactive.session);
  });

  it.each(routeEntries().map(([id, route]) => [id, route] as const))('%s', async (id, route) => {
    const outcomes: string[] = [];
    for (const [identity, session] of sessions) {
      const isAllowed = allowed(route, identity);
      const caller = isAllowed && SELF_ENDING.has(id) ? (await activeAccount(admin)).session : session;
      const status = (await call(caller, route)).status;
      const ok = isAllowed
        ? ![401, 403, 500].includes(status)
        : route.auth === 'user' && (identity === 'anonymous' || identity === 'inactive')
          ? status === 401
          : status === 403;
      if (!ok) outcomes.push(`${identity}: ${status} (${isAllowed ? 'allowed' : 'refused'} expected)`);
    }
    expect(outcomes).toEqual([]);
  });
});
