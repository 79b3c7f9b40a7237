// The browser's chain check (web/src/fairness/chainCheck.ts) against a real HTTP server standing in for a Hive
// node: it answers `condenser_api.get_block` with a block holding real operations built with packAnchors.
// The last describe asks the stand-in chain's own node (api/hive/standInNode.ts), holding an anchor broadcast
// through dhive and signed with the app account's posting key, as the replay page does in the demo.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, PrivateKey } from '@hiveio/dhive';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { makeTestAccount, startStandInNode } from '../api/hive/standInNode';
import { anchorEntryOf, ANCHOR_OPERATION_ID, type StoredGame } from '../engine';
import { checkOnChain, type ChainNode } from '../web/src/fairness/chainCheck';
import {
  anchorOperation,
  blockWith,
  rpcAnswer,
  TEST_ACCOUNT,
  TEST_BLOCK,
  TEST_TX,
} from '../web/src/fairness/testChain';
import { playedGame, storedGame } from '../web/src/replay/testGames';

const GAME = storedGame(playedGame(7), 'g-7');
const OTHERS = [2, 3, 4].map((seed) => storedGame(playedGame(seed), `g-${seed}`));

/** What the node answers next (status and body text), and what it was asked. */
let reply: { status: number; text: string };
const asked: { method: string | undefined; type: string | undefined; body: unknown }[] = [];
let server: Server;
let node: ChainNode;

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as unknown;
};

/** The node answers get_block with a block whose transaction TEST_TX holds `operations`. */
const serveBlock = (operations: readonly unknown[]) => {
  reply = { status: 200, text: JSON.stringify(rpcAnswer(blockWith(operations))) };
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      asked.push({ method: req.method, type: req.headers['content-type'], body });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node = { rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, account: TEST_ACCOUNT };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

const PLACE = { txId: TEST_TX, block: TEST_BLOCK };
/** The stored game as GET /api/games/:gameId serves it: with its `anchor`, through JSON. */
const served = (game: StoredGame) =>
  JSON.parse(JSON.stringify({ ...game, anchor: { state: 'irreversible', ...PLACE } })) as unknown;

describe('checkOnChain against a node over HTTP', () => {
  test('finds the game among others in a real operation and matches it; asks get_block as JSON-RPC 2.0', async () => {
    serveBlock([anchorOperation([...OTHERS, GAME].map(anchorEntryOf))]);
    expect(await checkOnChain(served(GAME), PLACE, node)).toEqual({
      kind: 'match',
      time: '2026-01-02T10:05:03',
    });
    expect(asked).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_block', params: [TEST_BLOCK] },
      },
    ]);
  });

  test('a record altered after anchoring: the first differing field is named', async () => {
    serveBlock([anchorOperation([anchorEntryOf(GAME)])]);
    const swapped = { ...GAME, players: { A: GAME.players.B, B: GAME.players.A } };
    const outcome = await checkOnChain(served(swapped), PLACE, node);
    expect(outcome).toMatchObject({
      kind: 'mismatch',
      check: { field: 'a', what: "seat A's player", stored: 'bob', anchored: 'ann' },
    });
    const edited = { ...GAME, log: GAME.log.slice(0, -1) };
    expect(await checkOnChain(served(edited), PLACE, node)).toMatchObject({
      kind: 'mismatch',
      check: { field: 'h', what: "the record's SHA-256" },
    });
  });

  test('display names are not anchored: renaming a player keeps the match', async () => {
    serveBlock([anchorOperation([anchorEntryOf(GAME)])]);
    const renamed = { ...GAME, players: { ...GAME.players, A: { ...GAME.players.A, name: 'Anne' } } };
    expect(await checkOnChain(served(renamed), PLACE, node)).toMatchObject({ kind: 'match' });
  });

  test('the first anchor of the game in the transaction counts, and only operations the app account signed', async () => {
    const forged = { ...anchorEntryOf(GAME), w: 'none' as const };
    serveBlock([
      anchorOperation([anchorEntryOf(GAME)], 'mallory'),
      anchorOperation([forged]),
      anchorOperation([anchorEntryOf(GAME)]),
    ]);
    expect(await checkOnChain(served(GAME), PLACE, node)).toMatchObject({
      kind: 'mismatch',
      check: { field: 'w', anchored: 'none' },
    });
    serveBlock([anchorOperation([anchorEntryOf(GAME)], 'mallory'), anchorOperation([anchorEntryOf(GAME)])]);
    expect(await checkOnChain(served(GAME), PLACE, node)).toMatchObject({ kind: 'match' });
  });

  test.each<[string, () => readonly unknown[], string]>([
    [
      'no octoduel operation',
      () => [anchorOperation([anchorEntryOf(GAME)], TEST_ACCOUNT, 'other')],
      'its transaction holds no octoduel operation',
    ],
    [
      'another account signed it',
      () => [anchorOperation([anchorEntryOf(GAME)], 'mallory')],
      `its octoduel operation is not signed by @${TEST_ACCOUNT}`,
    ],
    [
      'the operation holds other games only',
      () => [anchorOperation(OTHERS.map(anchorEntryOf))],
      'its octoduel operation holds no anchor of this game',
    ],
    [
      'the operation is not an anchor',
      () => [
        [
          'custom_json',
          {
            required_auths: [],
            required_posting_auths: [TEST_ACCOUNT],
            id: ANCHOR_OPERATION_ID,
            json: '{"v":9}',
          },
        ],
      ],
      'its octoduel operation holds no anchor of this game',
    ],
  ])('missing: %s', async (_name, operations, reason) => {
    serveBlock(operations());
    expect(await checkOnChain(served(GAME), PLACE, node)).toEqual({ kind: 'missing', reason });
  });

  test.each<[string, { status: number; text: string }, string]>([
    ['an HTML error page', { status: 502, text: '<html>Bad gateway</html>' }, 'the Hive node answered 502'],
    ['not JSON', { status: 200, text: '<html>hi</html>' }, 'the Hive node’s answer is not JSON'],
    [
      'a JSON-RPC error',
      {
        status: 200,
        text: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Bad block' } }),
      },
      'the Hive node answered an error: Bad block',
    ],
    [
      'an unknown block',
      { status: 200, text: JSON.stringify(rpcAnswer(null)) },
      `the Hive node does not know block ${TEST_BLOCK} yet`,
    ],
  ])('unreachable: %s', async (_name, answer, reason) => {
    reply = answer;
    expect(await checkOnChain(served(GAME), PLACE, node)).toEqual({ kind: 'unreachable', reason });
  });

  test('a node that refuses the connection is unreachable, never a throw', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkOnChain(served(GAME), PLACE, { ...node, rpcUrl: `http://127.0.0.1:${port}/` })).toEqual(
      {
        kind: 'unreachable',
        reason: 'the Hive node cannot be reached',
      },
    );
  });

  test('an unreadable stored game, or no account or transaction named, is said without asking the node', async () => {
    expect(await checkOnChain({ gameId: 'x' }, PLACE, node)).toMatchObject({ kind: 'unreadable' });
    expect(await checkOnChain(served(GAME), PLACE, { ...node, account: null })).toEqual({
      kind: 'missing',
      reason: 'the server names no Hive account',
    });
    expect(await checkOnChain(served(GAME), { ...PLACE, txId: null }, node)).toEqual({
      kind: 'missing',
      reason: 'the server names no transaction',
    });
    expect(asked).toEqual([]);
  });
});

