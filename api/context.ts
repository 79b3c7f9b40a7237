import type { Config } from './config';
import type { Db } from './db/connect';
import type { ChainClient } from './hive/chain';

/** What every route needs: configuration, the database, the Hive chain and the clock. */
export interface ApiContext {
  readonly config: Config;
  readonly db: Db;
  readonly chain: ChainClient;
  /** Server epoch ms; tests control it. */
  readonly now: () => number;
}
