import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PuzzleAttemptStarted, PuzzleMode } from '../../../contract/puzzles';
import { ANSWER_PUZZLE_ATTEMPT, START_PUZZLE_ATTEMPT } from '../../../contract/routes';
import type { PuzzlePlan, PuzzleTheme } from '../../../engine';
import { failureText } from '../arenas/failureText';
import { call } from '../net/call';
import type { PuzzleOutcome } from './outcome';

/** Which puzzle a page asks for: its mode, and the theme or the puzzle's id when the mode needs one. */
export interface PuzzleAsk {
  readonly mode: PuzzleMode;
  readonly theme?: PuzzleTheme;
  readonly puzzleId?: string;
}

/** The dashboard's place in the page's query cache (an answer makes it stale). */
export const PUZZLE_DASHBOARD_KEY = ['puzzle-dashboard'] as const;

/**
 * A page's puzzle attempt: opened on the server (POST /api/puzzles/attempts: the server picks the puzzle, and gives
 * a signed-in player's open attempt of the same kind again), answered once (the server judges and rates it), and
 * `another()` opens the next one. An attempt is never kept in the cache once the page is left: coming back opens
 * one afresh rather than showing an answered one.
 */
export function usePuzzleAttempt(ask: PuzzleAsk) {
  const queries = useQueryClient();
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<PuzzleOutcome | null>(null);
  const attempt = useQuery({
    queryKey: ['puzzle-attempt', ask.mode, ask.theme ?? null, ask.puzzleId ?? null, round],
    queryFn: () =>
      call(START_PUZZLE_ATTEMPT, {
        body: {
          mode: ask.mode,
          ...(ask.theme === undefined ? {} : { theme: ask.theme }),
          ...(ask.puzzleId === undefined ? {} : { puzzleId: ask.puzzleId }),
        },
      }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const answer = useMutation({
    mutationFn: ({ started, plan }: { started: PuzzleAttemptStarted; plan: PuzzlePlan }) =>
      call(ANSWER_PUZZLE_ATTEMPT, { params: { id: started.attemptId }, body: plan }),
    onSuccess: (result, { plan }) => {
      setOutcome({ ...result, plan });
      void queries.invalidateQueries({ queryKey: PUZZLE_DASHBOARD_KEY });
    },
  });
  return {
    started: attempt.data,
    loadFailure: attempt.error === null ? null : failureText(attempt.error),
    reload: () => void attempt.refetch(),
    submit: (plan: PuzzlePlan) => {
      if (attempt.data !== undefined) answer.mutate({ started: attempt.data, plan });
    },
    submitting: answer.isPending,
    answerFailure: answer.error === null ? null : failureText(answer.error),
    outcome,
    /** Opens the next attempt of the same kind (the next puzzle, the next of the streak or a new run). */
    another: () => {
      setOutcome(null);
      answer.reset();
      setRound((r) => r + 1);
    },
  };
}
