import { describe, expect, test } from 'vitest';
import { applyAction, isAllowed, parseAction, whyRefused } from './actions';
import { applyEvent } from './events';
import { advance, createGame } from './game';
import { filledGame, must, play, startedGame, turnOneGame } from './testHelpers';
import { ERROR_MESSAGES, type ErrorCode, type GameState, type Seat } from './types';

const placeGame = () =>
  play(startedGame(), 100, ['A', { type: 'choose', square: 58 }], ['B', { type: 'choose', square: 16 }]);
const setGame = () =>
  play(
    turnOneGame(),
    200,
    ['A', { type: 'move', square: 28 }],
    ['A', { type: 'hit', square: 29 }],
    ['A', { type: 'set' }],
  );
const revealGame = () =>
  play(
    setGame(),
    200,
    ['B', { type: 'move', square: 1 }],
    ['B', { type: 'hit', square: 2 }],
    ['B', { type: 'set' }],
  );
const overGame = () => must(applyEvent(startedGame(), { type: 'forfeit', seat: 'B' }, 50));
const pausedGame = () => must(applyEvent(startedGame(), { type: 'pause' }, 50));

interface Case {
  name: string;
  game: () => GameState;
  seat?: Seat;
  action: unknown;
  now?: number;
  code: ErrorCode;
}

/** Every way an action can be refused; each must leave the game exactly as it was. */
const CASES: Case[] = [
  { name: 'not an object', game: startedGame, action: 'choose', code: 'action/malformed' },
  { name: 'null', game: startedGame, action: null, code: 'action/malformed' },
  { name: 'unknown type', game: startedGame, action: { type: 'fly', square: 3 }, code: 'action/malformed' },
  { name: 'missing square', game: startedGame, action: { type: 'choose' }, code: 'action/malformed' },
  {
    name: 'square as text',
    game: startedGame,
    action: { type: 'choose', square: '2' },
    code: 'action/malformed',
  },
  {
    name: 'fractional square',
    game: startedGame,
    action: { type: 'choose', square: 2.5 },
    code: 'action/malformed',
  },
  {
    name: 'unknown seat',
    game: startedGame,
    seat: 'C' as Seat,
    action: { type: 'set' },
    code: 'seat/unknown',
  },
  {
    name: 'before the start',
    game: () => createGame({ seed: 1, mode: 'others' }),
    action: { type: 'choose', square: 2 },
    code: 'game/not-started',
  },
  { name: 'after the end', game: overGame, action: { type: 'choose', square: 2 }, code: 'game/over' },
  { name: 'while paused', game: pausedGame, action: { type: 'choose', square: 2 }, code: 'game/paused' },
  {
    name: 'place during Choose',
    game: startedGame,
    action: { type: 'place', square: 2 },
    code: 'phase/wrong',
  },
  { name: 'move during Choose', game: startedGame, action: { type: 'move', square: 2 }, code: 'phase/wrong' },
  { name: 'hit during Place', game: placeGame, action: { type: 'hit', square: 2 }, code: 'phase/wrong' },
  { name: 'set during Place', game: placeGame, action: { type: 'set' }, code: 'phase/wrong' },
  {
    name: 'choose during Move',
    game: turnOneGame,
    action: { type: 'choose', square: 2 },
    code: 'phase/wrong',
  },
  { name: 'place during Move', game: turnOneGame, action: { type: 'place', square: 2 }, code: 'phase/wrong' },
  {
    name: 'move during the reveal',
    game: revealGame,
    action: { type: 'move', square: 29 },
    code: 'phase/wrong',
  },
  { name: 'back during the reveal', game: revealGame, action: { type: 'back' }, code: 'phase/wrong' },
  {
    name: 'at the deadline',
    game: startedGame,
    action: { type: 'choose', square: 2 },
    now: 10_000,
    code: 'phase/closed',
  },
  { name: 'square 64', game: startedGame, action: { type: 'choose', square: 64 }, code: 'square/off-board' },
  { name: 'square -1', game: placeGame, action: { type: 'place', square: -1 }, code: 'square/off-board' },
  {
    name: 'no character there',
    game: startedGame,
    action: { type: 'choose', square: 0 },
    code: 'choose/not-a-character',
  },
  {
    name: 'move too far',
    game: turnOneGame,
    action: { type: 'move', square: 29 },
    code: 'move/out-of-range',
  },
  {
    name: 'Undergraduate cannot stay',
    game: turnOneGame,
    action: { type: 'move', square: 27 },
    code: 'move/out-of-range',
  },
  {
    name: 'move off the line',
    game: turnOneGame,
    action: { type: 'move', square: 18 },
    code: 'move/out-of-range',
  },
  { name: 'hit before moving', game: turnOneGame, action: { type: 'hit', square: 28 }, code: 'hit/no-move' },
  {
    name: 'hit out of range of the move target',
    game: () => play(turnOneGame(), 200, ['A', { type: 'move', square: 28 }]),
    action: { type: 'hit', square: 27 + 8 * 2 },
    code: 'hit/out-of-range',
  },
  { name: 'move after Set', game: setGame, action: { type: 'move', square: 26 }, code: 'plan/confirmed' },
  { name: 'hit after Set', game: setGame, action: { type: 'hit', square: 27 }, code: 'plan/confirmed' },
  { name: 'Set twice', game: setGame, action: { type: 'set' }, code: 'plan/confirmed' },
  { name: 'back after Set', game: setGame, action: { type: 'back' }, code: 'plan/confirmed' },
  { name: 'Set without a plan', game: turnOneGame, action: { type: 'set' }, code: 'plan/incomplete' },
  {
    name: 'Set without a hit',
    game: () => play(turnOneGame(), 200, ['A', { type: 'move', square: 28 }]),
    action: { type: 'set' },
    code: 'plan/incomplete',
  },
  { name: 'back with nothing chosen', game: startedGame, action: { type: 'back' }, code: 'back/nothing' },
  { name: 'back with nothing placed', game: placeGame, action: { type: 'back' }, code: 'back/nothing' },
  { name: 'ready in Choose', game: startedGame, action: { type: 'ready' }, code: 'phase/wrong' },
  {
    name: 'ready twice',
    game: () => play(filledGame(), 100, ['A', { type: 'ready' }]),
    action: { type: 'ready' },
    code: 'ready/already',
  },
  {
    name: 'choose before the start',
    game: filledGame,
    action: { type: 'choose', square: 2 },
    code: 'phase/wrong',
  },
  { name: 'back in the start phase', game: filledGame, action: { type: 'back' }, code: 'phase/wrong' },
  { name: 'back with nothing planned', game: turnOneGame, action: { type: 'back' }, code: 'back/nothing' },
];

