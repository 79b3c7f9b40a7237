import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction } from './actions';
import { CHARACTERS } from './characters';
import { applyEvent } from './events';
import {
  fairnessRecord,
  finalPicks,
  pickCommitment,
  pickLabel,
  pickSlot,
  picksOfGame,
  publicPicks,
  seedCommitment,
  slotKey,
  verifyGame,
  type FairnessRecord,
  type Pick,
  type PickKey,
  type PickReveal,
} from './fairness';
import { publicView, watcherView } from './view';
import { advance, createGame } from './game';
import { hitTargets, moveTargets } from './targets';
import { must, play, startedGame, turnOneGame } from './testHelpers';
import type { Action, GameMode, GameState, LogEntry, Seat } from './types';

const END = Number.MAX_SAFE_INTEGER;
const nonceFor = (k: PickKey) => `nonce-${k.phase}-${k.turn}-${k.seat}`;

/** A finished game: A is the Undergraduate on 27, B the Cook on 0; A plans turn 1 and sets, the rest is filled. */
function playedGame(): GameState {
  const g = play(
    turnOneGame(5),
    200,
    ['A', { type: 'move', square: 28 }],
    ['A', { type: 'hit', square: hitTargets('U', 28)[0]! }],
    ['A', { type: 'set' }],
  );
  return advance(g, END);
}

const record = (): FairnessRecord => fairnessRecord('g-1', playedGame(), 'salt-xyz', nonceFor);

describe('commitment encoding', () => {
  // The hex values are `sha256sum` of the documented JSON bytes (docs/FAIRNESS.md), computed outside the engine.
  test('the seed commitment of a fixed input', () => {
    expect(seedCommitment('g-1', 12345, 'salt-xyz')).toBe(
      '5a49b5fac941a11b8e1853b74fb0a524cf6def9ec85c634979aa100faf4c768f',
    );
  });

  test('a plan and a character commitment of fixed inputs', () => {
    expect(pickCommitment('g-1', 'plan', 3, 'B', { move: 28, hit: 36 }, 'n-7')).toBe(
      '0a3a3a9da582b9404c5e421abe5bbf13eb5576aee87d9f06ed9ad6332c32719a',
    );
    expect(pickCommitment('g-1', 'choose', 0, 'A', 'U', 'n-1')).toBe(
      '7a4a54a72428ecb16cd073f8f65d2b403c0fd8df827d1739b65f56a04d37ea09',
    );
  });

  test('fields cannot run into each other', () => {
    expect(seedCommitment('g-1', 1, '2')).not.toBe(seedCommitment('g-1', 12, ''));
    expect(seedCommitment('g', 1, 'x')).not.toBe(seedCommitment('g-', 1, 'x'));
  });
});

describe('the record of a played game', () => {
  test('lists every pick in play order, with the plan A set and the fills', () => {
    const r = record();
    const g = playedGame();
    expect(r.picks.slice(0, 4).map((p) => [p.phase, p.seat, p.pick])).toEqual([
      ['choose', 'A', 'U'],
      ['choose', 'B', 'C'],
      ['place', 'A', 27],
      ['place', 'B', 0],
    ]);
    expect(r.picks[4]).toMatchObject({ phase: 'plan', turn: 1, seat: 'A', pick: { move: 28 } });
    expect(r.picks.at(-1)).toMatchObject({ phase: 'plan', turn: g.lastReveal?.turn, seat: 'B' });
    expect(r.picks).toHaveLength(4 + 2 * (g.lastReveal?.turn ?? 0));
    expect(r.result).toEqual(g.result);
  });

  test('an untouched game verifies', () => {
    expect(verifyGame(record())).toEqual({ ok: true });
  });

  test('a game forfeited after a Set still opens the plan that was committed', () => {
    const g = play(turnOneGame(5), 200, ['B', { type: 'move', square: 1 }]);
    const set = play(g, 300, ['B', { type: 'hit', square: hitTargets('C', 1)[0]! }], ['B', { type: 'set' }]);
    const over = must(applyEvent(set, { type: 'forfeit', seat: 'A' }, 400));
    const r = fairnessRecord('g-2', over, 's', nonceFor);
    expect(r.picks.at(-1)).toMatchObject({ phase: 'plan', turn: 1, seat: 'B', pick: { move: 1 } });
    expect(verifyGame(r)).toEqual({ ok: true });
  });
});

