import { describe, expect, test } from 'vitest';
import { liveViews } from '../fairness/testGame';
import { plan, view } from '../game/decoding/testViews';
import {
  gameReducer,
  INITIAL_GAME_STATE,
  RECONNECTING_BANNER,
  type GameEvent,
  type GameStoreState,
} from './game';

const run = (events: GameEvent[], from: GameStoreState = INITIAL_GAME_STATE) =>
  events.reduce(gameReducer, from);

describe('gameReducer', () => {
  test('connecting, joined, then state, plan, error and gameover are mirrored', () => {
    const s = run([
      { type: 'connecting' },
      { type: 'joined', roomId: '123456', sessionId: 'me' },
      { type: 'state', view: view({ serverTime: 10_000 }), receivedAt: 9_000 },
      { type: 'plan', plan: plan({ character: 'J' }) },
      { type: 'error', code: 'phase/wrong', message: 'That is not possible in this phase.' },
      { type: 'error', code: 'phase/wrong', message: 'That is not possible in this phase.' },
      { type: 'gameover', gameOver: { result: 'win', reason: 'hit', message: 'You won!' } },
    ]);
    expect(s.status).toBe('live');
    expect(s.roomId).toBe('123456');
    expect(s.view?.turn).toBe(1);
    expect(s.clockOffset).toBe(1000);
    expect(s.plan?.character).toBe('J');
    expect(s.error).toEqual({ code: 'phase/wrong', message: 'That is not possible in this phase.', seq: 2 });
    expect(s.gameOver?.message).toBe('You won!');
    expect(gameReducer(s, { type: 'clearError' }).error).toBeNull();
  });

  test('the clock offset changes only with a fresh serverTime', () => {
    const s = run([
      { type: 'state', view: view({ serverTime: 5000 }), receivedAt: 4000 },
      // A patch that did not touch serverTime arrives later: the server's clock is not known from it.
      { type: 'state', view: view({ serverTime: 5000, turn: 2 }), receivedAt: 4900 },
    ]);
    expect(s.clockOffset).toBe(1000);
    expect(s.view?.turn).toBe(2);
  });

  test('a reconnection to the same room keeps the view and plan; another room starts clean', () => {
    const live = run([
      { type: 'joined', roomId: 'r1', sessionId: 'a' },
      { type: 'state', view: view(), receivedAt: 0 },
      { type: 'plan', plan: plan({ move: 3 }) },
      { type: 'reconnecting', attempt: 1 },
    ]);
    expect(live.status).toBe('reconnecting');
    expect(live.banner).toBe(RECONNECTING_BANNER);
    const back = gameReducer(live, { type: 'joined', roomId: 'r1', sessionId: 'b' });
    expect(back).toMatchObject({ status: 'live', banner: null, sessionId: 'b', plan: { move: 3 } });
    expect(back.view).toBe(live.view);
    const other = gameReducer(live, { type: 'joined', roomId: 'r2', sessionId: 'c' });
    expect(other).toMatchObject({ view: null, plan: null, roomId: 'r2' });
  });

  test('closed keeps the last view (the result stays visible); failed and reset start over', () => {
    const s = run([
      { type: 'joined', roomId: 'r1', sessionId: 'a' },
      { type: 'state', view: view({ phase: 'over' }), receivedAt: 0 },
      { type: 'closed', banner: null },
    ]);
    expect(s).toMatchObject({ status: 'closed', banner: null });
    expect(s.view?.phase).toBe('over');
    expect(gameReducer(s, { type: 'failed', message: 'There is no game with this code.' })).toEqual({
      ...INITIAL_GAME_STATE,
      failure: 'There is no game with this code.',
    });
    expect(gameReducer(s, { type: 'reset' })).toBe(INITIAL_GAME_STATE);
  });

  test('events never mutate the state they are given', () => {
    const before = run([{ type: 'joined', roomId: 'r', sessionId: 's' }]);
    const frozen = JSON.stringify(before);
    run(
      [
        { type: 'state', view: view(), receivedAt: 1 },
        { type: 'inform', message: 'done' },
      ],
      before,
    );
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('the fairness check in the store', () => {
  const states = (): GameEvent[] =>
    liveViews().views.map((v) => ({ type: 'state', view: v, receivedAt: 0 }) as const);

  test('every mirrored state feeds the check: Verified once the record arrives', () => {
    const events = states();
    const before = run([{ type: 'joined', roomId: 'r1', sessionId: 'me' }, ...events.slice(0, -1)]);
    expect(before.fairness.verdict).toBe('checking');
    expect(gameReducer(before, events.at(-1)!).fairness.verdict).toEqual({ ok: true });
  });

  test('a new room starts the check over', () => {
    const done = run([{ type: 'joined', roomId: 'r1', sessionId: 'me' }, ...states()]);
    expect(run([{ type: 'joined', roomId: 'r2', sessionId: 'me' }], done).fairness.verdict).toBe('checking');
    expect(run([{ type: 'connecting' }], done).fairness.verdict).toBe('checking');
  });
});
