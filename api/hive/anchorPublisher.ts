// Issue 28's publisher: sends the outbox's anchors to Hive as custom_json operations signed by the app account's
// posting key, and follows each transaction to an irreversible block. Off the rooms' path (its own timer), one
// process at a time (the outbox's lease), and never a game twice: a transaction is recorded with its anchors
// before it is broadcast, broadcast again unchanged until a block has it or it has expired, and only then may
// its anchors go in another one (docs/ARCHITECTURE.md "Anchors on Hive").
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Client, cryptoUtils, PrivateKey, type Operation, type SignedTransaction } from '@hiveio/dhive';
import { createHiveNode, type HiveNode } from './hiveNode';
import type { Kysely } from 'kysely';
import { ANCHOR_OPERATION_ID, packAnchors } from '../../engine';
import {
  AnchorsTaken,
  awaitsBroadcast,
  expireTx,
  markBroadcast,
  markInBlock,
  markIrreversible,
  markScanned,
  nextQueued,
  noteError,
  openTxs,
  recordTx,
  releaseLease,
  takeLease,
} from '../db/anchorOutbox';
import type { AnchorTxsTable, Database } from '../db/schema';

/** Custom operations per transaction: Hive takes at most five per account per block, and one is in flight. */
export const MAX_OPS_PER_TX = 5;
/** Anchors read per transaction: more than five operations hold (an entry is at least about 150 bytes). */
const READ_LIMIT = 400;
/** Blocks searched per transaction per round. */
const SCAN_LIMIT = 100;

export interface AnchorPublisherOptions {
  readonly db: Kysely<Database>;
  /** Hive nodes (HIVE_RPC_URL), with fail-over. */
  readonly rpcUrls: readonly string[];
  /** The app account (HIVE_APP_ACCOUNT) and its private posting key (WIF). */
  readonly account: string;
  readonly postingKey: string;
  /** Server epoch ms: leases and back-off. */
  readonly now?: () => number;
  /** A round every this many ms (1,000). */
  readonly intervalMs?: number;
  /** A failing round waits longer, doubling up to this (60,000). */
  readonly maxRetryMs?: number;
  /** A transaction's expiry after the head block's time (60,000: dhive's). */
  readonly expireMs?: number;
  /** The publisher's lease (30,000); it is renewed every round. */
  readonly leaseMs?: number;
  /** One call to a node (5,000). */
  readonly timeoutMs?: number;
  /** Expired transactions before an anchor is given up as failed (10). */
  readonly maxAttempts?: number;
  /** The wait after the n-th expired transaction (5 s doubling, at most 10 minutes). */
  readonly backoffMs?: (attempts: number) => number;
  /** This process's name in the lease (host, pid and a random part by default). */
  readonly owner?: string;
  /** How a failing round is reported (never with the key: it is in no message). */
  readonly onError?: (err: unknown) => void;
  /** Broadcasts a signed transaction (tests wrap it: a crash right after it). */
  readonly send?: (client: Client, tx: SignedTransaction) => Promise<unknown>;
}

const defaultBackoff = (attempts: number) => Math.min(5000 * 2 ** (attempts - 1), 600_000);
const chainMs = (time: string) => new Date(`${time}Z`).getTime();
const isDuplicate = (err: unknown) => /duplicate/i.test(String((err as Error | undefined)?.message));

interface Props {
  readonly head_block_number: number;
  readonly head_block_id: string;
  readonly time: string;
  readonly last_irreversible_block_num: number;
}
interface Block {
  readonly timestamp: string;
  readonly transaction_ids: readonly string[];
}

export class AnchorPublisher {
  /** The server's one kind of Hive node client (api/hive/hiveNode.ts): reads through it, signs and sends with its dhive client. */
  private readonly node: HiveNode;
  private readonly client: Client;
  private readonly key: PrivateKey;
  private readonly o: Required<Omit<AnchorPublisherOptions, 'send' | 'onError'>> &
    Pick<AnchorPublisherOptions, 'send' | 'onError'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private failures = 0;

  constructor(options: AnchorPublisherOptions) {
    // A malformed key stops the start here, with a message that does not quote it.
    try {
      this.key = PrivateKey.fromString(options.postingKey);
    } catch {
      throw new Error('HIVE_APP_POSTING_KEY is not a private key (WIF): anchoring cannot start.');
    }
    this.o = {
      now: Date.now,
      intervalMs: 1000,
      maxRetryMs: 60_000,
      expireMs: 60_000,
      leaseMs: 30_000,
      timeoutMs: 5000,
      maxAttempts: 10,
      backoffMs: defaultBackoff,
      owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      ...options,
    };
    this.node = createHiveNode(options.rpcUrls, { timeoutMs: this.o.timeoutMs });
    this.client = this.node.client;
  }

