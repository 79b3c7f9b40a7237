// The stand-in node's chain (issue 28): it takes broadcast transactions as a Hive node does (the signatures against
// the posting authority of the accounts a custom_json names, the id and size limits, at most five custom
// operations per account per block, expiry, TaPoS, no duplicate), puts them in a block every `blockMs`, and
// answers the look-ups dhive's broadcast, the anchor publisher and the verifiers send. Never the real chain.
import { createHash } from 'node:crypto';
import { cryptoUtils, Signature, type SignedTransaction } from '@hiveio/dhive';
import type { HiveAccount } from './chain';

/** Hive's main-net chain id, what dhive signs with by default. */
export const HIVE_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';
/** Hive's limits on a custom_json: its id's length, its json's bytes, and custom operations per account per block. */
export const MAX_CUSTOM_ID_LENGTH = 32;
export const MAX_JSON_BYTES = 8192;
export const MAX_CUSTOM_OPS_PER_BLOCK = 5;

export interface StandInBlock {
  readonly num: number;
  readonly id: string;
  readonly previous: string;
  /** Chain time, `YYYY-MM-DDTHH:MM:SS` (UTC, no zone), as Hive writes it. */
  readonly timestamp: string;
  readonly transactions: readonly SignedTransaction[];
  readonly transactionIds: readonly string[];
}

export interface StandInChainOptions {
  /** A block every this many ms (3,000: Hive's); 0: only when `produceBlock` is called. */
  readonly blockMs?: number;
  /** The last irreversible block is the head minus this (Hive with one-block irreversibility: about 1-2). */
  readonly irreversibleLag?: number;
  /** The chain's clock (epoch ms). */
  readonly now?: () => number;
}

/** A JSON-RPC failure the node answers as `{ error: { code, message } }`. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const chainTime = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
const fromChainTime = (text: string): number => new Date(`${text}Z`).getTime();

/** Blocks, the transactions waiting for the next one, and the accounts whose authorities sign. */
export class StandInChain {
  readonly blocks: StandInBlock[] = [];
  private pending: { tx: SignedTransaction; id: string }[] = [];
  private timer: NodeJS.Timeout | undefined;
  readonly irreversibleLag: number;
  private readonly now: () => number;

  constructor(
    readonly accounts: Map<string, HiveAccount>,
    options: StandInChainOptions = {},
  ) {
    this.irreversibleLag = options.irreversibleLag ?? 2;
    this.now = options.now ?? Date.now;
    this.blocks.push(this.makeBlock(1, '0'.repeat(40), []));
    const blockMs = options.blockMs ?? 3000;
    if (blockMs > 0) {
      this.timer = setInterval(() => this.produceBlock(), blockMs);
      this.timer.unref();
    }
  }

  get head(): StandInBlock {
    return this.blocks[this.blocks.length - 1]!;
  }

