// Reads a game's anchor from a Hive node as any checker does (docs/API.md, issue 28): the block by
// `condenser_api.get_block`, the transaction by its id among `transaction_ids`, its `custom_json` with id octoduel
// signed by the app account, and the game's entry in its json. Plain JSON-RPC: nothing of ours is trusted.
import { ANCHOR_OPERATION_ID, parseAnchorOperation, type AnchorEntry } from '../../engine';

export type AnchorLookup =
  | { readonly ok: true; readonly entry: AnchorEntry; readonly irreversible: boolean }
  /** `unreachable`: the node did not answer; `missing`: it answered, and the anchor is not there. */
  | { readonly ok: false; readonly kind: 'unreachable' | 'missing'; readonly message: string };

interface Block {
  readonly transaction_ids?: readonly string[];
  readonly transactions?: readonly { readonly operations?: readonly (readonly [string, unknown])[] }[];
}

async function rpc(url: string, method: string, params: unknown[], timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error !== undefined) throw new Error(`${method}: ${body.error.message ?? 'error'}`);
  return body.result;
}

/** Finds game `gameId`'s entry in transaction `txId` of block `block`, signed by `account`, on node `url`. */
export async function lookUpAnchor(
  url: string,
  where: { readonly txId: string; readonly block: number; readonly account: string; readonly gameId: string },
  timeoutMs = 10_000,
): Promise<AnchorLookup> {
  let block: Block | null;
  let irreversibleTo: number;
  try {
    block = (await rpc(url, 'condenser_api.get_block', [where.block], timeoutMs)) as Block | null;
    const props = (await rpc(url, 'condenser_api.get_dynamic_global_properties', [], timeoutMs)) as {
      last_irreversible_block_num?: number;
    };
    irreversibleTo = props.last_irreversible_block_num ?? 0;
  } catch (err) {
    return {
      ok: false,
      kind: 'unreachable',
      message: `cannot read block ${where.block}: ${(err as Error).message}`,
    };
  }
  const missing = (message: string): AnchorLookup => ({ ok: false, kind: 'missing', message });
  if (block === null) return missing(`block ${where.block} does not exist on ${url}`);
  const k = block.transaction_ids?.indexOf(where.txId) ?? -1;
  const tx = block.transactions?.[k];
  if (k < 0 || tx === undefined) return missing(`transaction ${where.txId} is not in block ${where.block}`);
  for (const [type, body] of tx.operations ?? []) {
    const op = body as { id?: unknown; required_posting_auths?: unknown; json?: unknown };
    if (type !== 'custom_json' || op.id !== ANCHOR_OPERATION_ID) continue;
    if (!Array.isArray(op.required_posting_auths) || !op.required_posting_auths.includes(where.account))
      continue;
    const parsed = parseAnchorOperation(op.json);
    if (!parsed.ok) continue;
    const entry = parsed.value.g.find((g) => g.i === where.gameId);
    if (entry !== undefined) return { ok: true, entry, irreversible: where.block <= irreversibleTo };
  }
  return missing(
    `transaction ${where.txId} holds no ${ANCHOR_OPERATION_ID} anchor of ${where.gameId} signed by @${where.account}`,
  );
}
