import { describe, expect, test } from 'vitest';
import { applyEvent, replayGame } from './events';
import { advance, createGame } from './game';
import { moveTargets, hitTargets } from './targets';
import { filledGame, must, play, startedGame, turnOneGame } from './testHelpers';
import { publicView } from './view';
import type { GameState } from './types';

const letters = (s: GameState) => [s.players.A.character, s.players.B.character];

describe('phase transitions', () => {
  test('a new game waits, untimed, before turn 1', () => {
    const g = createGame({ seed: 1, mode: 'h2a0' });
    expect(g).toMatchObject({
      phase: 'waiting',
      deadline: null,
      turn: 0,
      result: null,
      mode: 'h2a0',
      seed: 1,
    });
    expect(advance(g, 1e12)).toBe(g);
  });

  test('start opens Choose for 10 s', () => {
    expect(startedGame()).toMatchObject({ phase: 'choose', deadline: 10_000 });
  });

  test('Choose ends at its deadline, not before, and fills missing characters', () => {
    const g = play(startedGame(), 500, ['A', { type: 'choose', square: 2 }]);
    expect(advance(g, 9_999)).toBe(g);
    const placed = advance(g, 10_000);
    expect(placed).toMatchObject({ phase: 'place', deadline: 13_000 });
    expect(placed.players.A.character).toBe('F');
    expect(placed.players.B.character).toMatch(/^[FPMJCADBNHSIUGET]$/);
  });

  test('Choose ends early when both have chosen; Place starts then', () => {
    const g = play(
      startedGame(),
      700,
      ['A', { type: 'choose', square: 2 }],
      ['B', { type: 'choose', square: 2 }],
    );
    expect(g).toMatchObject({ phase: 'place', deadline: 3_700 });
    expect(letters(g)).toEqual(['F', 'F']);
  });

  test('Place ends at its deadline with random squares for who did not place; turn 1 starts', () => {
    const g = play(
      startedGame(),
      100,
      ['A', { type: 'choose', square: 2 }],
      ['B', { type: 'choose', square: 3 }],
    );
    const placedA = play(g, 200, ['A', { type: 'place', square: 63 }]);
    const turn1 = advance(placedA, 3_100);
    expect(turn1).toMatchObject({ phase: 'move', turn: 1, deadline: 12_100 });
    expect(turn1.players.A.square).toBe(63);
    expect(turn1.players.B.square).toBeGreaterThanOrEqual(0);
    expect(turn1.players.B.square).toBeLessThan(64);
  });

  test('Move ends early once both moved; Give (hit) follows', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['B', { type: 'move', square: 1 }],
    );
    expect(g).toMatchObject({ phase: 'hit', deadline: 9_200, turn: 1 });
  });

  test('Move deadline fills a valid random move', () => {
    const g = play(turnOneGame(), 200, ['A', { type: 'move', square: 28 }]);
    const hit = advance(g, 9_100);
    expect(hit.phase).toBe('hit');
    expect(hit.players.A.move).toBe(28);
    expect(moveTargets('C', 0)).toContain(hit.players.B.move);
  });

  test('both Set: reveal for 3 s, pieces moved, plans cleared', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: 29 }],
      ['A', { type: 'set' }],
      ['B', { type: 'move', square: 1 }],
      ['B', { type: 'hit', square: 2 }],
      ['B', { type: 'set' }],
    );
    expect(g).toMatchObject({ phase: 'reveal', deadline: 3_200, turn: 1 });
    expect(g.lastReveal).toEqual({
      turn: 1,
      fromA: 27,
      moveA: 28,
      hitA: 29,
      fromB: 0,
      moveB: 1,
      hitB: 2,
      outcome: 'next',
    });
    const cleared = { move: null, hit: null, set: false, ready: false };
    expect(g.players.A).toEqual({ character: 'U', square: 28, ...cleared });
    expect(g.players.B).toEqual({ character: 'C', square: 1, ...cleared });
    expect(advance(g, 3_200)).toMatchObject({ phase: 'move', turn: 2, deadline: 12_200 });
  });

  test('Give deadline fills missing hits; an unconfirmed complete plan stands', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['B', { type: 'move', square: 1 }],
      ['A', { type: 'hit', square: 29 }],
    );
    const revealed = advance(g, 9_200);
    expect(revealed.phase).toBe('reveal');
    expect(revealed.lastReveal).toMatchObject({ moveA: 28, hitA: 29, moveB: 1 });
    expect(hitTargets('C', 1)).toContain(revealed.lastReveal?.hitB);
  });

  test('a player who backed out of its move in Give gets a random move and hit at the deadline', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['B', { type: 'move', square: 1 }],
      ['A', { type: 'back' }],
    );
    expect(g.players.A.move).toBeNull();
    const r = advance(g, 9_200).lastReveal;
    expect(moveTargets('U', 27)).toContain(r?.moveA);
    expect(hitTargets('U', r?.moveA ?? -1)).toContain(r?.hitA);
  });

  test('a whole plan confirmed during Move skips the wait for Give', () => {
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: 29 }],
      ['A', { type: 'set' }],
    );
    expect(g.phase).toBe('move');
    const both = play(
      g,
      300,
      ['B', { type: 'move', square: 1 }],
      ['B', { type: 'hit', square: 9 }],
      ['B', { type: 'set' }],
    );
    expect(both).toMatchObject({ phase: 'reveal', deadline: 3_300 });
  });

  test.each([
    { name: 'A hits B', hitA: 10, hitB: 12, result: { winner: 'A', reason: 'hit' } },
    { name: 'B hits A', hitA: 0, hitB: 9, result: { winner: 'B', reason: 'hit' } },
    { name: 'both hit', hitA: 10, hitB: 9, result: { winner: 'draw', reason: 'both-hit' } },
  ])('$name: the reveal decides, and the game is over when the reveal ends', ({ hitA, hitB, result }) => {
    // Both play the Judicial Doctor (move 0..1, hit 0..3): A stays on 9, B stays on 10.
    const duel = play(
      startedGame(),
      100,
      ['A', { type: 'choose', square: 5 }],
      ['B', { type: 'choose', square: 5 }],
      ['A', { type: 'place', square: 9 }],
      ['B', { type: 'place', square: 10 }],
    );
    const done = play(
      duel,
      400,
      ['A', { type: 'move', square: 9 }],
      ['A', { type: 'hit', square: hitA }],
      ['A', { type: 'set' }],
      ['B', { type: 'move', square: 10 }],
      ['B', { type: 'hit', square: hitB }],
      ['B', { type: 'set' }],
    );
    expect(done.phase).toBe('reveal');
    expect(done.result).toBeNull();
    expect(advance(done, 3_399).phase).toBe('reveal');
    expect(advance(done, 3_400)).toMatchObject({ phase: 'over', deadline: null, result });
  });

  test('ten turns without a hit end in a draw', () => {
    let g = turnOneGame();
    let now = 100;
    for (let turn = 1; turn <= 10; turn++) {
      const a = turn % 2 === 1 ? 28 : 27;
      const b = turn % 2 === 1 ? 1 : 0;
      g = play(
        g,
        now,
        ['A', { type: 'move', square: a }],
        ['A', { type: 'hit', square: hitTargets('U', a).find((h) => h !== b)! }],
        ['A', { type: 'set' }],
        ['B', { type: 'move', square: b }],
        ['B', { type: 'hit', square: hitTargets('C', b).find((h) => h !== a)! }],
        ['B', { type: 'set' }],
      );
      expect(g.turn).toBe(turn);
      now = g.deadline!;
      g = advance(g, now);
    }
    expect(g).toMatchObject({ phase: 'over', turn: 10, result: { winner: 'draw', reason: 'turns' } });
  });

  test('left alone, a started game plays itself out from deadlines to a result', () => {
    const g = advance(startedGame(9), 10 ** 9);
    expect(g.phase).toBe('over');
    expect(g.turn).toBeGreaterThanOrEqual(1);
    expect(g.turn).toBeLessThanOrEqual(10);
    expect(['A', 'B', 'draw']).toContain(g.result?.winner);
  });

  test('durations are data: a game may run on shorter clocks', () => {
    const g = must(
      applyEvent(createGame({ seed: 1, mode: 'h0a2', durations: { choose: 4_000 } }), { type: 'start' }, 0),
    );
    expect(g).toMatchObject({ phase: 'start', deadline: 1_000 });
    expect(advance(g, 1_000).deadline).toBe(5_000);
    expect(advance(g, 5_000).deadline).toBe(8_000);
  });
});

