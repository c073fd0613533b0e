import { describe, expect, it } from 'vitest';
import { login, nextCode, send, TEST_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { runOpsScript } from '../support/processes.ts';

/**
 * `npm run create-admin -- EMAIL NAME` against the local stack, as an operator runs it against a fresh
 * deployment (there with the stack's CloudFormation outputs instead of the environment).
 */
const createAdmin = (...args: string[]) => runOpsScript('create-admin.ts', ...args);

describe('npm run create-admin', () => {
  it('creates an active Administrator who sets their own password through the reset code', async () => {
    const email = uniqueEmail('erste-admin');
    const created = await createAdmin(email, 'Erste Administratorin');
    expect(created.output).toContain(`Administrator ${email} angelegt`);
    expect(created.code).toBe(0);

    // Nobody knows a password yet: the person uses the code Cognito e-mailed.
    const anonymous = new ApiSession();
    const reset = await send(anonymous, 'POST', '/api/auth/reset-password', {
      email,
      token: await nextCode(email, 0),
      password: TEST_PASSWORD,
    });
    expect(reset.status).toBe(204);
    const admin = new ApiSession();
    expect((await login(admin, email, TEST_PASSWORD)).status).toBe(200);
    const me = await expectJson<{ level: string; is_active: boolean; name: string }>(
      await admin.request('/api/users/me'),
      200,
    );
    expect(me).toMatchObject({ level: 'Administrator', is_active: true, name: 'Erste Administratorin' });
    expect((await admin.request('/api/users/')).status).toBe(200);
  });

  it('refuses an address that already has an account, one too long and a call without one, in German', async () => {
    const taken = await createAdmin('admin@baucheck.test');
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('gibt es bereits ein Konto');
    const missing = await createAdmin();
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('Aufruf: npm run create-admin');
    // The API's rule for addresses: longer than RFC 5321 allows
    const tooLong = await createAdmin(`${'a'.repeat(64)}@${'b'.repeat(187)}.de`);
    expect(tooLong.code).toBe(2);
    expect(tooLong.output).toContain('Bitte geben Sie höchstens 254 Zeichen ein.');
  });
});
