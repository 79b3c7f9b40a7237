/**
 * Provably fair games (issue 15, docs/FAIRNESS.md): hash commitments to the seed and to every secret pick, and
 * a verifier that re-runs a finished game from its public record. Pure: the caller supplies the salt and nonces.
 *
 * Encoding: a commitment is the lowercase hex SHA-256 of the UTF-8 bytes of `JSON.stringify` of an array of
 * strings and integers, so field boundaries are unambiguous:
 * - seed: `["octoduel/seed/1", gameId, seed, salt]`
 * - pick: `["octoduel/pick/1", gameId, phase, turn, seat, pick, nonce]`, with phase `choose` (pick: the letter,
 *   turn 0), `place` (pick: the square, turn 0) or `plan` (pick: `[move, hit]`, turn 1..10).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Letter } from './characters';
import { applyEvent, replayGame } from './events';
import { applyAction } from './actions';
import { advance, createGame, nextDeadline, type GameOptions } from './game';
import { isPlanningPhase, type PhaseDurations } from './phases';
import type { GameSeed } from './gameSeed';
import type { PublicView } from './view';
import { SEATS, type GameMode, type GameResult, type GameState, type LogEntry, type Seat } from './types';

/** A turn's plan, as committed when its owner Sets. */
export interface PlanPick {
  readonly move: number;
  readonly hit: number;
}

/** Which secret pick: a character (end of Choose), a square (end of Place), or a turn's plan (at Set). */
export type PickKey =
  | { readonly phase: 'choose' | 'place'; readonly turn: 0; readonly seat: Seat }
  | { readonly phase: 'plan'; readonly turn: number; readonly seat: Seat };

/** A pick's value: the character's letter, the placed square, or the plan. */
export type PickValue = Letter | number | PlanPick;

/** A pick as the game made it. */
export type Pick = PickKey & { readonly pick: PickValue };

/** A revealed pick with the commitment published for it and the nonce that opens it. */
export type PickReveal = Pick & { readonly commitment: string; readonly nonce: string };

/** Everything public about a finished game that is needed to check it. */
export interface FairnessRecord {
  readonly gameId: string;
  readonly mode: GameMode;
  readonly durations: PhaseDurations;
  readonly seed: GameSeed;
  readonly salt: string;
  readonly seedCommitment: string;
  readonly log: readonly LogEntry[];
  /** Every pick of the game in play order (Choose A, B; Place A, B; then each turn's plans A, B). */
  readonly picks: readonly PickReveal[];
  readonly result: GameResult;
}

export type Verdict =
  { readonly ok: true } | { readonly ok: false; readonly failed: string; readonly message: string };

const hashJson = (fields: readonly unknown[]): string =>
  bytesToHex(sha256(utf8ToBytes(JSON.stringify(fields))));

/** The commitment to a game's seed, published when it starts. */
export function seedCommitment(gameId: string, seed: GameSeed, salt: string): string {
  return hashJson(['octoduel/seed/1', gameId, seed, salt]);
}

/** The commitment to one pick, published when the pick is final. */
export function pickCommitment(
  gameId: string,
  phase: PickKey['phase'],
  turn: number,
  seat: Seat,
  pick: PickValue,
  nonce: string,
): string {
  const value = typeof pick === 'object' ? [pick.move, pick.hit] : pick;
  return hashJson(['octoduel/pick/1', gameId, phase, turn, seat, value, nonce]);
}

/** A pick's name in a verdict: `choose of A`, `place of B`, `turn 3 plan of B`. */
export function pickLabel({ phase, turn, seat }: PickKey): string {
  return phase === 'plan' ? `turn ${turn} plan of ${seat}` : `${phase} of ${seat}`;
}

/**
 * A pick's slot in the synced commitment arrays (docs/PROTOCOL.md): 0 and 1 the characters of A and B, 2 and 3
 * their squares, then each turn's plans, A before B (turn t: 2t + 2 and 2t + 3). Play order, one number per pick.
 */
export function pickSlot({ phase, turn, seat }: PickKey): number {
  const b = seat === 'B' ? 1 : 0;
  return phase === 'choose' ? b : phase === 'place' ? 2 + b : 2 * turn + 2 + b;
}

/** The pick a slot of the synced commitment arrays stands for (pickSlot's inverse); null for a slot no pick has. */
export function slotKey(slot: number): PickKey | null {
  if (!Number.isInteger(slot) || slot < 0) return null;
  const seat: Seat = slot % 2 === 0 ? 'A' : 'B';
  if (slot < 2) return { phase: 'choose', turn: 0, seat };
  if (slot < 4) return { phase: 'place', turn: 0, seat };
  return { phase: 'plan', turn: Math.floor(slot / 2) - 1, seat };
}

