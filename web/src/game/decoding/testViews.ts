import type { PlayerState } from '../../../../engine';
// Builders for game views in tests: plain values as the store holds them.
import type { GameView, SeatView } from './types';

export function seat(over: Partial<SeatView> & Pick<SeatView, 'key' | 'seat'>): SeatView {
  return {
    name: over.seat === 'A' ? 'Ann' : 'Bob',
    username: over.seat === 'A' ? 'ann' : 'bob',
    isAi: false,
    connected: true,
    character: null,
    square: null,
    done: false,
    ...over,
  };
}

export function view(over: Partial<GameView> = {}): GameView {
  return {
    mode: 'others',
    phase: 'move',
    deadline: null,
    serverTime: 0,
    turn: 1,
    paused: false,
    gameNumber: 1,
    gameCount: 1,
    clock: 'standard',
    level: null,
    players: [seat({ key: 'me', seat: 'A' }), seat({ key: 'them', seat: 'B' })],
    lastReveal: null,
    result: null,
    gameId: null,
    seedCommitment: null,
    commitments: [],
    record: null,
    recordUnreadable: false,
    spectators: 0,
    ...over,
  };
}

export function plan(over: Partial<PlayerState> = {}): PlayerState {
  return { character: null, square: null, move: null, hit: null, set: false, ready: false, ...over };
}
