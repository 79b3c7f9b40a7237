import { describe, expect, test } from 'vitest';
import { aiSeat, seatHuman, seatNames, seatOf, type SeatedUser, type Seats } from './seats';

const client = (sessionId: string) => ({ sessionId });
const user = (userId: string): SeatedUser => ({ userId, username: userId, name: userId.toUpperCase() });

describe('seatHuman', () => {
  test('takes the first free allowed seat, then the next', () => {
    const seats: Seats = {};
    expect(seatHuman(seats, client('s1'), user('ann'), ['A', 'B'])).toBe('A');
    expect(seatHuman(seats, client('s2'), user('bob'), ['A', 'B'])).toBe('B');
    expect(seats.B).toMatchObject({ key: 's2', username: 'bob', name: 'BOB', userId: 'bob' });
  });

  test('one seat per player, even from a second connection', () => {
    const seats: Seats = {};
    seatHuman(seats, client('s1'), user('ann'), ['A', 'B']);
    expect(() => seatHuman(seats, client('s2'), user('ann'), ['A', 'B'])).toThrow(
      'You are already in this game.',
    );
    expect(seats.B).toBeUndefined();
  });

  test('a full game refuses with 409 and changes nothing', () => {
    const seats: Seats = { B: aiSeat('B', 'Robo', 'random', 1) };
    seatHuman(seats, client('s1'), user('ann'), ['A']);
    const before = { ...seats };
    expect(() => seatHuman(seats, client('s2'), user('bob'), ['A'])).toThrow(
      expect.objectContaining({ code: 409, message: 'This game is full.' }),
    );
    expect(seats).toEqual(before);
  });
});

test('seatOf finds a connection by its session id', () => {
  const seats: Seats = { A: aiSeat('A', 'Robo', 'random', 1) };
  seatHuman(seats, client('s1'), user('bob'), ['B']);
  expect([seatOf(seats, 's1'), seatOf(seats, 'ai-A'), seatOf(seats, 'nobody')]).toEqual([
    'B',
    'A',
    undefined,
  ]);
});

test('an AI seat is keyed and recorded by its name', () => {
  expect(aiSeat('B', 'Robo', 'random', 1)).toMatchObject({ key: 'ai-B', username: 'Robo ai', name: 'Robo' });
  expect(seatNames({ B: aiSeat('B', 'Robo', 'random', 1) })).toEqual({ A: undefined, B: 'Robo' });
});
