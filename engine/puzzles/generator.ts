import { SQUARES } from '../board';
import { CHARACTERS } from '../characters';
import { createAi } from '../ai/createAi';
import type { PerfectKnowledge } from '../ai/perfectAi';
import type { AiLevel } from '../ai/types';
import { aiSeed } from '../gameSeed';
import { MAX_TURNS, resolveTurn } from '../resolve';
import { deriveSeed, Rng } from '../rng';
import { puzzlesOfGame, type PuzzleGame } from './puzzleAt';
import { compareIds } from './puzzleSet';
import type { Puzzle } from './types';

/**
 * The AI pairings of the engine's own games, taken in turn: the Perfect AI (the table's equilibrium), the expert
 * and the random AI, against themselves and each other, so the positions range from sharp play to blunders.
 */
export const PUZZLE_MATCHES: readonly (readonly [AiLevel, AiLevel])[] = [
  ['perfect', 'perfect'],
  ['perfect', 'expert'],
  ['expert', 'expert'],
  ['perfect', 'random'],
  ['expert', 'random'],
  ['random', 'random'],
];

/** An engine game's seed as a puzzle's source names it: both AI levels and the game's number, "perfect-expert:1234". */
export function engineGameSeed(a: AiLevel, b: AiLevel, n: number): string {
  return `${a}-${b}:${n}`;
}

const SEED_FORM = /^([a-z]+)-([a-z]+):(\d+)$/;

/**
 * Replays one of the engine's own games from its seed (engineGameSeed): the characters and squares are drawn from
 * the game's number (every character pair and square can come up), then the two AIs play until a hit or turn 10.
 */
export function engineGame(knowledge: PerfectKnowledge, seed: string): PuzzleGame {
  const m = SEED_FORM.exec(seed);
  if (m === null) throw new Error(`engine game: "${seed}" is not a level-level:number seed`);
  const [levelA, levelB, n] = [m[1] as AiLevel, m[2] as AiLevel, Number(m[3])];
  const rng = new Rng(deriveSeed(n, 0));
  const letters = [rng.pick(CHARACTERS).letter, rng.pick(CHARACTERS).letter] as const;
  let squares: readonly [number, number] = [rng.int(SQUARES), rng.int(SQUARES)];
  const a = createAi(levelA, aiSeed(n, 'A'), knowledge);
  const b = createAi(levelB, aiSeed(n, 'B'), knowledge);
  const seen: (readonly [number, number])[] = [];
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    seen.push(squares);
    const [squareA, squareB] = squares;
    const planA = a.plan({
      turn,
      me: letters[0],
      mySquare: squareA,
      opponent: letters[1],
      opponentSquare: squareB,
    });
    const planB = b.plan({
      turn,
      me: letters[1],
      mySquare: squareB,
      opponent: letters[0],
      opponentSquare: squareA,
    });
    const outcome = resolveTurn({
      moveA: planA.move,
      hitA: planA.hit,
      moveB: planB.move,
      hitB: planB.hit,
      turn,
    });
    if (outcome !== 'next') break;
    squares = [planA.move, planB.move];
  }
  return { letters, squares: seen };
}

/** What the generator found, and how much it looked at. */
export interface GeneratedPuzzles {
  /** Every distinct puzzle (one per symmetry class), ids ascending; each from the first game that reached it. */
  readonly puzzles: readonly Puzzle[];
  /** Positions examined: every turn of every game, from both sides. */
  readonly positions: number;
  readonly games: number;
}

/** How far the generator is: games played of `games`, positions examined, distinct puzzles so far. */
export type GeneratorProgress = (done: number, games: number, positions: number, puzzles: number) => void;

/**
 * The puzzles of `games` engine games (docs/RULES.md "Puzzles"), deterministic for a seed: game i plays
 * PUZZLE_MATCHES[i mod 6] with the number deriveSeed(seed, i); every turn is tried from both sides
 * (puzzlesOfGame) and a position already found (the same id) is kept once.
 */
export function generatePuzzles(
  knowledge: PerfectKnowledge,
  { games, seed }: { readonly games: number; readonly seed: number },
  onProgress?: GeneratorProgress,
): GeneratedPuzzles {
  const found = new Map<string, Puzzle>();
  let positions = 0;
  for (let i = 0; i < games; i++) {
    const [a, b] = PUZZLE_MATCHES[i % PUZZLE_MATCHES.length]!;
    const gameSeed = engineGameSeed(a, b, deriveSeed(seed, i));
    const game = engineGame(knowledge, gameSeed);
    positions += 2 * game.squares.length;
    for (const puzzle of puzzlesOfGame(knowledge.table, game, (turn) => ({
      kind: 'engine',
      seed: gameSeed,
      turn,
    })))
      if (!found.has(puzzle.id)) found.set(puzzle.id, puzzle);
    onProgress?.(i + 1, games, positions, found.size);
  }
  const puzzles = [...found.values()].sort((x, y) => compareIds(x.id, y.id));
  return { puzzles, positions, games };
}
