/** Turns in a game; after the last one without a hit, the game is a draw. */
export const MAX_TURNS = 10;

/** Both players' revealed plans for one turn (turn counts from 1). */
export interface TurnPlans {
  readonly moveA: number;
  readonly hitA: number;
  readonly moveB: number;
  readonly hitB: number;
  readonly turn: number;
}

/** What a turn decides: a winner, a draw (both hit, or the last turn passed), or the next turn. */
export const TURN_OUTCOMES = ['A', 'B', 'draw', 'next'] as const;
export type TurnOutcome = (typeof TURN_OUTCOMES)[number];

/** A hit lands when it targets the square the opponent just moved to. */
export function hitLands(hit: number, opponentMove: number): boolean {
  return hit === opponentMove;
}

/** Resolves one turn: a hit lands when it targets the square the opponent just moved to. */
export function resolveTurn({ moveA, hitA, moveB, hitB, turn }: TurnPlans): TurnOutcome {
  const aHits = hitLands(hitA, moveB);
  const bHits = hitLands(hitB, moveA);
  if (aHits && bHits) return 'draw';
  if (aHits) return 'A';
  if (bHits) return 'B';
  return turn >= MAX_TURNS ? 'draw' : 'next';
}
