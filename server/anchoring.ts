// Hive anchoring's start (issue 28), wired by the composition root once the server listens.
import type { Kysely } from 'kysely';
import type { Config } from '../api/config';
import { enableAnchoring } from '../api/db/anchors';
import type { Database } from '../api/db/schema';
import { AnchorPublisher, type AnchorPublisherOptions } from '../api/hive/anchorPublisher';

/** Tunables of the anchor publisher (tests: short rounds and expiry). */
export type AnchorTunables = Partial<Omit<AnchorPublisherOptions, 'db' | 'account' | 'postingKey'>>;

/**
 * Issue 28: with a posting key configured, counted games recorded through `db` queue their anchors and a publisher
 * sends them to the configured Hive nodes (its own timer, off the rooms' path); without one, nothing (undefined).
 */
export function startAnchoring(
  db: Kysely<Database>,
  config: Config,
  tunables: AnchorTunables = {},
): AnchorPublisher | undefined {
  if (config.hiveAppPostingKey === '' || config.hiveAppAccount === '') return undefined;
  enableAnchoring(db);
  const publisher = new AnchorPublisher({
    db,
    rpcUrls: config.hiveRpcUrls,
    account: config.hiveAppAccount,
    postingKey: config.hiveAppPostingKey,
    onError: (err) => {
      // A node's or the database's failure; the key is in no message.
      console.warn(`anchor publisher: ${(err as Error).message}`);
    },
    ...tunables,
  });
  publisher.start();
  return publisher;
}
