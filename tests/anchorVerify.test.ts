// Issue 28 end to end, in-process: a game recorded with anchoring on -> published by the publisher on the
// stand-in chain (real HTTP, real signatures) -> `npm run verify -- <id> --chain` checks it from the chain, also
// with nothing of ours running; a record altered in the database afterwards -> the first mismatch named.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameAnchor } from '../contract/http';
import { main } from '../api/cli/verify';
import { enableAnchoring, gameAnchor } from '../api/db/anchors';
import { recordResult } from '../api/db/results';
import type { StandInNode } from '../api/hive/standInNode';
import { APP, fakeClock, nextBlock, startTestChain, testPublisher } from './kits/anchorKit';
import { finishedAiGame } from './kits/storedGames';
import { startTestApi, type TestApi } from './kits/testHarness';

let api: TestApi;
let node: StandInNode;
let url = '';
let dir = '';
let anchor: GameAnchor;
const clock = fakeClock();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octoduel-anchor-'));
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  node = await startTestChain(clock);
  const k = api.ctx.db.kysely;
  enableAnchoring(k);
  for (const [id, seed] of [
    ['chain-game', 5],
    ['tampered-reason', 6],
    ['tampered-start', 7],
  ] as const)
    await recordResult(k, finishedAiGame(id, seed));
  const publisher = testPublisher(k, node, clock);
  for (let n = 0; n < 4; n++) {
    await publisher.round();
    nextBlock(node, clock);
  }
  anchor = await gameAnchor(k, 'chain-game');
});
afterAll(async () => {
  await node.close();
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

async function verify(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: { OCTODUEL_URL: url, HIVE_RPC_URL: node.url, HIVE_APP_ACCOUNT: APP.account.name, ...env },
  });
  return { out: out.join('\n'), err: err.join('\n'), code };
}

describe('npm run verify -- <gameId> --chain', () => {
  test('the published game is irreversible, and its record matches its anchor on chain', async () => {
    expect(anchor).toMatchObject({ state: 'irreversible' });
    const { out, code } = await verify(['chain-game', '--chain']);
    expect(out).toContain('Verified ✓ chain-game');
    expect(out).toContain(
      `On chain ✓ chain-game: the record matches its anchor by @octoduel-app in block ${anchor.block}, transaction ${anchor.txId} (irreversible).`,
    );
    expect(code).toBe(0);
  });

  test('from the chain alone: a saved record, the transaction and block named, our server gone', async () => {
    const served = (await (await fetch(`${url}/api/games/chain-game`)).json()) as unknown;
    const { anchor: _anchor, ...record } = served as { anchor: unknown };
    const file = join(dir, 'chain-game.json');
    await writeFile(file, JSON.stringify(record));
    const args = [file, '--chain', '--tx', anchor.txId!, '--block', String(anchor.block)];
    const { out, code } = await verify(args, { OCTODUEL_URL: 'http://127.0.0.1:9' });
    expect(out).toContain('On chain ✓ chain-game');
    expect(code).toBe(0);
  });

  test.each([
    {
      id: 'tampered-reason',
      change: { reason: 'forfeit' },
      named: 'the reason differs from the anchor',
    },
    {
      id: 'tampered-start',
      change: { started_at: 999 },
      named: "the record's SHA-256 differs from the anchor",
    },
  ])('a record altered in the database after anchoring: $named (exit 1)', async ({ id, change, named }) => {
    expect((await verify([id, '--chain'])).code).toBe(0);
    await api.ctx.db.kysely.updateTable('games').set(change).where('id', '=', id).execute();
    const { out, code } = await verify([id, '--chain']);
    expect(out).toContain(`NOT verified on chain ${id}: ${named}`);
    expect(code).toBe(1);
  });

  test('another account than the app account: not found (exit 1); no account named: exit 2', async () => {
    const other = await verify(['chain-game', '--chain', '--account', 'mallory']);
    expect(other.out).toContain('NOT on chain chain-game: its octoduel operation is not signed by @mallory');
    expect(other.code).toBe(1);
    const none = await verify(['chain-game', '--chain'], { HIVE_APP_ACCOUNT: '' });
    expect(none.err).toContain('--chain needs the app account');
    expect(none.code).toBe(2);
  });

  test('a game not anchored: exit 1, saying so; the node unreachable: exit 2', async () => {
    await recordResult(api.ctx.db.kysely, finishedAiGame('private', 8, 'h0a2'));
    const off = await verify(['private', '--chain']);
    expect(off.out).toContain('NOT on chain private: it has no transaction and block yet (anchor: off)');
    expect(off.code).toBe(1);
    const down = await verify(['chain-game', '--chain'], { HIVE_RPC_URL: 'http://127.0.0.1:9' });
    expect(down.err).toContain('cannot read block');
    expect(down.code).toBe(2);
  });
});
