// The server's HiveSigner client (issue 37): what a token says of itself is read, never trusted; whose token it
// is comes from HiveSigner's /api/me, and anything else HiveSigner answers is "cannot confirm". Real HTTP
// against the stand-in HiveSigner and small servers that answer badly. Also HIVESIGNER_URL's parsing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { authorizeUrl, readAccessToken, revokeToken, whoseToken } from './hiveSigner';
import { startStandInHiveSigner, type StandInHiveSigner } from './standInHiveSigner';

let signer: StandInHiveSigner | undefined;
let odd: Server | undefined;
afterEach(async () => {
  await signer?.close();
  signer = undefined;
  const server = odd;
  if (server !== undefined)
    await new Promise((resolve) => {
      server.close(resolve);
    });
  odd = undefined;
});

/** A server answering every request with this status and body. */
async function answering(status: number, body: string): Promise<string> {
  odd = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => odd!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readAccessToken', () => {
  test.each([
    {
      name: "HiveSigner's shape",
      token: encode({ signed_message: { type: 'login', app: 'app' }, authors: ['alice'] }),
      read: { app: 'app', author: 'alice' },
    },
    { name: 'not base64url', token: 'a.b.c', read: undefined },
    { name: 'not JSON', token: Buffer.from('hello').toString('base64url'), read: undefined },
    { name: 'no signed message', token: encode({ authors: ['alice'] }), read: undefined },
    {
      name: 'no app',
      token: encode({ signed_message: { type: 'login' }, authors: ['alice'] }),
      read: undefined,
    },
    { name: 'no author', token: encode({ signed_message: { app: 'app' }, authors: [] }), read: undefined },
    { name: 'JSON null', token: encode(null), read: undefined },
  ])('$name', ({ token, read }) => {
    expect(readAccessToken(token)).toEqual(read);
  });
});

describe('whoseToken and revokeToken', () => {
  test('a token HiveSigner issued: its account; after revocation: refused', async () => {
    signer = await startStandInHiveSigner();
    const token = signer.issueToken('app', 'alice');
    expect(await whoseToken(signer.url, token)).toEqual({ ok: true, username: 'alice' });
    expect(await revokeToken(signer.url, token)).toBe(true);
    expect(await whoseToken(signer.url, token)).toMatchObject({ ok: false, code: 'hivesigner/refused' });
    expect(await revokeToken(signer.url, token)).toBe(false);
  });

  test.each([
    { name: 'a 500', status: 500, body: '{}' },
    { name: 'not JSON', status: 200, body: '<html>' },
    { name: 'no user', status: 200, body: '{"name":"alice"}' },
    { name: 'a user that is no Hive name', status: 200, body: '{"user":"Alice Liddell"}' },
    { name: 'a user in capitals', status: 200, body: '{"user":"ALICE"}' },
  ])('HiveSigner answering $name cannot confirm anything (unavailable)', async ({ status, body }) => {
    const url = await answering(status, body);
    expect(await whoseToken(url, 'token')).toMatchObject({ ok: false, code: 'hivesigner/unavailable' });
  });

  test('HiveSigner unreachable: unavailable within the timeout; revocation false', async () => {
    expect(await whoseToken('http://127.0.0.1:9', 'token', 500)).toMatchObject({
      code: 'hivesigner/unavailable',
    });
    expect(await revokeToken('http://127.0.0.1:9', 'token', 500)).toBe(false);
  });

  test('the authorize address: client_id, redirect_uri, scope login and state, encoded', () => {
    const url = new URL(authorizeUrl('https://hivesigner.com', 'app', 'https://o.example/cb?x=1&y', 's t'));
    expect(url.origin + url.pathname).toBe('https://hivesigner.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://o.example/cb?x=1&y',
      scope: 'login',
      state: 's t',
    });
  });
});

describe('HIVESIGNER_URL and HIVESIGNER_APP', () => {
  test('defaults: hivesigner.com, off', () => {
    const config = loadConfig({});
    expect(config.hivesignerUrl).toBe('https://hivesigner.com');
    expect(config.hivesignerApp).toBe('');
  });

  test('a base URL loses its trailing slash; the app account is lowercased', () => {
    const config = loadConfig({
      HIVESIGNER_URL: 'http://127.0.0.1:8080/signer/',
      HIVESIGNER_APP: ' Octoduel ',
    });
    expect(config.hivesignerUrl).toBe('http://127.0.0.1:8080/signer');
    expect(config.hivesignerApp).toBe('octoduel');
  });

  test.each([
    'hivesigner.com',
    'ftp://hivesigner.com',
    'https://hivesigner.com/?x=1',
    'https://u:p@hivesigner.com',
  ])('HIVESIGNER_URL=%s stops the server at start', (value) => {
    expect(() => loadConfig({ HIVESIGNER_URL: value })).toThrow(/HIVESIGNER_URL/);
  });
});
