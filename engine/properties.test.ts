import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction } from './actions';
import { applyEvent, replayGame } from './events';
import { advance, createGame } from './game';
import { hitTargets, moveTargets } from './targets';
import { CHARACTERS } from './characters';
import { must } from './testHelpers';
import type { Action, GameState, Seat } from './types';

/** One step of a random script: a seat, an action kind, a number to pick a square with, and time passing. */
const stepArb = fc.record({
  seat: fc.constantFrom<Seat>('A', 'B'),
  kind: fc.constantFrom('choose', 'place', 'move', 'hit', 'set', 'back', 'wait'),
  pick: fc.nat(),
  ms: fc.integer({ min: 0, max: 12_000 }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** Any square, often a sensible one: a start square, a move target or a hit target. */
function squareFor(state: GameState, seat: Seat, { kind, pick }: Step): number {
  const p = state.players[seat];
  if (pick % 5 === 0) return pick % 70; // sometimes anything, including off the board
  if (kind === 'choose') return CHARACTERS[pick % 16]!.start;
  const letter = p.character ?? 'U';
  if (kind === 'move') return pickFrom(moveTargets(letter, p.square ?? 0), pick);
  if (kind === 'hit') return pickFrom(hitTargets(letter, p.move ?? 0), pick);
  return pick % 64;
}
const pickFrom = (list: number[], pick: number) => list[pick % Math.max(1, list.length)] ?? 0;

/** Runs a script through the host's loop (advance to now, then act), freezing every state it passes. */
function runScript(seed: number, steps: readonly Step[]): { state: GameState; now: number } {
  let state = deepFreeze(must(applyEvent(createGame({ seed, mode: 'others' }), { type: 'start' }, 0)));
  let now = 0;
  for (const step of steps) {
    now += step.ms;
    state = deepFreeze(advance(state, now));
    if (step.kind === 'wait') continue;
    const action = { type: step.kind, square: squareFor(state, step.seat, step) } as Action;
    const r = applyAction(state, step.seat, action, now);
    if (r.ok) state = deepFreeze(r.value);
  }
  return { state, now };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const scriptArb = fc.array(stepArb, { maxLength: 60 });

describe('properties of whole games', () => {
  test('no action or advance mutates its input (every state is frozen; a write would throw)', () => {
    fc.assert(
      fc.property(fc.integer(), scriptArb, (seed, steps) => void runScript(seed, steps)),
      { numRuns: 300 },
    );
  });

  test('determinism: the same seed and inputs give the same game', () => {
    fc.assert(
      fc.property(fc.integer(), scriptArb, (seed, steps) => {
        expect(runScript(seed, steps)).toEqual(runScript(seed, steps));
      }),
      { numRuns: 200 },
    );
  });

  test('replay: the log rebuilds the same game', () => {
    fc.assert(
      fc.property(fc.integer(), scriptArb, (seed, steps) => {
        const { state, now } = runScript(seed, steps);
        expect(must(replayGame({ seed, mode: 'others' }, state.log, now))).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  test('the game stays legal: positions on the board, turn 0..10, reveals in range', () => {
    fc.assert(
      fc.property(fc.integer(), scriptArb, fc.boolean(), (seed, steps, finish) => {
        const { state, now } = runScript(seed, steps);
        const s = finish ? advance(state, now + 10 ** 7) : state;
        expect(s.turn).toBeGreaterThanOrEqual(0);
        expect(s.turn).toBeLessThanOrEqual(10);
        if (finish) expect(s.phase).toBe('over');
        const r = s.lastReveal;
        if (r !== null) {
          const { A, B } = s.players;
          expect(moveTargets(A.character!, r.fromA)).toContain(r.moveA);
          expect(hitTargets(A.character!, r.moveA)).toContain(r.hitA);
          expect(moveTargets(B.character!, r.fromB)).toContain(r.moveB);
          expect(hitTargets(B.character!, r.moveB)).toContain(r.hitB);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('swapping the players swaps the result', () => {
    // Fully explicit games (nothing left to the generator): the same plans with the seats swapped.
    const plan = fc.record({ move: fc.nat(), hit: fc.nat() });
    const side = fc.record({
      character: fc.nat(15),
      square: fc.nat(63),
      plans: fc.array(plan, { minLength: 10, maxLength: 10 }),
    });
    const swap = { A: 'B', B: 'A', draw: 'draw', none: 'none' } as const;
    fc.assert(
      fc.property(side, side, (x, y) => {
        const straight = explicitGame({ A: x, B: y });
        const swapped = explicitGame({ A: y, B: x });
        expect(swapped.result?.winner).toBe(swap[straight.result!.winner]);
        expect(swapped.result?.reason).toBe(straight.result?.reason);
        expect(swapped.turn).toBe(straight.turn);
      }),
      { numRuns: 300 },
    );
  });
});

interface Side {
  character: number;
  square: number;
  plans: { move: number; hit: number }[];
}

function explicitGame(sides: Record<Seat, Side>): GameState {
  const act = (s: GameState, seat: Seat, action: Action, now: number) =>
    must(applyAction(s, seat, action, now));
  let s = must(applyEvent(createGame({ seed: 0, mode: 'others' }), { type: 'start' }, 0));
  let now = 10;
  for (const seat of ['A', 'B'] as const) s = act(s, seat, { type: 'ready' }, now);
  for (const seat of ['A', 'B'] as const)
    s = act(s, seat, { type: 'choose', square: CHARACTERS[sides[seat].character]!.start }, now);
  for (const seat of ['A', 'B'] as const)
    s = act(s, seat, { type: 'place', square: sides[seat].square }, now);
  while (s.phase !== 'over') {
    for (const seat of ['A', 'B'] as const) {
      const p = s.players[seat];
      const plan = sides[seat].plans[s.turn - 1]!;
      const move = pickFrom(moveTargets(p.character!, p.square!), plan.move);
      s = act(s, seat, { type: 'move', square: move }, now);
      s = act(s, seat, { type: 'hit', square: pickFrom(hitTargets(p.character!, move), plan.hit) }, now);
      s = act(s, seat, { type: 'set' }, now);
    }
    now = s.deadline!;
    s = advance(s, now);
  }
  return s;
}
