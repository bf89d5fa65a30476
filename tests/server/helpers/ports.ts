import net from 'node:net';
import type { TestApp } from './test-app';

/** A TCP port free on the loopback now, for a child process of the services to listen on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts a test app's real HTTP listener on a free loopback port and gives its base URL: for
 * requests that must be in flight together (inject() would run them one after another).
 */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app did not listen on a port');
  return `http://127.0.0.1:${address.port}`;
}
