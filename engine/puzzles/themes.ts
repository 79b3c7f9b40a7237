import { lineDistance, squareX, squareY } from '../board';
import { CHARACTERS } from '../characters';
import type { SolvedValues } from '../solved/solvedTable';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import { isLoss, SAME_VALUE, solutionOf, type Solution } from './definition';
import { repliesTo, type IndexedPosition, type Reply } from './guaranteed';
import { PUZZLE_THEMES, type PuzzlePlan, type PuzzleTheme } from './types';

/**
 * The reply that holds the solution to its value: of the replies to the solution's first hit that give the solver
 * exactly the solution's value, the first (replies in ascending order of their move, a hit before a miss).
 */
export function holdingReply(values: SolvedValues, p: IndexedPosition, solution: Solution): Reply {
  const replies = repliesTo(values, p, solution.move, solution.hits[0]!);
  let worst = replies[0]!;
  for (const r of replies) if (r.value < worst.value - SAME_VALUE) worst = r;
  return worst;
}

/**
 * The solver's follow-up: after the holding reply, when the game goes on, the next turn's position is a puzzle of
 * its own for the solver, and this is its plan (its move and first solving hit). Undefined otherwise.
 */
export function followUp(
  values: SolvedValues,
  p: IndexedPosition,
  solution: Solution,
): PuzzlePlan | undefined {
  if (p.turn >= 10) return undefined;
  const reply = holdingReply(values, p, solution);
  if (reply.outcome !== 'next') return undefined;
  const next: IndexedPosition = {
    turn: p.turn + 1,
    solver: p.solver,
    solverSquare: solution.move,
    opponent: p.opponent,
    opponentSquare: reply.move,
  };
  const after = solutionOf(values, next);
  if (after === undefined || after.value <= SAME_VALUE) return undefined;
  return { move: after.move, hit: after.hits[0]! };
}

/** True when a square is on the board's edge (a corner is on two). */
export function onEdge(square: number): boolean {
  const x = squareX(square);
  const y = squareY(square);
  return x === 1 || x === 8 || y === 1 || y === 8;
}

/** The facts the themes are read from. */
export interface ThemeFacts {
  /** Some hit with the solution's move does not solve: the hit itself matters. */
  readonly hitMatters: boolean;
  /** Every plan with another move loses to some reply. */
  readonly escape: boolean;
  /** The solution's value is a win's chance set up for the next turn, which is again a puzzle for the solver. */
  readonly followUp: PuzzlePlan | undefined;
}

/** The facts behind the themes of a puzzle's solution. */
export function themeFacts(values: SolvedValues, p: IndexedPosition, solution: Solution): ThemeFacts {
  const hitMatters = solution.hits.length < HIT_TABLE[p.solver]![solution.move]!.length;
  const escape = isLoss(solution.nextBest);
  const next = solution.value > SAME_VALUE ? followUp(values, p, solution) : undefined;
  return { hitMatters, escape, followUp: next };
}

/**
 * The themes of a puzzle, found by code (docs/RULES.md "Puzzles"), in PUZZLE_THEMES order:
 * - forcedHit: the hit matters: with the right move, only some hits solve (they take the opponent's best squares);
 * - escape: every plan with another move loses to a reply that hits it;
 * - twoTurn: the solution wins nothing now but sets up the next turn, which is again a puzzle for the solver;
 * - corner: the opponent stands on an edge or in a corner;
 * - longReach: the hit matters and every solving hit is at the far end of the solver's hit range;
 * - lastTurn: turn 10;
 * - mutualThreat: the opponent can hit some of the solver's moves, and the solution's hit lands where the
 *   opponent can move;
 * - standStill: the solution stays on its square.
 */
export function puzzleThemes(values: SolvedValues, p: IndexedPosition, solution: Solution): PuzzleTheme[] {
  const facts = themeFacts(values, p, solution);
  const replies = MOVE_TABLE[p.opponent]![p.opponentSquare]!;
  const solverMoves = MOVE_TABLE[p.solver]![p.solverSquare]!;
  const threatened = solverMoves.some((m) => replies.some((r) => HIT_TABLE[p.opponent]![r]!.includes(m)));
  const threatening = solution.hits.every((h) => replies.includes(h));
  const maxHit = CHARACTERS[p.solver]!.maxHit;
  const has: Record<PuzzleTheme, boolean> = {
    forcedHit: facts.hitMatters,
    escape: facts.escape,
    twoTurn: facts.followUp !== undefined,
    corner: onEdge(p.opponentSquare),
    longReach: facts.hitMatters && solution.hits.every((h) => lineDistance(solution.move, h) === maxHit),
    lastTurn: p.turn === 10,
    mutualThreat: threatened && threatening,
    standStill: solution.move === p.solverSquare,
  };
  return PUZZLE_THEMES.filter((t) => has[t]);
}
