import type { Config } from './config';
import type { Db } from './db/connect';
import type { ChainClient } from './hive/chain';
import type { SolvedGame } from '../engine';

/** What every route needs: configuration, the database, the Hive chain and the clock. */
export interface ApiContext {
  readonly config: Config;
  readonly db: Db;
  readonly chain: ChainClient;
  /** Server epoch ms; tests control it. */
  readonly now: () => number;
  /** The solved game (docs/AI.md), loaded and checked once at start. */
  readonly solved: SolvedGame;
}
