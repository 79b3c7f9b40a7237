import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  SQUARES,
  isSquare,
  lineDistance,
  range,
  squareAt,
  squareFromName,
  squareName,
  squareX,
  squareY,
} from './board';

describe('geometry', () => {
  test.each([
    { name: 'top-left', square: 0, x: 1, y: 8, named: 'a8' },
    { name: 'top-right', square: 7, x: 8, y: 8, named: 'h8' },
    { name: 'second row start', square: 8, x: 1, y: 7, named: 'a7' },
    { name: 'centre', square: 27, x: 4, y: 5, named: 'd5' },
    { name: 'the notation example', square: 36, x: 5, y: 4, named: 'e4' },
    { name: 'bottom-left', square: 56, x: 1, y: 1, named: 'a1' },
    { name: 'bottom-right', square: 63, x: 8, y: 1, named: 'h1' },
  ])('$name: square $square is X$x Y$y, named $named', ({ square, x, y, named }) => {
    expect(squareX(square)).toBe(x);
    expect(squareY(square)).toBe(y);
    expect(squareAt(x, y)).toBe(square);
    expect(squareName(square)).toBe(named);
    expect(squareFromName(named)).toBe(square);
  });

  test('every square has its own name and reads back from it; anything else is -1', () => {
    const names = Array.from({ length: SQUARES }, (_, sq) => squareName(sq));
    expect(new Set(names).size).toBe(SQUARES);
    names.forEach((name, sq) => {
      expect(squareFromName(name)).toBe(sq);
    });
    for (const name of ['i1', 'a0', 'a9', 'E4', 'e44', 'X5 Y4', '']) expect(squareFromName(name)).toBe(-1);
  });

  test.each([
    { name: 'x too small', x: 0, y: 4 },
    { name: 'x too large', x: 9, y: 4 },
    { name: 'y too small', x: 4, y: 0 },
    { name: 'y too large', x: 4, y: 9 },
  ])('$name: off the board', ({ x, y }) => {
    expect(squareAt(x, y)).toBe(-1);
  });

  test.each([
    { value: 0, ok: true },
    { value: 63, ok: true },
    { value: -1, ok: false },
    { value: 64, ok: false },
    { value: 3.5, ok: false },
    { value: '3', ok: false },
    { value: Number.NaN, ok: false },
    { value: null, ok: false },
  ])('isSquare($value) is $ok', ({ value, ok }) => {
    expect(isSquare(value)).toBe(ok);
  });

  test.each([
    { name: 'same square', a: 27, b: 27, d: 0 },
    { name: 'orthogonal neighbour', a: 27, b: 28, d: 1 },
    { name: 'two up', a: 27, b: 11, d: 2 },
    { name: 'diagonal neighbour costs 2', a: 27, b: 18, d: 2 },
    { name: 'two diagonal steps cost 4', a: 27, b: 9, d: 4 },
    { name: 'knight jump is not in line', a: 27, b: 10, d: -1 },
    { name: 'across the whole row', a: 0, b: 7, d: 7 },
    { name: 'corner to corner', a: 0, b: 63, d: 14 },
  ])('$name: distance($a, $b) = $d', ({ a, b, d }) => {
    expect(lineDistance(a, b)).toBe(d);
  });
});

describe('range (RULES.md worked examples and more)', () => {
  test.each([
    { name: 'Undergraduate on 27 moves 1..1', from: 27, lo: 1, hi: 1, want: [19, 26, 28, 35] },
    {
      name: 'Philosophical Doctor on 27 moves 0..2 (13 squares)',
      from: 27,
      lo: 0,
      hi: 2,
      want: [11, 18, 19, 20, 25, 26, 27, 28, 29, 34, 35, 36, 43],
    },
    { name: 'Cook on 0 moves 0..1', from: 0, lo: 0, hi: 1, want: [0, 1, 8] },
    { name: 'only the square itself', from: 27, lo: 0, hi: 0, want: [27] },
    { name: 'exactly 2 from a corner', from: 0, lo: 2, hi: 2, want: [2, 9, 16] },
    {
      name: 'exactly 3: orthogonal only (diagonals are even)',
      from: 27,
      lo: 3,
      hi: 3,
      want: [3, 24, 30, 51],
    },
    { name: 'bottom-right corner 1..2', from: 63, lo: 1, hi: 2, want: [47, 54, 55, 61, 62] },
    { name: 'empty when lo > hi', from: 27, lo: 3, hi: 1, want: [] },
    { name: 'empty for a square off the board', from: 64, lo: 0, hi: 3, want: [] },
  ])('$name', ({ from, lo, hi, want }) => {
    expect(range(from, lo, hi)).toEqual(want);
  });

  const square = fc.integer({ min: 0, max: 63 });
  const bound = fc.integer({ min: 0, max: 14 });

  test('symmetry: b is in range of a iff a is in range of b', () => {
    fc.assert(
      fc.property(square, square, bound, bound, (a, b, lo, hi) => {
        expect(range(a, lo, hi).includes(b)).toBe(range(b, lo, hi).includes(a));
      }),
    );
  });

  test('matches the definition: in line and lo <= dx + dy <= hi, ascending', () => {
    fc.assert(
      fc.property(square, bound, bound, (a, lo, hi) => {
        const want = [];
        for (let b = 0; b < 64; b++) {
          const dx = Math.abs(squareX(a) - squareX(b));
          const dy = Math.abs(squareY(a) - squareY(b));
          if ((dx === 0 || dy === 0 || dx === dy) && dx + dy >= lo && dx + dy <= hi) want.push(b);
        }
        expect(range(a, lo, hi)).toEqual(want);
      }),
    );
  });

  test('mirroring the board mirrors the range', () => {
    const mirror = (sq: number) => squareAt(9 - squareX(sq), squareY(sq));
    fc.assert(
      fc.property(square, bound, bound, (a, lo, hi) => {
        const mirrored = range(a, lo, hi)
          .map(mirror)
          .sort((x, y) => x - y);
        expect(range(mirror(a), lo, hi)).toEqual(mirrored);
      }),
    );
  });
});
