import { PrivateKey } from '@hiveio/dhive';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestAccount, startStandInNode, type StandInNode } from './standInNode';

const alice = makeTestAccount('alice', 'alice password');
const bob = makeTestAccount('bob', 'bob password', { postingAccountAuths: [['downvote-tool', 1]] });

let node: StandInNode;
beforeAll(async () => {
  node = await startStandInNode({ accounts: [alice.account, bob.account] });
});
afterAll(async () => {
  await node.close();
});

const post = async (body: string, method = 'POST') => {
  const res = await fetch(node.url, { method, body: method === 'GET' ? undefined : body });
  return { status: res.status, json: (await res.json()) as unknown };
};
const rpc = (request: unknown) => post(JSON.stringify(request));

describe('makeTestAccount', () => {
  test('keys derive from the name and password like Hive master-password logins', () => {
    for (const role of ['owner', 'active', 'posting', 'memo'] as const) {
      expect(alice.keys[role]).toBe(PrivateKey.fromLogin('alice', 'alice password', role).toString());
      expect(alice.keys[role]).toMatch(/^5[1-9A-HJ-NP-Za-km-z]{50}$/);
    }
    const posting = PrivateKey.fromString(alice.keys.posting).createPublic().toString();
    expect(alice.account.posting).toEqual({
      weight_threshold: 1,
      account_auths: [],
      key_auths: [[posting, 1]],
    });
    expect(alice.account.memo_key).toBe(PrivateKey.fromString(alice.keys.memo).createPublic().toString());
    expect(posting).toMatch(/^STM[1-9A-HJ-NP-Za-km-z]{50}$/);
  });

  test('every role has its own key; the same inputs give the same keys', () => {
    expect(new Set(Object.values(alice.keys)).size).toBe(4);
    expect(makeTestAccount('alice', 'alice password').keys).toEqual(alice.keys);
    expect(makeTestAccount('alice', 'another password').keys.posting).not.toBe(alice.keys.posting);
  });

  test('an app account may hold posting authority', () => {
    expect(bob.account.posting.account_auths).toEqual([['downvote-tool', 1]]);
  });
});

describe('stand-in node', () => {
  test('condenser_api.get_accounts, as dhive sends it: known accounts, the id echoed', async () => {
    const res = await rpc({
      id: 7,
      jsonrpc: '2.0',
      method: 'condenser_api.get_accounts',
      params: [['alice', 'nobody', 'bob']],
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ jsonrpc: '2.0', id: 7, result: [alice.account, bob.account] });
  });

  test('the older call form answers the same', async () => {
    const res = await rpc({
      id: 'x',
      jsonrpc: '2.0',
      method: 'call',
      params: ['condenser_api', 'get_accounts', [['bob']]],
    });
    expect(res.json).toEqual({ jsonrpc: '2.0', id: 'x', result: [bob.account] });
  });

  test('a batch gets one answer per request', async () => {
    const res = await rpc([
      { id: 1, jsonrpc: '2.0', method: 'condenser_api.get_accounts', params: [['alice']] },
      { id: 2, jsonrpc: '2.0', method: 'condenser_api.get_content', params: ['a', 'b'] },
    ]);
    expect(res.json).toMatchObject([
      { id: 1, result: [{ name: 'alice' }] },
      { id: 2, error: { code: -32601 } },
    ]);
  });

  test('accounts can change while it runs', async () => {
    const carol = makeTestAccount('carol', 'pw').account;
    node.setAccount(carol);
    const res = await rpc({
      id: 1,
      jsonrpc: '2.0',
      method: 'condenser_api.get_accounts',
      params: [['carol']],
    });
    expect(res.json).toMatchObject({ result: [{ name: 'carol' }] });
    node.accounts.delete('carol');
  });

  test.each([
    { name: 'not JSON', body: '{"id": 1, "method":', status: 200, code: -32700, id: null },
    { name: 'an empty body', body: '', status: 200, code: -32700, id: null },
    { name: 'a number', body: '42', status: 200, code: -32600, id: null },
    { name: 'an empty batch', body: '[]', status: 200, code: -32600, id: null },
    { name: 'no method', body: '{"id":3}', status: 200, code: -32600, id: 3 },
    {
      name: 'an unknown method',
      body: '{"id":4,"method":"bridge.get_post"}',
      status: 200,
      code: -32601,
      id: 4,
    },
    {
      name: 'params not a list',
      body: '{"id":5,"method":"condenser_api.get_accounts","params":{}}',
      status: 200,
      code: -32602,
      id: 5,
    },
    {
      name: 'names not text',
      body: '{"id":6,"method":"condenser_api.get_accounts","params":[[1,2]]}',
      status: 200,
      code: -32602,
      id: 6,
    },
    { name: 'a GET', body: '', method: 'GET', status: 405, code: -32600, id: null },
  ])('$name: a JSON-RPC error, and it keeps answering', async ({ body, method, status, code, id }) => {
    const res = await post(body, method);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    const after = await rpc({
      id: 1,
      jsonrpc: '2.0',
      method: 'condenser_api.get_accounts',
      params: [['alice']],
    });
    expect(after.json).toMatchObject({ result: [{ name: 'alice' }] });
  });

  test('a body over 1 MB is refused', async () => {
    const res = await fetch(node.url, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10) }).catch(
      () => undefined,
    );
    // Either the 413 answer arrives or the connection is cut; the node keeps answering.
    if (res !== undefined) expect(res.status).toBe(413);
    const after = await rpc({
      id: 1,
      jsonrpc: '2.0',
      method: 'condenser_api.get_accounts',
      params: [['alice']],
    });
    expect(after.json).toMatchObject({ result: [{ name: 'alice' }] });
  });
});
