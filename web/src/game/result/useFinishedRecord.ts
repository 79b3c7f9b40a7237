import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fairnessRecordOf, type FairnessRecord } from '../../../../engine';
import { observeView } from '../../fairness/liveCheck';
import type { VerdictState } from '../../fairness/VerdictLine';
import { fetchStoredGame } from '../../net/games';
import { ApiError } from '../../net/http';
import { queryClient } from '../../net/queryClient';
import { useGame } from '../../stores/game';

/**
 * How long a spectator waits between asks while the finished game is still being stored (404): the room stores it
 * as the game ends, trying again after 1, 3 and 6 s when the database fails (rooms/limits/limits.ts); then none.
 */
export const STORED_GAME_RETRY_DELAYS_MS = [1000, 2000, 3000, 4000, 4000] as const;

/** The finished game's record as this viewer has it, and the fairness check of the game. */
export interface FinishedRecord {
  /**
   * The record (the turn list replays it, the result scores the plans from it): the room's, or for a spectator the
   * stored game's; null while none (and for a stored game without commitments).
   */
  readonly record: FairnessRecord | null;
  /**
   * The fairness check of the game (the live check of the view, closed by the record); null when there is no
   * record to check: a spectator's game that the server could not give (never stored, or not open to them).
   */
  readonly verdict: VerdictState | null;
}

/** A 404 is a game not stored yet (or never): asked again, at most once per delay. */
const stillStoring = (retries: number, error: Error): boolean =>
  retries < STORED_GAME_RETRY_DELAYS_MS.length && error instanceof ApiError && error.status === 404;

/**
 * The finished game's record as the result reads it. A player (and the AI-versus-AI watcher) gets it from the room
 * (`record`, merged into the view); the room never sends it to a spectator (docs/PROTOCOL.md), so once the game
 * is over a `spectating` screen asks for the stored game (GET /api/games/:gameId, again while it is still being
 * stored) and checks that record against the commitments it saw during the game. The query runs on the page's
 * client (queryClient.ts, the one main.tsx provides), so a result rendered without a provider asks it too.
 */
export function useFinishedRecord(spectating: boolean): FinishedRecord {
  const view = useGame((s) => s.view);
  const check = useGame((s) => s.fairness);
  const gameId = view?.gameId ?? null;
  const asks = spectating && view?.phase === 'over' && view.record === null && gameId !== null;
  const stored = useQuery(
    {
      queryKey: ['stored-game', gameId],
      queryFn: asks ? () => fetchStoredGame(gameId) : skipToken,
      // A finished game's record never changes.
      staleTime: Infinity,
      retry: stillStoring,
      retryDelay: (retries) => STORED_GAME_RETRY_DELAYS_MS[retries] ?? 0,
    },
    queryClient,
  );
  const game = asks ? stored.data : undefined;
  const record = useMemo(() => (game === undefined ? undefined : fairnessRecordOf(game)), [game]);
  const verdict = useMemo((): VerdictState => {
    if (view === null || game === undefined) return check.verdict;
    return record === undefined ? 'unverifiable' : observeView(check, { ...view, record }).verdict;
  }, [view, game, record, check]);
  if (!asks) return { record: view?.record ?? null, verdict: check.verdict };
  if (stored.isError) return { record: null, verdict: null };
  return { record: record ?? null, verdict };
}