  /** Starts rounds, one at a time. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops after the round under way, and gives the lease up. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await releaseLease(this.o.db, this.o.owner).catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().then(
        () => {
          this.failures = 0;
        },
        (err: unknown) => {
          this.failures += 1;
          this.o.onError?.(err);
        },
      );
      void this.running.then(() => {
        const wait = this.o.intervalMs * 2 ** Math.min(this.failures, 20);
        this.schedule(Math.min(wait, Math.max(this.o.maxRetryMs, this.o.intervalMs)));
      });
    }, ms);
  }

  /** One round: follows the open transactions, then, when none is in flight, sends the next anchors. */
  async round(): Promise<void> {
    const { db, owner, leaseMs } = this.o;
    if (!(await takeLease(db, owner, this.o.now(), leaseMs))) return;
    const props = await this.call<Props>('get_dynamic_global_properties', []);
    let inFlight = false;
    for (const tx of await openTxs(db)) {
      if (!(await this.follow(tx, props))) inFlight = true;
    }
    if (!inFlight) await this.publishNext(props);
  }

  private call<T>(method: string, params: unknown[]): Promise<T> {
    return this.node.call<T>(method, params);
  }

  /** Finds, confirms or expires one transaction; true when it is in a block (another may follow it). */
  private async follow(row: AnchorTxsTable, props: Props): Promise<boolean> {
    const { db } = this.o;
    const now = this.o.now();
    let tx = row;
    if (tx.block !== null) {
      if (tx.block > props.last_irreversible_block_num) return true;
      const block = await this.call<Block | null>('get_block', [tx.block]);
      if (block?.transaction_ids.includes(tx.tx_id) === true) await markIrreversible(db, tx.tx_id, tx.block);
      else await markInBlock(db, tx.tx_id, null, now, tx.ref_block);
      return true;
    }
    const last = Math.min(props.head_block_number, tx.scanned_to + SCAN_LIMIT);
    for (let n = tx.scanned_to + 1; n <= last; n++) {
      const block = await this.call<Block | null>('get_block', [n]);
      if (block === null) break;
      if (block.transaction_ids.includes(tx.tx_id)) {
        await markInBlock(db, tx.tx_id, n, now, n);
        return true;
      }
      await markScanned(db, tx.tx_id, n);
      tx = { ...tx, scanned_to: n };
    }
    // Not in any block searched: expired for good once an irreversible one of them is past its expiration.
    const settled = Math.min(tx.scanned_to, props.last_irreversible_block_num);
    if (settled > tx.ref_block) {
      const block = await this.call<Block | null>('get_block', [settled]);
      if (block !== null && chainMs(block.timestamp) > tx.expires_at) {
        await expireTx(db, tx.tx_id, 'expired in no block', now, this.o.maxAttempts, this.o.backoffMs);
        return true;
      }
    }
    if (await awaitsBroadcast(db, tx.tx_id))
      await this.broadcast(tx.tx_id, JSON.parse(tx.tx) as SignedTransaction);
    return false;
  }

  /** Broadcasts a recorded transaction (again: a node that has it answers "duplicate", which is fine). */
  private async broadcast(txId: string, signed: SignedTransaction): Promise<void> {
    try {
      await (this.o.send ?? ((client, tx) => client.broadcast.send(tx)))(this.client, signed);
    } catch (err) {
      if (!isDuplicate(err)) {
        await noteError(this.o.db, txId, `broadcast failed: ${(err as Error).message}`);
        return;
      }
    }
    await markBroadcast(this.o.db, txId, this.o.now());
  }

  /** Signs the oldest anchors waiting into one transaction, records it, then broadcasts it. */
  private async publishNext(props: Props): Promise<void> {
    const { db, account } = this.o;
    const waiting = await nextQueued(db, this.o.now(), READ_LIMIT);
    if (waiting.length === 0) return;
    const texts = packAnchors(waiting.map((w) => w.entry)).slice(0, MAX_OPS_PER_TX);
    const games = texts.reduce((n, text) => n + (JSON.parse(text) as { g: unknown[] }).g.length, 0);
    const operations: Operation[] = texts.map((json) => [
      'custom_json',
      { required_auths: [], required_posting_auths: [account], id: ANCHOR_OPERATION_ID, json },
    ]);
    const expiresAt = chainMs(props.time) + this.o.expireMs;
    const signed = this.client.broadcast.sign(
      {
        ref_block_num: props.head_block_number & 0xffff,
        ref_block_prefix: Buffer.from(props.head_block_id, 'hex').readUInt32LE(4),
        expiration: new Date(expiresAt).toISOString().slice(0, -5),
        operations,
        extensions: [],
      },
      this.key,
    );
    const txId = cryptoUtils.generateTrxId(signed);
    const row: AnchorTxsTable = {
      tx_id: txId,
      tx: JSON.stringify(signed),
      ref_block: props.head_block_number,
      expires_at: expiresAt,
      scanned_to: props.head_block_number,
      block: null,
      created_at: this.o.now(),
    };
    try {
      await recordTx(
        db,
        row,
        waiting.slice(0, games).map((w) => w.gameId),
      );
    } catch (err) {
      if (err instanceof AnchorsTaken) return;
      throw err;
    }
    await this.broadcast(txId, signed);
  }
}
