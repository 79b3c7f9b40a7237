// Reads a game's anchor from a Hive node as any checker does (docs/API.md, issue 28): the block by
// `condenser_api.get_block`, the transaction by its id among `transaction_ids`, its `custom_json` with id octoduel
// signed by the app account, and the game's entry in its json. Plain JSON-RPC through the server's one Hive node
// client (api/hive/hiveNode.ts): nothing of ours is trusted.
import { findAnchorInBlock, type AnchorEntry } from '../../engine';
import type { HiveNode } from './hiveNode';

export type AnchorLookup =
  | { readonly ok: true; readonly entry: AnchorEntry; readonly irreversible: boolean }
  /** `unreachable`: the node did not answer; `missing`: it answered, and the anchor is not there. */
  | { readonly ok: false; readonly kind: 'unreachable' | 'missing'; readonly message: string };

/** Finds game `gameId`'s entry in transaction `txId` of block `block`, signed by `account`, on `node`. */
export async function lookUpAnchor(
  node: Pick<HiveNode, 'call'>,
  where: { readonly txId: string; readonly block: number; readonly account: string; readonly gameId: string },
): Promise<AnchorLookup> {
  let block: unknown;
  let irreversibleTo: number;
  try {
    block = await node.call<unknown>('get_block', [where.block]);
    const props = await node.call<{ last_irreversible_block_num?: number }>(
      'get_dynamic_global_properties',
      [],
    );
    irreversibleTo = props.last_irreversible_block_num ?? 0;
  } catch (err) {
    return {
      ok: false,
      kind: 'unreachable',
      message: `cannot read block ${where.block}: ${(err as Error).message}`,
    };
  }
  if (block === null)
    return { ok: false, kind: 'missing', message: `block ${where.block} does not exist on the node` };
  const found = findAnchorInBlock(block, where);
  if (!found.ok)
    return {
      ok: false,
      kind: 'missing',
      message: `${found.missing} (transaction ${where.txId}, block ${where.block})`,
    };
  return { ok: true, entry: found.entry, irreversible: where.block <= irreversibleTo };
}
