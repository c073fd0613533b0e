import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFunction } from './local-function.ts';

const fixture = new URL('./test-fixtures/overrunning-handler.ts', import.meta.url).href;
const folders: string[] = [];
const functions: LocalFunction[] = [];

afterEach(async () => {
  await Promise.all(functions.splice(0).map((fn) => fn.stop()));
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

function localFunction(timeoutMs: number) {
  const fn = new LocalFunction({ moduleUrl: fixture, functionName: 'fixture', memoryMb: 128, timeoutMs });
  functions.push(fn);
  return fn;
}

function work(body: { workMs: number; busy?: boolean }) {
  const folder = mkdtempSync(join(tmpdir(), 'baucheck-fn-'));
  folders.push(folder);
  const event = { body: JSON.stringify({ folder, ...body }), requestContext: { requestId: 'r' } };
  return { folder, event: event as unknown as APIGatewayProxyEventV2 };
}

describe('LocalFunction', () => {
  it('answers within its timeout and keeps the environment warm, with the stack’s environment variables', async () => {
    process.env.FIXTURE_GREETING = 'Servus,';
    const fn = localFunction(5_000);
    const first = work({ workMs: 0 });
    expect(await fn.invoke(first.event)).toEqual({
      kind: 'result',
      result: { statusCode: 200, body: 'Servus, fertig' },
    });
    await fn.invoke(work({ workMs: 0 }).event);
    expect(fn.environments).toBe(1);
  });

  it('stops a request that outlives the timeout, so its work never finishes unseen', async () => {
    const fn = localFunction(300);
    const slow = work({ workMs: 1_500 });
    expect(await fn.invoke(slow.event)).toEqual({ kind: 'timeout' });
    expect(existsSync(join(slow.folder, 'started'))).toBe(true);
    expect(fn.environments).toBe(0);
    // Had the work gone on, it would have finished by now: a second request of that length completes.
    const patient = localFunction(10_000);
    const control = work({ workMs: 1_500 });
    expect((await patient.invoke(control.event)).kind).toBe('result');
    expect(existsSync(join(control.folder, 'finished'))).toBe(true);
    expect(existsSync(join(slow.folder, 'finished'))).toBe(false);
  });

  it('starts no environment for requests still queued when it stops, so nothing outlives the stack', async () => {
    const fn = localFunction(10_000);
    // Two requests run (maxEnvironments), two more wait for a slot.
    const requests = Array.from({ length: 4 }, () => fn.invoke(work({ workMs: 1_000 }).event));
    await expect.poll(() => fn.environments, { timeout: 20_000 }).toBe(2);

    await fn.stop();

    const outcomes = await Promise.all(requests);
    expect(outcomes.every((outcome) => outcome.kind === 'failed')).toBe(true);
    expect(fn.environments).toBe(0);
  });

  it('stops a handler stuck in a loop, and the next request gets a fresh environment', async () => {
    const fn = localFunction(300);
    expect(await fn.invoke(work({ workMs: 0, busy: true }).event)).toEqual({ kind: 'timeout' });
    expect((await fn.invoke(work({ workMs: 0 }).event)).kind).toBe('result');
  });

  it('runs overlapping requests in separate environments, one request each', async () => {
    const fn = localFunction(10_000);
    const outcomes = await Promise.all([
      fn.invoke(work({ workMs: 300 }).event),
      fn.invoke(work({ workMs: 300 }).event),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['result', 'result']);
    expect(fn.environments).toBe(2);
  });
});