/**
 * Every final pick of a game rebuilt from its options and log, in play order (each phase's A then B), running
 * the deadlines one at a time (a phase's, or a berserk seat's own: nextDeadline) so none is skipped. Picks filled
 * at a deadline count: they are what the phase ended with. A plan that was Set in a turn the game ended in (a forfeit, say) counts too.
 */
export function picksOfGame(options: GameOptions, log: readonly LogEntry[]): Pick[] {
  const picks = new Map<string, Pick>();
  const see = (s: GameState) => {
    for (const seat of SEATS) {
      const p = s.players[seat];
      if (s.phase === 'place' && p.character !== null)
        add(picks, { phase: 'choose', turn: 0, seat, pick: p.character });
      if (s.phase === 'move' && s.turn === 1 && p.square !== null && s.lastReveal === null)
        add(picks, { phase: 'place', turn: 0, seat, pick: p.square });
      const r = s.lastReveal;
      if (r !== null) {
        const plan = seat === 'A' ? { move: r.moveA, hit: r.hitA } : { move: r.moveB, hit: r.hitB };
        add(picks, { phase: 'plan', turn: r.turn, seat, pick: plan });
      }
      if (s.phase === 'over' && p.set && p.move !== null && p.hit !== null)
        add(picks, { phase: 'plan', turn: s.turn, seat, pick: { move: p.move, hit: p.hit } });
    }
  };
  const stepTo = (state: GameState, now: number): GameState => {
    let s = state;
    for (let due = nextDeadline(s); due !== null && due <= now; due = nextDeadline(s)) {
      s = advance(s, due);
      see(s);
    }
    return s;
  };
  let state = createGame(options);
  for (const entry of log) {
    state = stepTo(state, entry.at);
    const next =
      'event' in entry
        ? applyEvent(state, entry.event, entry.at)
        : applyAction(state, entry.seat, entry.action, entry.at);
    if (!next.ok) break;
    state = next.value;
    see(state);
  }
  stepTo(state, Number.MAX_SAFE_INTEGER);
  return [...picks.values()];
}

/**
 * The picks that are final in this state, read from the state alone (a room asks after every update): the
 * characters once Choose is over, the placed squares once Place is over (until turn 2's reveal), the plans of
 * the latest reveal, and a plan its owner has Set (Set cannot be undone) in a live turn or the turn the game
 * ended in. Over a whole game, the picks seen along the way are exactly `picksOfGame`'s; a game over before
 * turn 1 shows none (its picks were seen in the states before).
 */
export function finalPicks(state: GameState): Pick[] {
  const { phase, turn, players, lastReveal: r } = state;
  const picks: Pick[] = [];
  for (const seat of SEATS) {
    const character = players[seat].character;
    if ((phase === 'place' || turn >= 1) && character !== null)
      picks.push({ phase: 'choose', turn: 0, seat, pick: character });
  }
  for (const seat of SEATS) {
    const placed = r?.turn === 1 ? fromOf(r, seat) : turn === 1 && r === null ? players[seat].square : null;
    if (placed !== null) picks.push({ phase: 'place', turn: 0, seat, pick: placed });
  }
  if (r !== null) for (const seat of SEATS) picks.push(revealedPlan(r, seat));
  if (isPlanningPhase(phase) || phase === 'over')
    for (const seat of SEATS) {
      const { set, move, hit } = players[seat];
      if (set && move !== null && hit !== null)
        picks.push({ phase: 'plan', turn, seat, pick: { move, hit } });
    }
  return picks;
}

/**
 * The picks a public view shows (so their nonces may be revealed): each character and placed square it shows
 * (from turn 1; a watcher's view shows them as they are picked), and both plans of its latest reveal.
 */
export function publicPicks(view: {
  readonly players: PublicView['players'];
  readonly lastReveal: PublicView['lastReveal'];
}): Pick[] {
  const picks: Pick[] = [];
  const r = view.lastReveal;
  for (const seat of SEATS) {
    const character = view.players[seat].character;
    if (character !== null) picks.push({ phase: 'choose', turn: 0, seat, pick: character });
  }
  for (const seat of SEATS) {
    const placed = r === null ? view.players[seat].square : r.turn === 1 ? fromOf(r, seat) : null;
    if (placed !== null) picks.push({ phase: 'place', turn: 0, seat, pick: placed });
  }
  if (r !== null) for (const seat of SEATS) picks.push(revealedPlan(r, seat));
  return picks;
}

