import { PrivateKey, Signature } from 'hive-tx';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BACKEND_ERROR, keychainSignIn, SignInCancelled, smartLockSignIn, type PostingGrant } from './flows';
import type { HiveKeychain, KeychainResponse } from './keychain';
import { fakeApi, type FakeApi } from './testApi';

const POSTING = PrivateKey.fromLogin('alice', 'secret', 'posting');
const ACCOUNT = { username: 'alice', hiveUsername: 'alice', fullprofile: false, token: 't' };
const chainAccount = (auths: readonly (readonly [string, number])[] = []) => ({
  name: 'alice',
  postingKeys: [POSTING.createPublic().toString()],
  activeKeys: [],
  postingAccountAuths: auths,
});

async function sha256(message: string) {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message)));
}

/** A stand-in Keychain recording its requests; each answers as told. */
function fakeKeychain(answers: { sign?: KeychainResponse; addAuthority?: KeychainResponse } = {}) {
  const requests: unknown[][] = [];
  const keychain: HiveKeychain = {
    requestHandshake: (cb) => {
      cb();
    },
    requestSignBuffer: (...args) => {
      requests.push(['sign', ...args.slice(0, 3)]);
      args[3](answers.sign ?? { success: true, result: 'f'.repeat(130) });
    },
    requestAddAccountAuthority: (...args) => {
      requests.push(['addAuthority', ...args.slice(0, 4)]);
      args[4](answers.addAuthority ?? { success: true });
    },
  };
  return { keychain, requests };
}

/** The person agrees to the posting authority grant each time they are asked; what they were shown. */
const asked: PostingGrant[] = [];
const YES = (grant: PostingGrant) => {
  asked.push(grant);
  return Promise.resolve(true);
};

