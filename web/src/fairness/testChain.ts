// Test support: a Hive block as a node's `condenser_api.get_block` answers it, holding a real anchor built with
// the engine's packAnchors, and the JSON-RPC answer around it.
import { ANCHOR_OPERATION_ID, packAnchors, type AnchorEntry } from '../../../engine';

export const TEST_ACCOUNT = 'octoduel.app';
export const TEST_TX = 'a1b2c3d4e5f60718293a4b5c6d7e8f9001122334';
export const TEST_BLOCK = 90_123_456;

/** A `custom_json` operation (condenser form) carrying `entries`, signed by `account`. */
export function anchorOperation(
  entries: readonly AnchorEntry[],
  account = TEST_ACCOUNT,
  id = ANCHOR_OPERATION_ID,
) {
  const [json] = packAnchors(entries);
  return ['custom_json', { required_auths: [], required_posting_auths: [account], id, json: json! }] as const;
}

/** A block whose second transaction (`txId`) holds `operations`, after another app's transaction. */
export function blockWith(operations: readonly unknown[], txId = TEST_TX) {
  return {
    previous: '055f2a3f00000000000000000000000000000000',
    timestamp: '2026-01-02T10:05:03',
    witness: 'someone',
    transaction_ids: ['ffeeddccbbaa99887766554433221100ffeeddcc', txId],
    transactions: [
      {
        ref_block_num: 1,
        operations: [
          [
            'custom_json',
            { required_auths: [], required_posting_auths: ['sm'], id: 'sm_battle', json: '{}' },
          ],
        ],
      },
      { ref_block_num: 1, operations },
    ],
  };
}

/** The JSON-RPC 2.0 answer to `condenser_api.get_block` (`result` null: the node does not know the block). */
export const rpcAnswer = (result: unknown) => ({ jsonrpc: '2.0', id: 1, result });
