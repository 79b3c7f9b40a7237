import { characterIndex } from '../characters';
import type { SolvedValues } from '../solved/solvedTable';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import { fail, ok, type Result } from '../types';
import { puzzleReplies } from './puzzleAt';
import { refutation, solutionReason } from './reason';
import type { Puzzle, PuzzleJudgement, PuzzlePlan } from './types';

/** True when the plan solves the puzzle: the solution's move with one of its hits. */
export function solves(puzzle: Puzzle, plan: PuzzlePlan): boolean {
  return plan.move === puzzle.solution.move && puzzle.solution.hits.includes(plan.hit);
}

/**
 * Judges an answer (the server alone does): 'puzzle/bad-move' for a move the solver cannot make,
 * 'puzzle/bad-hit' for a hit out of range of the move; else whether it solves, why the solution solves, the reply
 * that punishes a wrong plan most, and every square the opponent could move to. `values` is the solved table the
 * puzzle was found with (the refutation of a plan that nobody hits is the next turn's value).
 */
export function judgePuzzle(puzzle: Puzzle, plan: PuzzlePlan, values: SolvedValues): Result<PuzzleJudgement> {
  const solver = characterIndex(puzzle.position.solver.letter);
  if (!MOVE_TABLE[solver]![puzzle.position.solver.square]!.includes(plan.move))
    return fail('puzzle/bad-move');
  if (!HIT_TABLE[solver]![plan.move]!.includes(plan.hit)) return fail('puzzle/bad-hit');
  const solved = solves(puzzle, plan);
  return ok({
    solved,
    reason: solutionReason(values, puzzle),
    refutation: solved ? null : refutation(values, puzzle, plan),
    replies: puzzleReplies(puzzle.position),
  });
}
