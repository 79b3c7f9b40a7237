import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AiSeat } from './ai/aiSeat';
import { createAi } from './ai/createAi';
import { applyAction } from './actions';
import { seatDeadline } from './berserk';
import { applyEvent, replayGame } from './events';
import { fairnessRecord, verifyGame, type PickKey } from './fairness';
import { parseStoredGame, verifyStoredGame } from './fairnessFile';
import { advance, advanceWithFills, createGame, nextDeadline } from './game';
import { parseGameRecord, recordToJson, replayRecord } from './notation';
import { filledGame, must, play, startedGame, turnOneGame } from './testHelpers';
import { hitTargets, moveTargets } from './targets';
import {
  ERROR_MESSAGES,
  otherSeat,
  SEATS,
  type ErrorCode,
  type GameState,
  type Seat,
  type SystemEvent,
} from './types';
import { publicView, viewFor, watcherView } from './view';

const berserk = (seat: Seat): SystemEvent => ({ type: 'berserk', seat });

/** `seat` went berserk in the start phase at 0; both ready at 0, so Choose runs from 0 with its clock halved. */
function berserkChoose(seat: Seat): GameState {
  const g = must(applyEvent(filledGame(), berserk(seat), 0));
  return play(g, 0, ['A', { type: 'ready' }], ['B', { type: 'ready' }]);
}

/** As turnOneGame (A the Undergraduate on 27, B the Cook on 0, Move from 100), with `seat` berserk since the start. */
function berserkTurnOne(seat: Seat): GameState {
  return play(
    berserkChoose(seat),
    100,
    ['A', { type: 'choose', square: 58 }],
    ['B', { type: 'choose', square: 16 }],
    ['A', { type: 'place', square: 27 }],
    ['B', { type: 'place', square: 0 }],
  );
}

/** A legal move and hit for each seat of the turn-one game. */
const PLAN = {
  A: { move: moveTargets('U', 27)[0]!, hit: hitTargets('U', moveTargets('U', 27)[0]!)[0]! },
  B: { move: moveTargets('C', 0)[0]!, hit: hitTargets('C', moveTargets('C', 0)[0]!)[0]! },
} as const;

describe('going berserk', () => {
  const place = () =>
    play(startedGame(), 100, ['A', { type: 'choose', square: 58 }], ['B', { type: 'choose', square: 16 }]);
  test.each([
    { phase: 'start', game: filledGame },
    { phase: 'choose', game: () => startedGame() },
    { phase: 'place', game: place },
  ])('accepted before the first move, in $phase, for either seat; logged, input untouched', ({ game }) => {
    for (const seat of SEATS) {
      const state = game();
      const before = structuredClone(state);
      const next = must(applyEvent(state, berserk(seat), 200));
      expect(state).toEqual(before);
      expect(next.berserk).toEqual({ [seat]: true, [otherSeat(seat)]: false });
      expect(next.log.at(-1)).toEqual({ at: 200, event: berserk(seat) });
      expect(next.phase).toBe(state.phase);
    }
  });

  const over = () => must(applyEvent(startedGame(), { type: 'abort' }, 1));
  const twice = () => must(applyEvent(startedGame(), berserk('A'), 1));
  test.each<{ name: string; game: () => GameState; seat?: Seat; code: ErrorCode }>([
    { name: 'in the first Move', game: turnOneGame, code: 'berserk/late' },
    { name: 'in a reveal', game: () => advance(turnOneGame(), 18_100), code: 'berserk/late' },
    { name: 'twice', game: twice, code: 'berserk/already' },
    {
      name: 'before the start',
      game: () => createGame({ seed: 1, mode: 'others' }),
      code: 'game/not-started',
    },
    { name: 'after the end', game: over, code: 'game/over' },
    { name: 'by nobody', game: startedGame, seat: 'Z' as Seat, code: 'seat/unknown' },
  ])('refused $name: $code, state untouched', ({ game, seat = 'A', code }) => {
    const state = game();
    const before = structuredClone(state);
    expect(applyEvent(state, berserk(seat), 300)).toEqual({
      ok: false,
      error: { code, message: ERROR_MESSAGES[code] },
    });
    expect(state).toEqual(before);
  });

  test('the other seat may go berserk too', () => {
    const both = must(applyEvent(twice(), berserk('B'), 2));
    expect(both.berserk).toEqual({ A: true, B: true });
  });
});

