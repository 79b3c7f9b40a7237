import type { ChainClient } from './chain';

/** (being built) A dhive-backed chain client over these nodes, with a short timeout and fail-over. */
export function createChainClient(
  _urls: readonly string[],
  _options: { timeoutMs?: number } = {},
): ChainClient {
  throw new Error('not built yet');
}
