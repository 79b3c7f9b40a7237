import {
  END_REASONS,
  GAME_MODES,
  isClock,
  isLetter,
  isPlayerLevel,
  PHASES,
  pickLabel,
  slotKey,
  REMATCH_STATUSES,
  TURN_OUTCOMES,
  WINNERS,
  type EndReason,
  type FairnessRecord,
  type GameMode,
  type GameResult,
  type Phase,
  type Reveal,
  type Seat,
  type TurnOutcome,
  type Winner,
} from '../../../../engine';
import {
  isUnratedReason,
  type SyncedArray,
  type SyncedRematch,
  type SyncedResult,
  type SyncedReveal,
  type SyncedState,
} from '../../../../contract/room';
import type { CommitmentView, GameView, RematchView, SeatView } from './types';

export type { SyncedState };

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The synced state's "none" values (-1 for a square, 0 for a deadline) become null. */
const nonNegative = (v: unknown): number | null => (typeof v === 'number' && v >= 0 ? v : null);
const positive = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : null);

const isPhase = (v: unknown): v is Phase => PHASES.includes(v as Phase);
const isMode = (v: unknown): v is GameMode => GAME_MODES.includes(v as GameMode);
const isOutcome = (v: unknown): v is TurnOutcome => TURN_OUTCOMES.includes(v as TurnOutcome);
const isWinner = (v: unknown): v is Winner => WINNERS.includes(v as Winner);
const isReason = (v: unknown): v is EndReason => END_REASONS.includes(v as EndReason);

/** The synced reveal as the engine's Reveal (null when absent or malformed). */
function mirrorReveal(r: SyncedReveal | null): Reveal | null {
  if (r === null || !isOutcome(r.outcome)) return null;
  const { turn, fromA, moveA, hitA, fromB, moveB, hitB, outcome } = r;
  return { turn, fromA, moveA, hitA, fromB, moveB, hitB, outcome };
}

/** The synced result as the engine's GameResult (null when absent or malformed). */
function mirrorResult(r: SyncedResult | null): GameResult | null {
  return r !== null && isWinner(r.winner) && isReason(r.reason)
    ? { winner: r.winner, reason: r.reason }
    : null;
}

/** The synced rematch offer, or undefined before it opens (or when malformed). */
function mirrorRematch(r: SyncedRematch | null): RematchView | undefined {
  const status = REMATCH_STATUSES.find((s) => s !== '' && s === r?.status);
  if (r === null || status === undefined || status === '') return undefined;
  const asked: Seat[] = [];
  if (r.askedA) asked.push('A');
  if (r.askedB) asked.push('B');
  const declinedBy = r.declinedBy === 'A' || r.declinedBy === 'B' ? r.declinedBy : null;
  return { status, deadline: num(r.deadline, 0), asked, declinedBy };
}

const rematchField = (rematch: RematchView | undefined) => (rematch === undefined ? {} : { rematch });

/** The kinds of pick, in play order. */
/**
 * The synced commitments (by slot, the engine's pickSlot) as a list in play order, each with its label and the nonce
 * of the same slot; empty slots and malformed entries are left out.
 */
export function mirrorCommitments(
  commitments: SyncedArray<string> | undefined,
  nonces: SyncedArray<string> | undefined,
): CommitmentView[] {
  const opened: string[] = [];
  nonces?.forEach((nonce, slot) => {
    opened[slot] = str(nonce);
  });
  const out: CommitmentView[] = [];
  commitments?.forEach((commitment, slot) => {
    const key = slotKey(slot);
    if (key === null || str(commitment) === '') return;
    out.push({ ...key, label: pickLabel(key), commitment: str(commitment), nonce: opened[slot] ?? '' });
  });
  return out;
}

/** The latest synced record and what it parsed to: a record is parsed once, not on every patch. */
let lastRecord: { readonly json: string; readonly value: FairnessRecord | null } = { json: '', value: null };

/** The synced record JSON as a FairnessRecord: null while '' and when it is not a JSON object. */
function parseRecord(json: string): FairnessRecord | null {
  if (json === lastRecord.json) return lastRecord.value;
  let value: FairnessRecord | null = null;
  try {
    const parsed: unknown = JSON.parse(json);
    // Its shape is the verifier's to judge (verifyGame fails a malformed record as `record`).
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      value = parsed as FairnessRecord;
  } catch {
    value = null;
  }
  lastRecord = { json, value };
  return value;
}

/** Copies a decoded room state into plain values: the store never holds a schema instance. */
export function mirrorState(state: SyncedState): GameView {
  const players: SeatView[] = [];
  state.players.forEach((p, key) => {
    const seat: Seat | undefined = p.seat === 'A' || p.seat === 'B' ? p.seat : undefined;
    if (seat === undefined) return;
    players.push({
      key,
      seat,
      name: str(p.name),
      username: str(p.username),
      isAi: p.isAi,
      connected: p.connected,
      character: isLetter(p.character) ? p.character : null,
      square: nonNegative(p.square),
      done: p.done,
      ...(typeof p.rating === 'number' && p.rating > 0
        ? { rating: p.rating, provisional: p.provisional === true }
        : {}),
      ...(p.rated === true && typeof p.ratingChange === 'number' ? { ratingChange: p.ratingChange } : {}),
      ...(isUnratedReason(p.unrated) ? { unrated: p.unrated } : {}),
      ...(isPlayerLevel(p.level) ? { aiLevel: p.level } : {}),
    });
  });
  players.sort((a, b) => a.seat.localeCompare(b.seat));
  return {
    mode: isMode(state.mode) ? state.mode : null,
    phase: isPhase(state.phase) ? state.phase : 'waiting',
    deadline: positive(state.deadline),
    serverTime: num(state.serverTime, 0),
    turn: num(state.turn, 0),
    paused: state.paused,
    gameNumber: num(state.gameNumber, 1),
    gameCount: num(state.gameCount, 1),
    clock: isClock(state.clock) ? state.clock : 'standard',
    level: isPlayerLevel(state.level) ? state.level : null,
    players,
    lastReveal: mirrorReveal(state.lastReveal ?? null),
    result: mirrorResult(state.result ?? null),
    gameId: str(state.gameId) === '' ? null : str(state.gameId),
    seedCommitment: str(state.seedCommitment) === '' ? null : str(state.seedCommitment),
    commitments: mirrorCommitments(state.commitments, state.nonces),
    record: parseRecord(str(state.record)),
    recordUnreadable: str(state.record) !== '' && parseRecord(str(state.record)) === null,
    ...rematchField(mirrorRematch(state.rematch ?? null)),
    spectators: num(state.spectators, 0),
  };
}
