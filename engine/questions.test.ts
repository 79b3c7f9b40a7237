import { describe, expect, test } from 'vitest';
import { advance, EMPTY_PLAYER } from './game';
import { isLivePhase, isPickPhase, isPlanningPhase, showsReveal, type Phase } from './phases';
import {
  landedHits,
  legalSteps,
  NO_CONTEST_MESSAGE,
  pendingPick,
  resultMessage,
  resultSentence,
  seatActivity,
  watchedPickDue,
} from './questions';
import { hitTargets, moveTargets } from './targets';
import { play, startedGame, turnOneGame } from './testHelpers';
import type { GameResult, PlayerState, Reveal, Seat } from './types';
import { publicView, watcherView } from './view';

const own = (over: Partial<PlayerState> = {}): PlayerState => ({ ...EMPTY_PLAYER, ...over });
/** The Undergraduate (U) on 27, as in turnOneGame. */
const u27 = (over: Partial<PlayerState> = {}) => own({ character: 'U', square: 27, ...over });

describe('legalSteps', () => {
  const steps: [string, Phase, PlayerState | null, boolean, string][] = [
    ['a watcher picks nothing', 'move', null, false, 'none'],
    ['paused, nothing', 'move', u27(), true, 'none'],
    ['waiting', 'waiting', own(), false, 'none'],
    ['choose', 'choose', own(), false, 'choose'],
    ['choose again after a pick', 'choose', own({ character: 'U' }), false, 'choose'],
    ['place', 'place', own({ character: 'U' }), false, 'place'],
    ['move first', 'move', u27(), false, 'move'],
    ['then hit', 'move', u27({ move: 28 }), false, 'hit'],
    ['hit in Give too', 'hit', u27({ move: 28, hit: 29 }), false, 'hit'],
    ['nothing after Set', 'hit', u27({ move: 28, hit: 29, set: true }), false, 'none'],
    ['reveal', 'reveal', u27(), false, 'none'],
    ['over', 'over', u27(), false, 'none'],
  ];
  test.each(steps)('%s', (_name, phase, player, paused, step) => {
    expect(legalSteps({ phase, paused, own: player }).step).toBe(step);
  });

  test('the start bar: ready is offered once, in the start phase only, and a ready player is done', () => {
    const at = (phase: Phase, p: PlayerState | null) => legalSteps({ phase, paused: false, own: p });
    expect(at('start', own())).toMatchObject({ step: 'none', canReady: true, done: false, picking: false });
    expect(at('start', own({ ready: true }))).toMatchObject({ canReady: false, done: true });
    expect(at('start', null).canReady).toBe(false);
    expect(at('choose', own()).canReady).toBe(false);
    expect(at('waiting', own()).canReady).toBe(false);
  });

  test('the targets are the engine ranges of the step', () => {
    expect(legalSteps({ phase: 'move', paused: false, own: u27() }).targets).toEqual(moveTargets('U', 27));
    expect(legalSteps({ phase: 'move', paused: false, own: u27({ move: 28 }) }).targets).toEqual(
      hitTargets('U', 28),
    );
    expect(legalSteps({ phase: 'choose', paused: false, own: own() }).targets).toHaveLength(16);
    expect(legalSteps({ phase: 'place', paused: false, own: own() }).targets).toHaveLength(64);
    expect(legalSteps({ phase: 'reveal', paused: false, own: u27() }).targets).toEqual([]);
  });

  const buttons: [string, Phase, PlayerState, { canBack: boolean; canSet: boolean; done: boolean }][] = [
    ['choose, nothing picked', 'choose', own(), { canBack: false, canSet: false, done: false }],
    ['choose, picked', 'choose', own({ character: 'U' }), { canBack: true, canSet: false, done: true }],
    [
      'place, placed',
      'place',
      own({ character: 'U', square: 3 }),
      { canBack: true, canSet: false, done: true },
    ],
    ['move, nothing planned', 'move', u27(), { canBack: false, canSet: false, done: false }],
    // The engine counts a player done in Move once it has a move (the web once said: only after Set).
    ['move, moved', 'move', u27({ move: 28 }), { canBack: true, canSet: false, done: true }],
    ['move, complete plan', 'move', u27({ move: 28, hit: 29 }), { canBack: true, canSet: true, done: true }],
    ['give, complete plan', 'hit', u27({ move: 28, hit: 29 }), { canBack: true, canSet: true, done: false }],
    [
      'give, set',
      'hit',
      u27({ move: 28, hit: 29, set: true }),
      { canBack: false, canSet: false, done: true },
    ],
    ['reveal', 'reveal', u27(), { canBack: false, canSet: false, done: false }],
  ];
  test.each(buttons)('Back, Set and done: %s', (_name, phase, player, want) => {
    expect(legalSteps({ phase, paused: false, own: player })).toMatchObject(want);
  });

  test('Back and Set are offered in the picking and planning phases only', () => {
    const offered = (phase: Phase) => {
      const s = legalSteps({ phase, paused: false, own: own() });
      return [s.picking, s.planning];
    };
    expect(offered('waiting')).toEqual([false, false]);
    expect(offered('choose')).toEqual([true, false]);
    expect(offered('place')).toEqual([true, false]);
    expect(offered('move')).toEqual([true, true]);
    expect(offered('hit')).toEqual([true, true]);
    expect(offered('reveal')).toEqual([false, false]);
  });
});

