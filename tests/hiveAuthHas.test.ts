// Issue 37: the page's HiveAuth client (web/src/signin/hasRequest.ts) against the stand-in HAS server and its
// scripted wallet (api/hive/standInHas.ts), and the signature it brings back against the real API over HTTP.
// The wallet acts on the deep link the client made, as a phone wallet does once the person opened or scanned it.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { startStandInHas, WalletError, type StandInHas, type WalletScript } from '../api/hive/standInHas';
import {
  requestHiveAuthSignature,
  HasRequestError,
  type HasApproval,
  type HasSocket,
  type HasWaiting,
} from '../web/src/signin/hasRequest';
import { ACCOUNTS, listenForHttp, startHiveTestApi, type HiveTestApi } from './kits/signInTestKit';

const { alice, bob } = ACCOUNTS;
const APP = { name: 'Octoduel', description: 'A board game for Hive accounts' };
const openSocket = (url: string) => new WebSocket(url) as unknown as HasSocket;

let api: HiveTestApi;
let has: StandInHas;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeEach(async () => {
  has = await startStandInHas({
    requestMs: 3000,
    keys: { alice: alice.keys.posting, bob: bob.keys.posting },
  });
  api = await startHiveTestApi({ config: { hiveAuthUrl: has.url } });
  post = await listenForHttp(api);
});
afterEach(async () => {
  await api.close();
  await has.close();
});

/**
 * A browser's whole HiveAuth sign-in as `username`: the server's challenge, the request through the HAS (the
 * wallet acts on the deep link with `script` as soon as the HAS has it), then the signature to the server.
 */