describe('refused actions', () => {
  test.each(CASES)('$name: $code, state untouched', ({ game, seat = 'A', action, now = 300, code }) => {
    const state = game();
    const before = structuredClone(state);
    const result = applyAction(state, seat, action, now);
    expect(result).toEqual({ ok: false, error: { code, message: ERROR_MESSAGES[code] } });
    expect(state).toEqual(before);
  });

  test('every action error code has a case above (events and messages have theirs in their tests)', () => {
    const eventOnly = ['game/started', 'game/not-paused', 'berserk/late', 'berserk/already']; // berserk.test.ts
    const messageOnly = ['message/unknown', 'message/malformed']; // protocol.test.ts
    const puzzleOnly = ['puzzle/bad-move', 'puzzle/bad-hit', 'puzzle/bad-set']; // puzzles/judge.test.ts, puzzleSet.test.ts
    eventOnly.push(...messageOnly, ...puzzleOnly);
    const covered = new Set(CASES.map((c) => c.code));
    for (const code of Object.keys(ERROR_MESSAGES))
      if (!eventOnly.includes(code)) expect(covered).toContain(code);
  });

  test('every message is readable', () => {
    for (const message of Object.values(ERROR_MESSAGES)) expect(message).toMatch(/^[A-Z].*\.$/);
  });
});

describe('accepted actions', () => {
  test('parseAction keeps only the fields of the action', () => {
    expect(parseAction({ type: 'set', square: 3, extra: true })).toEqual({
      ok: true,
      value: { type: 'set' },
    });
    expect(parseAction({ type: 'move', square: 3, extra: true })).toEqual({
      ok: true,
      value: { type: 'move', square: 3 },
    });
  });

  test('choosing again replaces the choice; back clears it', () => {
    const g = play(
      startedGame(),
      100,
      ['A', { type: 'choose', square: 2 }],
      ['A', { type: 'choose', square: 61 }],
    );
    expect(g.players.A.character).toBe('T');
    expect(play(g, 200, ['A', { type: 'back' }]).players.A.character).toBeNull();
  });

  test('back in Place clears the square', () => {
    const g = play(placeGame(), 200, ['A', { type: 'place', square: 5 }], ['A', { type: 'back' }]);
    expect(g.players.A.square).toBeNull();
    expect(g.phase).toBe('place');
  });

  test('back undoes the hit, then the move', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: 29 }],
    );
    const once = play(g, 300, ['A', { type: 'back' }]);
    expect(once.players.A).toMatchObject({ move: 28, hit: null });
    expect(play(once, 300, ['A', { type: 'back' }]).players.A).toMatchObject({ move: null, hit: null });
  });

  test('a new move clears a hit that belonged to the old one; the same move keeps it', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: 29 }],
    );
    expect(play(g, 300, ['A', { type: 'move', square: 28 }]).players.A.hit).toBe(29);
    expect(play(g, 300, ['A', { type: 'move', square: 26 }]).players.A).toMatchObject({
      move: 26,
      hit: null,
    });
  });

  test('every accepted action is logged with its time and seat', () => {
    const g = play(startedGame(), 123, ['B', { type: 'choose', square: 3 }]);
    expect(g.log.at(-1)).toEqual({ at: 123, seat: 'B', action: { type: 'choose', square: 3 } });
  });

  test('an action just before the deadline counts', () => {
    const g = must(applyAction(startedGame(), 'A', { type: 'choose', square: 3 }, 9_999));
    expect(advance(g, 10_000).players.A.character).toBe('P');
  });
});

describe('whyRefused', () => {
  const own = { character: 'J', square: 27, move: 28, hit: null, set: false, ready: false } as const;
  test.each([
    ['a hit out of range', 'hit', { type: 'hit', square: 0 }, 'hit/out-of-range'],
    ['Set before a hit', 'move', { type: 'set' }, 'plan/incomplete'],
    ['a move in Place', 'place', { type: 'move', square: 28 }, 'phase/wrong'],
  ] as const)('%s: %s', (_name, phase, action, code) => {
    expect(whyRefused(phase, own, action)).toEqual({ code, message: ERROR_MESSAGES[code] });
  });

  test('null exactly when isAllowed', () => {
    const hit = { type: 'hit', square: 28 } as const;
    expect(whyRefused('hit', own, hit)).toBeNull();
    expect(isAllowed('hit', own, hit)).toBe(true);
  });
});
