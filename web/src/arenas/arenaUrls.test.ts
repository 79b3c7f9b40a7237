import { describe, expect, test } from 'vitest';
import { arenaGameUrl, arenaOfGame, arenaPageUrl } from './arenaUrls';

describe('the URL of my arena game', () => {
  test('is the game screen told which arena it belongs to, and reads back as that arena', () => {
    expect(arenaGameUrl('a1')).toBe('/play?arena=a1');
    const search = new URL(arenaGameUrl('evening_2-b'), 'http://x').searchParams;
    expect(arenaOfGame(search)).toBe('evening_2-b');
  });

  test.each([
    { query: '', arena: null },
    { query: 'arena=', arena: null },
    { query: 'arena=a%2Fb', arena: null },
    { query: `arena=${'a'.repeat(41)}`, arena: null },
    { query: 'arena=A_z-9', arena: 'A_z-9' },
  ])('a game screen at ?$query belongs to arena $arena', ({ query, arena }) => {
    expect(arenaOfGame(new URLSearchParams(query))).toBe(arena);
  });
});

test("an arena's page, and a private arena's link that fills its code in", () => {
  expect(arenaPageUrl('a1')).toBe('/arenas/a1');
  expect(arenaPageUrl('a1', '012345')).toBe('/arenas/a1?code=012345');
});
