import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { spawnTethered } from './processes.ts';

/*
 * A minimal FastCGI responder client (FastCGI 1.0: BEGIN_REQUEST, PARAMS, STDIN; STDOUT until
 * END_REQUEST) and a pool of FastCGI programs sharing one listening socket. Starting a CGI program per
 * request costs hundreds of milliseconds on a loaded machine (MapServer loads GDAL and PROJ each
 * time); a program that stays up answers in milliseconds.
 */

const VERSION = 1;
const BEGIN_REQUEST = 1;
const END_REQUEST = 3;
const PARAMS = 4;
const STDIN = 5;
const STDOUT = 6;
const RESPONDER = 1;
const REQUEST_ID = 1;
const MAX_CONTENT = 0xffff;

function records(type: number, content: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset === 0 || offset < content.length; offset += MAX_CONTENT) {
    const chunk = content.subarray(offset, offset + MAX_CONTENT);
    const header = Buffer.alloc(8);
    header.writeUInt8(VERSION, 0);
    header.writeUInt8(type, 1);
    header.writeUInt16BE(REQUEST_ID, 2);
    header.writeUInt16BE(chunk.length, 4);
    parts.push(header, chunk);
    if (content.length === 0) break;
  }
  return parts;
}

const length = (value: number) => {
  if (value < 128) return Buffer.from([value]);
  const long = Buffer.alloc(4);
  long.writeUInt32BE((value | 0x80000000) >>> 0);
  return long;
};

function encodeParams(params: Record<string, string>): Buffer {
  return Buffer.concat(
    Object.entries(params).flatMap(([name, value]) => {
      const [key, text] = [Buffer.from(name), Buffer.from(value)];
      return [length(key.length), length(text.length), key, text];
    }),
  );
}

/** Sends one request to the FastCGI responder on `port` and resolves with its STDOUT (CGI headers and body). */
export async function fastcgiRequest(
  port: number,
  params: Record<string, string>,
  body: Buffer,
  signal: AbortSignal,
): Promise<Buffer> {
  const socket = createConnection({ port, host: '127.0.0.1', signal });
  const begin = Buffer.alloc(8);
  begin.writeUInt16BE(RESPONDER, 0);
  socket.end(
    Buffer.concat([
      ...records(BEGIN_REQUEST, begin),
      ...records(PARAMS, encodeParams(params)),
      ...records(PARAMS, Buffer.alloc(0)),
      ...(body.length > 0 ? records(STDIN, body) : []),
      ...records(STDIN, Buffer.alloc(0)),
    ]),
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  const answer = Buffer.concat(chunks);
  const stdout: Buffer[] = [];
  let ended = false;
  for (let offset = 0; offset + 8 <= answer.length;) {
    const type = answer.readUInt8(offset + 1);
    const contentLength = answer.readUInt16BE(offset + 4);
    const padding = answer.readUInt8(offset + 6);
    if (type === STDOUT) stdout.push(answer.subarray(offset + 8, offset + 8 + contentLength));
    if (type === END_REQUEST) ended = true;
    offset += 8 + contentLength + padding;
  }
  if (!ended) throw new Error('FastCGI responder closed the connection without END_REQUEST');
  return Buffer.concat(stdout);
}

export interface FastcgiPool {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `count` copies of a FastCGI program on one listening socket (passed as their stdin, as
 * FastCGI expects); the kernel hands each connection to an idle copy. The copies end with this process.
 */
export async function startFastcgiPool(
  command: string,
  count: number,
  env: Record<string, string>,
  onExit: () => void,
): Promise<FastcgiPool> {
  const listener = createServer();
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', resolve);
  });
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The listening socket's descriptor (Node keeps it on the handle); the children inherit it as fd 0.
  const fd = (listener as unknown as { _handle: { fd: number } })._handle.fd;
  let stopping = false;
  const children: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const child = spawnTethered(command, [], { stdio: [fd, 'ignore', 'ignore'], env }, 'SIGKILL');
    child.on('exit', () => {
      if (!stopping) onExit();
    });
    children.push(child);
  }
  // Only the children accept from now on; closing this copy of the descriptor leaves theirs open.
  await new Promise((resolve) => listener.close(resolve));
  return {
    port,
    async stop() {
      stopping = true;
      // MapServer's FastCGI loop acts on SIGTERM only after its next request; it keeps no state.
      await Promise.all(
        children.map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}