describe('checkOnChain against the stand-in chain’s node', () => {
  test('an anchor broadcast with the app account’s posting key: get_block from the node, matched; altered, named', async () => {
    const app = makeTestAccount('octoduel-check', 'octoduel check password');
    const standIn = await startStandInNode({
      accounts: [app.account],
      chainOptions: { blockMs: 0, irreversibleLag: 2 },
    });
    try {
      const client = new Client(standIn.url, { timeout: 2000, failoverThreshold: 1 });
      const operation = anchorOperation([...OTHERS, GAME].map(anchorEntryOf), app.account.name);
      const sent = await client.broadcast.sendOperations(
        [[operation[0], { ...operation[1] }]],
        PrivateKey.fromString(app.keys.posting),
      );
      const block = standIn.chain.produceBlock();
      const place = { txId: sent.id, block: block.num };
      const chainNode = { rpcUrl: standIn.url, account: app.account.name };
      const servedHere = (game: StoredGame) =>
        JSON.parse(JSON.stringify({ ...game, anchor: { state: 'published', ...place } })) as unknown;
      expect(await checkOnChain(servedHere(GAME), place, chainNode)).toEqual({
        kind: 'match',
        time: block.timestamp,
      });
      expect(
        await checkOnChain(
          servedHere({ ...GAME, result: { ...GAME.result, reason: 'forfeit' } }),
          place,
          chainNode,
        ),
      ).toMatchObject({ kind: 'mismatch', check: { field: 'r', stored: 'forfeit' } });
      expect(await checkOnChain(servedHere(GAME), { ...place, block: block.num + 5 }, chainNode)).toEqual({
        kind: 'unreachable',
        reason: `the Hive node does not know block ${block.num + 5} yet`,
      });
    } finally {
      await standIn.close();
    }
  });
});
