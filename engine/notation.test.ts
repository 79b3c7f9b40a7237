import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AiSeat } from './ai/aiSeat';
import { createAi } from './ai/createAi';
import { AI_LEVELS, type AiLevel } from './ai/types';
import { applyAction } from './actions';
import { applyEvent, replayGame } from './events';
import { advance, createGame, startsByItself } from './game';
import {
  gameNotation,
  parseGameRecord,
  recordToJson,
  replayRecord,
  type GameRecord,
  type Parsed,
} from './notation';
import { must, play, STAND_IN_KNOWLEDGE, turnOneGame } from './testHelpers';
import { GAME_MODES, type Action, type GameMode, type GameState, type Seat } from './types';
import { viewFor } from './view';

/** Plays one turn: both plans sent just before the move deadline, then the reveal runs out. */
function turn(g: GameState, a: [number, number], b: [number, number]): GameState {
  const at = g.deadline! - 1;
  const plan = (seat: Seat, [move, hit]: [number, number]): [Seat, Action][] => [
    [seat, { type: 'move', square: move }],
    [seat, { type: 'hit', square: hit }],
    [seat, { type: 'set' }],
  ];
  const next = play(g, at, ...plan('A', a), ...plan('B', b));
  return advance(next, next.deadline!);
}

/** A game where A (Undergraduate on d5) hits B (Cook on a8) in turn 3. */
function scriptedRecord(): GameRecord {
  let g = turnOneGame(7);
  g = turn(g, [26, 25], [8, 0]);
  g = turn(g, [25, 24], [16, 8]);
  g = turn(g, [24, 16], [16, 17]);
  return { seed: g.seed, mode: g.mode, log: g.log, result: g.result };
}

describe('game notation', () => {
  test('shows the characters, placed squares, each turn as from>move x hit, and the result', () => {
    const record = scriptedRecord();
    const game = value(replayRecord(record));
    expect(gameNotation(record, game)).toBe(
      [
        'Octoduel seed 7 mode others',
        'A: U d5  B: C a8',
        '1. A: d5>c5 x b5  B: a8>a7 x a8',
        '2. A: c5>b5 x a5  B: a7>a6 x a7',
        '3. A: b5>a5 x a6  B: a6>a6 x b6',
        '(A wins: hit)',
      ].join('\n'),
    );
    expect(game.final.result).toEqual(record.result);
  });

  test('a game stopped before anyone chose shows dashes and no contest', () => {
    const g = must(
      applyEvent(
        must(applyEvent(createGame({ seed: 3, mode: 'h2a0' }), { type: 'start' }, 0)),
        { type: 'abort' },
        5,
      ),
    );
    const record: GameRecord = { seed: 3, mode: 'h2a0', log: g.log, result: g.result };
    const game = value(replayRecord(record));
    expect(gameNotation(record, game).split('\n').slice(1)).toEqual([
      'A: - -  B: - -',
      '(no contest: no-contest)',
    ]);
  });

  test('a log the engine refuses is an error naming the entry, not a throw', () => {
    const record = scriptedRecord();
    const broken = {
      ...record,
      log: [...record.log.slice(0, 3), { at: 0, event: { type: 'start' } } as const],
    };
    const replay = replayRecord(broken);
    expect(replay).toEqual({
      ok: false,
      error: 'log entry 3 refused: game/started (The game has already started.)',
    });
  });
});

