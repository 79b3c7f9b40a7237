import { describe, expect, test } from 'vitest';
import { addGame, EMPTY_SHEET, sheetOf, type ArenaGameScore } from './scoring';

const win: ArenaGameScore = { outcome: 'win', berserk: false, turns: 5 };
const draw: ArenaGameScore = { outcome: 'draw', berserk: false, turns: 10 };
const loss: ArenaGameScore = { outcome: 'loss', berserk: false, turns: 3 };

describe('arena scoring: 2 / 1 / 0, the streak, berserk', () => {
  test.each([
    ['one win', [win], [2], 2],
    ['one draw', [draw], [1], 1],
    ['one loss', [loss], [0], 0],
    ['two wins set the player on fire: the third win scores 4', [win, win, win], [2, 2, 4], 8],
    ['on fire, a draw scores 2 and ends the streak', [win, win, draw, win], [2, 2, 2, 2], 8],
    ['on fire, a loss scores 0 and ends the streak', [win, win, loss, win, win], [2, 2, 0, 2, 2], 8],
    ['the streak goes on while the player wins', [win, win, win, win], [2, 2, 4, 4], 12],
    ['a draw between wins: no fire', [win, draw, win, win], [2, 1, 2, 2], 7],
  ])('%s', (_name, games, points, total) => {
    const sheet = sheetOf(games);
    expect(sheet.games.map((g) => g.points)).toEqual(points);
    expect(sheet.score).toBe(total);
  });

  test.each([
    [
      'a berserk win of two turns or more scores 1 more',
      { outcome: 'win', berserk: true, turns: 2 },
      3,
      true,
    ],
    ['a berserk win in the first turn earns no bonus', { outcome: 'win', berserk: true, turns: 1 }, 2, false],
    [
      'a berserk win before the first move earns no bonus',
      { outcome: 'win', berserk: true, turns: 0 },
      2,
      false,
    ],
    ['a berserk draw earns no bonus', { outcome: 'draw', berserk: true, turns: 10 }, 1, false],
    ['a berserk loss earns nothing', { outcome: 'loss', berserk: true, turns: 10 }, 0, false],
  ] as const)('%s', (_name, game, points, bonus) => {
    const sheet = addGame(EMPTY_SHEET, game);
    expect(sheet.games[0]).toMatchObject({ points, berserkBonus: bonus });
  });

  test('on fire, a berserk win scores 4 + 1', () => {
    const sheet = sheetOf([win, win, { outcome: 'win', berserk: true, turns: 4 }]);
    expect(sheet.games[2]).toMatchObject({ points: 5, onFire: true, berserkBonus: true });
  });

  test('the sheet given is not changed', () => {
    const before = sheetOf([win]);
    const copy = structuredClone(before);
    addGame(before, win);
    expect(before).toEqual(copy);
  });

  test('fire shows on the sheet after two wins, and goes with the streak', () => {
    expect(sheetOf([win]).onFire).toBe(false);
    expect(sheetOf([win, win]).onFire).toBe(true);
    expect(sheetOf([win, win, draw]).onFire).toBe(false);
  });
});
