// The synced state from the host's snapshot to the schema, over the wire, and back through the codec
// (contract/syncedState.ts) as the engine's values; and its numbers stay whole over the wire: a popular game's
// audience (issue 27: a thousand spectators on TV) must not wrap around.
import { Decoder, Encoder } from '@colyseus/schema';
import { describe, expect, test } from 'vitest';
import { readState, type SyncedState } from '../../contract/syncedState';
import { advance, applyEvent, createGame, publicView, type GameState, type PublicView } from '../../engine';
import { GameCommitments } from '../host/commitments';
import type { HostSnapshot, ModeSnapshot } from '../host/ports';
import { aiSeat, type Seats } from '../host/seats';
import { syncSnapshot } from './roomTransport';
import { GameRoomState } from './schema';

/** The state a client decodes from a fresh one, after the room synced `snapshot`. */
function overTheWire(snapshot: HostSnapshot): SyncedState {
  const state = new GameRoomState();
  syncSnapshot(state, snapshot);
  const seen = new GameRoomState();
  new Decoder(seen).decode(new Encoder(state).encodeAll());
  return readState(seen);
}

/** A game of AI versus AI started at 0, moved on by its deadlines `steps` times. */
function played(steps: number): GameState {
  const started = applyEvent(createGame({ seed: 7, mode: 'h1a1' }), { type: 'start' }, 0);
  if (!started.ok) throw new Error(started.error.code);
  let game = started.value;
  for (let i = 0; i < steps && game.deadline !== null; i++) game = advance(game, game.deadline);
  return game;
}

function seats(): Seats {
  const person = { ...aiSeat('A', 'Ann', 'random', 1), ai: undefined, aiLevel: undefined, key: 's1' };
  return {
    A: {
      ...person,
      username: 'ann',
      connected: false,
      rating: { rating: 1512.6, provisional: true },
      ratingChange: -7,
    },
    B: { ...aiSeat('B', 'Bo', 'greedy', 2), unrated: 'ai' },
  };
}

function snapshot(view: PublicView, mode: ModeSnapshot): HostSnapshot {
  return {
    view,
    seats: seats(),
    now: 1_800_000_000_123,
    gameId: 'room-1',
    seedCommitment: 'c'.repeat(64),
    commitments: new GameCommitments('room-1', 7),
    live: true,
    clock: 'relaxed',
    audience: 1000,
    mode,
  };
}

describe('the synced state read back is what the host published, in the engine’s words', () => {
  test.each([
    ['the start (no character, square nor reveal yet)', 0],
    ['a later turn (characters, squares and a reveal public)', 5],
    ['the end (the result)', 200],
  ])('%s', (_name, steps) => {
    const view = publicView(played(steps));
    const rematch = {
      status: 'open',
      deadline: 1_800_000_020_000,
      askedA: true,
      askedB: false,
      declinedBy: null,
    } as const;
    const read = overTheWire(snapshot(view, { rematch, games: { number: 2, count: 3 }, level: 'medium' }));
    expect(read).toEqual({
      mode: 'h1a1',
      phase: view.phase,
      deadline: view.deadline,
      serverTime: 1_800_000_000_123,
      turn: view.turn,
      paused: false,
      gameNumber: 2,
      gameCount: 3,
      clock: 'relaxed',
      level: 'medium',
      gameId: 'room-1',
      seedCommitment: 'c'.repeat(64),
      spectators: 1000,
      players: [
        {
          key: 's1',
          seat: 'A',
          name: 'Ann',
          username: 'ann',
          isAi: false,
          connected: false,
          character: view.players.A.character,
          square: view.players.A.square,
          done: view.players.A.done,
          rating: 1513,
          provisional: true,
          ratingChange: -7,
          rated: true,
          unrated: null,
          level: null,
          berserk: view.berserk?.A ?? false,
          deadline: view.players.A.deadline ?? null,
        },
        {
          key: 'ai-B',
          seat: 'B',
          name: 'Bo',
          username: seats().B!.username,
          isAi: true,
          connected: true,
          character: view.players.B.character,
          square: view.players.B.square,
          done: view.players.B.done,
          rating: Math.round(seats().B!.rating!.rating),
          provisional: false,
          ratingChange: 0,
          rated: false,
          unrated: 'ai',
          level: 'medium',
          berserk: view.berserk?.B ?? false,
          deadline: view.players.B.deadline ?? null,
        },
      ],
      lastReveal: view.lastReveal,
      result: view.result,
      rematch,
      commitments: [],
      nonces: [],
    });
  });
});

test('a thousand spectators reach the players as a thousand', () => {
  const state = new GameRoomState();
  state.spectators = 1000;
  const seen = new GameRoomState();
  new Decoder(seen).decode(new Encoder(state).encodeAll());
  expect(seen.spectators).toBe(1000);
});