async function signIn(username: string, script: WalletScript) {
  const challenge = await post('/v1/api/hiveauth/challenge', { username });
  expect(challenge.status).toBe(200);
  const memo = challenge.body.message as string;
  const waited: HasWaiting[] = [];
  const approval = requestHiveAuthSignature({
    hasUrl: challenge.body.hasUrl as string,
    account: username,
    challenge: memo,
    app: APP,
    openSocket,
    onWaiting: (waiting) => {
      waited.push(waiting);
      has.wallet.open(waiting.link, script);
    },
  });
  const outcome = await approval.then(
    (value: HasApproval) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const login =
    'value' in outcome
      ? await post(
          '/v1/api/hiveauth/login',
          { username, signature: outcome.value.signature },
          { cookie: challenge.cookie },
        )
      : undefined;
  return { memo, waited, outcome, login };
}

describe('the page, the HAS and the wallet', () => {
  test("the wallet approves: it was shown the app and the server's challenge for the posting key, and alice is signed in", async () => {
    const { memo, waited, outcome, login } = await signIn('alice', { kind: 'approve' });
    expect(login?.status).toBe(200);
    expect(login?.body).toMatchObject({ account: { hiveUsername: 'alice', type: 'hiveauth' } });
    expect(has.wallet.actions).toEqual([
      { account: 'alice', app: 'Octoduel', keyType: 'posting', challenge: memo, did: 'approve' },
    ]);
    // The deep link names the configured HAS server (where the wallet must connect) and the account.
    const [waiting] = waited;
    const payload = JSON.parse(
      Buffer.from(waiting!.link.replace('has://auth_req/', ''), 'base64').toString(),
    ) as Record<string, string>;
    expect(payload).toMatchObject({ account: 'alice', host: has.url });
    expect(Object.keys(payload).sort()).toEqual(['account', 'host', 'key', 'uuid']);
    expect(waiting!.expiresAt).toBe(has.requests.get(payload.uuid!)?.expire);
    expect('value' in outcome && outcome.value.publicKey).toBe(alice.account.posting.key_auths[0]![0]);
  });

  test('the wallet refuses: the page learns it was refused; nobody is signed in', async () => {
    const { outcome, login } = await signIn('alice', { kind: 'refuse' });
    expect(login).toBeUndefined();
    expect('error' in outcome && outcome.error).toBeInstanceOf(HasRequestError);
    expect('error' in outcome && (outcome.error as HasRequestError).kind).toBe('refused');
    expect(await api.sessions()).toEqual([]);
  });

  test('the wallet never answers: the request expires when the HAS said it would', async () => {
    const started = Date.now();
    const { outcome, waited } = await signIn('alice', { kind: 'ignore' });
    expect('error' in outcome && (outcome.error as HasRequestError).kind).toBe('expired');
    expect(Date.now()).toBeGreaterThanOrEqual(waited[0]!.expiresAt);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('the wallet fails: its words reach the page', async () => {
    const { outcome } = await signIn('alice', { kind: 'error', message: 'No posting key for this account' });
    expect('error' in outcome && outcome.error).toMatchObject({
      kind: 'failed',
      message: 'HiveAuth: No posting key for this account',
    });
  });

  test("a wallet approving with bob's key for alice: the page passes it on, the server refuses it", async () => {
    const { outcome, login } = await signIn('alice', { kind: 'approve-with', wif: bob.keys.posting });
    expect('value' in outcome).toBe(true);
    expect(login?.status).toBe(401);
    expect(login?.body).toMatchObject({ code: 'auth/refused' });
    expect(await api.sessions()).toEqual([]);
  });

  test('a wallet signing another text than the challenge: refused by the server', async () => {
    const { login } = await signIn('alice', { kind: 'sign-other', text: 'octoduel:login:alice:0' });
    expect(login?.status).toBe(401);
    expect(await api.sessions()).toEqual([]);
  });

  test("the deep link opens nothing for another account, and a link for another HAS server is not this one's", async () => {
    const challenge = await post('/v1/api/hiveauth/challenge', { username: 'alice' });
    const links: string[] = [];
    const pending = requestHiveAuthSignature({
      hasUrl: has.url,
      account: 'alice',
      challenge: challenge.body.message as string,
      app: APP,
      openSocket,
      onWaiting: (w) => links.push(w.link),
    });
    await expect.poll(() => links.length).toBe(1);
    const payload = JSON.parse(
      Buffer.from(links[0]!.slice('has://auth_req/'.length), 'base64').toString(),
    ) as {
      account: string;
      host: string;
    };
    const relink = (change: object) =>
      `has://auth_req/${Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64')}`;
    expect(() => has.wallet.open(relink({ account: 'bob' }))).toThrow(WalletError);
    expect(() => has.wallet.open(relink({ host: 'wss://elsewhere.example' }))).toThrow(/not ws:/);
    expect(() => has.wallet.open(relink({ key: 'a guessed key' }))).toThrow(/does not open/);
    has.wallet.open(links[0]!, { kind: 'approve' });
    expect((await pending).signature).toMatch(/^[0-9a-f]{130}$/);
  });
});

describe('what the page does not trust', () => {
  test("a refusal or an approval the HAS forges without the key is ignored: the wallet's real answer still counts", async () => {
    const challenge = await post('/v1/api/hiveauth/challenge', { username: 'alice' });
    let link = '';
    const pending = requestHiveAuthSignature({
      hasUrl: has.url,
      account: 'alice',
      challenge: challenge.body.message as string,
      app: APP,
      openSocket,
      onWaiting: (w) => (link = w.link),
    });
    await expect.poll(() => link).not.toBe('');
    const [request] = has.requests.values();
    for (const forged of [
      { cmd: 'auth_nack', uuid: request!.uuid, data: 'U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
      { cmd: 'auth_ack', uuid: request!.uuid, data: 'not even base64 ***' },
      { cmd: 'auth_nack', uuid: 'another request', data: '' },
    ])
      request!.app!.send(JSON.stringify(forged));
    has.wallet.open(link, { kind: 'approve' });
    const approval = await pending;
    const login = await post(
      '/v1/api/hiveauth/login',
      { username: 'alice', signature: approval.signature },
      { cookie: challenge.cookie },
    );
    expect(login.status).toBe(200);
  });

  test('a connection dropped while the wallet is in front (a phone) is reopened and attached: the approval arrives', async () => {
    const challenge = await post('/v1/api/hiveauth/challenge', { username: 'alice' });
    let link = '';
    const pending = requestHiveAuthSignature({
      hasUrl: has.url,
      account: 'alice',
      challenge: challenge.body.message as string,
      app: APP,
      openSocket,
      onWaiting: (w) => (link = w.link),
    });
    await expect.poll(() => link).not.toBe('');
    const [request] = has.requests.values();
    const dropped = request!.app!;
    dropped.terminate();
    // The wallet answers while the page is away; the HAS keeps the answer for the page's attach_req.
    has.wallet.open(link, { kind: 'approve' });
    const approval = await pending;
    expect(request!.app).not.toBe(dropped);
    const login = await post(
      '/v1/api/hiveauth/login',
      { username: 'alice', signature: approval.signature },
      { cookie: challenge.cookie },
    );
    expect(login.status).toBe(200);
  });

  test('no HAS server where HIVEAUTH_URL points: unreachable, said so', async () => {
    const error = await requestHiveAuthSignature({
      hasUrl: 'ws://127.0.0.1:9',
      account: 'alice',
      challenge: 'x',
      app: APP,
      openSocket,
      onWaiting: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HasRequestError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect((error as HasRequestError).message).toMatch(/cannot be reached/);
  });

  test('cancelled by the person: the request ends at once', async () => {
    const abort = new AbortController();
    const pending = requestHiveAuthSignature({
      hasUrl: has.url,
      account: 'alice',
      challenge: 'x',
      app: APP,
      openSocket,
      signal: abort.signal,
      onWaiting: () => {
        abort.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
