import {
  canHit,
  characterByLetter,
  hitLands,
  hitTargets,
  moveTargets,
  resolveTurn,
  squareAt,
  type Letter,
  type TurnOutcome,
} from '../../../engine';

/** One player's side of the example turn: where it stands, moves and hits. */
export interface ExampleSide {
  readonly letter: Letter;
  readonly name: string;
  readonly from: number;
  readonly move: number;
  readonly hit: number;
}

export interface ExampleTurn {
  readonly you: ExampleSide;
  readonly them: ExampleSide;
  /** What the engine decides for these plans (you are seat A). */
  readonly outcome: TurnOutcome;
}

const nameOf = (letter: Letter) => characterByLetter(letter)?.name ?? letter;

/**
 * The rules page's example turn, found with the engine's own range functions and resolved by `resolveTurn`:
 * you (Medical Doctor) move and hit the square your opponent (Nurse) moves to, while its hit misses you.
 */
export function exampleTurn(): ExampleTurn {
  const you = { letter: 'M' as const, from: squareAt(3, 4) };
  const them = { letter: 'N' as const, from: squareAt(6, 5) };
  for (const moveYou of moveTargets(you.letter, you.from)) {
    if (moveYou === you.from) continue; // a move that shows as an arrow
    for (const moveThem of moveTargets(them.letter, them.from)) {
      if (moveThem === them.from || !canHit(you.letter, moveYou, moveThem)) continue;
      const hitThem = hitTargets(them.letter, moveThem).find((sq) => !hitLands(sq, moveYou));
      if (hitThem === undefined) continue;
      const plans = { moveA: moveYou, hitA: moveThem, moveB: moveThem, hitB: hitThem, turn: 1 };
      return {
        you: { ...you, name: nameOf(you.letter), move: moveYou, hit: moveThem },
        them: { ...them, name: nameOf(them.letter), move: moveThem, hit: hitThem },
        outcome: resolveTurn(plans),
      };
    }
  }
  throw new Error('no example turn for these characters');
}
