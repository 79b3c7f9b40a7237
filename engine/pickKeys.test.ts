import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction } from './actions';
import { CHARACTERS } from './characters';
import { applyEvent } from './events';
import { pickLabel, picksOfGame } from './fairness';
import { advance, createGame } from './game';
import { pickKeysOfGame } from './pickKeys';
import { hitTargets, moveTargets } from './targets';
import { must, play, startedGame, turnOneGame } from './testHelpers';
import type { Action, GameMode, GameState, Seat, SystemEvent } from './types';

const END = Number.MAX_SAFE_INTEGER;

/** One step of a random game: a seat's action (often a sensible square), time passing, or a host event. */
const stepArb = fc.record({
  seat: fc.constantFrom<Seat>('A', 'B'),
  kind: fc.constantFrom('choose', 'place', 'move', 'hit', 'set', 'back', 'wait', 'pause', 'resume'),
  pick: fc.nat(),
  ms: fc.integer({ min: 0, max: 12_000 }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const gameArb = fc.record({
  seed: fc.integer(),
  mode: fc.constantFrom<GameMode>('others', 'h2a0', 'h1a1', 'h0a2'),
  steps: fc.array(stepArb, { maxLength: 60 }),
  ending: fc.constantFrom<'forfeit' | 'abort' | 'none'>('forfeit', 'abort', 'none'),
});

/** Plays the steps (the host's loop: advance to now, then act), then the ending, then runs out every clock. */
function finishedGame(seed: number, mode: GameMode, steps: readonly Step[], ending: string): GameState {
  let s = must(applyEvent(createGame({ seed, mode }), { type: 'start' }, 0));
  let now = 0;
  const event = (e: SystemEvent) => {
    const r = applyEvent(s, e, now);
    if (r.ok) s = r.value;
  };
  for (const step of steps) {
    now += step.ms;
    s = advance(s, now);
    if (step.kind === 'pause' || step.kind === 'resume') event({ type: step.kind });
    if (step.kind === 'wait' || step.kind === 'pause' || step.kind === 'resume') continue;
    const p = s.players[step.seat];
    const squares =
      step.kind === 'choose'
        ? CHARACTERS.map((c) => c.start)
        : step.kind === 'move'
          ? moveTargets(p.character ?? 'U', p.square ?? 0)
          : step.kind === 'hit'
            ? hitTargets(p.character ?? 'U', p.move ?? 0)
            : [step.pick % 64];
    const square = squares[step.pick % Math.max(1, squares.length)] ?? 0;
    const r = applyAction(s, step.seat, { type: step.kind, square }, now);
    if (r.ok) s = r.value;
  }
  if (ending === 'forfeit') event({ type: 'forfeit', seat: steps.length % 2 === 0 ? 'A' : 'B' });
  if (ending === 'abort') event({ type: 'abort' });
  if (s.paused) event({ type: 'resume' });
  return advance(s, END);
}

describe('pickKeysOfGame', () => {
  test("a finished game's picks, read from its final state, are picksOfGame's, in its order", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, mode, steps, ending }) => {
        const last = finishedGame(seed, mode, steps, ending);
        expect(last.result).not.toBeNull();
        const keys = pickKeysOfGame(last);
        if (last.turn < 1) expect(keys).toBeNull();
        else expect(keys!.map(pickLabel)).toEqual(picksOfGame({ seed, mode }, last.log).map(pickLabel));
      }),
      { numRuns: 300 },
    );
  });

  /** Turn 1 of turnOneGame (A the Undergraduate on 27, B the Cook on 0): `seats` plan and Set, then A forfeits. */
  function setThenForfeit(seats: readonly Seat[]): GameState {
    const plan = (seat: Seat): [Seat, Action][] => {
      const [letter, from] = seat === 'A' ? (['U', 27] as const) : (['C', 0] as const);
      const move = moveTargets(letter, from)[0]!;
      return [
        [seat, { type: 'move', square: move }],
        [seat, { type: 'hit', square: hitTargets(letter, move)[0]! }],
        [seat, { type: 'set' }],
      ];
    };
    const planned = play(turnOneGame(5), 200, ...seats.flatMap(plan));
    return advance(must(applyEvent(planned, { type: 'forfeit', seat: 'A' }, 300)), END);
  }

  test.each([
    { seats: [], plans: [] },
    { seats: ['A'], plans: ['turn 1 plan of A'] },
    { seats: ['B'], plans: ['turn 1 plan of B'] },
  ] as const)('a plan Set in the turn the game ended in counts: $seats', ({ seats, plans }) => {
    const last = setThenForfeit(seats);
    const labels = ['choose of A', 'choose of B', 'place of A', 'place of B', ...plans];
    expect(pickKeysOfGame(last)!.map(pickLabel)).toEqual(labels);
    expect(picksOfGame({ seed: 5, mode: 'others' }, last.log).map(pickLabel)).toEqual(labels);
  });

  test('a game not over, or over before turn 1, cannot tell: null', () => {
    const choosing = startedGame(3);
    expect(pickKeysOfGame(choosing)).toBeNull();
    expect(pickKeysOfGame(must(applyEvent(choosing, { type: 'forfeit', seat: 'A' }, 5)))).toBeNull();
  });
});