describe('the berserker’s own clock', () => {
  test('the phase it is asked in keeps its clock; the next one is on half time (rounded down)', () => {
    const g = must(applyEvent(startedGame(), berserk('A'), 3_000));
    expect(seatDeadline(g, 'A')).toBe(10_000);
    const placing = play(
      g,
      3_001,
      ['A', { type: 'choose', square: 58 }],
      ['B', { type: 'choose', square: 16 }],
    );
    expect(placing).toMatchObject({ phase: 'place', deadline: 6_001 });
    expect(seatDeadline(placing, 'A')).toBe(3_001 + 1_500);
    expect(seatDeadline(placing, 'B')).toBe(6_001);
    const odd = must(
      applyEvent(createGame({ seed: 1, mode: 'others', durations: { move: 9_001 } }), { type: 'start' }, 0),
    );
    const oddTurn = play(
      must(applyEvent(odd, berserk('B'), 0)),
      0,
      ['A', { type: 'ready' }],
      ['B', { type: 'ready' }],
      ['A', { type: 'choose', square: 58 }],
      ['B', { type: 'choose', square: 16 }],
      ['A', { type: 'place', square: 27 }],
      ['B', { type: 'place', square: 0 }],
    );
    expect(seatDeadline(oddTurn, 'B')).toBe(4_500);
  });

  test('start and reveal are not affected', () => {
    const starting = must(applyEvent(filledGame(), berserk('A'), 0));
    expect(seatDeadline(starting, 'A')).toBe(starting.deadline);
    expect(nextDeadline(starting)).toBe(starting.deadline);
    const revealing = advance(berserkTurnOne('A'), 9_100 + 9_000);
    expect(revealing.phase).toBe('reveal');
    expect(seatDeadline(revealing, 'A')).toBe(revealing.deadline);
    expect(nextDeadline(revealing)).toBe(revealing.deadline);
  });

  // Each pick phase, for a berserk A and (mirrored) a berserk B: at half time the berserker's pick is filled and
  // it counts as done; the opponent is not filled and the phase goes on to its own deadline.
  const choose = (seat: Seat) => berserkChoose(seat);
  const place = (seat: Seat) =>
    play(
      berserkChoose(seat),
      0,
      ['A', { type: 'choose', square: 58 }],
      ['B', { type: 'choose', square: 16 }],
    );
  const hit = (seat: Seat) =>
    play(
      berserkTurnOne(seat),
      100,
      ['A', { type: 'move', square: PLAN.A.move }],
      ['B', { type: 'move', square: PLAN.B.move }],
    );
  const cases = [
    { phase: 'choose', game: choose, start: 0, half: 5_000, owed: 'character' },
    { phase: 'place', game: place, start: 0, half: 1_500, owed: 'square' },
    { phase: 'move', game: berserkTurnOne, start: 100, half: 4_600, owed: 'move' },
    { phase: 'hit', game: hit, start: 100, half: 4_600, owed: 'hit' },
  ] as const;
  test.each(SEATS.flatMap((seat) => cases.map((c) => ({ ...c, seat }))))(
    '$phase, berserk $seat: filled at half time, the opponent not before the phase deadline',
    ({ phase, game, half, owed, seat }) => {
      const g = game(seat);
      const other = otherSeat(seat);
      expect(g.phase).toBe(phase);
      expect(nextDeadline(g)).toBe(half);
      const before = structuredClone(g);
      const early = advanceWithFills(g, half - 1);
      expect(early.fills).toEqual([]);
      expect(early.state.players[seat][owed]).toBeNull();

      const { state, fills } = advanceWithFills(g, half);
      expect(g).toEqual(before);
      expect(state.phase).toBe(phase);
      expect(state.players[seat][owed]).not.toBeNull();
      expect(state.players[other][owed]).toBeNull();
      expect(fills.map((f) => `${f.seat} ${f.phase} ${f.turn}`)).toEqual([`${seat} ${phase} ${g.turn}`]);
      expect(fills[0]?.[owed]).toBe(state.players[seat][owed]);
      if (phase === 'hit') expect(state.players[seat].set).toBe(true);
      // Its clock has run out: the berserker may no longer change its pick; the opponent's clock runs on.
      expect(nextDeadline(state)).toBe(g.deadline);
      expect(applyAction(state, seat, { type: 'back' }, half + 1)).toMatchObject({
        ok: false,
        error: { code: 'phase/closed' },
      });
      expect(advanceWithFills(state, (g.deadline ?? 0) - 1).state).toBe(state);
    },
  );

  test.each(SEATS)(
    'the phase ends at once when the berserker is filled and the opponent is done (%s)',
    (seat) => {
      const other = otherSeat(seat);
      const g = play(berserkTurnOne(seat), 200, [other, { type: 'move', square: PLAN[other].move }]);
      const { state, fills } = advanceWithFills(g, 4_600);
      expect(state).toMatchObject({ phase: 'hit', deadline: 4_600 + 9_000 });
      expect(fills.map((f) => f.seat)).toEqual([seat]);
      expect(state.players[seat].move).toBe(fills[0]?.move);
      expect(seatDeadline(state, seat)).toBe(4_600 + 4_500);
    },
  );

  test('Hit: a plan filled at half time is Set; the phase ends when the opponent Sets', () => {
    const g = hit('A');
    const filled = advance(g, 4_600);
    expect(filled.players.A).toMatchObject({ move: PLAN.A.move, set: true });
    expect(hitTargets('U', PLAN.A.move)).toContain(filled.players.A.hit);
    const revealed = play(filled, 5_000, ['B', { type: 'hit', square: PLAN.B.hit }], ['B', { type: 'set' }]);
    expect(revealed.phase).toBe('reveal');
    expect(revealed.lastReveal).toMatchObject({ moveA: PLAN.A.move, hitA: filled.players.A.hit });
  });

  test('a half-time fill draws what the phase deadline would have drawn (the same stream and fill)', () => {
    const calm = play(startedGame(), 0, ['B', { type: 'choose', square: 16 }]);
    const atDeadline = advance(calm, 10_000);
    const hasty = play(berserkChoose('A'), 0, ['B', { type: 'choose', square: 16 }]);
    const atHalf = advance(hasty, 5_000);
    expect(atHalf.phase).toBe('place');
    expect(atHalf.players.A.character).toBe(atDeadline.players.A.character);
    expect(atHalf.rng).toBe(atDeadline.rng);
  });

  test('an action at the berserker’s own deadline is refused; the opponent’s is not', () => {
    const g = berserkTurnOne('B');
    expect(applyAction(g, 'B', { type: 'move', square: PLAN.B.move }, 4_600)).toMatchObject({
      ok: false,
      error: { code: 'phase/closed', message: ERROR_MESSAGES['phase/closed'] },
    });
    expect(applyAction(g, 'B', { type: 'move', square: PLAN.B.move }, 4_599).ok).toBe(true);
    expect(applyAction(g, 'A', { type: 'move', square: PLAN.A.move }, 4_600).ok).toBe(true);
  });

  test('both berserk: both filled at half time, A first, and the phase ends then', () => {
    const g = play(must(applyEvent(filledGame(), berserk('A'), 0)), 0, ['A', { type: 'ready' }]);
    const both = play(must(applyEvent(g, berserk('B'), 0)), 0, ['B', { type: 'ready' }]);
    const { state, fills } = advanceWithFills(both, 5_000);
    expect(fills.map((f) => f.seat)).toEqual(['A', 'B']);
    expect(state).toMatchObject({ phase: 'place', deadline: 8_000 });
  });

  test('a pause freezes the berserker’s own clock too, and resume gives it its remaining half', () => {
    const g = berserkTurnOne('A');
    const paused = must(applyEvent(g, { type: 'pause' }, 1_100));
    expect([seatDeadline(paused, 'A'), nextDeadline(paused)]).toEqual([null, null]);
    const resumed = must(applyEvent(paused, { type: 'resume' }, 50_000));
    expect(seatDeadline(resumed, 'A')).toBe(50_000 + 3_500);
    expect(resumed.deadline).toBe(50_000 + 8_000);
  });
});

