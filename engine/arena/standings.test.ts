import { describe, expect, test } from 'vitest';
import { performanceOf, standingsOf, type ArenaEntrant, type ArenaPlayedGame } from './standings';

const game = (
  outcome: ArenaPlayedGame['outcome'],
  opponentRating: number,
  endedAt: number,
): ArenaPlayedGame => ({
  outcome,
  berserk: false,
  turns: 4,
  opponentRating,
  endedAt,
});
const entrant = (userId: string, rating: number, games: ArenaPlayedGame[]): ArenaEntrant => ({
  userId,
  name: userId,
  rating,
  games,
});

describe('arena standings', () => {
  test('performance: the opponents average plus 500 per net win, per game (lila)', () => {
    expect(performanceOf([])).toBeNull();
    expect(performanceOf([game('win', 1500, 1)])).toBe(2000);
    expect(performanceOf([game('win', 1500, 1), game('loss', 1700, 2)])).toBe(1600);
    expect(performanceOf([game('draw', 1400, 1), game('draw', 1600, 2)])).toBe(1500);
  });

  test('by score first, then performance', () => {
    const lines = standingsOf([
      entrant('low', 1500, [game('draw', 1500, 1)]),
      entrant('weak-opponents', 1500, [game('win', 1200, 1)]),
      entrant('strong-opponents', 1500, [game('win', 1800, 2)]),
    ]);
    expect(lines.map((l) => [l.rank, l.userId, l.score])).toEqual([
      [1, 'strong-opponents', 2],
      [2, 'weak-opponents', 2],
      [3, 'low', 1],
    ]);
  });

  test('level on score and performance: the higher rating, then who scored first', () => {
    const lines = standingsOf([
      entrant('later', 1500, [game('win', 1500, 20)]),
      entrant('earlier', 1500, [game('win', 1500, 10)]),
      entrant('rated', 1600, [game('win', 1500, 30)]),
    ]);
    expect(lines.map((l) => l.userId)).toEqual(['rated', 'earlier', 'later']);
  });

  test('a player without a game ranks below those with points, by rating', () => {
    const lines = standingsOf([
      entrant('new-low', 1400, []),
      entrant('new-high', 1700, []),
      entrant('played', 1500, [game('draw', 1500, 1)]),
    ]);
    expect(lines.map((l) => l.userId)).toEqual(['played', 'new-high', 'new-low']);
    expect(lines[1]!.performance).toBeNull();
  });

  test('a sheet counts games in the order they ended, whatever the order given', () => {
    const games = [game('win', 1500, 3), game('win', 1500, 1), game('draw', 1500, 2)];
    const [line] = standingsOf([entrant('p', 1500, games)]);
    // win, draw, win: never on fire.
    expect(line!.sheet.games.map((g) => g.points)).toEqual([2, 1, 2]);
  });
});