describe('game record JSON', () => {
  test('round trip: a record reads back equal from its JSON, clocks included', () => {
    const record = { ...scriptedRecord(), durations: { move: 5000 } };
    expect(parseGameRecord(recordToJson(record))).toEqual({ ok: true, value: record });
  });

  test.each([
    ['{', 'not valid JSON'],
    ['[]', 'not a JSON object'],
    [
      '{"seed":"1","mode":"others","log":[]}',
      '"seed" must be 64 lowercase hex digits (or an older game’s integer)',
    ],
    [
      '{"seed":"ABCD","mode":"others","log":[]}',
      '"seed" must be 64 lowercase hex digits (or an older game’s integer)',
    ],
    ['{"seed":1,"mode":"chess","log":[]}', '"mode" must be one of others, h1a1, h2a0, h0a2'],
    ['{"seed":1,"mode":"others"}', '"log" must be an array'],
    [
      '{"seed":1,"mode":"others","log":[{"at":0,"seat":"C","action":{"type":"set"}}]}',
      'log entry 0: "seat" must be A or B',
    ],
    [
      '{"seed":1,"mode":"others","log":[{"at":0,"seat":"A","action":{"type":"move","square":64}}]}',
      'log entry 0: That square is not on the board.',
    ],
    [
      '{"seed":1,"mode":"others","log":[{"at":0,"event":{"type":"forfeit"}}]}',
      'log entry 0: forfeit needs a seat A or B',
    ],
    [
      '{"seed":1,"mode":"others","log":[],"result":{"winner":"C","reason":"hit"}}',
      '"result.winner" must be A, B, draw, none',
    ],
    ['{"seed":1,"mode":"others","log":[],"durations":{"nap":5}}', '"durations" has an unknown phase "nap"'],
  ])('bad input %s is refused: %s', (json, error) => {
    expect(parseGameRecord(json)).toEqual({ ok: false, error });
  });
});

/**
 * Hosts a whole game as a room would: both seats are AI seats (in others and h2a0 they click the start bar);
 * a seat sometimes sleeps through a phase (the engine fills its pick from the seed) and sometimes forfeits.
 */
function hostedGame(seed: number, mode: GameMode, levels: [AiLevel, AiLevel], sleepy: number[]): GameState {
  const seats = {
    A: new AiSeat(createAi(levels[0], seed, STAND_IN_KNOWLEDGE)),
    B: new AiSeat(createAi(levels[1], seed + 1, STAND_IN_KNOWLEDGE)),
  };
  let g = must(applyEvent(createGame({ seed, mode }), { type: 'start' }, 0));
  let now = 0;
  for (let step = 0; g.phase !== 'over' && step < 200; step++) {
    const nap = sleepy[step % sleepy.length]!;
    if (nap === 9) {
      g = must(applyEvent(g, { type: 'forfeit', seat: step % 2 === 0 ? 'A' : 'B' }, now));
      break;
    }
    for (const seat of ['A', 'B'] as const) {
      if (nap === (seat === 'A' ? 1 : 2)) continue;
      const actions =
        g.phase === 'start' && !startsByItself(mode)
          ? [{ type: 'ready' } as const]
          : seats[seat].actions(viewFor(g, seat));
      for (const action of actions) if (g.phase !== 'over') g = must(applyAction(g, seat, action, now));
    }
    now = g.deadline ?? now;
    g = advance(g, now);
  }
  return g;
}

describe('replay property', () => {
  test('replaying a game from its seed and log gives the same result, in every mode, over many seeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...GAME_MODES),
        fc.constantFrom(...AI_LEVELS.filter((l) => l !== 'expert')),
        fc.constantFrom(...AI_LEVELS.filter((l) => l !== 'expert')),
        fc.array(fc.constantFrom(0, 0, 0, 0, 1, 2, 9), { minLength: 1, maxLength: 8 }),
        (seed, mode, a, b, sleepy) => {
          const played = hostedGame(seed, mode, [a, b], sleepy);
          expect(played.phase).toBe('over');
          const stored = parseGameRecord(
            JSON.parse(recordToJson({ seed, mode, log: played.log, result: played.result })),
          );
          const record = value(stored);
          expect(must(replayGame({ seed, mode }, record.log, Number.MAX_SAFE_INTEGER)).result).toEqual(
            played.result,
          );
          const replay = value(replayRecord(record));
          expect(replay.final.result).toEqual(played.result);
          expect(replay.final).toEqual(played);
          expect(gameNotation(record, replay)).toBe(gameNotation(record, value(replayRecord(record))));
          expect(replay.turns.length).toBe(played.lastReveal?.turn ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function value<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
