import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Invocation, WorkerMessage, WorkerSettings } from './function-worker.ts';

/**
 * A route's Lambda function on the local stack: a pool of worker threads ("execution environments"),
 * each running one request at a time and kept warm between requests, more of them started when
 * requests overlap, up to `maxEnvironments` (then requests wait for one: this machine is a developer's,
 * where Lambda would scale out or throttle). Like Lambda, a request that outlives the function's timeout is stopped (its
 * worker is terminated, whatever it was doing) instead of finishing unseen after the client was
 * told it failed; the gateway then answers as API Gateway does for a failed function.
 */

export interface LocalFunctionOptions extends WorkerSettings {
  timeoutMs: number;
  /** Default 2: enough for the races the tests provoke, few enough Chromiums for two cores. */
  maxEnvironments?: number;
  /** The function's own environment variables; without it the workers share this process's. */
  environment?: Record<string, string>;
}

export type InvocationOutcome =
  | { kind: 'result'; result: APIGatewayProxyStructuredResultV2 }
  | { kind: 'timeout' }
  | { kind: 'failed'; error: string };

const workerUrl = new URL('./function-worker.ts', import.meta.url);

export class LocalFunction {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Set by stop(): requests still queued then get no new environment, which would outlive the stack. */
  private stopped = false;

  constructor(private readonly options: LocalFunctionOptions) {}

  /** Worker threads currently alive (idle or busy). */
  get environments(): number {
    return this.all.size;
  }

  async invoke(event: APIGatewayProxyEventV2): Promise<InvocationOutcome> {
    await this.enter();
    try {
      if (this.stopped) return { kind: 'failed', error: `${this.options.functionName}: stopped` };
      let worker: Worker;
      try {
        worker = this.idle.pop() ?? (await this.start());
      } catch (error) {
        return { kind: 'failed', error: String(error) };
      }
      const outcome = await this.run(worker, { event, deadline: Date.now() + this.options.timeoutMs });
      if (outcome.kind === 'result') this.idle.push(worker);
      else await this.discard(worker);
      return outcome;
    } finally {
      this.leave();
    }
  }

  /** Waits for a free environment slot (at most maxEnvironments requests run at once). */
  private async enter(): Promise<void> {
    if (this.running < (this.options.maxEnvironments ?? 2)) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next waiting request, or frees it. */
  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => this.discard(worker)));
  }

  private async start(): Promise<Worker> {
    const settings: WorkerSettings = {
      moduleUrl: this.options.moduleUrl,
      functionName: this.options.functionName,
      memoryMb: this.options.memoryMb,
    };
    const worker = new Worker(workerUrl, {
      workerData: settings,
      // Sources read the stack's environment, which is set in this process; bundles get their own.
      env: this.options.environment ?? SHARE_ENV,
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    // Forwarded by write, not pipe: many workers piping into one stream would pile listeners on it.
    worker.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    this.all.add(worker);
    try {
      const message = await nextMessage(worker);
      if (message.kind !== 'ready') {
        throw new Error(
          `${this.options.functionName}: ${message.kind === 'init-failed' ? message.error : message.kind}`,
        );
      }
    } catch (error) {
      await this.discard(worker);
      throw error;
    }
    return worker;
  }

  private async run(worker: Worker, invocation: Invocation): Promise<InvocationOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<InvocationOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), this.options.timeoutMs);
    });
    const answered = nextMessage(worker).then(
      (message): InvocationOutcome =>
        message.kind === 'result'
          ? { kind: 'result', result: message.result as APIGatewayProxyStructuredResultV2 }
          : { kind: 'failed', error: 'error' in message ? message.error : message.kind },
      (error: unknown): InvocationOutcome => ({ kind: 'failed', error: String(error) }),
    );
    worker.postMessage(invocation);
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async discard(worker: Worker): Promise<void> {
    this.all.delete(worker);
    await worker.terminate();
  }
}

/** The worker's next message; rejects when it crashes or exits first. */
function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (message: WorkerMessage) => {
      cleanup();
      resolve(message);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`worker exited with code ${code}`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}
