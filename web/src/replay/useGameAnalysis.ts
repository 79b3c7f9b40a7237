import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  analyseReplay,
  warmUpAnalysis,
  parseGameRecord,
  replayRecord,
  type GameAnalysis,
  type GameRecord,
  type ReplayedGame,
} from '../../../engine';
import { errorMessage } from '../net/errorMessage';
import { queryClient } from '../net/queryClient';
import { fetchSolvedPair } from '../net/solved';

/** A finished game's analysis against the solved game, as a screen shows it. */
export type AnalysisState =
  /** Nothing to analyse: the game ended before both characters were chosen or before its first turn. */
  | { readonly state: 'none' }
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly analysis: GameAnalysis };

/**
 * The analysis of a replayed game: its characters' pair of the solved table is fetched (once per page load), and
 * the engine scores every turn's plans in the browser. Null when there is nothing to analyse.
 */
export async function analyseReplayed(replay: ReplayedGame): Promise<GameAnalysis | null> {
  const { A, B } = replay.characters;
  if (A === null || B === null || !hasTurnsToScore(replay)) return null;
  const values = fetchSolvedPair(A, B);
  // While the values are on their way: the engine's solver compiled on a made-up game (a cold first analysis is
  // several times slower; docs/BENCHMARKS.md "Replay analysis").
  warmUpAnalysis();
  return analyseReplay(await values, replay);
}

/** Whether a replayed game has plans to score: both characters chosen and at least one turn played. */
function hasTurnsToScore(replay: ReplayedGame): boolean {
  return replay.characters.A !== null && replay.characters.B !== null && replay.turns.length > 0;
}

/** A number per replayed game, for its analysis's query key (the game itself is the key, by identity). */
const replayIds = new WeakMap<ReplayedGame, number>();
let replaysSeen = 0;
function replayId(replay: ReplayedGame): number {
  const known = replayIds.get(replay);
  if (known !== undefined) return known;
  replaysSeen += 1;
  replayIds.set(replay, replaysSeen);
  return replaysSeen;
}

/**
 * What a finished game's analysis is now (loading, then ready, none or failed); `replay` null: none. The analysis
 * is a query on the page's client (queryClient.ts, so a result rendered without a provider has it too), keyed by
 * the replayed game: another game's answer is never this one's, and the same game is analysed once.
 */
export function useGameAnalysis(replay: ReplayedGame | null): AnalysisState {
  // A game with nothing to score is known at once: no query, so no "Scoring…" shown for a moment.
  const scored = replay !== null && hasTurnsToScore(replay) ? replay : null;
  const analysis = useQuery(
    {
      queryKey: ['game-analysis', scored === null ? null : replayId(scored)],
      queryFn: scored === null ? skipToken : () => analyseReplayed(scored),
      // A finished game's analysis never changes.
      staleTime: Infinity,
    },
    queryClient,
  );
  if (scored === null) return { state: 'none' };
  if (analysis.error !== null) return { state: 'failed', message: errorMessage(analysis.error) };
  if (analysis.data === undefined) return { state: 'loading' };
  return analysis.data === null ? { state: 'none' } : { state: 'ready', analysis: analysis.data };
}

/**
 * The analysis of a game from its record (seed, mode, log: the finished game's fairness record, which a client
 * receives only once the game is over); null or an unreadable record: none.
 */
export function useRecordAnalysis(record: GameRecord | null): AnalysisState {
  const replay = useMemo(() => {
    const parsed = record === null ? null : parseGameRecord(record);
    if (parsed === null || !parsed.ok) return null;
    const replayed = replayRecord(parsed.value);
    return replayed.ok ? replayed.value : null;
  }, [record]);
  return useGameAnalysis(replay);
}

/** Which turns' best plans are on show ("Show best plan" per turn), and a toggle for one. */
export function useBestPlans(): { shown: ReadonlySet<number>; toggle: (turn: number) => void } {
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((turn: number) => {
    setShown((s) => {
      const next = new Set(s);
      if (!next.delete(turn)) next.add(turn);
      return next;
    });
  }, []);
  return { shown, toggle };
}