describe('replay and views', () => {
  test('a replay of the log gives the same game, the half-time fills included', () => {
    const g = play(berserkTurnOne('A'), 300, ['B', { type: 'move', square: PLAN.B.move }]);
    const played = advance(g, 10 ** 7);
    expect(played.phase).toBe('over');
    expect(played.log.filter((e) => 'event' in e && e.event.type === 'berserk')).toHaveLength(1);
    expect(must(replayGame({ seed: 1, mode: 'others' }, played.log, 10 ** 7))).toEqual(played);
    // A forfeit right after A's plan was filled and Set at half time in Hit (4,600 + 4,500): replayed with no time
    // given, the forfeit's own advance regenerates the fill.
    const left = must(applyEvent(g, { type: 'forfeit', seat: 'B' }, 9_200));
    expect(left.players.A.set).toBe(true);
    expect(left.players.A.hit).not.toBeNull();
    expect(must(replayGame({ seed: 1, mode: 'others' }, left.log))).toEqual(left);
  });

  test('everyone sees who went berserk; only the berserker’s own view has its shorter deadline', () => {
    const g = berserkTurnOne('B');
    expect(publicView(g)).toMatchObject({ berserk: { A: false, B: true }, deadline: 9_100 });
    expect(watcherView(g)).toMatchObject({ berserk: { A: false, B: true }, deadline: 9_100 });
    expect(viewFor(g, 'A')).toMatchObject({ berserk: { A: false, B: true }, deadline: 9_100 });
    expect(viewFor(g, 'B')).toMatchObject({ berserk: { A: false, B: true }, deadline: 4_600 });
    expect(publicView(turnOneGame()).berserk).toEqual({ A: false, B: false });
  });

  test('the public view carries the berserker’s own deadline on its seat (the clock it counts down to), none on the other', () => {
    const g = berserkTurnOne('B');
    expect(publicView(g).players.B.deadline).toBe(4_600);
    expect(publicView(g).players.A).not.toHaveProperty('deadline');
    expect(watcherView(g).players.B.deadline).toBe(4_600);
    expect(publicView(turnOneGame()).players.B).not.toHaveProperty('deadline');
  });
});