let server: FakeApi;
beforeEach(() => {
  asked.length = 0;
  server = fakeApi();
  server.on('GET /v1/api/hive/account/alice', { body: chainAccount() });
  server.on('GET /v1/api/keychain/config', { body: { appAccount: 'downvote-tool' } });
  server.on('POST /v1/api/keychain/fetch_memo', {
    body: { status: 'ok', message: 'octoduel:login:alice:00ff' },
  });
  server.on('POST /v1/api/keychain/login', { body: { status: 'ok', account: ACCOUNT } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Keychain sign-in', () => {
  test('asks for the app account authority when missing, signs the plain memo, logs in', async () => {
    const { keychain, requests } = fakeKeychain();
    await expect(keychainSignIn(keychain, ' Alice ', YES)).resolves.toEqual(ACCOUNT);
    expect(asked).toEqual([{ username: 'alice', appAccount: 'downvote-tool' }]);
    expect(requests).toEqual([
      ['addAuthority', 'alice', 'downvote-tool', 'Posting', 1],
      ['sign', 'alice', 'octoduel:login:alice:00ff', 'Posting'],
    ]);
    expect(server.calls.at(-2)).toMatchObject({
      path: '/v1/api/keychain/fetch_memo',
      body: { username: 'alice' },
    });
    expect(server.calls.at(-1)).toMatchObject({
      path: '/v1/api/keychain/login',
      body: { username: 'alice', signature: 'f'.repeat(130) },
    });
  });

  test.each([
    {
      case: 'the app account already has authority',
      appAccount: 'downvote-tool',
      auths: [['downvote-tool', 1]],
    },
    { case: 'no app account is configured', appAccount: '', auths: [] },
  ] as const)('does not ask for authority when $case', async ({ appAccount, auths }) => {
    server.on('GET /v1/api/hive/account/alice', {
      body: chainAccount(auths),
    });
    server.on('GET /v1/api/keychain/config', { body: { appAccount } });
    const { keychain, requests } = fakeKeychain();
    await keychainSignIn(keychain, 'alice', YES);
    expect(requests.map((r) => r[0])).toEqual(['sign']);
    expect(asked).toEqual([]);
  });

  test('declining the grant cancels: Keychain and the server are asked nothing', async () => {
    const { keychain, requests } = fakeKeychain();
    const failure = keychainSignIn(keychain, 'alice', () => Promise.resolve(false));
    await expect(failure).rejects.toBeInstanceOf(SignInCancelled);
    expect(requests).toEqual([]);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test("'Keychain error' when adding the authority fails; no memo is asked for", async () => {
    const { keychain } = fakeKeychain({ addAuthority: { success: false, message: 'User canceled' } });
    await expect(keychainSignIn(keychain, 'alice', YES)).rejects.toThrow('Keychain error');
    expect(server.calls.some((c) => c.path.includes('fetch_memo'))).toBe(false);
  });

  test("'Hive user not found' for an account the chain does not have", async () => {
    server.on('GET /v1/api/hive/account/nobody', { status: 404, body: { message: 'Hive user not found' } });
    await expect(keychainSignIn(fakeKeychain().keychain, 'nobody', YES)).rejects.toThrow(
      'Hive user not found',
    );
  });

  test.each([
    {
      case: 'a server fault',
      answer: { status: 500, body: { message: 'Something went wrong on the server.' } },
    },
    { case: 'no answer', answer: 'network-error' as const },
    { case: 'a status other than ok', answer: { body: { status: 'error', message: 'x' } } },
  ])(
    "the memo fetch failing with $case: 'There was an error with the backend server, please try again'",
    async ({ answer }) => {
      server.on('POST /v1/api/keychain/fetch_memo', answer);
      await expect(keychainSignIn(fakeKeychain().keychain, 'alice', YES)).rejects.toThrow(BACKEND_ERROR);
    },
  );

  test("Keychain refusing to sign shows Keychain's message", async () => {
    const { keychain } = fakeKeychain({
      sign: { success: false, message: 'Request was canceled by the user.' },
    });
    await expect(keychainSignIn(keychain, 'alice', YES)).rejects.toThrow('Request was canceled by the user.');
  });

  test('linking uses fetch_memo2 and login2 with both names', async () => {
    server.on('POST /v1/api/keychain/fetch_memo2', {
      body: { status: 'ok', message: 'octoduel:link:alice:01' },
    });
    server.on('POST /v1/api/keychain/login2', { body: { status: 'ok', account: ACCOUNT } });
    await keychainSignIn(fakeKeychain().keychain, 'alice', YES, { username: 'oldtimer' });
    expect(server.calls.slice(-2)).toMatchObject([
      { path: '/v1/api/keychain/fetch_memo2', body: { hiveUsername: 'alice', username: 'oldtimer' } },
      {
        path: '/v1/api/keychain/login2',
        body: { hiveUsername: 'alice', username: 'oldtimer', signature: 'f'.repeat(130) },
      },
    ]);
  });

  test("a refused link (409) shows the server's reason", async () => {
    const reason = 'The Hive account @alice already belongs to another user.';
    server.on('POST /v1/api/keychain/fetch_memo2', { status: 409, body: { message: reason } });
    await expect(
      keychainSignIn(fakeKeychain().keychain, 'alice', YES, { username: 'oldtimer' }),
    ).rejects.toThrow(reason);
  });
});

describe('SmartLock sign-in', () => {
  test('signs octoduel:login:<host>:<username>:<ts> with the posting key: 130 hex that recovers the posting public key', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    server.on('POST /v1/api/login', { body: { status: 'ok', ...ACCOUNT } });
    await expect(smartLockSignIn('alice', POSTING.toString())).resolves.toEqual(ACCOUNT);
    const { body } = server.calls.at(-1)!;
    expect(body).toMatchObject({ username: 'alice', ts: 1_800_000_000_000, smartlock: true });
    const { sig } = body as { sig: string };
    expect(sig).toMatch(/^[0-9a-f]{130}$/);
    const signer = Signature.from(sig).getPublicKey(
      await sha256(`octoduel:login:${window.location.host}:alice:1800000000000`),
    );
    expect(signer.toString()).toBe(POSTING.createPublic().toString());
    vi.restoreAllMocks();
  });

  test('linking posts login2 with the Hive and the email account names', async () => {
    server.on('POST /v1/api/login2', { body: { status: 'ok', ...ACCOUNT } });
    await smartLockSignIn('alice', POSTING.toString(), { username: 'oldtimer' });
    expect(server.calls.at(-1)).toMatchObject({
      path: '/v1/api/login2',
      body: { hiveUsername: 'alice', username: 'oldtimer', smartlock: true },
    });
  });
});
