import { loadConfig, type Config } from '../api/config';
import type { ChainClient } from '../api/hive/chain';
import { createApiServer, type ApiServer } from '../api/server';

export interface RunningServer {
  readonly api: ApiServer;
  /** The URL it listens on. */
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the one-process server on one port: the HTTP API (and, as they land, the rooms and web client). */
export async function startServer(
  options: { config?: Config; chain?: ChainClient; port?: number; host?: string; logger?: boolean } = {},
): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const api = await createApiServer(config, { chain: options.chain, logger: options.logger });
  const port = options.port ?? Number(process.env.PORT ?? 2567);
  const host = options.host ?? process.env.HOST ?? '0.0.0.0';
  await api.app.listen({ port, host });
  const address = api.app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`;
  return { api, url, close: () => api.close() };
}

/** Closes the server on SIGINT/SIGTERM, letting requests in flight finish. */
export function closeOnSignals(server: RunningServer): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down…`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