describe('a stored game with a berserker', () => {
  const played = () =>
    advance(play(berserkTurnOne('B'), 300, ['A', { type: 'move', square: PLAN.A.move }]), 10 ** 7);

  test('its record reads back and replays; a berserk event without its seat is refused', () => {
    const g = played();
    const record = { seed: 1, mode: 'others', log: g.log, result: g.result } as const;
    expect(parseGameRecord(recordToJson(record))).toEqual({ ok: true, value: record });
    expect(replayRecord(record)).toMatchObject({ ok: true, value: { final: { result: g.result } } });
    const seatless = '{"seed":1,"mode":"others","log":[{"at":0,"event":{"type":"berserk"}}]}';
    expect(parseGameRecord(seatless)).toEqual({
      ok: false,
      error: 'log entry 0: berserk needs a seat A or B',
    });
  });

  test('its fairness record verifies: the half-time fills are regenerated from the seed', () => {
    const g = played();
    const nonceFor = (k: PickKey) => `nonce-${k.phase}-${k.turn}-${k.seat}`;
    const record = fairnessRecord('g-b', g, 'salt-b', nonceFor);
    expect(verifyGame(record)).toEqual({ ok: true });
    const parsed = parseStoredGame(
      JSON.stringify({ ...record, startedAt: 1, endedAt: 2, players: STORED_PLAYERS }),
    );
    expect(parsed.ok && verifyStoredGame(parsed.value)).toEqual({ ok: true });
  });
});

/**
 * A game between two random AIs in which `berserkers` went berserk at the start; in each phase each seat acts
 * `delays[k]` seconds after the phase began when that is before its own deadline (its pick is filled otherwise).
 */
function playedWithBerserk(seed: number, berserkers: readonly Seat[], delays: readonly number[]): GameState {
  const ais = { A: new AiSeat(createAi('random', seed)), B: new AiSeat(createAi('random', seed + 1)) };
  let g = must(applyEvent(createGame({ seed, mode: 'others' }), { type: 'start' }, 0));
  for (const seat of berserkers) g = must(applyEvent(g, berserk(seat), 0));
  let now = 0;
  for (let step = 0; g.phase !== 'over' && step < 300; step++) {
    const at = (seat: Seat) => now + delays[(2 * step + (seat === 'A' ? 0 : 1)) % delays.length]! * 1000;
    for (const seat of [...SEATS].sort((a, b) => at(a) - at(b))) {
      g = advance(g, at(seat));
      const own = seatDeadline(g, seat);
      if (g.phase === 'over' || own === null || at(seat) >= own) continue;
      const actions =
        g.phase === 'start'
          ? g.players[seat].ready
            ? []
            : [{ type: 'ready' } as const]
          : ais[seat].actions(viewFor(g, seat));
      for (const action of actions) g = must(applyAction(g, seat, action, at(seat)));
    }
    now = nextDeadline(g) ?? now;
    g = advance(g, now);
  }
  return g;
}

describe('berserk property', () => {
  test('games with berserkers end, replay the same from their log, and verify', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.subarray([...SEATS]),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 9 }),
        (seed, berserkers, delays) => {
          const played = playedWithBerserk(seed, berserkers, delays);
          expect(played.phase).toBe('over');
          expect(played.berserk).toEqual({ A: berserkers.includes('A'), B: berserkers.includes('B') });
          const options = { seed, mode: 'others' } as const;
          expect(must(replayGame(options, played.log, Number.MAX_SAFE_INTEGER))).toEqual(played);
          const record = { ...options, log: played.log, result: played.result };
          const replay = replayRecord(record);
          expect(replay.ok && replay.value.final).toEqual(played);
          const nonceFor = (k: PickKey) => `n-${k.phase}-${k.turn}-${k.seat}`;
          expect(verifyGame(fairnessRecord('g', played, 'salt', nonceFor))).toEqual({ ok: true });
        },
      ),
      { numRuns: 150 },
    );
  });
});

const STORED_PLAYERS = {
  A: { username: 'ann', name: 'Ann', ai: false, character: 'U' },
  B: { username: 'bob', name: 'Bob', ai: false, character: 'C' },
};
