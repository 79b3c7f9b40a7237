import { NO_SEATS, seatDeadline } from './berserk';
import { SQUARES } from './board';
import { CHARACTERS, characterIndex } from './characters';
import {
  AI_START_MS,
  isPickPhase,
  isTimedPhase,
  PHASE_DURATIONS_MS,
  type Phase,
  type PhaseDurations,
  type PickPhase,
  type TimedPhase,
} from './phases';
import { fillsBetween, type Fill } from './fills';
import { MODE_FACTS } from './modes';
import { resolveTurn } from './resolve';
import { drawFill, firstDrawState, type GameSeed } from './gameSeed';
import { MOVE_TABLE, HIT_TABLE } from './targets';
import {
  SEATS,
  type GameMode,
  type GameResult,
  type GameState,
  type PlayerState,
  type Reveal,
  type Seat,
} from './types';

/** How to create a game. */
export interface GameOptions {
  /** A secret seed for a hosted game; a number only for older stored games and simulations (gameSeed.ts). */
  readonly seed: GameSeed;
  readonly mode: GameMode;
  /** Phase durations in ms; RULES.md's by default. */
  readonly durations?: Partial<PhaseDurations>;
}

/** A seat before it has chosen anything. */
export const EMPTY_PLAYER: PlayerState = {
  character: null,
  square: null,
  move: null,
  hit: null,
  set: false,
  ready: false,
};

/**
 * A new game in the `waiting` phase. The host sends the `start` event once the room is full: the `start` phase
 * follows, which ends when both players are ready (the `ready` action) or at its deadline.
 */
export function createGame({ seed, mode, durations }: GameOptions): GameState {
  return {
    mode,
    seed,
    rng: firstDrawState(seed),
    durations: { ...PHASE_DURATIONS_MS, ...durations },
    phase: 'waiting',
    deadline: null,
    paused: false,
    remaining: null,
    turn: 0,
    players: { A: EMPTY_PLAYER, B: EMPTY_PLAYER },
    berserk: NO_SEATS,
    halfTime: NO_SEATS,
    lastReveal: null,
    result: null,
    log: [],
  };
}

/** True when this player has finished what the current phase asks of it. */
export function isDone(phase: Phase, player: PlayerState): boolean {
  switch (phase) {
    case 'start':
      return player.ready;
    case 'choose':
      return player.character !== null;
    case 'place':
      return player.square !== null;
    case 'move':
      return player.move !== null;
    case 'hit':
      return player.set;
    case 'waiting':
    case 'reveal':
    case 'over':
      return false;
  }
}

/** True in the modes that have an AI seat: there the start phase needs no click and lasts `AI_START_MS`. */
export function startsByItself(mode: GameMode): boolean {
  return MODE_FACTS[mode].seats.ai > 0;
}

/** How long a timed phase lasts in this game (ms). */
export function phaseDuration(state: Pick<GameState, 'mode' | 'durations'>, phase: TimedPhase): number {
  if (phase === 'start' && startsByItself(state.mode)) return Math.min(AI_START_MS, state.durations.start);
  return state.durations[phase];
}

/** Enters a phase at time `at`, with its deadline; a seat that went berserk before it runs on half time in it. */
export function enterPhase(state: GameState, phase: Phase, at: number): GameState {
  const deadline = isTimedPhase(phase) ? at + phaseDuration(state, phase) : null;
  return { ...state, phase, deadline, halfTime: state.berserk };
}

/** Ends the game now with this result. */
export function endGame(state: GameState, result: GameResult): GameState {
  return { ...state, phase: 'over', deadline: null, paused: false, remaining: null, result };
}

/**
 * Ends every phase whose deadline has passed by `now`, and every half-time seat's own part of a phase whose own
 * deadline has (RULES.md "Berserk"), filling missing choices at random.
 */
export function advance(state: GameState, now: number): GameState {
  return advanceWithFills(state, now).state;
}

/** `advance`, and what each deadline filled for a seat that had not picked (its owner is told). */
export function advanceWithFills(state: GameState, now: number): { state: GameState; fills: Fill[] } {
  let s = state;
  const fills: Fill[] = [];
  for (let due = nextDeadline(s); due !== null && due <= now; due = nextDeadline(s)) {
    const next = due === s.deadline ? endPhase(s, due) : endOwnClocks(s, due);
    fills.push(...fillsBetween(s, next));
    s = next;
  }
  return { state: s, fills };
}

/**
 * When the clock next acts (server epoch ms): the phase's deadline, or before it the own deadline of a seat on
 * half time that has not done its part of the phase. Null when the phase is untimed or paused. The host wakes up
 * then.
 */
export function nextDeadline(state: GameState): number | null {
  const { deadline, phase, players } = state;
  if (deadline === null) return null;
  const owed = SEATS.filter((seat) => !isDone(phase, players[seat]));
  return Math.min(deadline, ...owed.map((seat) => seatDeadline(state, seat) ?? deadline));
}

/**
 * Ends the current phase early, at `now`, for as long as both players are done with it. In AI versus AI, Choose
 * runs to its deadline so the watcher sees the AIs weigh the characters at every mark.
 */
export function endPhasesWhenBothDone(state: GameState, now: number): GameState {
  let s = state;
  while (isDone(s.phase, s.players.A) && isDone(s.phase, s.players.B) && !runsToDeadline(s))
    s = endPhase(s, now);
  return s;
}

function runsToDeadline(state: GameState): boolean {
  return MODE_FACTS[state.mode].watched && state.phase === 'choose';
}

