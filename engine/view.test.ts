import { expect, test } from 'vitest';
import { advance } from './game';
import { play, startedGame, turnOneGame } from './testHelpers';
import { publicView, viewFor } from './view';

test('during Choose and Place nobody sees the other character or square, only that it is done', () => {
  const g = play(startedGame(), 100, ['B', { type: 'choose', square: 61 }]);
  const a = viewFor(g, 'A');
  expect(a.players.B).toEqual({ character: null, square: null, done: true });
  expect(a.own.character).toBeNull();
  expect(viewFor(g, 'B').own.character).toBe('T');
  expect(JSON.stringify(a)).not.toContain('"T"');
  const placing = play(g, 200, ['A', { type: 'choose', square: 2 }], ['B', { type: 'place', square: 44 }]);
  expect(viewFor(placing, 'A').players.B).toEqual({ character: null, square: null, done: true });
});

test('from turn 1 both characters and squares are public', () => {
  expect(publicView(turnOneGame()).players).toEqual({
    A: { character: 'U', square: 27, done: false },
    B: { character: 'C', square: 0, done: false },
  });
});

test('a planned move and hit stay with their owner until the reveal', () => {
  const g = play(turnOneGame(), 200, ['B', { type: 'move', square: 8 }], ['B', { type: 'hit', square: 16 }]);
  const a = viewFor(g, 'A');
  expect(a.own).toEqual({ character: 'U', square: 27, move: null, hit: null, set: false, ready: false });
  expect(a.players.B).toEqual({ character: 'C', square: 0, done: true });
  expect(a.lastReveal).toBeNull();
  expect(viewFor(g, 'B').own).toMatchObject({ move: 8, hit: 16 });
  const revealed = advance(g, 20_000);
  expect(viewFor(revealed, 'A').lastReveal).toMatchObject({ moveB: 8, hitB: 16 });
});

test('the public view carries no plan at all', () => {
  const g = play(turnOneGame(), 200, ['A', { type: 'move', square: 28 }], ['A', { type: 'hit', square: 29 }]);
  const json = JSON.stringify(publicView(g));
  expect(json).not.toContain('28');
  expect(json).not.toContain('29');
});
