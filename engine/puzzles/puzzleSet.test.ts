import { describe, expect, test } from 'vitest';
import { puzzleAt } from './puzzleAt';
import { parsePuzzleSet, puzzleSetJson } from './puzzleSet';
import { at, madeUpTurn, NOTHING_AFTER, SOURCE, sq } from './testPositions';
import type { Puzzle } from './types';

const escape = puzzleAt(NOTHING_AFTER, at(10, 'J', 'b8', 'J', 'c6'), SOURCE)!;
const covered = puzzleAt(NOTHING_AFTER, at(10, 'J', 'a8', 'J', 'd8'), {
  kind: 'game',
  gameId: 'g7',
  turn: 10,
})!;
const forced = puzzleAt(
  madeUpTurn(6, { theirs: sq('g8'), high: 0.5, low: -0.6 }),
  at(5, 'J', 'c8', 'C', 'h8'),
  { kind: 'engine', seed: 'expert-random:3', turn: 5 },
)!;
const SET = [escape, covered, forced];

/** The set as the file holds it, read back as JSON. */
const asJson = (puzzles: readonly unknown[]): unknown => JSON.parse(puzzleSetJson(puzzles as Puzzle[]));

describe('the set file', () => {
  test('holds the puzzles sorted by id, one a line, and reads back the same', () => {
    const text = puzzleSetJson(SET);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(SET.length + 2);
    const parsed = parsePuzzleSet(JSON.parse(text));
    expect(parsed).toEqual({ ok: true, value: [...SET].sort((x, y) => (x.id < y.id ? -1 : 1)) });
  });

  test('is the same text whatever order the puzzles come in', () => {
    expect(puzzleSetJson([forced, escape, covered])).toBe(puzzleSetJson(SET));
  });
});

/** The escape puzzle with one field changed. */
const changed = (change: Record<string, unknown>): unknown => ({ ...escape, ...change });

describe('a set that is not valid is refused, saying what is wrong', () => {
  test.each([
    ['not an array', { puzzles: SET }, /not an array/],
    ['a puzzle that is not an object', [null], /puzzle 0: not an object/],
    ['a turn past 10', [changed({ position: { ...escape.position, turn: 11 } })], /position/],
    [
      'an unknown letter',
      [changed({ position: { ...escape.position, solver: { letter: 'Z', square: 1 } } })],
      /position/,
    ],
    ['an id not the position’s', [changed({ id: '10JJ-a8a8' })], /id is not its position's \(10JJ-b8c6\)/],
    [
      'a move out of reach',
      [changed({ solution: { move: sq('d4'), hits: [sq('d5')] } })],
      /move is out of reach/,
    ],
    ['a hit out of range', [changed({ solution: { move: sq('a8'), hits: [sq('h1')] } })], /hits are not/],
    ['no hit', [changed({ solution: { move: sq('a8'), hits: [] } })], /hits are not/],
    [
      'hits out of order',
      [changed({ solution: { move: sq('a8'), hits: [sq('b8'), sq('a8')] } })],
      /ascending/,
    ],
    ['a value past 1', [changed({ value: 1.5 })], /values/],
    ['values closer than the margin', [changed({ value: 0, nextBest: -0.4 })], /margin/],
    ['an unknown theme', [changed({ themes: ['fork'] })], /themes/],
    ['themes out of order', [changed({ themes: ['lastTurn', 'escape'] })], /themes/],
    ['a rating too low', [changed({ rating: 100 })], /rating/],
    ['a rating not whole', [changed({ rating: 1500.5 })], /rating/],
    ['no source', [changed({ source: undefined })], /source/],
    ['a source of another kind', [changed({ source: { kind: 'book', turn: 3 } })], /source/],
    ['an empty game id', [changed({ source: { kind: 'game', gameId: '', turn: 3 } })], /source/],
    ['ids out of order', [forced, escape], /puzzle 1: its id 10JJ-b8c6 does not come after 5JC-c8h8/],
    ['the same puzzle twice', [escape, escape], /does not come after/],
  ] as const)('%s', (_, json, why) => {
    const parsed = parsePuzzleSet(json);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('puzzle/bad-set');
    expect(parsed.error.message).toMatch(why);
    expect(parsed.error.message).toMatch(/^The puzzle set is not valid: .*\.$/);
  });

  test('the file’s own text of a good set passes', () => {
    expect(parsePuzzleSet(asJson(SET)).ok).toBe(true);
  });
});
