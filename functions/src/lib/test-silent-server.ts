import { createServer, type Socket } from 'node:net';

/**
 * For unit tests: a service that accepts connections and never answers, as a stalled or paused one
 * does (a database, a storage, a key server). `close` also ends the connections it holds.
 */
export async function silentServer(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
