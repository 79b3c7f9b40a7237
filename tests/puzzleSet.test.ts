// The shipped puzzle set (engine/puzzles/set/puzzles.json, docs/RULES.md "Puzzles"), read as the server reads it
// and re-checked against the shipped solved table: a sample of puzzles found again from their positions, in a
// mirror too, judged, and traced back to the engine games they name; the generator's first games are in it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SOLVED_DIR, solvedTableFor } from '../api/solved/tableFiles';
import { SHIPPED_SEED } from '../api/cli/puzzles';
import {
  characterIndex,
  engineGame,
  generatePuzzles,
  judgePuzzle,
  parsePuzzleSet,
  PUZZLE_MARGIN,
  PUZZLE_RATING_CEILING,
  PUZZLE_RATING_FLOOR,
  PUZZLE_SET_FILE,
  PUZZLE_THEMES,
  puzzleAt,
  resolveTurn,
  type Puzzle,
} from '../engine';
import { transformPosition } from '../engine/puzzles/puzzleId';
import { mirroredFacts, puzzleFacts } from '../engine/puzzles/testPositions';
import { SYMMETRIES } from '../engine/solved/symmetry';
import { HIT_TABLE, MOVE_TABLE } from '../engine/targets';

const solved = solvedTableFor(SOLVED_DIR);
const { table } = solved;
const parsed = parsePuzzleSet(JSON.parse(readFileSync(PUZZLE_SET_FILE, 'utf8')));
const puzzles: readonly Puzzle[] = parsed.ok ? parsed.value : [];

/** A small deterministic generator for the samples (the same puzzles on every run). */
function sampler(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 8) % n;
  };
}

function sample(count: number, seed: number): Puzzle[] {
  const pick = sampler(seed);
  return Array.from({ length: count }, () => puzzles[pick(puzzles.length)]!);
}

describe('the shipped set', () => {
  test('parses, holds at least 10,000 puzzles, ids unique and ascending', () => {
    expect(parsed.ok ? 'ok' : parsed.error.message).toBe('ok');
    expect(puzzles.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
  });

  test('spreads over at least six themes and over the ratings', () => {
    const themes = PUZZLE_THEMES.filter((t) => puzzles.filter((p) => p.themes.includes(t)).length >= 100);
    expect(themes.length).toBeGreaterThanOrEqual(6);
    // Every 200 points of the range has at least 1 % of the puzzles.
    for (let low = PUZZLE_RATING_FLOOR; low < PUZZLE_RATING_CEILING; low += 200) {
      const inBand = puzzles.filter((p) => p.rating >= low && p.rating < low + 200).length;
      expect(inBand, `ratings ${low}..${low + 199}`).toBeGreaterThanOrEqual(puzzles.length / 100);
    }
  });

  test('300 puzzles found again from their positions with the shipped table: the same puzzle', () => {
    for (const puzzle of sample(300, 42))
      expect(puzzleAt(table, puzzle.position, puzzle.source)).toEqual(puzzle);
  });

  test('40 puzzles in a mirror or turned: the same id, the same values and themes, the solution mapped', () => {
    const pick = sampler(5);
    for (const puzzle of sample(40, 9)) {
      const k = 1 + pick(SYMMETRIES.length - 1);
      const g = SYMMETRIES[k]!;
      const image = puzzleAt(table, transformPosition(puzzle.position, k), puzzle.source)!;
      expect(puzzleFacts(image)).toEqual(mirroredFacts(puzzle, g));
    }
  });

  test('100 puzzles judged: the solution solves; every other move is refuted by a legal reply that costs the margin', () => {
    for (const puzzle of sample(100, 11)) {
      const { position, solution } = puzzle;
      const solver = characterIndex(position.solver.letter);
      const right = judgePuzzle(puzzle, { move: solution.move, hit: solution.hits[0]! }, table);
      expect(right.ok && right.value.solved).toBe(true);
      for (const move of MOVE_TABLE[solver]![position.solver.square]!) {
        if (move === solution.move) continue;
        const hit = HIT_TABLE[solver]![move]![0]!;
        const judged = judgePuzzle(puzzle, { move, hit }, table);
        if (!judged.ok || judged.value.refutation?.kind !== 'refuted')
          throw new Error('a wrong plan not refuted');
        const { reply, outcome } = judged.value.refutation;
        const opponent = characterIndex(position.opponent.letter);
        expect(HIT_TABLE[opponent]![reply.move]).toContain(reply.hit);
        const turn = resolveTurn({
          moveA: move,
          hitA: hit,
          moveB: reply.move,
          hitB: reply.hit,
          turn: position.turn,
        });
        // What the reply leaves the solver: decided by the rules, else the table's next turn.
        const left =
          turn === 'A'
            ? 1
            : turn === 'B'
              ? -1
              : turn === 'draw'
                ? 0
                : table.value(position.turn + 1, solver, opponent, move, reply.move);
        expect(left).toBeLessThanOrEqual(puzzle.value - PUZZLE_MARGIN + 1e-3);
        expect(outcome).toBe(turn === 'B' ? 'loss' : turn === 'draw' ? 'draw' : 'worse');
      }
    }
  });

  test('30 puzzles traced to the engine game and turn they name: the position is that turn’s, from one side', () => {
    for (const puzzle of sample(30, 3)) {
      if (puzzle.source.kind !== 'engine') throw new Error('the shipped set comes from the engine’s games');
      const game = engineGame(solved, puzzle.source.seed);
      const [a, b] = game.squares[puzzle.source.turn - 1]!;
      const { solver, opponent } = puzzle.position;
      const sides = [
        [game.letters[0], a, game.letters[1], b],
        [game.letters[1], b, game.letters[0], a],
      ];
      expect(sides).toContainEqual([solver.letter, solver.square, opponent.letter, opponent.square]);
      expect(puzzle.position.turn).toBe(puzzle.source.turn);
    }
  });

  test('is the generator’s: its first games, run twice, give the same puzzles, each in the shipped set', () => {
    const first = generatePuzzles(solved, { games: 12, seed: SHIPPED_SEED });
    expect(generatePuzzles(solved, { games: 12, seed: SHIPPED_SEED })).toEqual(first);
    expect(first.positions).toBeGreaterThan(0);
    const shipped = new Map(puzzles.map((p) => [p.id, p]));
    for (const puzzle of first.puzzles) expect(shipped.get(puzzle.id)).toEqual(puzzle);
  });
});
