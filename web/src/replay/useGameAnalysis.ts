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
import { fetchSolvedPair } from '../net/solved';
import { useLoaded } from '../net/useLoad';

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
  if (A === null || B === null || replay.turns.length === 0) return null;
  const values = fetchSolvedPair(A, B);
  // While the values are on their way: the engine's solver compiled on a made-up game (a cold first analysis is
  // several times slower; docs/BENCHMARKS.md "Replay analysis").
  warmUpAnalysis();
  return analyseReplay(await values, replay);
}

/** What a finished game's analysis is now (loading, then ready, none or failed); `replay` null: none. */
export function useGameAnalysis(replay: ReplayedGame | null): AnalysisState {
  const load = useCallback(
    async () => ({ replay, analysis: replay === null ? null : await analyseReplayed(replay) }),
    [replay],
  );
  const { data, error } = useLoaded(load);
  if (replay === null) return { state: 'none' };
  if (error !== null) return { state: 'failed', message: error };
  // An answer for an earlier game is not this one's.
  if (data === undefined || data.replay !== replay) return { state: 'loading' };
  return data.analysis === null ? { state: 'none' } : { state: 'ready', analysis: data.analysis };
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
