import { Client } from '@hiveio/dhive';
import { ChainUnavailableError, type ChainClient, type HiveAccount } from './chain';

/** How long one call may take, over every node, unless told otherwise. */
export const DEFAULT_CHAIN_TIMEOUT_MS = 5000;

/**
 * The one way the server talks to Hive nodes (issue 39): sign-in's and the profile's account look-ups, the anchor
 * publisher's reads and broadcasts, and `npm run verify -- --chain`'s look-up of an anchor all go through one of
 * these, over dhive's client.
 */
export interface HiveNode extends ChainClient {
  /** `condenser_api.<method>`, bounded by the node's timeout (a throw when no node answers in time or one refuses). */
  call<T>(method: string, params: readonly unknown[]): Promise<T>;
  /** dhive's client, for signing and broadcasting a transaction (the anchor publisher). */
  readonly client: Client;
}

/**
 * A client of these Hive JSON-RPC nodes (tried in order, failing over to the next). A call that no node answers
 * within `timeoutMs` (a node refusing, hanging, or answering an HTTP or RPC error) fails; an account look-up fails
 * with ChainUnavailableError, and also when the answer is not an account list.
 */
export function createHiveNode(urls: readonly string[], options: { timeoutMs?: number } = {}): HiveNode {
  if (urls.length === 0) throw new Error('A Hive node client needs at least one Hive node URL.');
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS;
  // dhive's defaults (60 s, three rounds over the nodes) would hold a sign-in for minutes: one round,
  // bounded by our timeout. With a single node dhive retries it until the timeout passes.
  const client = new Client([...urls], { timeout: timeoutMs, failoverThreshold: 1 });
  async function call<T>(method: string, params: readonly unknown[]): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    // dhive checks its timeout only between attempts; this bounds the whole call.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`No Hive node answered ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return (await Promise.race([client.database.call(method, [...params]), deadline])) as T;
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    client,
    call,
    async getAccounts(names) {
      if (names.length === 0) return [];
      try {
        const result = await call<unknown>('get_accounts', [[...names]]);
        if (!Array.isArray(result)) throw new Error('get_accounts did not answer a list');
        return result as HiveAccount[];
      } catch (err) {
        throw new ChainUnavailableError(err);
      }
    },
  };
}
