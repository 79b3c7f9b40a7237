import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ChainUnavailableError } from './chain';
import { createHiveNode } from './hiveNode';
import { makeTestAccount, startStandInNode, type StandInNode } from './standInNode';

/** Nothing listens on port 9 (discard) here: connections are refused. */
const REFUSING = 'http://127.0.0.1:9';

const alice = makeTestAccount('alice', 'pw');
let node: StandInNode;
let hanging: Server;
let hangingUrl: string;
let failing: Server;
let failingUrl: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  node = await startStandInNode({ accounts: [alice.account] });
  // Accepts connections and never answers.
  hanging = createServer(() => undefined);
  hangingUrl = await listen(hanging);
  // Answers every call with an RPC error.
  failing = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: -32603, message: 'internal' } }));
  });
  failingUrl = await listen(failing);
});
afterAll(async () => {
  await node.close();
  hanging.closeAllConnections();
  failing.closeAllConnections();
  await new Promise((r) => hanging.close(r));
  await new Promise((r) => failing.close(r));
});

async function timed<T>(work: () => Promise<T>): Promise<{ error: unknown; ms: number }> {
  const start = performance.now();
  try {
    await work();
    return { error: undefined, ms: performance.now() - start };
  } catch (error) {
    return { error, ms: performance.now() - start };
  }
}

describe('createHiveNode', () => {
  test('a working node answers with the accounts it has', async () => {
    const chain = createHiveNode([node.url], { timeoutMs: 2000 });
    expect(await chain.getAccounts(['alice'])).toEqual([alice.account]);
    expect(await chain.getAccounts(['nobody'])).toEqual([]);
    expect(await chain.getAccounts([])).toEqual([]);
  });

  test.each([
    { name: 'a refusing node', urls: () => [REFUSING] },
    { name: 'a node that never answers', urls: () => [hangingUrl] },
    { name: 'a node answering an RPC error', urls: () => [failingUrl] },
    { name: 'two refusing nodes', urls: () => [REFUSING, 'http://127.0.0.1:7'] },
  ])('$name: ChainUnavailableError within the timeout', async ({ urls }) => {
    const chain = createHiveNode(urls(), { timeoutMs: 500 });
    const { error, ms } = await timed(() => chain.getAccounts(['alice']));
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect((error as Error).message).toMatch(/cannot be reached/);
    expect(ms).toBeLessThan(1500);
  });

  test('fails over from a dead node to a working one', async () => {
    const chain = createHiveNode([REFUSING, node.url], { timeoutMs: 2000 });
    expect(await chain.getAccounts(['alice'])).toEqual([alice.account]);
  });

  test('needs at least one node', () => {
    expect(() => createHiveNode([])).toThrow(/at least one/);
  });
});
