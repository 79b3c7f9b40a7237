// Issue #10, point 2: a Keychain challenge belongs to whoever fetched it. A stranger's fetch_memo or junk
// login for the same name never breaks a real user's sign-in in progress. Real HTTP, real signatures.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLegacyUser } from '../db/users';
import { createSession } from '../db/sessions';
import {
  ACCOUNTS,
  listenForHttp,
  signMessage,
  startHiveTestApi,
  STRANGER_KEY,
  type HiveTestApi,
  type HttpAnswer,
} from '../../tests/kits/signInTestKit';

const { alice, bob } = ACCOUNTS;

let api: HiveTestApi;
let post: Awaited<ReturnType<typeof listenForHttp>>;
beforeEach(async () => {
  api = await startHiveTestApi();
  post = await listenForHttp(api);
});
afterEach(async () => {
  await api.close();
});

const memoOf = (answer: HttpAnswer) => answer.body.message as string;

/** What a stranger can do without alice's cookie: ask for challenges and send junk in her name. */
async function strangerMeddles(): Promise<void> {
  const theirs = await post('/v1/api/keychain/fetch_memo', { username: 'alice' });
  expect(theirs.status).toBe(200);
  const junk = [
    { username: 'alice', signature: 'ab'.repeat(65) },
    { username: 'alice', signature: signMessage(STRANGER_KEY, memoOf(theirs)) },
    { username: 'alice', signature: signMessage(bob.keys.posting, memoOf(theirs)), id: 'guessed-id' },
  ];
  for (const body of junk) expect((await post('/v1/api/keychain/login', body)).status).toBe(401);
}

describe('Keychain sign-in challenges', () => {
  test("a stranger's fetch_memo and junk logins do not break alice's sign-in in progress", async () => {
    const mine = await post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    expect(mine.cookie).toMatch(/^octoduel_challenge=/);
    await strangerMeddles();
    // Alice's browser sends its httpOnly challenge cookie with the signature.
    const res = await post(
      '/v1/api/keychain/login',
      { username: 'alice', signature: signMessage(alice.keys.posting, memoOf(mine)) },
      { cookie: mine.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', account: { hiveUsername: 'alice' } });
  });

  test('several wait per user; login takes only the one it presents, and only once', async () => {
    const phone = await post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    const laptop = await post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    const id = (a: HttpAnswer) => a.body.id as string;
    expect(id(phone)).not.toBe(id(laptop));
    // A wrong signature on the phone's challenge does not use it up.
    const wrong = {
      username: 'alice',
      signature: signMessage(bob.keys.posting, memoOf(phone)),
      id: id(phone),
    };
    expect((await post('/v1/api/keychain/login', wrong)).status).toBe(401);
    const right = (a: HttpAnswer) => ({
      username: 'alice',
      signature: signMessage(alice.keys.posting, memoOf(a)),
      id: id(a),
    });
    expect((await post('/v1/api/keychain/login', right(phone))).status).toBe(200);
    expect((await post('/v1/api/keychain/login', right(phone))).status).toBe(401);
    expect((await post('/v1/api/keychain/login', right(laptop))).status).toBe(200);
  });

  test("alice's challenge does not sign bob in, even with alice's signature of it", async () => {
    const mine = await post('/v1/api/keychain/fetch_memo', { username: 'alice' });
    const res = await post(
      '/v1/api/keychain/login',
      { username: 'bob', signature: signMessage(bob.keys.posting, memoOf(mine)) },
      { cookie: mine.cookie },
    );
    expect(res.status).toBe(401);
  });
});

describe('Keychain linking challenges (fetch_memo2, login2)', () => {
  test("a stranger's meddling does not break a legacy user's link in progress", async () => {
    const legacy = await createLegacyUser(
      api.ctx.db.kysely,
      { username: 'oldtimer', email: 'old@example.com', passwordHash: 'scrypt$x', confirmToken: null },
      api.clock.now,
    );
    const auth = `Bearer ${await createSession(api.ctx.db.kysely, legacy, 'email', api.clock.now)}`;
    const mine = await post(
      '/v1/api/keychain/fetch_memo2',
      { hiveUsername: 'alice', username: 'oldtimer' },
      { authorization: auth },
    );
    expect(mine.status).toBe(200);
    await strangerMeddles();
    // The same legacy user asking again (another tab) does not cancel the first one either.
    await post(
      '/v1/api/keychain/fetch_memo2',
      { hiveUsername: 'alice', username: 'oldtimer' },
      { authorization: auth },
    );
    const res = await post(
      '/v1/api/keychain/login2',
      {
        hiveUsername: 'alice',
        username: 'oldtimer',
        signature: signMessage(alice.keys.posting, memoOf(mine)),
      },
      { authorization: auth, cookie: mine.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ account: { username: 'oldtimer', hiveUsername: 'alice' } });
  });
});