describe('tampering is caught and named', () => {
  const withPick = (r: FairnessRecord, i: number, change: Partial<PickReveal>): FairnessRecord => ({
    ...r,
    picks: r.picks.map((p, j) => (j === i ? ({ ...p, ...change } as PickReveal) : p)),
  });

  test('a different seed', () => {
    expect(verifyGame({ ...record(), seed: 6 })).toMatchObject({ ok: false, failed: 'seed' });
  });

  test('a different salt', () => {
    expect(verifyGame({ ...record(), salt: 'salt-xyZ' })).toMatchObject({ ok: false, failed: 'seed' });
  });

  test('a different nonce', () => {
    expect(verifyGame(withPick(record(), 4, { nonce: 'other' }))).toMatchObject({
      ok: false,
      failed: 'turn 1 plan of A',
      message: expect.stringContaining('commitment') as string,
    });
  });

  test('a log where A moved elsewhere in turn 1', () => {
    const r = record();
    const moved = moveTargets('U', 27).find((s) => s !== 28)!;
    const log = r.log.map((e): LogEntry =>
      'action' in e && e.action.type === 'move' ? { ...e, action: { type: 'move', square: moved } } : e,
    );
    const hitOk = log.map((e): LogEntry =>
      'action' in e && e.action.type === 'hit'
        ? { ...e, action: { type: 'hit', square: hitTargets('U', moved)[0]! } }
        : e,
    );
    expect(verifyGame({ ...r, log: hitOk })).toMatchObject({
      ok: false,
      failed: 'turn 1 plan of A',
      message: expect.stringContaining('log') as string,
    });
  });

  test('a log that the engine refuses', () => {
    const r = record();
    const log = [...r.log, { at: 201, seat: 'A', action: { type: 'choose', square: 5 } } as LogEntry];
    expect(verifyGame({ ...r, log })).toMatchObject({ ok: false, failed: 'log' });
  });

  test('a revealed pick swapped together with a matching commitment', () => {
    const r = record();
    const p = r.picks[1]!;
    const fake = { ...p, pick: 'U' as const };
    const commitment = pickCommitment('g-1', fake.phase, fake.turn, fake.seat, fake.pick, fake.nonce);
    expect(verifyGame(withPick(r, 1, { pick: 'U', commitment }))).toMatchObject({
      ok: false,
      failed: 'choose of B',
    });
  });

  test('a missing commitment', () => {
    const r = record();
    expect(verifyGame({ ...r, picks: r.picks.slice(0, -1) })).toMatchObject({
      ok: false,
      failed: `turn ${r.picks.at(-1)!.turn} plan of B`,
    });
  });

  test('a record of the wrong shape', () => {
    const broken = { ...record(), picks: [null] } as unknown as FairnessRecord;
    expect(verifyGame(broken)).toMatchObject({ ok: false, failed: 'record' });
  });

  test('a claimed result that is not the game’s', () => {
    const r = record();
    const winner = r.result.winner === 'A' ? 'B' : 'A';
    expect(verifyGame({ ...r, result: { winner, reason: 'hit' } })).toMatchObject({
      ok: false,
      failed: 'result',
    });
  });
});

