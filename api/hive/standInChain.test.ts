import { Client, PrivateKey, type Operation } from '@hiveio/dhive';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestAccount, startStandInNode, type StandInNode } from './standInNode';

const app = makeTestAccount('octoduel-app', 'app password');
const mallory = makeTestAccount('mallory', 'mallory password');

let node: StandInNode;
let client: Client;
beforeAll(async () => {
  // Blocks only when a test makes one.
  node = await startStandInNode({
    accounts: [app.account, mallory.account],
    chainOptions: { blockMs: 0, irreversibleLag: 2 },
  });
  client = new Client(node.url, { timeout: 2000, failoverThreshold: 1 });
});
afterAll(async () => {
  await node.close();
});

const custom = (json: string, account = 'octoduel-app', id = 'octoduel'): Operation => [
  'custom_json',
  { required_auths: [], required_posting_auths: [account], id, json },
];
const postingKey = (keys: { posting: string }) => PrivateKey.fromString(keys.posting);

describe('stand-in chain over HTTP, with dhive', () => {
  test('a custom_json signed by the posting key goes into the next block, found by its id', async () => {
    const sent = await client.broadcast.sendOperations([custom('{"v":1,"g":[]}')], postingKey(app.keys));
    expect(sent.id).toMatch(/^[0-9a-f]{40}$/);
    const block = node.chain.produceBlock();
    const read = (await client.database.call('get_block', [block.num])) as {
      transaction_ids: string[];
      transactions: { operations: Operation[] }[];
    };
    const k = read.transaction_ids.indexOf(sent.id);
    expect(k).toBeGreaterThanOrEqual(0);
    expect(read.transactions[k]!.operations[0]).toEqual(custom('{"v":1,"g":[]}'));
    node.chain.produceBlock();
    node.chain.produceBlock();
    const props = await client.database.getDynamicGlobalProperties();
    expect(props.head_block_number).toBe(block.num + 2);
    expect(props.last_irreversible_block_num).toBe(block.num);
  });

  test.each([
    { name: 'a forged signature (another key)', ops: [custom('{}')], key: postingKey(mallory.keys) },
    {
      name: 'the active key, not the posting key',
      ops: [custom('{}')],
      key: PrivateKey.fromString(app.keys.active),
    },
    { name: 'a foreign account', ops: [custom('{}', 'someone-else')], key: postingKey(app.keys) },
    { name: 'a json over 8,192 bytes', ops: [custom(`"${'x'.repeat(8191)}"`)], key: postingKey(app.keys) },
    {
      name: 'an id over 32 characters',
      ops: [custom('{}', 'octoduel-app', 'x'.repeat(33))],
      key: postingKey(app.keys),
    },
    {
      name: 'six custom operations at once',
      ops: Array.from({ length: 6 }, (_, n) => custom(`${n}`)),
      key: postingKey(app.keys),
    },
  ])('$name is refused, and nothing reaches a block', async ({ ops, key }) => {
    await expect(client.broadcast.sendOperations(ops, key)).rejects.toThrow();
    expect(node.chain.produceBlock().transactions).toEqual([]);
  });

  test('five custom operations per account per block: the sixth waits for the next block', async () => {
    const key = postingKey(app.keys);
    await client.broadcast.sendOperations(
      [1, 2, 3].map((n) => custom(`${n}`)),
      key,
    );
    await client.broadcast.sendOperations(
      [4, 5].map((n) => custom(`${n}`)),
      key,
    );
    await expect(client.broadcast.sendOperations([custom('6')], key)).rejects.toThrow(/already submitted 5/);
    expect(node.chain.produceBlock().transactions).toHaveLength(2);
    await client.broadcast.sendOperations([custom('6')], key);
    expect(node.chain.produceBlock().transactions).toHaveLength(1);
  });

  test('the same signed transaction twice is a duplicate; an expired one is refused', async () => {
    const props = await client.database.getDynamicGlobalProperties();
    const tx = {
      ref_block_num: props.head_block_number & 0xffff,
      ref_block_prefix: Buffer.from(props.head_block_id, 'hex').readUInt32LE(4),
      expiration: new Date(new Date(`${props.time}Z`).getTime() + 60_000).toISOString().slice(0, -5),
      operations: [custom('"dup"')],
      extensions: [],
    };
    const signed = client.broadcast.sign(tx, postingKey(app.keys));
    await client.broadcast.send(signed);
    await expect(client.broadcast.send(signed)).rejects.toThrow(/Duplicate/);
    node.chain.produceBlock();
    await expect(client.broadcast.send(signed)).rejects.toThrow(/Duplicate/);
    const old = client.broadcast.sign(
      { ...tx, expiration: new Date(new Date(`${props.time}Z`).getTime() - 1000).toISOString().slice(0, -5) },
      postingKey(app.keys),
    );
    await expect(client.broadcast.send(old)).rejects.toThrow(/expiration/);
  });

  test('any page may read it (CORS, as public nodes allow): the preflight and the answer say so', async () => {
    const preflight = await fetch(node.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://site.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const res = await fetch(node.url, {
      method: 'POST',
      body: JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'condenser_api.get_block', params: [1] }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ result: { block_id: node.chain.blocks[0]!.id } });
  });
});
