import { applyAction } from '../actions';
import { applyEvent } from '../events';
import { advance, createGame } from '../game';
import { aiSeed, type GameSeed } from '../gameSeed';
import type { GameRecord } from '../notation';
import { SEATS, type GameState } from '../types';
import { viewFor } from '../view';
import { AiSeat } from './aiSeat';
import { createAi } from './createAi';
import type { PerfectKnowledge } from './perfectAi';
import type { AiLevel } from './types';

/** Longest a recorded game may run (ms of game time): far beyond ten turns on any clock. */
const GAME_TIME_LIMIT_MS = 3_600_000;

/**
 * An AI-versus-AI game (`h0a2`) played through the state machine from `seed`, as a host would run it but without
 * waiting: each seat's AI acts as soon as a phase opens, and the clock jumps to each deadline. Returns its record,
 * which `replayRecord` replays exactly (the seats' AIs draw from `aiSeed(seed, seat)`). An action the engine
 * refuses is dropped; the deadline fills that pick as it would in a hosted game. `solved` is the table a Perfect
 * AI plays from.
 */
export function recordAiGame({
  seed,
  a,
  b,
  solved,
}: {
  seed: GameSeed;
  a: AiLevel;
  b: AiLevel;
  solved?: PerfectKnowledge;
}): GameRecord {
  const seats = {
    A: new AiSeat(createAi(a, aiSeed(seed, 'A'), solved)),
    B: new AiSeat(createAi(b, aiSeed(seed, 'B'), solved)),
  };
  const started = applyEvent(createGame({ seed, mode: 'h0a2' }), { type: 'start' }, 0);
  if (!started.ok) throw new Error(started.error.message); // a new game always starts
  let state: GameState = started.value;
  let now = 0;
  while (state.phase !== 'over' && state.deadline !== null && now <= GAME_TIME_LIMIT_MS) {
    // Both seats act until neither has anything to send: a phase both finish ends at once, and the next opens.
    for (let before = null as GameState | null; before !== state && state.phase !== 'over';) {
      before = state;
      for (const seat of SEATS)
        for (const action of seats[seat].actions(viewFor(state, seat))) {
          const next = applyAction(state, seat, action, now);
          if (next.ok) state = next.value;
        }
    }
    if (state.phase === 'over' || state.deadline === null) break;
    now = state.deadline;
    state = advance(state, now);
  }
  return { seed, mode: 'h0a2', log: state.log, result: state.result };
}