/**
 * At a half-time seat's own deadline `at`: fills the missing pick of each seat whose own deadline it is, exactly
 * as the phase's deadline would (same stream, same fills; seat A first), and the seat counts as done (in Hit its
 * plan is Set). The phase goes on for the other seat, or ends now if both are done.
 */
function endOwnClocks(state: GameState, at: number): GameState {
  const { phase } = state;
  if (!isPickPhase(phase)) return state;
  const { draw, withPlayers } = fillStream(state);
  const fill = (seat: Seat): PlayerState => {
    const p = state.players[seat];
    const own = seatDeadline(state, seat);
    return own !== null && own <= at && !isDone(phase, p) ? fillPick(phase, p, draw) : p;
  };
  return endPhasesWhenBothDone(withPlayers({ A: fill('A'), B: fill('B') }), at);
}

/** Ends the current phase at time `at`: fills what is missing from the game's fill stream, then moves on. */
function endPhase(state: GameState, at: number): GameState {
  const { draw, withPlayers } = fillStream(state);
  const fillEach = (fill: (p: PlayerState) => PlayerState) => ({
    A: fill(state.players.A),
    B: fill(state.players.B),
  });

  switch (state.phase) {
    case 'start':
      return enterPhase(state, 'choose', at);
    case 'choose':
      return enterPhase(withPlayers(fillEach((p) => fillPick('choose', p, draw))), 'place', at);
    case 'place': {
      const players = fillEach((p) => ({
        ...EMPTY_PLAYER,
        character: p.character,
        square: fillPick('place', p, draw).square,
      }));
      return enterPhase({ ...withPlayers(players), turn: 1 }, 'move', at);
    }
    case 'move':
      return enterPhase(withPlayers(fillEach((p) => fillPick('move', p, draw))), 'hit', at);
    case 'hit':
      return enterPhase(reveal(withPlayers(fillEach((p) => fillPick('hit', p, draw)))), 'reveal', at);
    case 'reveal': {
      const outcome = state.lastReveal?.outcome ?? 'next';
      if (outcome === 'next') return enterPhase({ ...state, turn: state.turn + 1 }, 'move', at);
      return endGame(state, resultOf(state.lastReveal));
    }
    case 'waiting':
    case 'over':
      return state;
  }
}

type Draw = (n: number) => number;

/** Draws from the game's fill stream, and the game with new players and the stream's state after those draws. */
function fillStream(state: GameState): {
  draw: Draw;
  withPlayers: (players: GameState['players']) => GameState;
} {
  let rng = state.rng;
  const draw = (n: number): number => {
    const r = drawFill(state.seed, rng, n);
    rng = r.state;
    return r.value;
  };
  return { draw, withPlayers: (players) => ({ ...state, players, rng }) };
}

/**
 * A player with its missing pick of `phase` drawn (RULES.md "Missing choices at a deadline"): a random character,
 * a random square, a random valid move, a random valid hit from the planned (or filled) move, and then Set.
 */
function fillPick(phase: PickPhase, p: PlayerState, draw: Draw): PlayerState {
  switch (phase) {
    case 'choose':
      return { ...p, character: p.character ?? CHARACTERS[draw(CHARACTERS.length)]!.letter };
    case 'place':
      return { ...p, square: p.square ?? draw(SQUARES) };
    case 'move':
      return { ...p, move: p.move ?? randomMove(p, draw) };
    case 'hit': {
      const move = p.move ?? randomMove(p, draw);
      return { ...p, move, hit: p.hit ?? randomHit(p, move, draw), set: true };
    }
  }
}

function randomMove(p: PlayerState, draw: Draw): number {
  const targets =
    p.character === null ? [] : (MOVE_TABLE[characterIndex(p.character)]?.[p.square ?? -1] ?? []);
  return targets[draw(targets.length)] ?? (p.square as number);
}

function randomHit(p: PlayerState, move: number, draw: Draw): number {
  const targets = p.character === null ? [] : (HIT_TABLE[characterIndex(p.character)]?.[move] ?? []);
  return targets[draw(targets.length)] ?? move;
}

/** Resolves the planned turn: records the reveal, moves both pieces and clears the plans. */
function reveal(state: GameState): GameState {
  const { A, B } = state.players;
  const plans = {
    moveA: A.move ?? 0,
    hitA: A.hit ?? 0,
    moveB: B.move ?? 0,
    hitB: B.hit ?? 0,
    turn: state.turn,
  };
  const lastReveal: Reveal = {
    ...plans,
    fromA: A.square ?? 0,
    fromB: B.square ?? 0,
    outcome: resolveTurn(plans),
  };
  const moved = (p: PlayerState, square: number): PlayerState => ({
    ...EMPTY_PLAYER,
    character: p.character,
    square,
  });
  return { ...state, lastReveal, players: { A: moved(A, plans.moveA), B: moved(B, plans.moveB) } };
}

function resultOf(r: Reveal | null): GameResult {
  if (r === null || r.outcome === 'next') return { winner: 'none', reason: 'no-contest' };
  if (r.outcome !== 'draw') return { winner: r.outcome, reason: 'hit' };
  const bothHit = r.hitA === r.moveB && r.hitB === r.moveA;
  return { winner: 'draw', reason: bothHit ? 'both-hit' : 'turns' };
}

/** Replaces one seat's player state. */
export function withPlayer(state: GameState, seat: Seat, player: PlayerState): GameState {
  return { ...state, players: { ...state.players, [seat]: player } };
}
