import type { SolvedValues } from '../solved/solvedTable';
import { MAX_TURNS } from '../resolve';
import { indexed, SAME_VALUE, summarise, type Solution } from './definition';
import { repliesTo, type IndexedPosition, type Reply } from './guaranteed';
import { holdingReply, themeFacts } from './themes';
import type { Puzzle, PuzzlePlan, PuzzleReason } from './types';

/** The puzzle's solution as the definition gives it. */
function solutionOfPuzzle(puzzle: Puzzle): Solution {
  return { ...puzzle.solution, value: puzzle.value, nextBest: puzzle.nextBest };
}

/** The solver's best plan in a position: the best move's first best hit (by guaranteed value). */
function bestPlan(values: SolvedValues, p: IndexedPosition): PuzzlePlan {
  const s = summarise(values, p);
  const k = [...s.moveValues.keys()].find((i) => s.moveValues[i]! >= s.best - SAME_VALUE)!;
  const hitValues = s.plans.values[k]!;
  const h = s.plans.hits[k]!.find((_, i) => hitValues[i]! >= s.best - SAME_VALUE)!;
  return { move: s.plans.moves[k]!, hit: h };
}

/**
 * Why the solution solves, as data (the web says it in words):
 * - forcedHit when the hit matters: `covered` are the solving hits, the squares the opponent must not move to;
 * - escape when every other move loses to a reply that hits it: `safe` is the solution's move;
 * - twoTurn otherwise: the solution sets up the next turn; `next` is the solver's best plan there after the
 *   reply that holds the solution to its value (the follow-up puzzle's solution when there is one).
 */
export function solutionReason(values: SolvedValues, puzzle: Puzzle): PuzzleReason {
  const p = indexed(puzzle.position);
  const solution = solutionOfPuzzle(puzzle);
  const opponent = puzzle.position.opponent.letter;
  const facts = themeFacts(values, p, solution);
  if (facts.hitMatters) return { kind: 'forcedHit', opponent, covered: solution.hits };
  if (facts.escape) return { kind: 'escape', opponent, safe: solution.move };
  const reply = holdingReply(values, p, solution);
  const next =
    facts.followUp ??
    bestPlan(values, {
      ...p,
      turn: p.turn + 1,
      solverSquare: solution.move,
      opponentSquare: reply.move,
    });
  return { kind: 'twoTurn', opponent, next };
}

/** The reply that punishes a plan most: the least it earns the solver (the first such reply in reply order). */
export function punishingReply(values: SolvedValues, p: IndexedPosition, plan: PuzzlePlan): Reply {
  const replies = repliesTo(values, p, plan.move, plan.hit);
  let worst = replies[0]!;
  for (const r of replies) if (r.value < worst.value - SAME_VALUE) worst = r;
  return worst;
}

/** Why a wrong plan fails: the opponent's reply that punishes it most, and what it leads to. */
export function refutation(values: SolvedValues, puzzle: Puzzle, plan: PuzzlePlan): PuzzleReason {
  const p = indexed(puzzle.position);
  const reply = punishingReply(values, p, plan);
  const outcome =
    reply.outcome === 'loss'
      ? 'loss'
      : reply.outcome === 'draw' || (reply.outcome === 'next' && p.turn === MAX_TURNS)
        ? 'draw'
        : 'worse';
  return {
    kind: 'refuted',
    opponent: puzzle.position.opponent.letter,
    reply: { move: reply.move, hit: reply.hit },
    outcome,
  };
}
