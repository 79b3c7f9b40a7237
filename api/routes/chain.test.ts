// GET /api/chain (where anchors are, public), the CSP's connect-src, and GET /api/admin/anchors (issue 28).
import { afterEach, expect, test } from 'vitest';
import type { AdminAnchors, ChainInfo } from '../../contract/http';
import { APP, fakeEntry, queueEntries } from '../../tests/kits/anchorKit';
import { startTestApi, type TestApi } from '../../tests/kits/testHarness';

/** The sources a page may connect to, as the Content-Security-Policy lists them. */
const connectSources = (csp: string): string[] => /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

test('GET /api/chain without a posting key: not anchoring; the first node, the default explorer', async () => {
  api = await startTestApi({ config: { hiveRpcUrls: ['https://node.one:8091/rpc', 'https://node.two'] } });
  const res = await api.app.inject({ method: 'GET', url: '/api/chain' });
  expect(res.statusCode).toBe(200);
  expect(res.json<ChainInfo>()).toEqual({
    anchoring: false,
    account: 'downvote-tool',
    rpcUrl: 'https://node.one:8091/rpc',
    explorerUrl: 'https://hivehub.dev/tx/{tx}',
  });
  // The browser may read a block from that node, and from no other.
  const csp = res.headers['content-security-policy'] as string;
  // (and HiveAuth's HAS server, HIVEAUTH_URL's default: issue 37)
  expect(connectSources(csp)).toEqual(["'self'", 'https://node.one:8091', 'wss://hive-auth.arcange.eu']);
  expect(csp).not.toContain('node.two');
});

test('GET /api/chain names the node without its user, password, query or fragment (an API key stays server-side)', async () => {
  api = await startTestApi({
    config: { hiveRpcUrls: ['https://user:secret@node.example:8443/rpc/v1?apikey=K&x=1#frag'] },
  });
  const res = await api.app.inject({ method: 'GET', url: '/api/chain' });
  expect(res.statusCode).toBe(200);
  expect(res.json<ChainInfo>().rpcUrl).toBe('https://node.example:8443/rpc/v1');
  for (const secret of ['user', 'secret', 'apikey', 'K&x', 'frag'])
    expect(res.body + JSON.stringify(res.headers)).not.toContain(secret);
  // The browser may still read a block from that node: its origin, without the credentials.
  expect(connectSources(res.headers['content-security-policy'] as string)).toContain(
    'https://node.example:8443',
  );
});

test('GET /api/chain with a posting key: anchoring, the account and explorer as configured, the key nowhere', async () => {
  api = await startTestApi({
    config: {
      hiveAppAccount: 'octoduel-app',
      hiveAppPostingKey: APP.keys.posting,
      hiveExplorerUrl: 'https://explorer.example/b/{block}#{tx}',
    },
  });
  const res = await api.app.inject({ method: 'GET', url: '/api/chain' });
  expect(res.json<ChainInfo>()).toMatchObject({
    anchoring: true,
    account: 'octoduel-app',
    explorerUrl: 'https://explorer.example/b/{block}#{tx}',
  });
  expect(res.body).not.toContain(APP.keys.posting);
  expect(JSON.stringify(res.headers)).not.toContain(APP.keys.posting);
});

test('GET /api/admin/anchors: 401 signed out, 403 for a player; counts and the latest rows, failed first', async () => {
  api = await startTestApi();
  const k = api.ctx.db.kysely;
  await queueEntries(k, ['a', 'b', 'c', 'd'].map(fakeEntry));
  await k
    .updateTable('anchors')
    .set({ state: 'sending', tx_id: 'f'.repeat(40) })
    .where('game_id', '=', 'b')
    .execute();
  await k
    .updateTable('anchors')
    .set({ state: 'failed', attempts: 10, last_error: 'expired in no block' })
    .where('game_id', '=', 'a')
    .execute();
  await k
    .updateTable('anchors')
    .set({ state: 'irreversible', tx_id: 'e'.repeat(40), block: 7, published_at: 5 })
    .where('game_id', '=', 'c')
    .execute();
  const get = (headers = {}) => api!.app.inject({ method: 'GET', url: '/api/admin/anchors', headers });
  expect((await get()).statusCode).toBe(401);
  expect((await get((await api.signIn('player')).headers)).statusCode).toBe(403);
  const res = await get((await api.signIn('boss', { admin: true })).headers);
  expect(res.statusCode).toBe(200);
  const body = res.json<AdminAnchors>();
  expect(body.counts).toEqual({ queued: 2, published: 0, irreversible: 1, failed: 1 });
  expect(body.recent.map((r) => [r.gameId, r.state])).toEqual([
    ['a', 'failed'],
    ['d', 'queued'],
    ['c', 'irreversible'],
    ['b', 'queued'],
  ]);
  expect(body.recent[0]).toEqual({
    gameId: 'a',
    state: 'failed',
    attempts: 10,
    lastError: 'expired in no block',
    txId: null,
    block: null,
    queuedAt: 0,
    publishedAt: null,
  });
  expect(body.recent[2]).toMatchObject({ txId: 'e'.repeat(40), block: 7, publishedAt: 5 });
});
