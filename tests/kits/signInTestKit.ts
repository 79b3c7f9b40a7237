// Test support for Hive sign-in: a test API whose chain is a stand-in node holding test accounts, real
// signatures made as Keychain and SmartLock make them, and short-hands for the sign-in calls.
import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../api/config';
import type { ChainClient } from '../../api/hive/chain';
import { SESSION_COOKIE } from '../../api/db/sessions';
import { startTestApi, type TestApi } from './testHarness';
import { createHiveNode } from '../../api/hive/hiveNode';
import {
  makeTestAccount,
  startStandInNode,
  type StandInNode,
  type TestAccount,
} from '../../api/hive/standInNode';

/** Accounts on the stand-in chain; `carol` has given the app account posting authority. */
export const ACCOUNTS = {
  alice: makeTestAccount('alice', 'alice master password'),
  bob: makeTestAccount('bob', 'bob master password'),
  carol: makeTestAccount('carol', 'carol master password', { postingAccountAuths: [['downvote-tool', 1]] }),
} as const satisfies Record<string, TestAccount>;

/** Signs as Keychain's `requestSignBuffer` does: the SHA-256 of the plain message; 130 hex characters. */
export function signMessage(wif: string, message: string): string {
  return PrivateKey.fromString(wif).sign(cryptoUtils.sha256(message)).toString();
}

/** A chain client whose only node refuses connections (nothing listens on port 9): fails within 500 ms. */
export const unreachableChain = (): ChainClient => createHiveNode(['http://127.0.0.1:9'], { timeoutMs: 500 });

/** The Host header app.inject sends, so the host SmartLock signatures name in inject tests. */
export const INJECT_HOST = 'localhost:80';

/** A key that belongs to no account. */
export const STRANGER_KEY = PrivateKey.fromSeed('a stranger to every account').toString();

export interface HiveTestApi extends TestApi {
  readonly node: StandInNode;
  /** POSTs a JSON body, with these headers. */
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The session rows, oldest first. */
  sessions(): Promise<{ user_id: string; type: string; token_hash: string }[]>;
}

/**
 * A test API on a fresh database whose chain is a fresh stand-in node with ACCOUNTS (or `chain`).
 * On PostgreSQL, close one before starting the next: two test databases open at once fail to migrate.
 */
export async function startHiveTestApi(
  options: { config?: Partial<Config>; chain?: ChainClient } = {},
): Promise<HiveTestApi> {
  const node = await startStandInNode({ accounts: Object.values(ACCOUNTS).map((a) => a.account) });
  const chain = options.chain ?? createHiveNode([node.url], { timeoutMs: 2000 });
  const api = await startTestApi({ chain, config: options.config });
  return {
    ...api,
    node,
    post: (url, payload, headers = {}) =>
      api.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    sessions: () =>
      api.ctx.db.kysely
        .selectFrom('sessions')
        .select(['user_id', 'type', 'token_hash'])
        .orderBy('created_at')
        .execute(),
    async close() {
      await api.close();
      await node.close();
    },
  };
}

/** The session cookie an answer set. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

export interface HttpAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The cookies the answer set, as a Cookie request header (name=value; …). */
  readonly cookie: string;
}

/** Listens on a free local port and returns a JSON POST over real HTTP to it. */
export async function listenForHttp(
  api: TestApi,
): Promise<(path: string, body: unknown, headers?: Record<string, string>) => Promise<HttpAnswer>> {
  const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  return async (path, body, headers = {}) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie };
  };
}
