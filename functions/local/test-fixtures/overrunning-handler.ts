import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * A handler for local-function.test.ts: writes `started` at once and `finished` when done; the event's
 * body names the folder and how long (ms) the work takes, or `busy` for a loop that never yields.
 */
export async function handler(event: APIGatewayProxyEventV2) {
  const { folder, workMs, busy } = JSON.parse(event.body ?? '{}') as { folder: string; workMs: number; busy?: boolean };
  writeFileSync(`${folder}/started`, '');
  if (busy) for (;;);
  await sleep(workMs);
  writeFileSync(`${folder}/finished`, '');
  return { statusCode: 200, body: `${process.env.FIXTURE_GREETING ?? ''} fertig` };
}