describe('landedHits', () => {
  const reveal = (over: Partial<Reveal>): Reveal => ({
    turn: 1,
    fromA: 27,
    moveA: 28,
    hitA: 10,
    fromB: 0,
    moveB: 8,
    hitB: 20,
    outcome: 'next',
    ...over,
  });
  test.each([
    ['both miss', reveal({}), [false, false]],
    ['A lands', reveal({ hitA: 8, outcome: 'A' }), [true, false]],
    ['B lands', reveal({ hitB: 28, outcome: 'B' }), [false, true]],
    ['both land', reveal({ hitA: 8, hitB: 28, outcome: 'draw' }), [true, true]],
    ['a draw by turns lands nothing', reveal({ turn: 10, outcome: 'draw' }), [false, false]],
  ] as const)('%s', (_name, r, [a, b]) => {
    expect(landedHits(r)).toEqual([
      { seat: 'A', square: r.hitA, landed: a },
      { seat: 'B', square: r.hitB, landed: b },
    ]);
  });

  test('swapping the players swaps the landed hits', () => {
    const r = reveal({ hitA: 8, outcome: 'A' });
    const swapped = reveal({ moveA: r.moveB, hitA: r.hitB, moveB: r.moveA, hitB: r.hitA, outcome: 'B' });
    expect(landedHits(swapped).map((h) => h.landed)).toEqual([false, true]);
  });
});

describe('watchedPickDue (AI versus AI marks)', () => {
  test('Choose: a pick at 8, 5 and 2 s left, and the phase runs to its deadline; then one pick a phase', () => {
    let g = startedGame(1, 'h0a2');
    const due = () => (['A', 'B'] as const).map((seat) => watchedPickDue(g, seat));
    expect(due()).toEqual([2000, 2000]);
    for (const [at, next] of [
      [2000, 5000],
      [5000, 8000],
    ] as const) {
      g = play(g, at, ['A', { type: 'choose', square: 58 }], ['B', { type: 'choose', square: 2 }]);
      expect([g.phase, ...due()]).toEqual(['choose', next, next]);
    }
    g = play(g, 8000, ['A', { type: 'choose', square: 59 }], ['B', { type: 'choose', square: 2 }]);
    expect([g.phase, ...due()]).toEqual(['choose', null, null]);
    g = advance(g, 10_000);
    expect([g.phase, ...due()]).toEqual(['place', 11_000, 11_000]);
  });

  test('outside AI versus AI, Choose still ends as soon as both have picked', () => {
    const g = play(
      startedGame(),
      100,
      ['A', { type: 'choose', square: 58 }],
      ['B', { type: 'choose', square: 2 }],
    );
    expect(g.phase).toBe('place');
  });
});

describe('pendingPick', () => {
  test('a seat owes the phase until it is done, and nothing outside timed pick phases', () => {
    const g = startedGame();
    expect(pendingPick(g, 'A')).toBe('choose');
    const chosen = play(g, 100, ['A', { type: 'choose', square: 58 }]);
    expect(pendingPick(chosen, 'A')).toBeNull();
    expect(pendingPick(chosen, 'B')).toBe('choose');
    const moved = play(turnOneGame(), 200, ['B', { type: 'move', square: 8 }]);
    expect([pendingPick(moved, 'A'), pendingPick(moved, 'B')]).toEqual(['move', null]);
  });

  test('nothing is owed while paused or before the start', () => {
    expect(pendingPick({ ...startedGame(), paused: true, deadline: null }, 'A')).toBeNull();
    expect(pendingPick({ ...startedGame(), phase: 'waiting', deadline: null }, 'A')).toBeNull();
  });
});

