// The stand-in HiveSigner (issue 37) behaves as HiveSigner does where the product relies on it: the authorize page
// sends a person back only to the app's registered Redirect URI, with a token, its lifetime, the account and the
// state (or an error when they cancel); /api/me answers only for tokens it issued and has not revoked.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startStandInHiveSigner, type StandInHiveSigner } from './standInHiveSigner';

const CALLBACK = 'https://octoduel.example/v1/api/hivesigner/callback';

let signer: StandInHiveSigner;
beforeEach(async () => {
  signer = await startStandInHiveSigner({
    accounts: ['alice'],
    apps: { 'octoduel-app': [CALLBACK] },
    tokenSeconds: 60,
  });
});
afterEach(async () => {
  await signer.close();
});

const authorize = (query: Record<string, string>) =>
  fetch(`${signer.url}/oauth2/authorize?${new URLSearchParams(query).toString()}`);

const decide = (fields: Record<string, string>) =>
  fetch(`${signer.url}/oauth2/authorize`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

const ASK = { client_id: 'octoduel-app', redirect_uri: CALLBACK, scope: 'login', state: 'st<ate>' };

describe('the authorize page', () => {
  test('names the app and the scope, says it is a stand-in, and offers Approve and Cancel', async () => {
    const res = await authorize(ASK);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('@octoduel-app');
    expect(html).toContain('not hivesigner.com');
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('value="st&#60;ate&#62;"');
  });

  test.each([
    { name: 'an unknown app', query: { ...ASK, client_id: 'nobody' }, says: 'No app @nobody' },
    {
      name: 'another redirect_uri',
      query: { ...ASK, redirect_uri: 'https://evil.example/cb' },
      says: 'not one of',
    },
  ])('$name: 400, no form', async ({ query, says }) => {
    const res = await authorize(query);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(says);
    expect(html).not.toContain('<form');
    const posted = await decide({ ...query, username: 'alice', decision: 'approve' });
    expect(posted.status).toBe(400);
  });

  test('Approve as alice: back to the callback with a token, expires_in, username and state', async () => {
    const res = await decide({ ...ASK, username: '@Alice', decision: 'approve' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('username')).toBe('alice');
    expect(back.searchParams.get('expires_in')).toBe('60');
    expect(back.searchParams.get('state')).toBe('st<ate>');
    const me = await fetch(`${signer.url}/api/me`, {
      headers: { authorization: back.searchParams.get('access_token')! },
    });
    expect(await me.json()).toMatchObject({ user: 'alice', name: 'alice', scope: ['login'] });
  });

  test('Cancel: back with error=access_denied and the state, no token', async () => {
    const res = await decide({ ...ASK, decision: 'deny' });
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st<ate>');
    expect(back.searchParams.has('access_token')).toBe(false);
  });

  test('an account it does not hold: 400 and the page again', async () => {
    const res = await decide({ ...ASK, username: 'mallory', decision: 'approve' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('No account @mallory here.');
  });
});

describe('/api/me and revocation', () => {
  test('a token it never issued, and a revoked one, are refused with 401', async () => {
    const forged = Buffer.from(
      JSON.stringify({ signed_message: { type: 'login', app: 'octoduel-app' }, authors: ['alice'] }),
    ).toString('base64url');
    expect((await fetch(`${signer.url}/api/me`, { headers: { authorization: forged } })).status).toBe(401);
    expect((await fetch(`${signer.url}/api/me`)).status).toBe(401);
    const token = signer.issueToken('octoduel-app', 'alice');
    expect((await fetch(`${signer.url}/api/me?access_token=${token}`)).status).toBe(200);
    const revoked = await fetch(`${signer.url}/api/oauth2/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await revoked.json()).toEqual({ success: true });
    expect(signer.isRevoked(token)).toBe(true);
    expect((await fetch(`${signer.url}/api/me`, { headers: { authorization: token } })).status).toBe(401);
    expect(signer.calls.map((c) => c.path)).toEqual([
      '/api/me',
      '/api/me',
      '/api/me',
      '/api/oauth2/token/revoke',
      '/api/me',
    ]);
  });
});
