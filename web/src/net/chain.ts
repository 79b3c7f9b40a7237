// The chain's side of the API (issue 28): where a stored game's anchor stands, which Hive node and account to
// check it with, and the outbox's state for admins.
import type { StoredGame } from '../../../engine';
import type { AdminAnchors, ChainInfo, GameAnchor } from '../../../contract/http';
import { CHAIN } from '../../../contract/routes';
import { call } from './call';

/** One anchor of the outbox as GET /api/admin/anchors lists it. */
export type AnchorRow = AdminAnchors['recent'][number];

export const ANCHOR_OFF: GameAnchor = { state: 'off', txId: null, block: null };

const ANCHOR_STATES: readonly GameAnchor['state'][] = [
  'off',
  'queued',
  'published',
  'irreversible',
  'failed',
];

/** The `anchor` of a stored game's answer; an older server's answer without one (or a garbled one) is 'off'. */
export function anchorOf(answer: unknown): GameAnchor {
  const a = (answer as { anchor?: unknown } | null)?.anchor;
  if (typeof a !== 'object' || a === null) return ANCHOR_OFF;
  const { state, txId, block } = a as Record<string, unknown>;
  if (!ANCHOR_STATES.includes(state as GameAnchor['state'])) return ANCHOR_OFF;
  return {
    state: state as GameAnchor['state'],
    txId: typeof txId === 'string' && txId !== '' ? txId : null,
    block: Number.isSafeInteger(block) && (block as number) > 0 ? (block as number) : null,
  };
}

/** A stored game's answer split: the game as stored (without `anchor`) and where its anchor stands. */
export function splitAnchor(answer: StoredGame): { game: StoredGame; anchor: GameAnchor } {
  const { anchor: _anchor, ...game } = answer as StoredGame & { anchor?: unknown };
  return { game, anchor: anchorOf(answer) };
}

/** GET /api/chain's answer checked: a malformed one (a proxy's page, an older server's) is refused. */
export function readChainInfo(answer: unknown): ChainInfo | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { anchoring, account, rpcUrl, explorerUrl } = answer as Record<string, unknown>;
  if (typeof anchoring !== 'boolean' || typeof rpcUrl !== 'string' || typeof explorerUrl !== 'string')
    return null;
  if (account !== null && typeof account !== 'string') return null;
  return { anchoring, account, rpcUrl, explorerUrl };
}

/** GET /api/chain; fails when the answer is not one. */
export async function fetchChainInfo(): Promise<ChainInfo> {
  const info = readChainInfo(await call(CHAIN));
  if (info === null) throw new Error(`${CHAIN.method} ${CHAIN.path} answered something else`);
  return info;
}
