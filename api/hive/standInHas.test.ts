// The stand-in HAS server's own protocol edges and its demo wallet page (the happy paths and the wallet's
// scripts run in tests/hiveAuthHas.test.ts with the page's client).
import CryptoJS from 'crypto-js';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { makeTestAccount } from './standInNode';
import { readLink, startStandInHas, WalletError, type StandInHas } from './standInHas';

const alice = makeTestAccount('alice', 'alice master password');
let has: StandInHas;
beforeEach(async () => {
  has = await startStandInHas({ requestMs: 5000, keys: { alice: alice.keys.posting } });
});
afterEach(async () => {
  await has.close();
});

/** A raw app connection: what it sends, and every message it got. */
async function app() {
  const socket = new WebSocket(has.url);
  const got: Record<string, unknown>[] = [];
  socket.on('message', (raw: Buffer) =>
    got.push(JSON.parse(raw.toString('utf8')) as Record<string, unknown>),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  await expect.poll(() => got.length).toBe(1);
  return {
    got,
    send: (body: unknown) => {
      socket.send(typeof body === 'string' ? body : JSON.stringify(body));
    },
    close: () => {
      socket.close();
    },
  };
}

test('says connected with its timeout and protocol; answers auth_req with auth_wait (uuid, expiry, account)', async () => {
  const a = await app();
  expect(a.got[0]).toMatchObject({ cmd: 'connected', protocol: 1, timeout: 5 });
  const data = CryptoJS.AES.encrypt(JSON.stringify({ app: { name: 'X' } }), 'k').toString();
  a.send({ cmd: 'auth_req', account: 'alice', data });
  await expect.poll(() => a.got.length).toBe(2);
  expect(a.got[1]).toMatchObject({ cmd: 'auth_wait', account: 'alice', uuid: expect.any(String) as string });
  expect(a.got[1]!.expire).toBe(has.requests.get(a.got[1]!.uuid as string)?.expire);
  a.close();
});

test.each([
  ['an auth_req without data', { cmd: 'auth_req', account: 'alice' }, { cmd: 'error' }],
  ['an unknown command', { cmd: 'sign_req', account: 'alice', data: 'x' }, { cmd: 'error' }],
  ['not JSON', 'hello', { cmd: 'error' }],
  ['attach to an unknown request', { cmd: 'attach_req', uuid: 'nope' }, { cmd: 'attach_nack', uuid: 'nope' }],
])('%s: answered, nothing held', async (_name, body, answer) => {
  const a = await app();
  a.send(body);
  await expect.poll(() => a.got.length).toBe(2);
  expect(a.got[1]).toMatchObject(answer);
  expect(has.requests.size).toBe(0);
  a.close();
});

test.each([
  ['not a HiveAuth link', 'https://example.com', /not a HiveAuth link/],
  [
    'an incomplete payload',
    `has://auth_req/${Buffer.from('{"account":"alice"}').toString('base64')}`,
    /incomplete/,
  ],
  ['garbage', 'has://auth_req/%%%', /incomplete/],
])('the wallet refuses %s', (_name, link, message) => {
  expect(() => readLink(link)).toThrow(WalletError);
  expect(() => has.wallet.open(link)).toThrow(message);
});

test('the demo wallet page: a form; a bad link is said back escaped, with 400', async () => {
  const page = await fetch(has.walletPage);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<textarea id="link" name="link"');
  const evil = { account: 'alice', uuid: 'u', key: 'k', host: '<script>alert(1)</script>' };
  const res = await fetch(new URL('/approve', has.walletPage), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      link: `has://auth_req/${Buffer.from(JSON.stringify(evil)).toString('base64')}`,
    }).toString(),
  });
  expect(res.status).toBe(400);
  const text = await res.text();
  expect(text).toContain('This link is for the HiveAuth server &#60;script&#62;');
  expect(text).not.toContain('<script>');
  expect((await fetch(new URL('/elsewhere', has.walletPage))).status).toBe(404);
});
