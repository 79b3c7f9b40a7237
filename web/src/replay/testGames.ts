// Test support: real games played by the engine, stored as GET /api/games/:gameId answers them.
import {
  advance,
  applyAction,
  applyEvent,
  createGame,
  fairnessRecord,
  startsByItself,
  type GameMode,
  type GameState,
  type StoredGame,
} from '../../../engine';

const END = Number.MAX_SAFE_INTEGER;

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A game the engine plays from `seed`: both seats choose and place by their squares (A the Undergraduate on
 * 27, B the Cook on 0), then every turn's plans are filled from the seed until the game is over.
 */
export function playedGame(seed = 7, mode: GameMode = 'others'): GameState {
  let g = readyGame(seed, mode);
  for (const [seat, action] of [
    ['A', { type: 'choose', square: 58 }],
    ['B', { type: 'choose', square: 16 }],
    ['A', { type: 'place', square: 27 }],
    ['B', { type: 'place', square: 0 }],
  ] as const) {
    // AI-versus-AI games keep each phase's full clock: Place starts when Choose runs out.
    if (action.type === 'place' && g.phase === 'choose') g = advance(g, g.deadline ?? 0);
    g = must(applyAction(g, seat, action, (g.deadline ?? 0) - 1));
  }
  return advance(g, END);
}

/** Both seats clicked the start bar at 0 (AI modes: the start phase ran out): the game is in Choose. */
function readyGame(seed: number, mode: GameMode): GameState {
  const g = must(applyEvent(createGame({ seed, mode }), { type: 'start' }, 0));
  if (startsByItself(mode)) return advance(g, g.deadline ?? 0);
  return must(applyAction(must(applyAction(g, 'A', { type: 'ready' }, 0)), 'B', { type: 'ready' }, 0));
}

/** A game seat A left during Choose. */
export function forfeitedInChoose(seed = 3): GameState {
  // A private game: a public one left before its first move is no contest (engine leaveAborts, issue 35).
  return must(applyEvent(readyGame(seed, 'h2a0'), { type: 'forfeit', seat: 'A' }, 10));
}

/** The stored form of a played game, with its commitments (as the API answers for a game with them). */
export function storedGame(state: GameState = playedGame(), gameId = 'g-1'): StoredGame {
  const fair = fairnessRecord(gameId, state, 'salt-1', (k) => `nonce-${k.phase}-${k.turn}-${k.seat}`);
  return {
    ...fair,
    startedAt: Date.UTC(2026, 0, 2, 10, 0),
    endedAt: Date.UTC(2026, 0, 2, 10, 5),
    players: {
      A: { username: 'ann', name: 'Ann', ai: false, character: fair.picks[0]?.pick as 'U' },
      B: { username: 'bob', name: 'Bob', ai: false, character: fair.picks[1]?.pick as 'C' },
    },
  };
}
