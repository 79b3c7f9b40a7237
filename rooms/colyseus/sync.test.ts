import { Encoder } from '@colyseus/schema';
import { describe, expect, test } from 'vitest';
import {
  advance,
  applyAction,
  applyEvent,
  createGame,
  publicView,
  watcherView,
  type GameState,
} from '../../engine';
import { GameRoomState } from './schema';
import { aiSeat, type Seats } from '../host/seats';
import { syncState } from './sync';

function must(r: ReturnType<typeof applyAction>): GameState {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Started at 0 (Choose from 1000); B has chosen the Teacher (square 61). */
function chosen(): GameState {
  const started = applyEvent(createGame({ seed: 1, mode: 'h0a2' }), { type: 'start' }, 0);
  if (!started.ok) throw new Error(started.error.code);
  return must(applyAction(advance(started.value, 1000), 'B', { type: 'choose', square: 61 }, 1100));
}

const seats = (): Seats => ({ A: aiSeat('A', 'Ada', 'random', 1), B: aiSeat('B', 'Bo', 'random', 2) });

describe('syncState', () => {
  test('copies the given view: the public one hides a pick until Place ends', () => {
    const state = new GameRoomState();
    syncState(state, publicView(chosen()), seats(), 123);
    expect(state.players.get('ai-B')?.toJSON()).toMatchObject({
      seat: 'B',
      name: 'Bo',
      character: '',
      done: true,
    });
    expect(state.toJSON()).toMatchObject({ phase: 'choose', serverTime: 123, turn: 0 });
  });

  test("the watcher's view shows it at once", () => {
    const state = new GameRoomState();
    syncState(state, watcherView(chosen()), seats(), 0);
    expect(state.players.get('ai-B')?.character).toBe('T');
    expect(state.players.get('ai-A')?.character).toBe('');
  });

  test('a freed seat leaves the synced players; a cleared result and reveal are removed', () => {
    const state = new GameRoomState();
    const game = chosen();
    syncState(state, publicView({ ...game, result: { winner: 'A', reason: 'hit' } }), seats(), 0);
    expect(state.result?.toJSON()).toEqual({ winner: 'A', reason: 'hit' });
    syncState(state, publicView(game), { A: seats().A }, 0);
    expect([...state.players.keys()]).toEqual(['ai-A']);
    expect(state.result).toBeUndefined();
    expect(state.lastReveal).toBeUndefined();
  });

  test('a missing deadline syncs as 0 and an empty seat leaves no player', () => {
    const state = new GameRoomState();
    syncState(state, publicView(createGame({ seed: 1, mode: 'others' })), {}, 0);
    expect(state.deadline).toBe(0);
    expect(state.players.size).toBe(0);
  });
  test('a seat taken over by a new connection replaces its synced player (same number of players)', () => {
    const state = new GameRoomState();
    const game = chosen();
    syncState(state, publicView(game), seats(), 0);
    syncState(state, publicView(game), { ...seats(), A: { ...seats().A!, key: 'session-2' } }, 0);
    expect([...state.players.keys()].sort()).toEqual(['ai-B', 'session-2']);
    expect(state.players.get('session-2')?.seat).toBe('A');
  });

  test('the server time is written with a new phase, turn or deadline only: an unchanged view writes nothing', () => {
    const state = new GameRoomState();
    const encoder = new Encoder(state);
    const game = chosen();
    const both = seats();
    syncState(state, publicView(game), both, 5);
    expect(state.serverTime).toBe(5);
    encoder.discardChanges();
    syncState(state, publicView(game), both, 6);
    expect(encoder.hasChanges).toBe(false);
    expect(state.serverTime).toBe(5);
    // The deadlines pass and a later phase opens (a new phase and deadline): the clock goes with it.
    syncState(state, publicView(advance(game, 60_000)), both, 8);
    expect(state.phase).not.toBe('choose');
    expect(state.serverTime).toBe(8);
  });
});
