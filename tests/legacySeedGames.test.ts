// Games stored before secret seeds (a 31-bit seed, Mulberry32 draws) still replay and verify: the fixture was
// written by the code of 2026-11-23 (tests/kits/storedGames.ts then), as GET /api/games/:gameId answered it,
// one game of each mode with fills at deadlines. They go through the database and the API as such a game does.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseStoredGame, replayRecord, verifyStoredGame, type StoredGame } from '../engine';
import { recordResult } from '../api/db/results';
import { startTestApi, type TestApi } from './kits/testHarness';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/legacySeedGames.json', import.meta.url), 'utf8'),
) as StoredGame[];

describe.each(fixture.map((g) => [g.mode, g] as const))('a %s game with a 31-bit seed', (_, game) => {
  test('parses, replays to its stored characters and result, and verifies', () => {
    expect(typeof game.seed).toBe('number');
    const parsed = parseStoredGame(JSON.stringify(game));
    expect(parsed.ok).toBe(true);
    const replayed = replayRecord({ ...game, result: null });
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.value.characters).toEqual({
      A: game.players.A.character,
      B: game.players.B.character,
    });
    expect(replayed.value.final.result).toEqual(game.result);
    expect(verifyStoredGame(game)).toEqual({ ok: true });
  });
});

describe('through the database and the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test('a stored 31-bit game answers its numeric seed, and the answer verifies', async () => {
    const game = fixture.find((g) => g.mode === 'others')!;
    const players = {
      A: { username: game.players.A.username, name: game.players.A.name },
      B: { username: game.players.B.username, name: game.players.B.name },
    };
    const { seed, durations, log, result, salt, seedCommitment, picks } = game;
    await recordResult(api.ctx.db.kysely, {
      id: game.gameId,
      mode: game.mode,
      seed,
      durations,
      log,
      result,
      startedAt: game.startedAt,
      endedAt: game.endedAt,
      players,
      fairness: { salt: salt!, seedCommitment: seedCommitment!, picks: picks! },
    });
    const res = await api.app.inject({ method: 'GET', url: `/api/games/${game.gameId}` });
    expect(res.statusCode).toBe(200);
    const served = res.json<StoredGame>();
    expect(served.seed).toBe(game.seed);
    expect(verifyStoredGame(served)).toEqual({ ok: true });
  });
});
