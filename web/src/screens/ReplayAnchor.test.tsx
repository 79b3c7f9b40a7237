import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { anchorEntryOf, type AnchorEntry, type StoredGame } from '../../../engine';
import type { GameAnchor } from '../../../contract/http';
import {
  anchorOperation,
  blockWith,
  rpcAnswer,
  TEST_ACCOUNT,
  TEST_BLOCK,
  TEST_TX,
} from '../fairness/testChain';
import { playedGame, storedGame } from '../replay/testGames';
import { ANCHOR_POLL_MS } from '../replay/useAnchorUpdates';
import { fakeApi, type Answer, type FakeApi } from '../signin/testApi';
import { makeQueryClient } from '../net/queryClient';
import Replay from './Replay';

const GAME = storedGame(playedGame(7));
const RPC = 'https://node.test/rpc';
const CHAIN = {
  anchoring: true,
  account: TEST_ACCOUNT,
  rpcUrl: RPC,
  explorerUrl: 'https://explorer.test/b/{block}/tx/{tx}',
};
const IRREVERSIBLE: GameAnchor = { state: 'irreversible', txId: TEST_TX, block: TEST_BLOCK };
let server: FakeApi;

beforeEach(() => {
  server = fakeApi();
  server.on('GET /v1/setting/setg', { body: {} });
  server.on('GET /v1/setting/opacity', { body: {} });
  server.on('GET /api/chain', { body: CHAIN });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The node answers get_block for TEST_BLOCK with `answer` (a block holding the game's real anchor by default). */
function node(answer: Answer = { body: rpcAnswer(blockWith([anchorOperation([anchorEntryOf(GAME)])])) }) {
  server.on(`POST ${RPC}`, answer);
}

/** Opens the replay of `game` as the server serves it with `anchor` (left out when undefined: an older server). */
async function open(anchor: GameAnchor | undefined, game: StoredGame = GAME) {
  server.on(`GET /api/games/${game.gameId}`, { body: anchor === undefined ? game : { ...game, anchor } });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={[`/replay/${game.gameId}`]}>
        <Routes>
          <Route path="/replay/:gameId" element={<Replay />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('slider', { name: 'Step' });
}

const rpcCalls = () => server.calls.filter((c) => c.path === RPC);
const otherWinner = GAME.result.winner === 'A' ? 'B' : 'A';

test('an irreversible anchor: "On Hive: block N" links to the explorer, and the browser checks it: a match', async () => {
  node();
  await open(IRREVERSIBLE);
  expect(await screen.findByText('Matches its anchor on Hive ✓')).toBeTruthy();
  const link = screen.getByRole('link', { name: `block ${TEST_BLOCK}` });
  expect(link.getAttribute('href')).toBe(`https://explorer.test/b/${TEST_BLOCK}/tx/${TEST_TX}`);
  expect(link.closest('p')?.textContent).toBe(`On Hive: block ${TEST_BLOCK}`);
  // The block's time, and the node the check trusted, are said.
  expect(screen.getByText(/block time/).textContent).toBe(
    ' · block time 2026-01-02 10:05:03 UTC · read from node.test',
  );
  // The block is read from the node GET /api/chain names, with exactly the JSON-RPC call of the contract.
  expect(rpcCalls()).toEqual([
    {
      method: 'POST',
      path: RPC,
      body: { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_block', params: [TEST_BLOCK] },
    },
  ]);
});

test('a result changed after anchoring is named: the winner here and on the chain', async () => {
  const anchored: AnchorEntry = { ...anchorEntryOf(GAME), w: otherWinner };
  node({ body: rpcAnswer(blockWith([anchorOperation([anchored])])) });
  await open(IRREVERSIBLE);
  const alert = await screen.findByText(/^Does not match its anchor on Hive/);
  expect(alert.textContent).toBe(
    `Does not match its anchor on Hive: the winner is ${GAME.result.winner} here, ${otherWinner} on the chain.`,
  );
  expect(screen.queryByText('Matches its anchor on Hive ✓')).toBeNull();
});

test('any other change to the record is named as its SHA-256, shortened', async () => {
  node();
  const altered = { ...GAME, endedAt: GAME.endedAt + 1000 };
  await open(IRREVERSIBLE, altered);
  const line = await screen.findByText(/^Does not match its anchor on Hive/);
  expect(line.textContent).toMatch(
    /^Does not match its anchor on Hive: the record's SHA-256 is [0-9a-f]{12}… here, [0-9a-f]{12}… on the chain\.$/,
  );
});

test('the anchor must be signed by the app account GET /api/chain names', async () => {
  node({ body: rpcAnswer(blockWith([anchorOperation([anchorEntryOf(GAME)], 'mallory')])) });
  await open(IRREVERSIBLE);
  expect((await screen.findByText(/^Its anchor is not on Hive where the server says/)).textContent).toBe(
    `Its anchor is not on Hive where the server says: its octoduel operation is not signed by @${TEST_ACCOUNT}.`,
  );
});

test('a transaction the block does not hold is named', async () => {
  node({ body: rpcAnswer(blockWith([anchorOperation([anchorEntryOf(GAME)])], 'other-tx')) });
  await open(IRREVERSIBLE);
  expect((await screen.findByText(/^Its anchor is not on Hive where the server says/)).textContent).toBe(
    `Its anchor is not on Hive where the server says: block ${TEST_BLOCK} holds no transaction ${TEST_TX}.`,
  );
});

test.each<[string, Answer, string]>([
  ['the node cannot be reached', 'network-error', 'the Hive node cannot be reached'],
  ['the node answers 502', { status: 502, body: {} }, 'the Hive node answered 502'],
  [
    'the node answers a JSON-RPC error',
    { body: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'busy' } } },
    'the Hive node answered an error: busy',
  ],
  [
    'the node does not know the block',
    { body: rpcAnswer(null) },
    `the Hive node does not know block ${TEST_BLOCK} yet`,
  ],
])('%s: a calm line, the replay still shown', async (_name, answer, reason) => {
  node(answer);
  await open(IRREVERSIBLE);
  const line = await screen.findByText(/^Cannot check it on Hive now/);
  expect(line.textContent).toBe(`Cannot check it on Hive now: ${reason}.`);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Verified ✓')).toBeTruthy();
});

test('a published anchor with its block is checked and says it is not irreversible yet', async () => {
  node();
  await open({ state: 'published', txId: TEST_TX, block: TEST_BLOCK });
  expect(await screen.findByText('Matches its anchor on Hive ✓')).toBeTruthy();
  expect(screen.getByText('(not irreversible yet)')).toBeTruthy();
});

test.each<[string, GameAnchor]>([
  ['queued', { state: 'queued', txId: null, block: null }],
  ['published without a block', { state: 'published', txId: TEST_TX, block: null }],
])('%s: "Waiting to be anchored on Hive", no node asked', async (_name, anchor) => {
  await open(anchor);
  expect(screen.getByText('Waiting to be anchored on Hive.')).toBeTruthy();
  expect(rpcCalls()).toEqual([]);
});

test('failed: a calm line', async () => {
  await open({ state: 'failed', txId: null, block: null });
  expect(
    screen.getByText(
      'Not anchored on Hive: publishing its anchor failed. The check above does not depend on it.',
    ),
  ).toBeTruthy();
  expect(rpcCalls()).toEqual([]);
});

test('off: says why (anchoring off, an older server, a game not counted, or before anchoring began)', async () => {
  const off: GameAnchor = { state: 'off', txId: null, block: null };
  await open(off);
  expect(
    await screen.findByText('Not anchored on Hive: only counted games recorded since anchoring began are.'),
  ).toBeTruthy();
  cleanup();
  server.on('GET /api/chain', { body: { ...CHAIN, anchoring: false } });
  await open(off);
  expect(await screen.findByText('Not anchored on Hive: anchoring is off on this server.')).toBeTruthy();
  cleanup();
  // An older server: no `anchor` in the game, no GET /api/chain.
  server.on('GET /api/chain', { status: 404, body: { message: 'Not found' } });
  await open(undefined);
  expect(await screen.findByText('Not anchored on Hive: anchoring is off on this server.')).toBeTruthy();
  cleanup();
  server.on('GET /api/chain', { body: CHAIN });
  await open(off, storedGame(playedGame(7, 'h2a0'), 'g-private'));
  expect(
    await screen.findByText(
      'Not anchored on Hive: only counted games (public games and games against the AI) are.',
    ),
  ).toBeTruthy();
  expect(rpcCalls()).toEqual([]);
});

test('an explorer address that is not http(s) gives no link; the check still runs', async () => {
  node();
  server.on('GET /api/chain', { body: { ...CHAIN, explorerUrl: 'javascript:alert({block})' } });
  await open(IRREVERSIBLE);
  expect(await screen.findByText('Matches its anchor on Hive ✓')).toBeTruthy();
  expect(screen.queryByRole('link', { name: `block ${TEST_BLOCK}` })).toBeNull();
  expect(screen.getByText(`On Hive: block ${TEST_BLOCK}`)).toBeTruthy();
});

test.each<[string, Answer]>([
  ['unreachable', 'network-error'],
  ['answering something else', { body: { anchoring: true } }],
])(
  'GET /api/chain %s: the block is still shown, and the page says it cannot check',
  async (_name, answer) => {
    server.on('GET /api/chain', answer);
    await open(IRREVERSIBLE);
    expect(
      await screen.findByText('Cannot check it on Hive now: the server did not say which Hive node to ask.'),
    ).toBeTruthy();
    expect(screen.getByText(`On Hive: block ${TEST_BLOCK}`)).toBeTruthy();
    expect(rpcCalls()).toEqual([]);
  },
);

test('Check again asks the node again after it could not be reached', async () => {
  node('network-error');
  await open(IRREVERSIBLE);
  await screen.findByText(/^Cannot check it on Hive now/);
  node();
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByText('Matches its anchor on Hive ✓')).toBeTruthy();
  expect(rpcCalls()).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
});

test('Download JSON saves the stored game without its anchor (where it stands changes after the game)', async () => {
  node();
  await open(IRREVERSIBLE);
  let saved: Blob | undefined;
  // jsdom has no object URLs: stand-ins for this test only.
  const urls = URL as unknown as Record<string, unknown>;
  urls.createObjectURL = (b: Blob) => ((saved = b), 'blob:x');
  urls.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
  expect(JSON.parse(await saved!.text())).toEqual(JSON.parse(JSON.stringify(GAME)));
});

/** Lets the replay's next ask for the anchor happen (fake timers that also run with real time, so the page's own waits go on). */
async function nextAsk() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ANCHOR_POLL_MS);
  });
}

