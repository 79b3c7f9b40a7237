import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PrivateKey, type KeyRole } from '@hiveio/dhive';
import type { HiveAccount, HiveAuthority } from './chain';
import { RpcFailure, StandInChain, type StandInChainOptions } from './standInChain';
import { parseVests } from './votingPower';
import { listenLocally } from './standInListen';

/**
 * A local stand-in for a Hive JSON-RPC node that answers account look-ups from accounts it is given, for
 * tests and demo mode (never the default chain). It answers `condenser_api.get_accounts` (what dhive 1.3.6
 * sends for `database.getAccounts`), the older `call` form, and batches; and, over its chain (standInChain.ts),
 * `broadcast_transaction` (and `_synchronous`), `get_dynamic_global_properties` and `get_block`; anything else
 * gets a JSON-RPC error.
 */
export interface StandInNode {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** The accounts it knows, by name; tests may change them while it runs. */
  readonly accounts: Map<string, HiveAccount>;
  /** Its blocks (kept when the node is closed and started again on the same chain). */
  readonly chain: StandInChain;
  /** Adds or replaces an account. */
  setAccount(account: HiveAccount): void;
  close(): Promise<void>;
}

/** Request bodies larger than this are refused. */
const MAX_BODY_BYTES = 1024 * 1024;

/** At most this many names per look-up, like a real node. */
const MAX_NAMES = 1000;