describe('resultMessage', () => {
  const names = { A: 'Ann', B: 'Bob' };
  const cases: [string, GameResult, Seat, string, string][] = [
    ['win by hit', { winner: 'A', reason: 'hit' }, 'A', 'win', 'You won!'],
    ['loss by hit', { winner: 'A', reason: 'hit' }, 'B', 'lose', 'You lost!'],
    [
      'win by forfeit',
      { winner: 'B', reason: 'forfeit' },
      'B',
      'win',
      'Your opponent left the game: you win',
    ],
    [
      'loss by forfeit',
      { winner: 'B', reason: 'forfeit' },
      'A',
      'lose',
      'You left the game. Your opponent wins.',
    ],
    ['draw', { winner: 'draw', reason: 'turns' }, 'A', 'draw', 'The game is a draw between Ann and Bob'],
    ['no contest', { winner: 'none', reason: 'no-contest' }, 'A', 'draw', NO_CONTEST_MESSAGE],
  ];
  test.each(cases)('%s', (_name, result, seat, outcome, message) => {
    expect(resultMessage(result, seat, names)).toEqual({ result: outcome, reason: result.reason, message });
  });

  test('symmetry: the other seat of a won game reads the mirrored result', () => {
    for (const seat of ['A', 'B'] as const) {
      const other = seat === 'A' ? 'B' : 'A';
      expect(resultMessage({ winner: seat, reason: 'hit' }, seat, names).result).toBe('win');
      expect(resultMessage({ winner: seat, reason: 'hit' }, other, names).result).toBe('lose');
    }
  });

  test('the no-contest text says the game does not count, everywhere', () => {
    expect(NO_CONTEST_MESSAGE).toBe('The game was stopped by the server. It does not count.');
    expect(resultSentence({ winner: 'none', reason: 'no-contest' }, null, names)).toBe(NO_CONTEST_MESSAGE);
  });

  test('resultSentence speaks to a player, or names the winner to a watcher', () => {
    const won: GameResult = { winner: 'B', reason: 'hit' };
    expect(resultSentence(won, 'B', names)).toBe('You won!');
    expect(resultSentence(won, 'A', names)).toBe('You lost!');
    expect(resultSentence(won, null, names)).toBe('Bob won.');
    expect(resultSentence({ winner: 'draw', reason: 'turns' }, null, names)).toBe('The game is a draw.');
    expect(resultSentence(null, null, names)).toBe('The game is over.');
  });
});

describe('watcherView', () => {
  test('shows both picks at once, where the public view hides them until turn 1', () => {
    const g = play(startedGame(1, 'h0a2'), 100, ['B', { type: 'choose', square: 61 }]);
    expect(publicView(g).players.B.character).toBeNull();
    expect(watcherView(g).players.B).toEqual({ character: 'T', square: null, done: true });
  });

  test('never shows a plan', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: 29 }],
    );
    expect(watcherView(g)).toEqual(publicView(g));
  });
});

describe('phase predicates', () => {
  const table: [Phase, boolean, boolean, boolean, boolean][] = [
    // phase, pick, planning, live, reveal shown
    ['waiting', false, false, false, false],
    ['choose', true, false, true, false],
    ['place', true, false, true, false],
    ['move', true, true, true, false],
    ['hit', true, true, true, false],
    ['reveal', false, false, true, true],
    ['over', false, false, false, true],
  ];
  test.each(table)('%s', (phase, pick, planning, live, shown) => {
    expect([isPickPhase(phase), isPlanningPhase(phase), isLivePhase(phase), showsReveal(phase)]).toEqual([
      pick,
      planning,
      live,
      shown,
    ]);
  });
});

describe('seatActivity', () => {
  test('move until the seat is done in Move, then hit (and in Give); act while the reveal shows', () => {
    const rows = (['waiting', 'choose', 'place', 'move', 'hit', 'reveal', 'over'] as const).map((phase) => [
      phase,
      seatActivity(phase, false),
      seatActivity(phase, true),
    ]);
    expect(rows).toEqual([
      ['waiting', 'none', 'none'],
      ['choose', 'none', 'none'],
      ['place', 'none', 'none'],
      ['move', 'move', 'hit'],
      ['hit', 'hit', 'hit'],
      ['reveal', 'act', 'act'],
      ['over', 'act', 'act'],
    ]);
  });
});
