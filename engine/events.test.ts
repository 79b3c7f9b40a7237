import { describe, expect, test } from 'vitest';
import { ABORT_BEFORE_FIRST_MOVE_MODES, applyEvent, forfeitResult, leaveAborts, replayGame } from './events';
import { advance, createGame } from './game';
import { must, play, startedGame, turnOneGame } from './testHelpers';
import { ERROR_MESSAGES, type ErrorCode, type GameMode, type GameState, type SystemEvent } from './types';

describe('host events', () => {
  test.each([
    { seat: 'A', winner: 'B' },
    { seat: 'B', winner: 'A' },
  ] as const)('$seat forfeits: $winner wins', ({ seat, winner }) => {
    const g = must(applyEvent(turnOneGame(), { type: 'forfeit', seat }, 500));
    expect(g).toMatchObject({ phase: 'over', deadline: null, result: { winner, reason: 'forfeit' } });
  });

  test('abort ends the game as no contest', () => {
    expect(must(applyEvent(turnOneGame(), { type: 'abort' }, 500)).result).toEqual({
      winner: 'none',
      reason: 'no-contest',
    });
  });

  // Issue 35: two accounts paired by hand traded rated forfeits by leaving in the start phase.
  const beforeFirstMove = (mode: GameMode) => ({
    start: () => must(applyEvent(createGame({ seed: 1, mode }), { type: 'start' }, 0)),
    choose: () => startedGame(1, mode),
    place: () =>
      play(
        startedGame(1, mode),
        100,
        ['A', { type: 'choose', square: 58 }],
        ['B', { type: 'choose', square: 16 }],
      ),
  });
  test.each(['start', 'choose', 'place'] as const)(
    'a public game left in %s (before the first move) ends as no contest, whoever leaves',
    (phase) => {
      const game = beforeFirstMove('others')[phase]();
      expect(game).toMatchObject({ phase, turn: 0 });
      for (const seat of ['A', 'B'] as const)
        expect(must(applyEvent(game, { type: 'forfeit', seat }, 200)).result).toEqual({
          winner: 'none',
          reason: 'no-contest',
        });
    },
  );

  test.each(['h1a1', 'h2a0'] as const)(
    'in %s (not rated between two people) a leave before the first move stays a forfeit',
    (mode) => {
      const game = beforeFirstMove(mode).choose();
      expect(must(applyEvent(game, { type: 'forfeit', seat: 'A' }, 200)).result).toEqual({
        winner: 'B',
        reason: 'forfeit',
      });
      expect(ABORT_BEFORE_FIRST_MOVE_MODES).not.toContain(mode);
    },
  );

  test('from the first move on, a public game left is forfeited', () => {
    const game = turnOneGame();
    expect(game).toMatchObject({ mode: 'others', phase: 'move', turn: 1 });
    expect(forfeitResult(game, 'B')).toEqual({ winner: 'A', reason: 'forfeit' });
  });

  test.each([
    { mode: 'others', turn: 0, aborts: true },
    { mode: 'others', turn: 1, aborts: false },
    { mode: 'h1a1', turn: 0, aborts: false },
    { mode: 'h2a0', turn: 0, aborts: false },
  ] as const)(
    'leaveAborts in $mode at turn $turn: $aborts (what the leave question says)',
    ({ mode, turn, aborts }) => {
      expect(leaveAborts({ mode, turn })).toBe(aborts);
    },
  );

  test('a forfeit after a deadline first ends the phases that ran out', () => {
    const g = must(applyEvent(startedGame(), { type: 'forfeit', seat: 'A' }, 10_000));
    expect(g.players.A.character).not.toBeNull();
  });

  test('pause freezes the clock and resume gives the phase its remaining time', () => {
    const paused = must(applyEvent(startedGame(), { type: 'pause' }, 4_000));
    expect(paused).toMatchObject({ paused: true, deadline: null, remaining: 6_000, phase: 'choose' });
    expect(advance(paused, 10 ** 9)).toBe(paused);
    const resumed = must(applyEvent(paused, { type: 'resume' }, 50_000));
    expect(resumed).toMatchObject({ paused: false, deadline: 56_000, remaining: null, phase: 'choose' });
  });

  const over = () => must(applyEvent(startedGame(), { type: 'abort' }, 1));
  test.each<{ name: string; game: () => GameState; event: SystemEvent; code: ErrorCode }>([
    { name: 'start twice', game: startedGame, event: { type: 'start' }, code: 'game/started' },
    { name: 'forfeit after the end', game: over, event: { type: 'forfeit', seat: 'A' }, code: 'game/over' },
    { name: 'abort after the end', game: over, event: { type: 'abort' }, code: 'game/over' },
    {
      name: 'forfeit by nobody',
      game: startedGame,
      event: { type: 'forfeit', seat: 'Z' as 'A' },
      code: 'seat/unknown',
    },
    {
      name: 'pause before the start',
      game: () => createGame({ seed: 1, mode: 'h0a2' }),
      event: { type: 'pause' },
      code: 'phase/wrong',
    },
    {
      name: 'pause twice',
      game: () => must(applyEvent(startedGame(), { type: 'pause' }, 1)),
      event: { type: 'pause' },
      code: 'game/paused',
    },
    { name: 'resume while running', game: startedGame, event: { type: 'resume' }, code: 'game/not-paused' },
  ])('$name: $code, state untouched', ({ game, event, code }) => {
    const state = game();
    const before = structuredClone(state);
    expect(applyEvent(state, event, 2)).toEqual({
      ok: false,
      error: { code, message: ERROR_MESSAGES[code] },
    });
    expect(state).toEqual(before);
  });
});

describe('replay', () => {
  test('a game rebuilt from its seed and log is the same game', () => {
    let g = play(turnOneGame(5), 200, ['A', { type: 'move', square: 28 }]);
    g = advance(g, 20_000);
    g = must(applyEvent(g, { type: 'pause' }, 20_500));
    g = must(applyEvent(g, { type: 'resume' }, 30_000));
    g = advance(g, 10 ** 7);
    expect(g.phase).toBe('over');
    expect(must(replayGame({ seed: 5, mode: 'others' }, g.log, 10 ** 7))).toEqual(g);
  });

  test('a log with a refused entry does not replay', () => {
    const log = [
      { at: 0, event: { type: 'start' } },
      { at: 5, seat: 'A', action: { type: 'set' } },
    ] as const;
    expect(replayGame({ seed: 1, mode: 'others' }, log)).toMatchObject({
      ok: false,
      error: { code: 'phase/wrong' },
    });
  });
});
