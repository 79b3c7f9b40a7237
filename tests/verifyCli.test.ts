// `npm run verify -- <gameId|file>`: on stored games written to a temp dir, and on a game id against a real API
// server listening on a port. The script's `main` runs in-process; one test runs the npm script as a person
// does (a real `tsx` process), the only CLI test that starts one.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resultNotation, type StoredGame } from '../engine';
import { testSecretSeed } from '../engine/testHelpers';
import { main } from '../api/cli/verify';
import { recordResult } from '../api/db/results';
import { finishedAiGame, storedGameOf } from './kits/storedGames';
import { startTestApi, type TestApi } from './kits/testHarness';

const run = promisify(execFile);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octoduel-verify-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the verify script's `main` with `arg` (and the environment): its output and exit code. */
async function verify(arg: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([arg], {
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
    env,
  });
  return { stdout: out.join(''), stderr: err.join(''), code };
}

/** Writes `content` (a stored game, or raw text) to a file: its path. */
async function gameFile(content: StoredGame | string) {
  const file = join(dir, `game-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

/** Writes `content` to a file and runs the script on it. */
async function verifyFile(content: StoredGame | string) {
  return verify(await gameFile(content));
}

const game = storedGameOf(finishedAiGame('cli-game-1', 3));

describe('npm run verify on a file', () => {
  test('the npm script, run as a person runs it, verifies an untouched game (exit code 0)', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'verify', '--', await gameFile(game)]);
    expect(stdout.trim()).toBe(
      `Verified ✓ cli-game-1: seed, ${game.picks!.length} commitments and the result ${resultNotation(game.result)} all match.`,
    );
  });

  test('an untouched game verifies, exit code 0', async () => {
    const out = await verifyFile(game);
    expect(out.code).toBe(0);
    expect(out.stdout.trim()).toBe(
      `Verified ✓ cli-game-1: seed, ${game.picks!.length} commitments and the result ${resultNotation(game.result)} all match.`,
    );
  });

  test('a changed nonce names that pick; a changed seed names the seed; exit code 1', async () => {
    const picks = game.picks!.map((p, i) => (i === 2 ? { ...p, nonce: 'forged' } : p));
    const nonce = await verifyFile({ ...game, picks });
    expect(nonce.code).toBe(1);
    expect(nonce.stdout).toContain(
      'NOT verified cli-game-1: place of A: The revealed place of A and its nonce do not match its commitment.',
    );
    const seed = await verifyFile({ ...game, seed: testSecretSeed(4) });
    expect(seed.code).toBe(1);
    expect(seed.stdout).toContain('NOT verified cli-game-1: seed: ');
  });

  test('a game stored before secret seeds (a 31-bit seed) still verifies', async () => {
    const legacy = JSON.parse(
      await readFile(new URL('./fixtures/legacySeedGames.json', import.meta.url), 'utf8'),
    ) as StoredGame[];
    const old = legacy.find((g) => g.mode === 'h1a1')!;
    const out = await verifyFile(old);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`Verified ✓ ${old.gameId}`);
  });

  test('a game stored before commitments cannot be verified, exit code 1', async () => {
    const { salt: _s, seedCommitment: _c, picks: _p, ...old } = game;
    const out = await verifyFile(old);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('Cannot verify cli-game-1: it was stored before games carried commitments');
  });

  test('bad JSON and a bad game are refused with exit code 2, not a stack trace', async () => {
    const text = await verifyFile('{ not json');
    expect(text.code).toBe(2);
    expect(text.stderr).toContain('not valid JSON');
    const shape = await verifyFile(JSON.stringify({ ...game, gameId: '' }));
    expect(shape.code).toBe(2);
    expect(shape.stderr).toContain('"gameId" must be a non-empty string');
    expect(shape.stderr).not.toContain('    at ');
  });
});

describe('npm run verify on a game id, against a running API server', () => {
  let api: TestApi;
  let url = '';
  beforeAll(async () => {
    api = await startTestApi();
    await recordResult(api.ctx.db.kysely, finishedAiGame('served-game', 8, 'h1a1'));
    await recordResult(api.ctx.db.kysely, finishedAiGame('private-game', 9, 'h2a0'));
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await api.close();
  });

  test('a stored game fetched by id verifies', async () => {
    const out = await verify('served-game', { OCTODUEL_URL: url });
    expect(out.stderr).not.toContain('verify:');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(
      /^Verified ✓ served-game: seed, \d+ commitments and the result \(.*\) all match\.$/m,
    );
  });

  test("the API's refusals are shown with its message, exit code 2", async () => {
    const unknown = await verify('no-such-game', { OCTODUEL_URL: url });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('answered 404: No game has this id.');
    const secret = await verify('private-game', { OCTODUEL_URL: url });
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain(
      'answered 403: This game is private: only its two players can watch its replay.',
    );
  });

  test('an unreachable server is exit code 2', async () => {
    const out = await verify('served-game', { OCTODUEL_URL: 'http://127.0.0.1:9' });
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('cannot reach http://127.0.0.1:9/api/games/served-game');
  });
});