/** Starts a stand-in node on 127.0.0.1 (port 0: any free port). */
export async function startStandInNode(
  options: {
    accounts?: readonly HiveAccount[];
    port?: number;
    host?: string;
    /** A chain to serve (a node started again after a stop); else a new one with `chainOptions`. */
    chain?: StandInChain;
    chainOptions?: StandInChainOptions;
  } = {},
): Promise<StandInNode> {
  const accounts = options.chain?.accounts ?? new Map<string, HiveAccount>();
  for (const account of options.accounts ?? []) accounts.set(account.name, account);
  const chain = options.chain ?? new StandInChain(accounts, options.chainOptions);
  const server = createServer((request, response) => {
    handle(chain, request, response);
  });
  const host = options.host ?? '127.0.0.1';
  const port = await listenLocally(server, options.port, host);
  return {
    url: `http://${host}:${port}`,
    port,
    accounts,
    chain,
    setAccount(account) {
      accounts.set(account.name, account);
    },
    close() {
      if (options.chain === undefined) chain.stop();
      return new Promise((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type RpcId = string | number | null;

/** Like public Hive nodes, any page may read it (the replay page checks an anchor in the browser). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function handle(chain: StandInChain, request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS);
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    send(response, 405, rpcError(null, -32600, 'Send JSON-RPC requests with POST'));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      send(response, 413, rpcError(null, -32600, 'Request body too large'));
      request.destroy();
      return;
    }
    chunks.push(chunk);
  });
  request.on('error', () => {
    response.destroy();
  });
  request.on('end', () => {
    if (response.headersSent) return;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      send(response, 200, rpcError(null, -32700, 'Parse error: the body is not JSON'));
      return;
    }
    if (Array.isArray(body)) {
      if (body.length === 0) send(response, 200, rpcError(null, -32600, 'Empty batch'));
      else
        send(
          response,
          200,
          body.map((one) => answer(chain, one)),
        );
    } else {
      send(response, 200, answer(chain, body));
    }
  });
}

/** The JSON-RPC answer to one request object. */
function answer(chain: StandInChain, request: unknown): Json {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return rpcError(null, -32600, 'Invalid request: expected an object');
  const { id: rawId, method, params } = request as Record<string, unknown>;
  const id: RpcId = typeof rawId === 'string' || typeof rawId === 'number' || rawId === null ? rawId : null;
  if (typeof method !== 'string') return rpcError(id, -32600, 'Invalid request: method must be text');
  // `call` form: ['condenser_api', name, params].
  const callForm = method === 'call' && Array.isArray(params) && params[0] === 'condenser_api';
  const name = callForm ? `condenser_api.${String((params as unknown[])[1])}` : method;
  const args: unknown = callForm ? (params as unknown[])[2] : params;
  const first = Array.isArray(args) ? (args as unknown[])[0] : undefined;
  try {
    switch (name) {
      case 'condenser_api.get_accounts':
        return accountsAnswer(chain.accounts, id, first);
      case 'condenser_api.get_dynamic_global_properties':
        return result(id, chain.globalProperties());
      case 'condenser_api.get_block':
        if (typeof first !== 'number' || !Number.isInteger(first) || first < 1)
          return rpcError(id, -32602, 'Invalid params: expected [block number]');
        return result(id, chain.block(first));
      case 'condenser_api.broadcast_transaction':
        chain.broadcast(first);
        return result(id, {});
      case 'condenser_api.broadcast_transaction_synchronous': {
        // Answered at once, before its block (a real node waits for the block).
        const { id: txId } = chain.broadcast(first);
        return result(id, { id: txId, block_num: chain.head.num + 1, trx_num: 0, expired: false });
      }
      default:
        return rpcError(id, -32601, `Method not found: ${name}`);
    }
  } catch (err) {
    if (err instanceof RpcFailure) return rpcError(id, err.code, err.message);
    return rpcError(id, -32603, `Internal error: ${(err as Error).message}`);
  }
}

function result(id: RpcId, value: unknown): Json {
  return { jsonrpc: '2.0', id, result: JSON.parse(JSON.stringify(value)) as Json };
}

function accountsAnswer(accounts: Map<string, HiveAccount>, id: RpcId, names: unknown): Json {
  if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string'))
    return rpcError(id, -32602, 'Invalid params: expected [[account names]]');
  if (names.length > MAX_NAMES) return rpcError(id, -32602, `Invalid params: at most ${MAX_NAMES} names`);
  const found = names.flatMap((name) => {
    const account = accounts.get(name);
    return account === undefined ? [] : [account];
  });
  return { jsonrpc: '2.0', id, result: JSON.parse(JSON.stringify(found)) as Json };
}

function rpcError(id: RpcId, code: number, message: string): Json {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function send(response: ServerResponse, status: number, body: Json): void {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS });
  response.end(JSON.stringify(body));
}

/** The four WIF private keys of a test account. */
export type TestKeys = Record<KeyRole, string>;

export interface TestAccount {
  /** The account as the chain returns it. */
  readonly account: HiveAccount;
  /** Its private keys (WIF), derived from the name and password. */
  readonly keys: TestKeys;
}

/** Vesting shares every test account holds unless told otherwise (about 500 HP). */
const TEST_VESTS = '1000000.000000 VESTS';

/**
 * A chain account with keys derived like Hive's "master password" login
 * (`PrivateKey.fromLogin(name, password, role)`), full voting and downvote mana at `lastUpdateTime`
 * (chain seconds), and optionally accounts holding posting authority (e.g. the app account, weight 1).
 */
export function makeTestAccount(
  name: string,
  password: string,
  options: {
    postingAccountAuths?: readonly (readonly [string, number])[];
    vestingShares?: string;
    lastUpdateTime?: number;
  } = {},
): TestAccount {
  const roles: readonly KeyRole[] = ['owner', 'active', 'posting', 'memo'];
  const privateKeys = Object.fromEntries(
    roles.map((role) => [role, PrivateKey.fromLogin(name, password, role)]),
  );
  const key = (role: KeyRole) => privateKeys[role]!;
  const authority = (role: KeyRole, accountAuths: HiveAuthority['account_auths'] = []): HiveAuthority => ({
    weight_threshold: 1,
    account_auths: accountAuths.map(([a, w]) => [a, w] as const),
    key_auths: [[key(role).createPublic().toString(), 1]],
  });
  const vesting = options.vestingShares ?? TEST_VESTS;
  const maxMana = parseVests(vesting);
  const lastUpdateTime = options.lastUpdateTime ?? 1_700_000_000;
  return {
    account: {
      name,
      memo_key: key('memo').createPublic().toString(),
      owner: authority('owner'),
      active: authority('active'),
      posting: authority('posting', options.postingAccountAuths),
      vesting_shares: vesting,
      received_vesting_shares: '0.000000 VESTS',
      delegated_vesting_shares: '0.000000 VESTS',
      vesting_withdraw_rate: '0.000000 VESTS',
      voting_manabar: { current_mana: maxMana.toString(), last_update_time: lastUpdateTime },
      downvote_manabar: { current_mana: (maxMana / 4n).toString(), last_update_time: lastUpdateTime },
    },
    keys: {
      owner: key('owner').toString(),
      active: key('active').toString(),
      posting: key('posting').toString(),
      memo: key('memo').toString(),
    },
  };
}