test('a waiting anchor is asked for again: queued, then published in a block, then irreversible, without a reload', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  node();
  await open({ state: 'queued', txId: null, block: null });
  expect(screen.getByText('Waiting to be anchored on Hive.')).toBeTruthy();
  const asks = () => server.calls.filter((c) => c.path === `/api/games/${GAME.gameId}`).length;
  const serve = (anchor: GameAnchor) => {
    server.on(`GET /api/games/${GAME.gameId}`, { body: { ...GAME, anchor } });
  };
  await nextAsk();
  expect(asks()).toBe(2);
  expect(screen.getByText('Waiting to be anchored on Hive.')).toBeTruthy();
  serve({ state: 'published', txId: TEST_TX, block: TEST_BLOCK });
  await nextAsk();
  expect(await screen.findByText('Matches its anchor on Hive ✓')).toBeTruthy();
  expect(screen.getByText('(not irreversible yet)')).toBeTruthy();
  serve(IRREVERSIBLE);
  await nextAsk();
  await vi.waitFor(() => {
    expect(screen.queryByText('(not irreversible yet)')).toBeNull();
  });
  expect(screen.getByText('Matches its anchor on Hive ✓')).toBeTruthy();
  // Irreversible: nothing more to ask.
  const before = asks();
  await nextAsk();
  expect(asks()).toBe(before);
  expect(rpcCalls()).toHaveLength(1);
});
