import {
  characterByLetter,
  hitTargets,
  moveTargets,
  resolveTurn,
  revealStory,
  SQUARES,
  squareName,
  type Letter,
  type RevealStory,
  type PuzzlePlan,
  type PuzzlePosition,
} from '../../../engine';
import type { BoardModel, SquareModel, TokenModel } from '../game/board/boardModel';
import { i18n } from '../i18n/init';

/** The solver's picks so far: a move, then a hit in range of it. */
export interface Picks {
  readonly move: number | null;
  readonly hit: number | null;
}

export const NO_PICKS: Picks = { move: null, hit: null };

/** What the solver picks next: the move, the hit, or nothing (both picked: ready to submit). */
export type PuzzleStep = 'move' | 'hit' | 'ready';

export const stepOf = (picks: Picks): PuzzleStep =>
  picks.move === null ? 'move' : picks.hit === null ? 'hit' : 'ready';

/** A character's name ("Nurse"), or its letter when unknown. */
export const characterName = (letter: Letter): string => characterByLetter(letter)?.name ?? letter;

/**
 * The squares the solver may pick now, from the engine (moveTargets, then hitTargets from the picked move): empty
 * once both are picked, or once the answer is in (`answered`).
 */
export function pickableSquares(position: PuzzlePosition, picks: Picks, answered: boolean): number[] {
  if (answered) return [];
  const { letter, square } = position.solver;
  switch (stepOf(picks)) {
    case 'move':
      return moveTargets(letter, square);
    case 'hit':
      return hitTargets(letter, picks.move!);
    case 'ready':
      return [];
  }
}

/** The next picks after a square was picked (a square that cannot be picked leaves them as they are). */
export function pickSquare(position: PuzzlePosition, picks: Picks, square: number): Picks {
  if (!pickableSquares(position, picks, false).includes(square)) return picks;
  return stepOf(picks) === 'move' ? { move: square, hit: null } : { ...picks, hit: square };
}

/** Back: the hit first, then the move. */
export const backOf = (picks: Picks): Picks =>
  picks.hit !== null ? { ...picks, hit: null } : picks.move !== null ? NO_PICKS : picks;

/** What the board shows once the answer is in: the opponent's possible moves, and the squares each plan names. */
export interface Revealed {
  /** Every square the opponent could move to. */
  readonly replies: readonly number[];
  /** The plan on show (the solver's, or the solution when that is shown). */
  readonly plan: PuzzlePlan;
  /** The opponent's reply on show (a wrong plan's refutation), if any. */
  readonly reply: PuzzlePlan | null;
}

/**
 * The puzzle's board as the game's board draws it (web/src/game/board): the solver's character (amber, "you") and
 * the opponent's (violet) on their squares; while solving, the move targets (blue) then the hit targets (red) the
 * engine gives, with the picks marked; once answered, nothing to pick, and each square's label says what the answer
 * revealed there (the opponent can move there, the plan's move and hit, the reply's).
 */
export function puzzleBoardModel(
  position: PuzzlePosition,
  picks: Picks,
  revealed: Revealed | null,
): BoardModel {
  const step = stepOf(picks);
  const { solver, opponent } = position;
  const tokens: TokenModel[] = [
    {
      id: 'A',
      letter: solver.letter,
      name: i18n.t('puzzles:board.yours', { character: characterName(solver.letter) }),
      square: solver.square,
      owner: 'me',
      picked: false,
      from: -1,
    },
    {
      id: 'B',
      letter: opponent.letter,
      name: i18n.t('puzzles:board.theirs', { character: characterName(opponent.letter) }),
      square: opponent.square,
      owner: 'foe',
      picked: false,
      from: -1,
    },
  ];
  const pickable = new Set(pickableSquares(position, picks, revealed !== null));
  const replies = new Set(revealed?.replies ?? []);
  const opponentName = characterName(opponent.letter);
  const squares = Array.from({ length: SQUARES }, (_, sq): SquareModel => {
    const active = pickable.has(sq);
    const move = active && step === 'move';
    const hit = active && step === 'hit';
    const plannedMove = revealed === null && picks.move === sq;
    const plannedHit = revealed === null && picks.hit === sq;
    const parts = [squareName(sq), ...tokens.filter((t) => t.square === sq).map((t) => t.name)];
    if (move) parts.push(i18n.t('gameBoard:square.moveTarget'));
    if (hit) parts.push(i18n.t('gameBoard:square.hitTarget'));
    if (plannedMove) parts.push(i18n.t('gameBoard:square.plannedMove'));
    if (plannedHit) parts.push(i18n.t('gameBoard:square.plannedHit'));
    if (revealed !== null) {
      if (replies.has(sq)) parts.push(i18n.t('puzzles:board.reachable', { opponent: opponentName }));
      if (revealed.plan.move === sq) parts.push(i18n.t('puzzles:board.planMove'));
      if (revealed.plan.hit === sq) parts.push(i18n.t('puzzles:board.planHit'));
      if (revealed.reply?.move === sq)
        parts.push(i18n.t('puzzles:board.replyMove', { opponent: opponentName }));
      if (revealed.reply?.hit === sq)
        parts.push(i18n.t('puzzles:board.replyHit', { opponent: opponentName }));
    }
    return {
      square: sq,
      label: parts.join(i18n.t('gameBoard:square.separator')),
      move,
      hit,
      plannedMove,
      plannedHit,
      landed: 'none',
      active,
    };
  });
  return { step: revealed === null && step !== 'ready' ? step : 'none', squares, tokens, revealTurn: 0 };
}

/**
 * A plan against a reply as the game's reveal draws it (arrows, rings, a landed hit marked): the engine resolves
 * the turn (resolveTurn) and tells its story from the solver's side (seat A).
 */
export function planStory(position: PuzzlePosition, plan: PuzzlePlan, reply: PuzzlePlan): RevealStory {
  const plans = {
    turn: position.turn,
    moveA: plan.move,
    hitA: plan.hit,
    moveB: reply.move,
    hitB: reply.hit,
  };
  return revealStory(
    {
      ...plans,
      fromA: position.solver.square,
      fromB: position.opponent.square,
      outcome: resolveTurn(plans),
    },
    'A',
  );
}