/** Two picks are the same pick (same label and value). */
export function samePickOf(a: Pick, b: Pick): boolean {
  return pickLabel(a) === pickLabel(b) && samePick(a.pick, b.pick);
}

const fromOf = (r: NonNullable<GameState['lastReveal']>, seat: Seat): number =>
  seat === 'A' ? r.fromA : r.fromB;

function revealedPlan(r: NonNullable<GameState['lastReveal']>, seat: Seat): Pick {
  const pick = seat === 'A' ? { move: r.moveA, hit: r.hitA } : { move: r.moveB, hit: r.hitB };
  return { phase: 'plan', turn: r.turn, seat, pick };
}

function add(picks: Map<string, Pick>, pick: Pick): void {
  const label = pickLabel(pick);
  if (!picks.has(label)) picks.set(label, pick);
}

/** What a room already worked out for a game it ran, so its record need not replay or hash it again. */
export interface KnownCommitments {
  /** The game's picks (picksOfGame's answer for the same log). */
  readonly picks: readonly Pick[];
  readonly seedCommitment: string;
  /** The commitment the room published for a pick, with the nonce `nonceFor` gives. */
  readonly commitmentFor: (key: PickKey) => string;
}

/**
 * The public record of a finished game, as a room publishes it at the end: the seed and salt it committed to
 * at the start, the log, and every pick with its commitment and the nonce the room drew for it (`nonceFor`).
 * With `known`, the picks and commitments come from there instead of a replay and fresh hashes.
 */
export function fairnessRecord(
  gameId: string,
  state: GameState,
  salt: string,
  nonceFor: (key: PickKey) => string,
  known?: KnownCommitments,
): FairnessRecord {
  if (state.result === null) throw new Error('fairnessRecord: the game is not over');
  const options = { seed: state.seed, mode: state.mode, durations: state.durations };
  const picks = (known?.picks ?? picksOfGame(options, state.log)).map((p) => {
    const nonce = nonceFor(p);
    const commitment =
      known?.commitmentFor(p) ?? pickCommitment(gameId, p.phase, p.turn, p.seat, p.pick, nonce);
    return { ...p, nonce, commitment };
  });
  return {
    gameId,
    ...options,
    salt,
    seedCommitment: known?.seedCommitment ?? seedCommitment(gameId, state.seed, salt),
    log: state.log,
    picks,
    result: state.result,
  };
}

const samePick = (a: PickValue, b: PickValue): boolean =>
  typeof a === 'object' && typeof b === 'object' ? a.move === b.move && a.hit === b.hit : a === b;
const failed = (what: string, message: string): Verdict => ({ ok: false, failed: what, message });

/**
 * Checks a finished game's record: the seed commitment, then every pick in play order (its commitment opens
 * with its nonce, and it is the pick the replayed log made), then the result of re-running the game with
 * `replayGame`. Names the first thing that does not match; a record of the wrong shape (from a file, say) fails
 * as `record`.
 */
export function verifyGame(record: FairnessRecord): Verdict {
  try {
    return verifyRecord(record);
  } catch {
    return failed('record', 'The record is not a complete game record.');
  }
}

function verifyRecord(record: FairnessRecord): Verdict {
  const { gameId, mode, durations, seed, salt, log } = record;
  if (seedCommitment(gameId, seed, salt) !== record.seedCommitment)
    return failed('seed', 'The seed and salt do not match the seed commitment published at the start.');
  const options = { seed, mode, durations };
  const replayed = replayGame(options, log, Number.MAX_SAFE_INTEGER);
  if (!replayed.ok) return failed('log', `The log does not replay: ${replayed.error.message}`);
  const revealed = new Map(record.picks.map((p) => [pickLabel(p), p]));
  for (const played of picksOfGame(options, log)) {
    const label = pickLabel(played);
    const r = revealed.get(label);
    if (r === undefined) return failed(label, `No commitment was published for the ${label}.`);
    revealed.delete(label);
    if (pickCommitment(gameId, r.phase, r.turn, r.seat, r.pick, r.nonce) !== r.commitment)
      return failed(label, `The revealed ${label} and its nonce do not match its commitment.`);
    if (!samePick(r.pick, played.pick))
      return failed(label, `The revealed ${label} is not the one the log plays.`);
  }
  const extra = [...revealed.keys()][0];
  if (extra !== undefined) return failed(extra, `The ${extra} was revealed but the log never made it.`);
  const result = replayed.value.result;
  if (result?.winner !== record.result.winner || result.reason !== record.result.reason)
    return failed('result', 'Re-running the game gives a different result than the one claimed.');
  return { ok: true };
}
