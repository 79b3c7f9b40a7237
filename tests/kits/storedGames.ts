// Whole games played by engine AIs, with their logs and fairness records: test data for stored games.
import {
  advance,
  aiSeed,
  AiSeat,
  applyAction,
  createAi,
  deriveSeed,
  fairnessRecord,
  replayRecord,
  viewFor,
  type AiLevel,
  type GameMode,
  type GameState,
  type PickKey,
  type Seat,
  type StoredGame,
} from '../../engine';
import { startedGame, testSecretSeed } from '../../engine/testHelpers';
import type { FinishedGame } from '../../api/db/results';

const LEVELS: readonly AiLevel[] = ['random', 'greedy', 'expert'];

/**
 * A whole game from Choose to its end, both seats played by engine AIs (levels drawn from `seed`), with a secret
 * game seed made from `seed` as a hosted game has (AIs seeded from it as rooms seed them). A seat sometimes
 * sends nothing in a phase (`idle`: one in `idle` phases, by `seed`), so the deadline fills it.
 */
export function aiGame(seed: number, mode: GameMode = 'others', idle = 5): GameState {
  const gameSeed = testSecretSeed(seed);
  const seats = {
    A: new AiSeat(createAi(LEVELS[seed % 3]!, aiSeed(gameSeed, 'A'))),
    B: new AiSeat(createAi(LEVELS[(seed >> 2) % 3]!, aiSeed(gameSeed, 'B'))),
  };
  let state = startedGame(gameSeed, mode);
  let now = 0;
  for (let step = 0; state.phase !== 'over' && step < 200; step++) {
    for (const seat of ['A', 'B'] as const satisfies Seat[]) {
      if (deriveSeed(seed, 100 + step * 2 + (seat === 'A' ? 0 : 1)) % idle === 0) continue;
      for (const action of seats[seat].actions(viewFor(state, seat))) {
        const next = applyAction(state, seat, action, now + 10);
        if (next.ok) state = next.value;
      }
    }
    now = state.deadline ?? now + 10;
    state = advance(state, now);
  }
  if (state.phase !== 'over') throw new Error(`aiGame ${seed}: the game did not end`);
  return state;
}

const nonceFor = (gameId: string) => (k: PickKey) => `${gameId}/${k.phase}/${k.turn}/${k.seat}/nonce`;

const ai = (name: string) => ({ username: `${name} ai`, name, aiLevel: 'greedy' as const });
const human = (name: string) => ({ username: name, name: name.toUpperCase() });

/** A finished game as a room reports it to recordResult: played by AIs, with its fairness record. */
export function finishedAiGame(gameId: string, seed: number, mode: GameMode = 'others'): FinishedGame {
  const state = aiGame(seed, mode);
  const record = fairnessRecord(gameId, state, `salt-${seed}`, nonceFor(gameId));
  const players =
    mode === 'h0a2'
      ? { A: ai('Ada'), B: ai('Bea') }
      : mode === 'h1a1'
        ? { A: human(`p${seed}`), B: ai('Ada') }
        : { A: human(`p${seed}`), B: human(`q${seed}`) };
  return {
    id: gameId,
    mode,
    seed: state.seed,
    durations: state.durations,
    log: state.log,
    fairness: { salt: record.salt, seedCommitment: record.seedCommitment, picks: record.picks },
    result: record.result,
    startedAt: 1_000,
    endedAt: 2_000 + seed,
    players,
  };
}

/** A finished game as GET /api/games/:gameId answers it (and the replay page downloads it). */
export function storedGameOf(game: FinishedGame): StoredGame {
  const state = replayRecord({ ...game, result: null });
  if (!state.ok) throw new Error(state.error);
  const player = (seat: Seat) => ({
    username: game.players[seat].username,
    name: game.players[seat].name,
    ai: game.players[seat].aiLevel !== undefined,
    character: state.value.characters[seat],
  });
  return {
    gameId: game.id,
    mode: game.mode,
    startedAt: game.startedAt,
    endedAt: game.endedAt,
    players: { A: player('A'), B: player('B') },
    seed: game.seed,
    durations: game.durations!,
    log: game.log,
    result: game.result,
    ...game.fairness!,
  };
}

/** A player of a made-up game: the username and the name shown. */
type Player = FinishedGame['players']['A'];

/** A public game `id` with nothing in its log that seat A won with a hit (what leaderboard and guide tests need). */
export function wonGame(id: string, winner: Player, loser: Player): FinishedGame {
  return {
    id,
    mode: 'others',
    seed: 1,
    log: [],
    result: { winner: 'A', reason: 'hit' },
    startedAt: 0,
    endedAt: 1,
    players: { A: winner, B: loser },
  };
}
