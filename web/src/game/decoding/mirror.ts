import { pickLabel, slotKey, type FairnessRecord, type Seat } from '../../../../engine';
import { readState, type LooseState, type SyncedRematch } from '../../../../contract/syncedState';
import type { CommitmentView, GameView, RematchView, SeatView } from './types';

/** The synced state as colyseus.js decoded it (any version of it): read through the codec. */
export type { LooseState as SyncedState };

/** The synced rematch offer, or undefined before it opens. */
function mirrorRematch(r: SyncedRematch | null): RematchView | undefined {
  if (r === null || r.status === '') return undefined;
  const asked: Seat[] = [];
  if (r.askedA) asked.push('A');
  if (r.askedB) asked.push('B');
  return { status: r.status, deadline: r.deadline, asked, declinedBy: r.declinedBy };
}

const rematchField = (rematch: RematchView | undefined) => (rematch === undefined ? {} : { rematch });

/**
 * The synced commitments (by slot, the engine's pickSlot) as a list in play order, each with its label and the nonce
 * of the same slot; empty slots are left out.
 */
export function mirrorCommitments(
  commitments: readonly string[],
  nonces: readonly string[],
): CommitmentView[] {
  const out: CommitmentView[] = [];
  commitments.forEach((commitment, slot) => {
    const key = slotKey(slot);
    if (key === null || commitment === '') return;
    out.push({ ...key, label: pickLabel(key), commitment, nonce: nonces[slot] ?? '' });
  });
  return out;
}

/** The finished game's record as the room sent it (the `record` message, to the players only), and its game. */
export interface ReceivedRecord {
  /** The game the view showed when the record came (a record belongs to that game only). */
  readonly gameId: string | null;
  /** The record's JSON. */
  readonly json: string;
}

/** The latest record and what it parsed to: a record is parsed once, not on every patch. */
let lastRecord: { readonly json: string; readonly value: FairnessRecord | null } = { json: '', value: null };

/** The record JSON as a FairnessRecord: null when it is not a JSON object. */
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

/**
 * Copies a decoded room state into plain values, every field read through the synced state's codec
 * (contract/syncedState.ts): the store never holds a schema instance. `record` is the finished game's record the
 * room sent this player, shown while the state is of the game it came with.
 */
export function mirrorState(wire: LooseState, record?: ReceivedRecord): GameView {
  const s = readState(wire);
  const players: SeatView[] = [];
  const berserk = { A: false, B: false };
  for (const p of s.players) {
    if (p.seat === null) continue;
    berserk[p.seat] = p.berserk;
    players.push({
      key: p.key,
      seat: p.seat,
      name: p.name,
      username: p.username,
      isAi: p.isAi,
      connected: p.connected,
      character: p.character,
      square: p.square,
      done: p.done,
      ...(p.deadline === null ? {} : { deadline: p.deadline }),
      ...(p.rating === null ? {} : { rating: p.rating, provisional: p.provisional }),
      ...(p.rated ? { ratingChange: p.ratingChange } : {}),
      ...(p.unrated === null ? {} : { unrated: p.unrated }),
      ...(p.level === null ? {} : { aiLevel: p.level }),
    });
  }
  players.sort((a, b) => a.seat.localeCompare(b.seat));
  const json = record !== undefined && record.gameId === s.gameId ? record.json : '';
  const parsed = json === '' ? null : parseRecord(json);
  return {
    mode: s.mode,
    phase: s.phase,
    deadline: s.deadline,
    serverTime: s.serverTime,
    turn: s.turn,
    paused: s.paused,
    gameNumber: s.gameNumber,
    gameCount: s.gameCount,
    clock: s.clock,
    level: s.level,
    players,
    berserk,
    lastReveal: s.lastReveal,
    result: s.result,
    gameId: s.gameId,
    seedCommitment: s.seedCommitment,
    commitments: mirrorCommitments(s.commitments, s.nonces),
    record: parsed,
    recordUnreadable: json !== '' && parsed === null,
    ...rematchField(mirrorRematch(s.rematch)),
    spectators: s.spectators,
  };
}