/** One step of a random script: who acts, what, a number to pick a square with, and time passing. */
const stepArb = fc.record({
  seat: fc.constantFrom<Seat>('A', 'B'),
  kind: fc.constantFrom('choose', 'place', 'move', 'hit', 'set', 'back'),
  pick: fc.nat(),
  ms: fc.integer({ min: 0, max: 9_000 }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** A game played from a random script (refused actions dropped), then run to its end with deadline fills. */
function scriptedGame(seed: number, mode: GameMode, steps: readonly Step[]): GameState {
  let s = must(applyEvent(createGame({ seed, mode }), { type: 'start' }, 0));
  let now = 0;
  for (const { seat, kind, pick, ms } of steps) {
    now += ms;
    s = advance(s, now);
    const p = s.players[seat];
    const letter = p.character ?? 'U';
    const squares =
      kind === 'choose'
        ? CHARACTERS.map((c) => c.start)
        : kind === 'move'
          ? moveTargets(letter, p.square ?? 0)
          : kind === 'hit'
            ? hitTargets(letter, p.move ?? 0)
            : [pick % 64];
    const action = { type: kind, square: squares[pick % Math.max(1, squares.length)] ?? 0 } as Action;
    const next = applyAction(s, seat, action, now);
    if (next.ok) s = next.value;
  }
  return advance(s, END);
}

describe('properties over many games', () => {
  const gameArb = fc.record({
    seed: fc.integer(),
    mode: fc.constantFrom<GameMode>('others', 'h2a0', 'h1a1', 'h0a2'),
    steps: fc.array(stepArb, { maxLength: 40 }),
    salt: fc.string(),
  });

  test('an untouched game always verifies', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, mode, steps, salt }) => {
        const g = scriptedGame(seed, mode, steps);
        expect(verifyGame(fairnessRecord('g', g, salt, nonceFor))).toEqual({ ok: true });
      }),
      { numRuns: 60 },
    );
  });

  test('a single flipped pick never verifies, even with a fresh commitment', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.integer({ min: 1, max: 63 }), (game, which, delta) => {
        const r = fairnessRecord('g', scriptedGame(game.seed, game.mode, game.steps), game.salt, nonceFor);
        const i = which % r.picks.length;
        const p = r.picks[i]!;
        const pick =
          typeof p.pick === 'object'
            ? { ...p.pick, hit: (p.pick.hit + delta) % 64 }
            : typeof p.pick === 'number'
              ? (p.pick + delta) % 64
              : CHARACTERS[(CHARACTERS.findIndex((c) => c.letter === p.pick) + 1 + (delta % 15)) % 16]!
                  .letter;
        const commitment = pickCommitment('g', p.phase, p.turn, p.seat, pick, p.nonce);
        const picks = r.picks.map((q, j) => (j === i ? { ...p, pick, commitment } : q));
        const verdict = verifyGame({ ...r, picks });
        expect(verdict).toMatchObject({ ok: false, failed: pickLabel(p) });
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * Every state a room sees while a scripted game is played (after each action and each deadline, one phase at a
 * time), ending with an optional forfeit or abort after `endAfter` steps, then run to its end.
 */
function observedStates(
  seed: number,
  mode: GameMode,
  steps: readonly Step[],
  ending: { at: number; event: 'forfeit' | 'abort' } | null,
): GameState[] {
  const seen: GameState[] = [];
  let s = must(applyEvent(createGame({ seed, mode }), { type: 'start' }, 0));
  seen.push(s);
  const stepTo = (now: number) => {
    while (s.deadline !== null && s.deadline <= now) {
      s = advance(s, s.deadline);
      seen.push(s);
    }
  };
  let now = 0;
  for (const [i, { seat, kind, pick, ms }] of steps.entries()) {
    now += ms;
    stepTo(now);
    if (ending !== null && i === ending.at && s.phase !== 'over') {
      const event =
        ending.event === 'abort' ? { type: 'abort' as const } : { type: 'forfeit' as const, seat };
      s = must(applyEvent(s, event, now));
      seen.push(s);
      break;
    }
    const p = s.players[seat];
    const letter = p.character ?? 'U';
    const squares =
      kind === 'choose'
        ? CHARACTERS.map((c) => c.start)
        : kind === 'move'
          ? moveTargets(letter, p.square ?? 0)
          : kind === 'hit'
            ? hitTargets(letter, p.move ?? 0)
            : [pick % 64];
    const action = { type: kind, square: squares[pick % Math.max(1, squares.length)] ?? 0 } as Action;
    const next = applyAction(s, seat, action, now);
    if (next.ok) {
      s = next.value;
      seen.push(s);
    }
  }
  stepTo(END);
  return seen;
}

const byLabel = (picks: readonly Pick[]) => new Map(picks.map((p) => [pickLabel(p), p.pick]));

describe('final picks as a room sees them', () => {
  const runArb = fc.record({
    seed: fc.integer(),
    mode: fc.constantFrom<GameMode>('others', 'h2a0', 'h1a1', 'h0a2'),
    steps: fc.array(stepArb, { maxLength: 50 }),
    ending: fc.option(
      fc.record({ at: fc.nat({ max: 50 }), event: fc.constantFrom<'forfeit' | 'abort'>('forfeit', 'abort') }),
    ),
  });

  test('the picks final along the way, last value per label, are exactly the game’s picks', () => {
    fc.assert(
      fc.property(runArb, ({ seed, mode, steps, ending }) => {
        const states = observedStates(seed, mode, steps, ending);
        const seen = new Map<string, Pick['pick']>();
        for (const s of states) for (const p of finalPicks(s)) seen.set(pickLabel(p), p.pick);
        const last = states.at(-1)!;
        expect(last.phase).toBe('over');
        expect(seen).toEqual(byLabel(picksOfGame({ seed, mode }, last.log)));
      }),
      { numRuns: 150 },
    );
  });

  test('a pick is final before (or when) the public view shows it, and shows the same value', () => {
    fc.assert(
      fc.property(runArb, ({ seed, mode, steps, ending }) => {
        const final = new Map<string, Pick['pick']>();
        for (const s of observedStates(seed, mode, steps, ending)) {
          for (const p of finalPicks(s)) final.set(pickLabel(p), p.pick);
          for (const p of publicPicks(publicView(s))) expect(final.get(pickLabel(p))).toEqual(p.pick);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('a Set plan is final at once, but public only at its reveal', () => {
    const set = play(
      turnOneGame(5),
      200,
      ['A', { type: 'move', square: 28 }],
      ['A', { type: 'hit', square: hitTargets('U', 28)[0]! }],
      ['A', { type: 'set' }],
    );
    const plan = { phase: 'plan', turn: 1, seat: 'A', pick: { move: 28, hit: hitTargets('U', 28)[0]! } };
    expect(finalPicks(set)).toContainEqual(plan);
    expect(finalPicks(set).filter((p) => p.seat === 'B' && p.phase === 'plan')).toEqual([]);
    const shown = publicPicks(publicView(set));
    expect(shown.map(pickLabel)).toEqual(['choose of A', 'choose of B', 'place of A', 'place of B']);
    const hit = advance(set, set.deadline!);
    expect(hit.phase).toBe('hit');
    expect(publicPicks(publicView(hit)).map(pickLabel)).toEqual(shown.map(pickLabel));
    const atReveal = (s: GameState): GameState =>
      s.phase === 'reveal' ? s : atReveal(advance(s, s.deadline!));
    expect(publicPicks(publicView(atReveal(set)))).toContainEqual(plan);
  });

  test('before turn 1 the public view shows no pick; the AI-versus-AI watcher’s shows them as picked', () => {
    const g = play(startedGame(3, 'h0a2'), 100, ['A', { type: 'choose', square: CHARACTERS[0].start }]);
    expect(publicPicks(publicView(g))).toEqual([]);
    expect(publicPicks(watcherView(g))).toEqual([
      { phase: 'choose', turn: 0, seat: 'A', pick: CHARACTERS[0].letter },
    ]);
  });
});

test("slots: characters, squares, then each turn's plans, A before B; slotKey undoes pickSlot", () => {
  const keys = [0, 1, 2, 3, 4, 5, 23].map((i) => slotKey(i)!);
  expect(keys.map((k) => pickLabel(k))).toEqual([
    'choose of A',
    'choose of B',
    'place of A',
    'place of B',
    'turn 1 plan of A',
    'turn 1 plan of B',
    'turn 10 plan of B',
  ]);
  for (const [i, k] of keys.entries()) expect(pickSlot(k)).toBe([0, 1, 2, 3, 4, 5, 23][i]);
  expect(slotKey(-1)).toBeNull();
  expect(slotKey(1.5)).toBeNull();
});
