import { useEffect, useState } from 'react';
import {
  isSquare,
  MAX_TURNS,
  replayRecord,
  TURN_OUTCOMES,
  type FairnessRecord,
  type Reveal,
} from '../../../../engine';
import type { GameView } from './types';

/**
 * The turns of the game on screen that this page has seen revealed. The synced state holds only the latest
 * reveal (docs/PROTOCOL.md `lastReveal`), so the page keeps each one as it arrives; sessionStorage keeps the list
 * across a reload of the tab; once the game is over its public record (`record`) replays every turn, so the
 * list is then complete even for a watcher who came late.
 */
export interface TurnLog {
  readonly gameId: string | null;
  /** In turn order, one per turn. */
  readonly turns: readonly Reveal[];
}

/** sessionStorage key of the list (one game per tab: a new game replaces it). */
export const TURN_LOG_KEY = 'octoduel.turns';

export const EMPTY_TURN_LOG: TurnLog = { gameId: null, turns: [] };

const replayed = new WeakMap<FairnessRecord, readonly Reveal[] | null>();

/** Every turn of a finished game, replayed from its public record (null when it does not replay). */
function recordTurns(record: FairnessRecord): readonly Reveal[] | null {
  if (!replayed.has(record)) {
    const game = replayRecord(record);
    replayed.set(record, game.ok ? game.value.turns : null);
  }
  return replayed.get(record) ?? null;
}

const sameTurns = (a: readonly Reveal[], b: readonly Reveal[]) =>
  a.length === b.length && a.every((r, i) => r.turn === b[i]?.turn);

/** The log after one more synced view; `log` itself when the view adds nothing. A view of another game starts over. */
export function withView(log: TurnLog, view: GameView): TurnLog {
  const base = view.gameId === log.gameId ? log : { gameId: view.gameId, turns: [] };
  const full = view.record === null ? null : recordTurns(view.record);
  if (full !== null) return sameTurns(full, base.turns) ? base : { gameId: base.gameId, turns: full };
  const r = view.lastReveal;
  if (r === null || base.turns.some((t) => t.turn === r.turn)) return base;
  return { gameId: base.gameId, turns: [...base.turns, r].sort((a, b) => a.turn - b.turn) };
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isReveal = (r: unknown): r is Reveal => {
  if (typeof r !== 'object' || r === null) return false;
  const v = r as Record<string, unknown>;
  return (
    typeof v.turn === 'number' &&
    Number.isInteger(v.turn) &&
    v.turn >= 1 &&
    v.turn <= MAX_TURNS &&
    ['fromA', 'moveA', 'hitA', 'fromB', 'moveB', 'hitB'].every((k) => isSquare(v[k])) &&
    (TURN_OUTCOMES as readonly unknown[]).includes(v.outcome)
  );
};

/** The stored list of `gameId`, or an empty one (none stored, another game's, or unreadable). */
export function loadTurnLog(gameId: string | null): TurnLog {
  const empty = { gameId, turns: [] };
  const raw = gameId === null ? null : storage()?.getItem(TURN_LOG_KEY);
  if (raw == null) return empty;
  try {
    const stored = JSON.parse(raw) as { gameId?: unknown; turns?: unknown };
    if (stored.gameId !== gameId || !Array.isArray(stored.turns) || !stored.turns.every(isReveal))
      return empty;
    return { gameId, turns: stored.turns };
  } catch {
    return empty;
  }
}

export function saveTurnLog(log: TurnLog): void {
  if (log.gameId === null) return;
  try {
    storage()?.setItem(TURN_LOG_KEY, JSON.stringify(log));
  } catch {
    // A full or refused storage only costs the list across a reload.
  }
}

/** The turns revealed so far in the game of `view`, kept as each reveal arrives (and across a reload). */
export function useTurnLog(view: GameView): readonly Reveal[] {
  const [log, setLog] = useState<TurnLog>(() => withView(loadTurnLog(view.gameId), view));
  const base = view.gameId === log.gameId ? log : loadTurnLog(view.gameId);
  const next = withView(base, view);
  // Derived from the props during render (React's "storing information from previous renders").
  if (next !== log) setLog(next);
  useEffect(() => {
    saveTurnLog(log);
  }, [log]);
  return next.turns;
}
