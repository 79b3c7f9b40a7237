import { afterEach, expect, test } from 'vitest';
import { ARENA_GAME_KEY, arenaOfRoom, rememberArenaGame } from './arenaGameMemory';

afterEach(() => {
  sessionStorage.clear();
});

test('the arena game remembered names its arena; any other room, none', () => {
  expect(arenaOfRoom('room9')).toBeNull();
  rememberArenaGame('room9', 'a1');
  expect(arenaOfRoom('room9')).toBe('a1');
  expect(arenaOfRoom('room10')).toBeNull();
  expect(arenaOfRoom(null)).toBeNull();
  // Only the latest is kept.
  rememberArenaGame('room10', 'a2');
  expect(arenaOfRoom('room9')).toBeNull();
  expect(arenaOfRoom('room10')).toBe('a2');
});

test('a malformed entry names none', () => {
  sessionStorage.setItem(ARENA_GAME_KEY, '{not json');
  expect(arenaOfRoom('room9')).toBeNull();
  sessionStorage.setItem(ARENA_GAME_KEY, JSON.stringify({ roomId: 'room9', arenaId: 7 }));
  expect(arenaOfRoom('room9')).toBeNull();
});
