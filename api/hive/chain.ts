/** A Hive authority: keys and accounts with weights, and the weight needed. */
export interface HiveAuthority {
  readonly weight_threshold: number;
  readonly account_auths: readonly (readonly [string, number])[];
  readonly key_auths: readonly (readonly [string, number])[];
}

export interface Manabar {
  readonly current_mana: string | number;
  readonly last_update_time: number;
}

/** The account fields this product reads from the chain (condenser_api.get_accounts). */
export interface HiveAccount {
  readonly name: string;
  readonly memo_key: string;
  readonly owner: HiveAuthority;
  readonly active: HiveAuthority;
  readonly posting: HiveAuthority;
  readonly vesting_shares: string;
  readonly received_vesting_shares: string;
  readonly delegated_vesting_shares: string;
  readonly vesting_withdraw_rate: string;
  readonly voting_manabar: Manabar;
  readonly downvote_manabar: Manabar;
}

/** Reads accounts from the chain. Fails with ChainUnavailableError when no node answers. */
export interface ChainClient {
  getAccounts(names: readonly string[]): Promise<HiveAccount[]>;
}

/** No configured Hive node answered in time. */
export class ChainUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The Hive blockchain cannot be reached right now. Please try again in a minute.', { cause });
  }
}
