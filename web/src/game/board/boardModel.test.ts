import { describe, expect, test } from 'vitest';
import { CHARACTERS, hitTargets, moveTargets } from '../../../../engine';
import { boardModel, stepsFor } from './boardModel';
import { plan, seat, view } from '../decoding/testViews';

const squaresWhere = (m: ReturnType<typeof boardModel>, pick: 'move' | 'hit' | 'active') =>
  m.squares.filter((s) => s[pick]).map((s) => s.square);

/** Both pieces on the board in turn 1: you (A) the Judicial Doctor on 27, the opponent the Teacher on 36. */
const turn1 = (over: Parameters<typeof view>[0] = {}) =>
  view({
    players: [
      seat({ key: 'me', seat: 'A', character: 'J', square: 27 }),
      seat({ key: 'them', seat: 'B', character: 'T', square: 36 }),
    ],
    ...over,
  });

describe('highlights come from the engine', () => {
  test.each(CHARACTERS.map((c) => ({ letter: c.letter, from: 27 })))(
    '$letter on $from: blue squares are exactly moveTargets',
    ({ letter, from }) => {
      const v = view({
        players: [
          seat({ key: 'me', seat: 'A', character: letter, square: from }),
          seat({ key: 'them', seat: 'B' }),
        ],
      });
      const m = boardModel(v, plan({ character: letter, square: from }), 'me');
      expect(m.step).toBe('move');
      expect(squaresWhere(m, 'move')).toEqual(moveTargets(letter, from));
      expect(squaresWhere(m, 'hit')).toEqual([]);
      expect(squaresWhere(m, 'active')).toEqual(moveTargets(letter, from));
    },
  );

  test.each(CHARACTERS.map((c) => ({ letter: c.letter, move: moveTargets(c.letter, 0)[0]! })))(
    '$letter moving to $move: red squares are exactly hitTargets from the planned move',
    ({ letter, move }) => {
      const v = view({
        players: [
          seat({ key: 'me', seat: 'A', character: letter, square: 0 }),
          seat({ key: 'them', seat: 'B' }),
        ],
      });
      const m = boardModel(v, plan({ character: letter, move }), 'me');
      expect(m.step).toBe('hit');
      expect(squaresWhere(m, 'hit')).toEqual(hitTargets(letter, move));
      expect(squaresWhere(m, 'move')).toEqual([]);
      expect(m.squares[move]!.plannedMove).toBe(true);
    },
  );

  test('after Set nothing is highlighted or clickable; the plan stays marked', () => {
    const m = boardModel(
      turn1({ phase: 'hit' }),
      plan({ character: 'J', move: 28, hit: 29, set: true }),
      'me',
    );
    expect(m.step).toBe('none');
    expect(squaresWhere(m, 'active')).toEqual([]);
    expect(m.squares[28]!.label).toBe('e5, your planned move');
    expect(m.squares[29]!.label).toBe('f5, your planned hit');
  });
});

describe('steps, tokens and labels', () => {
  test('choose: the 16 characters on their start squares, clickable; your pick in amber', () => {
    const m = boardModel(view({ phase: 'choose', turn: 0 }), plan({ character: 'F' }), 'me');
    expect(m.step).toBe('choose');
    expect(squaresWhere(m, 'active')).toEqual(CHARACTERS.map((c) => c.start).sort((a, b) => a - b));
    expect(m.tokens).toHaveLength(16);
    expect(m.tokens.find((t) => t.letter === 'F')).toMatchObject({ owner: 'me', picked: true, square: 2 });
    expect(m.tokens.find((t) => t.letter === 'P')).toMatchObject({ owner: 'free', picked: false });
    expect(m.squares[2]!.label).toBe('c8, Org. Doctor');
    expect(m.squares[0]!.label).toBe('a8');
  });

  test('place: every square is clickable; only your own piece shows', () => {
    const m = boardModel(view({ phase: 'place', turn: 0 }), plan({ character: 'T', square: 63 }), 'me');
    expect(m.step).toBe('place');
    expect(squaresWhere(m, 'active')).toHaveLength(64);
    expect(m.tokens).toEqual([
      { id: 'A', letter: 'T', name: 'Teacher', square: 63, owner: 'me', picked: false, from: -1 },
    ]);
  });

  test('both pieces in play: you amber, the opponent violet, named in the labels', () => {
    const m = boardModel(turn1(), plan({ character: 'J', square: 27 }), 'me');
    expect(m.tokens.map((t) => [t.letter, t.square, t.owner])).toEqual([
      ['J', 27, 'me'],
      ['T', 36, 'foe'],
    ]);
    expect(m.squares[27]!.label).toBe('d5, Judicial Doctor, move target');
    expect(m.squares[36]!.label).toBe('e4, Teacher');
  });

  test('reveal: pieces slide from where they stood; the deciding hit is marked winning', () => {
    const lastReveal = {
      turn: 1,
      fromA: 26,
      moveA: 27,
      hitA: 36,
      fromB: 44,
      moveB: 36,
      hitB: 33,
      outcome: 'A',
    } as const;
    const m = boardModel(
      turn1({ phase: 'over', lastReveal, result: { winner: 'A', reason: 'hit' } }),
      plan(),
      'me',
    );
    expect(m.revealTurn).toBe(1);
    expect(m.tokens.map((t) => [t.id, t.from, t.square])).toEqual([
      ['A', 26, 27],
      ['B', 44, 36],
    ]);
    expect(m.squares[36]!.landed).toBe('winning');
    expect(m.squares[33]!.landed).toBe('hit');
    expect(m.squares[27]!.landed).toBe('none');
    expect(squaresWhere(m, 'active')).toEqual([]);
  });

  test('watching: nothing is clickable; seat A shows as amber, B as violet', () => {
    const v = turn1({ mode: 'h0a2' });
    const m = boardModel(v, null, 'watcher');
    expect(m.step).toBe('none');
    expect(m.tokens.map((t) => t.owner)).toEqual(['me', 'foe']);
    expect(stepsFor(view({ phase: 'choose' }), plan(), 'watcher').step).toBe('none');
  });

  test('watching Choose: each AI pick is marked as it happens', () => {
    const v = view({
      mode: 'h0a2',
      phase: 'choose',
      players: [seat({ key: 'ai-A', seat: 'A', character: 'C' }), seat({ key: 'ai-B', seat: 'B' })],
    });
    const m = boardModel(v, null, 'watcher');
    expect(m.tokens.filter((t) => t.picked).map((t) => [t.letter, t.owner])).toEqual([['C', 'me']]);
  });

  test('paused or waiting: no step', () => {
    expect(stepsFor(view({ paused: true }), plan(), 'me').step).toBe('none');
    expect(stepsFor(view({ phase: 'waiting' }), plan(), 'me').step).toBe('none');
    expect(stepsFor(view({ phase: 'reveal' }), plan(), 'me').step).toBe('none');
  });
});
