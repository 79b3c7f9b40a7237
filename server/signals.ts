// How the process stops on signals (`npm start`, `npm run demo`): SIGTERM drains, SIGINT stops at once.
import type { RunningServer } from './startServer';

/**
 * Stops on signals, then `alsoClose` (e.g. the demo's chain node), then the process exits (0, or 1 on an error).
 * SIGTERM (a deploy) drains: no new games here, games in progress finish (at most `drainMs`), then the server
 * closes. SIGINT, or a second SIGTERM during a drain, stops at once: games in progress end as no contest.
 */
export function closeOnSignals(
  server: RunningServer,
  drainMs: number,
  alsoClose: () => Promise<void> = async () => {},
): void {
  let stopping: Promise<void> | undefined;
  const stop = (how: Promise<void>) => {
    stopping ??= Promise.all([how, alsoClose()]).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  const now = (signal: string) => {
    console.log(`${signal}: ending games in progress and shutting down…`);
    stop(server.close());
  };
  process.once('SIGINT', () => {
    now('SIGINT');
  });
  process.on('SIGTERM', () => {
    if (stopping !== undefined) {
      now('SIGTERM again');
      return;
    }
    console.log(`SIGTERM: draining (games in progress may play on for ${drainMs} ms)…`);
    stop(server.drain(drainMs));
  });
}
