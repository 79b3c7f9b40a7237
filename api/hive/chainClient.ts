import { Client } from '@hiveio/dhive';
import { ChainUnavailableError, type ChainClient, type HiveAccount } from './chain';

/** How long one account look-up may take, over every node, unless told otherwise. */
export const DEFAULT_CHAIN_TIMEOUT_MS = 5000;

/**
 * A chain client over these Hive JSON-RPC nodes (tried in order, failing over to the next), reading
 * accounts with `condenser_api.get_accounts`. A look-up that no node answers within `timeoutMs` (a node
 * refusing, hanging, answering an HTTP or RPC error, or answering something that is not an account list)
 * fails with ChainUnavailableError.
 */
export function createChainClient(
  urls: readonly string[],
  options: { timeoutMs?: number } = {},
): ChainClient {
  if (urls.length === 0) throw new Error('createChainClient needs at least one Hive node URL.');
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS;
  // dhive's defaults (60 s, three rounds over the nodes) would hold a sign-in for minutes: one round,
  // bounded by our timeout. With a single node dhive retries it until the timeout passes.
  const client = new Client([...urls], { timeout: timeoutMs, failoverThreshold: 1 });
  return {
    async getAccounts(names) {
      if (names.length === 0) return [];
      let timer: NodeJS.Timeout | undefined;
      // dhive checks its timeout only between attempts; this bounds the whole call.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`No Hive node answered within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        const result: unknown = await Promise.race([client.database.getAccounts([...names]), deadline]);
        if (!Array.isArray(result)) throw new Error('get_accounts did not answer a list');
        return result as HiveAccount[];
      } catch (err) {
        throw new ChainUnavailableError(err);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
