import { parentPort, workerData } from 'node:worker_threads';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { register } from 'tsx/esm/api';

/*
 * One warm "container" of a route's function: loads the handler module once, then runs one event at
 * a time, as a Lambda execution environment does. Started and, on timeout, terminated by
 * local-function.ts. (Written without TypeScript-only syntax: Node strips this file's types itself;
 * the handler modules are compiled by tsx, as under `npm start`.)
 */

export interface WorkerSettings {
  moduleUrl: string;
  functionName: string;
  memoryMb: number;
}

export interface Invocation {
  event: APIGatewayProxyEventV2;
  /** Epoch ms at which the function's timeout ends (getRemainingTimeInMillis counts down to it). */
  deadline: number;
}

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'init-failed'; error: string }
  | { kind: 'result'; result: unknown }
  | { kind: 'failed'; error: string };

const port = parentPort;
if (!port) throw new Error('function-worker.ts runs only as a worker thread');
const settings = workerData as WorkerSettings;
const post = (message: WorkerMessage) => port.postMessage(message);
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

register();
let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
try {
  ({ handler } = (await import(settings.moduleUrl)) as { handler: typeof handler });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'init-failed', error: describe(error) });
}

port.on('message', (invocation: Invocation) => {
  const requestId = invocation.event.requestContext.requestId;
  const context: Context = {
    callbackWaitsForEmptyEventLoop: false,
    functionName: settings.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${settings.functionName}`,
    memoryLimitInMB: String(settings.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${settings.functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, invocation.deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  handler(invocation.event, context).then(
    (result) => post({ kind: 'result', result }),
    (error: unknown) => post({ kind: 'failed', error: describe(error) }),
  );
});