  get lastIrreversible(): number {
    return Math.max(1, this.head.num - this.irreversibleLag);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Makes the next block with the transactions waiting that have not expired. */
  produceBlock(): StandInBlock {
    const time = Math.max(this.now(), fromChainTime(this.head.timestamp));
    const taken = this.pending.filter(
      (p) => fromChainTime(p.tx.expiration) >= Math.floor(time / 1000) * 1000,
    );
    this.pending = [];
    const block = this.makeBlock(this.head.num + 1, this.head.id, taken, time);
    this.blocks.push(block);
    return block;
  }

  private makeBlock(
    num: number,
    previous: string,
    taken: readonly { tx: SignedTransaction; id: string }[],
    time: number = this.now(),
  ): StandInBlock {
    const hash = createHash('sha256')
      .update(`${previous}:${taken.map((t) => t.id).join(',')}`)
      .digest('hex');
    return {
      num,
      id: num.toString(16).padStart(8, '0') + hash.slice(0, 32),
      previous,
      timestamp: chainTime(time),
      transactions: taken.map((t) => t.tx),
      transactionIds: taken.map((t) => t.id),
    };
  }

  /** condenser_api.get_dynamic_global_properties, the fields dhive and the publisher read. */
  globalProperties(): Record<string, unknown> {
    return {
      head_block_number: this.head.num,
      head_block_id: this.head.id,
      time: this.head.timestamp,
      last_irreversible_block_num: this.lastIrreversible,
    };
  }

  /** condenser_api.get_block: the block in condenser's shape, or null past the head. */
  block(num: number): Record<string, unknown> | null {
    const block = this.blocks[num - 1];
    if (block === undefined) return null;
    return {
      previous: block.previous,
      timestamp: block.timestamp,
      witness: 'stand-in',
      transaction_merkle_root: '0'.repeat(40),
      extensions: [],
      witness_signature: '',
      transactions: block.transactions.map((tx, k) => ({
        ...tx,
        transaction_id: block.transactionIds[k],
        block_num: block.num,
        transaction_num: k,
      })),
      block_id: block.id,
      signing_key: '',
      transaction_ids: block.transactionIds,
    };
  }

  /** Where a transaction is: its block, waiting for one, or unknown. */
  find(txId: string): { block: number } | 'pending' | undefined {
    if (this.pending.some((p) => p.id === txId)) return 'pending';
    const block = this.blocks.find((b) => b.transactionIds.includes(txId));
    return block === undefined ? undefined : { block: block.num };
  }

  /** condenser_api.broadcast_transaction: checks the transaction and keeps it for the next block. */
  broadcast(input: unknown): { id: string } {
    const tx = input as SignedTransaction | null;
    if (
      typeof tx !== 'object' ||
      tx === null ||
      !Array.isArray(tx.operations) ||
      !Array.isArray(tx.signatures)
    )
      throw new RpcFailure(-32602, 'Invalid params: expected a signed transaction');
    let id: string;
    let signers: Set<string>;
    try {
      id = cryptoUtils.generateTrxId(tx);
      const { signatures: _signatures, ...unsigned } = tx;
      const digest = cryptoUtils.transactionDigest(unsigned, Buffer.from(HIVE_CHAIN_ID, 'hex'));
      signers = new Set(tx.signatures.map((s) => Signature.fromString(s).recover(digest).toString()));
    } catch (err) {
      throw new RpcFailure(-32000, `Invalid transaction: ${(err as Error).message}`);
    }
    if (this.find(id) !== undefined) throw new RpcFailure(-32003, 'Duplicate transaction check failed');
    const head = fromChainTime(this.head.timestamp);
    const expiration = fromChainTime(tx.expiration);
    if (!(expiration >= head)) throw new RpcFailure(-32003, 'transaction expiration is in the past');
    if (expiration > head + 3600_000) throw new RpcFailure(-32003, 'transaction expiration is too far ahead');
    const ref = [...this.blocks].reverse().find((b) => (b.num & 0xffff) === tx.ref_block_num);
    if (ref === undefined || Buffer.from(ref.id, 'hex').readUInt32LE(4) !== tx.ref_block_prefix)
      throw new RpcFailure(-32003, 'TaPoS: the reference block is not on this chain');
    const customs = new Map<string, number>();
    for (const op of tx.operations) {
      if (op[0] !== 'custom_json') throw new RpcFailure(-32003, `the stand-in node takes custom_json only`);
      const body = op[1] as Record<string, unknown>;
      const posting = body.required_posting_auths;
      const active = body.required_auths;
      if (typeof body.id !== 'string' || body.id.length > MAX_CUSTOM_ID_LENGTH)
        throw new RpcFailure(-32003, `custom_json id must be at most ${MAX_CUSTOM_ID_LENGTH} characters`);
      if (typeof body.json !== 'string' || Buffer.byteLength(body.json) > MAX_JSON_BYTES)
        throw new RpcFailure(-32003, `custom_json json must be at most ${MAX_JSON_BYTES} bytes`);
      try {
        JSON.parse(body.json);
      } catch {
        throw new RpcFailure(-32003, 'custom_json json is not JSON');
      }
      if (!Array.isArray(posting) || !Array.isArray(active) || active.length > 0 || posting.length === 0)
        throw new RpcFailure(-32003, 'the stand-in node takes posting-signed custom_json only');
      for (const name of posting as unknown[]) {
        const account = typeof name === 'string' ? this.accounts.get(name) : undefined;
        if (account === undefined) throw new RpcFailure(-32003, `unknown account ${String(name)}`);
        const weight = account.posting.key_auths
          .filter(([key]) => signers.has(key))
          .reduce((sum, [, w]) => sum + w, 0);
        if (weight < account.posting.weight_threshold)
          throw new RpcFailure(-32003, `missing required posting authority: ${account.name}`);
        customs.set(account.name, (customs.get(account.name) ?? 0) + 1);
      }
    }
    for (const [name, n] of customs) {
      const waiting = this.pending
        .flatMap((p) => p.tx.operations)
        .filter((op) =>
          (op[1] as { required_posting_auths?: string[] }).required_posting_auths?.includes(name),
        );
      if (waiting.length + n > MAX_CUSTOM_OPS_PER_BLOCK)
        throw new RpcFailure(
          -32003,
          `Account: ${name} already submitted ${waiting.length} custom json operation(s) this block.`,
        );
    }
    this.pending.push({ tx, id });
    return { id };
  }
}
