// Issue 15: replay of stored games reproduces the stored result for every mode. Whole games played by engine
// AIs (some phases left to their deadlines) are stored with recordResult through the real database, read
// back through GET /api/games/:gameId, replayed with the engine and verified.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GAME_MODES, parseStoredGame, replayRecord, verifyStoredGame } from '../engine';
import { recordResult } from '../api/db/results';
import { finishedAiGame } from './kits/storedGames';
import { startTestApi, type TestApi } from './kits/testHarness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

let gameNo = 0;

test.each(GAME_MODES)('%s: a stored game replays to its stored result and verifies', async (mode) => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (seed) => {
      const played = finishedAiGame(`stored-${mode}-${++gameNo}`, seed, mode);
      // A private game is served to its players only (by their user ids): seat player A as a room seats a
      // signed-in user, and ask as A.
      const a = mode === 'h2a0' ? await api.signIn(played.players.A.username) : undefined;
      const finished =
        a === undefined
          ? played
          : { ...played, players: { ...played.players, A: { ...played.players.A, userId: a.user.id } } };
      expect(await recordResult(api.ctx.db.kysely, finished)).toMatchObject({ written: true });
      const headers = a?.headers ?? {};
      const res = await api.app.inject({ method: 'GET', url: `/api/games/${finished.id}`, headers });
      expect(res.statusCode).toBe(200);
      const stored = parseStoredGame(res.body);
      if (!stored.ok) throw new Error(stored.error);
      expect(stored.value.result).toEqual(finished.result);
      const replayed = replayRecord(stored.value);
      if (!replayed.ok) throw new Error(replayed.error);
      expect(replayed.value.final.result).toEqual(finished.result);
      expect(stored.value.players.A.character).toBe(replayed.value.characters.A);
      expect(stored.value.players.B.character).toBe(replayed.value.characters.B);
      expect(verifyStoredGame(stored.value)).toEqual({ ok: true });
    }),
    { numRuns: 50 },
  );
});