describe('the start phase', () => {
  test('a full room opens the start phase for 10 s in games between people', () => {
    for (const mode of ['others', 'h2a0'] as const)
      expect(filledGame(1, mode, 500)).toMatchObject({ phase: 'start', deadline: 10_500, turn: 0 });
  });

  test('one ready player waits for the other; the view shows who is ready', () => {
    const g = play(filledGame(), 300, ['B', { type: 'ready' }]);
    expect(g).toMatchObject({ phase: 'start', deadline: 10_000 });
    expect(publicView(g).players).toMatchObject({ A: { done: false }, B: { done: true } });
  });

  test('Choose starts as soon as both are ready, with its full 10 s', () => {
    const g = play(filledGame(), 2_000, ['A', { type: 'ready' }], ['B', { type: 'ready' }]);
    expect(g).toMatchObject({ phase: 'choose', deadline: 12_000 });
    expect(publicView(g).players).toMatchObject({ A: { done: false }, B: { done: false } });
  });

  test('nobody ready: Choose starts anyway at the 10 s deadline', () => {
    const g = filledGame();
    expect(advance(g, 9_999)).toBe(g);
    expect(advance(g, 10_000)).toMatchObject({ phase: 'choose', deadline: 20_000 });
  });

  test('AI modes start by themselves after 1 s, whatever the start duration', () => {
    for (const mode of ['h1a1', 'h0a2'] as const) {
      const g = must(applyEvent(createGame({ seed: 1, mode }), { type: 'start' }, 0));
      expect(g).toMatchObject({ phase: 'start', deadline: 1_000 });
      expect(advance(g, 1_000)).toMatchObject({ phase: 'choose', deadline: 11_000 });
    }
  });

  test('a ready in the start phase is logged, so a replay starts at the same time', () => {
    const g = play(filledGame(), 400, ['A', { type: 'ready' }], ['B', { type: 'ready' }]);
    const replayed = must(replayGame({ seed: 1, mode: 'others' }, g.log));
    expect(replayed).toEqual(g);
  });
});
