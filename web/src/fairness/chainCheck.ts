// The browser's own check of a stored game against its anchor on Hive (issue 28, docs/FAIRNESS.md "On Hive"):
// the block the server names, read from a Hive node with `condenser_api.get_block`, the transaction the server
// names in it, the `octoduel` operation signed by the app account, the game's entry, and the engine's
// checkAgainstAnchor on the stored game as parseStoredGame reads it. Nothing of our server is trusted but
// which block to look in.
import { checkAgainstAnchor, findAnchorInBlock, parseStoredGame, type AnchorCheck } from '../../../engine';
import { i18n } from '../i18n/init';

/** Where the anchor is, as the server says (GET /api/games/:gameId's `anchor`). */
export interface AnchorPlace {
  readonly txId: string | null;
  readonly block: number;
}

/** Whom to ask and whose signature counts (GET /api/chain). */
export interface ChainNode {
  readonly rpcUrl: string;
  readonly account: string | null;
}

/** What the check found. */
export type ChainOutcome =
  /** The stored game matches its anchor; `time` is the block's timestamp (UTC) when the node gave one. */
  | { readonly kind: 'match'; readonly time: string | null }
  /** It differs: the first differing field, named. */
  | { readonly kind: 'mismatch'; readonly check: Extract<AnchorCheck, { ok: false }> }
  /** The block holds no anchor of this game where the server says it is. */
  | { readonly kind: 'missing'; readonly reason: string }
  /** The stored game cannot be read, so it cannot be hashed. */
  | { readonly kind: 'unreadable'; readonly reason: string }
  /** The node could not answer (down, an error, or it does not know the block yet): nothing is known. */
  | { readonly kind: 'unreachable'; readonly reason: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Asks the node for block `block` (JSON-RPC 2.0 `condenser_api.get_block`): the block, null when the node does
 * not know it, or a string saying why there is no answer.
 */
async function getBlock(
  rpcUrl: string,
  block: number,
  fetchFn: typeof fetch,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null | string> {
  let res: Response;
  try {
    res = await fetchFn(rpcUrl, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'condenser_api.get_block', params: [block] }),
      signal,
    });
  } catch {
    return i18n.t('fairness:node.unreachable');
  }
  if (!res.ok) return i18n.t('fairness:node.status', { status: res.status });
  let answer: unknown;
  try {
    answer = await res.json();
  } catch {
    return i18n.t('fairness:node.notJson');
  }
  if (!isObject(answer)) return i18n.t('fairness:node.notRpc');
  if (answer.error !== undefined) {
    const message = isObject(answer.error) ? answer.error.message : undefined;
    return typeof message === 'string'
      ? i18n.t('fairness:node.errorWith', { message })
      : i18n.t('fairness:node.error');
  }
  if (answer.result === null) return null;
  return isObject(answer.result) ? answer.result : i18n.t('fairness:node.noBlock');
}

/**
 * Checks `stored` (the JSON GET /api/games/:gameId answered, read with parseStoredGame: extra fields such as
 * `anchor` are left out) against its anchor in block `place.block`, read from the node at `node.rpcUrl`.
 * Never throws: a node down or a strange answer is an outcome.
 */
export async function checkOnChain(
  stored: unknown,
  place: AnchorPlace,
  node: ChainNode,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<ChainOutcome> {
  const game = parseStoredGame(stored);
  if (!game.ok) return { kind: 'unreadable', reason: game.error };
  if (node.account === null) return { kind: 'missing', reason: i18n.t('fairness:node.noAccount') };
  if (place.txId === null) return { kind: 'missing', reason: i18n.t('fairness:node.noTransaction') };
  const block = await getBlock(node.rpcUrl, place.block, fetchFn, signal);
  if (typeof block === 'string') return { kind: 'unreachable', reason: block };
  if (block === null)
    return { kind: 'unreachable', reason: i18n.t('fairness:node.unknownBlock', { block: place.block }) };
  const found = findAnchorInBlock(block, {
    block: place.block,
    txId: place.txId,
    gameId: game.value.gameId,
    account: node.account,
  });
  if (!found.ok) return { kind: 'missing', reason: found.missing };
  const check = checkAgainstAnchor(game.value, found.entry);
  if (!check.ok) return { kind: 'mismatch', check };
  return { kind: 'match', time: typeof block.timestamp === 'string' ? block.timestamp : null };
}
