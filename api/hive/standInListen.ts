// The stand-ins' (the Hive node, HiveAuth's server, HiveSigner) one way of starting to listen.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on `host` (127.0.0.1 unless given) and `port` (any free one unless given); resolves with the port. */
export async function listenLocally(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
