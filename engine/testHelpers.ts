// Helpers for the engine's own tests: unwrap results and script games.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { applyAction } from './actions';
import { applyEvent } from './events';
import { fairnessRecord, type PickKey } from './fairness';
import type { StoredGame } from './fairnessFile';
import { advance, createGame, startsByItself } from './game';
import type { GameSeed } from './gameSeed';
import { AI_START_MS } from './phases';
import type { PerfectKnowledge } from './ai/perfectAi';
import manifest from './solved/table/manifest.json';
import type { Action, GameMode, GameState, Result, Seat } from './types';

/** The value of a result that must be ok; throws with the error code otherwise. */
export function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`unexpected ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A game whose room filled at time `at`: in the start phase. */
export function filledGame(seed: GameSeed = 1, mode: GameMode = 'others', at = 0): GameState {
  return must(applyEvent(createGame({ seed, mode }), { type: 'start' }, at));
}

/**
 * A game in Choose from time 0: both players clicked the start bar at 0 (AI modes: the room filled at -1000
 * and the start phase ended by itself at 0).
 */
export function startedGame(seed: GameSeed = 1, mode: GameMode = 'others'): GameState {
  if (startsByItself(mode)) return advance(filledGame(seed, mode, -AI_START_MS), 0);
  return play(filledGame(seed, mode), 0, ['A', { type: 'ready' }], ['B', { type: 'ready' }]);
}

/** Applies actions that must all be accepted, each at time `now`. */
export function play(state: GameState, now: number, ...steps: [Seat, Action][]): GameState {
  return steps.reduce((s, [seat, action]) => must(applyAction(s, seat, action, now)), state);
}

/**
 * A game at the start of turn 1 (time 100): A is the Undergraduate on 27, B the Cook on 0
 * (both chose and placed at once, so the phases ended early).
 */
export function turnOneGame(seed: GameSeed = 1): GameState {
  return play(
    startedGame(seed),
    100,
    ['A', { type: 'choose', square: 58 }],
    ['B', { type: 'choose', square: 16 }],
    ['A', { type: 'place', square: 27 }],
    ['B', { type: 'place', square: 0 }],
  );
}

/** A secret seed (64 hex digits) made from a test's number: what a hosted game would have, but reproducible. */
export function testSecretSeed(n: number): string {
  return bytesToHex(sha256(utf8ToBytes(`octoduel/test-seed/${n}`)));
}

/**
 * What a Perfect AI plays from in the engine's own tests, which read no files: every position after the turn is
 * worth 0 (a draw), and the opening and the characters' best squares are the shipped manifest's. The AI's picks
 * are legal, seeded and deterministic as with the real table; tests/perfectAi.test.ts and
 * tests/rooms/perfectAiRoom.test.ts play the real one.
 */
export const STAND_IN_KNOWLEDGE: PerfectKnowledge = {
  table: { value: () => 0 },
  opening: manifest.opening,
  characters: manifest.characters,
};

/**
 * A finished game as GET /api/games/:gameId answers it (A, the Undergraduate, against B, the Cook, an AI), with
 * its fairness record: every nonce named after its pick.
 */
export function storedTestGame(gameId = 'g-7'): StoredGame {
  const played = advance(turnOneGame(testSecretSeed(7)), Number.MAX_SAFE_INTEGER);
  const nonceFor = (k: PickKey) => `nonce-${k.phase}-${k.turn}-${k.seat}`;
  const { salt, seedCommitment, picks, result, seed, durations, log, mode } = fairnessRecord(
    gameId,
    played,
    'salt-7',
    nonceFor,
  );
  return {
    gameId,
    mode,
    startedAt: 1,
    endedAt: 2,
    players: {
      A: { username: 'ann', name: 'Ann', ai: false, character: 'U' },
      B: { username: 'Ada ai', name: 'Ada', ai: true, character: 'C' },
    },
    seed,
    durations,
    log,
    result,
    salt,
    seedCommitment,
    picks,
  };
}
