import { describe, expect, test } from 'vitest';
import { AI_RATINGS } from '../../engine';
import { isProvisional, ratePeriod, rateGame, START, type Rating } from './glicko';

const r = (rating: number, rd: number, vol = 0.06): Rating => ({ rating, rd, vol });

describe('Glicko-2 update', () => {
  test("Glickman's worked example: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300 → 1464.06 / 151.52", () => {
    const after = ratePeriod(r(1500, 200), [
      { opponent: r(1400, 30), score: 1 },
      { opponent: r(1550, 100), score: 0 },
      { opponent: r(1700, 300), score: 0 },
    ]);
    // The paper rounds its intermediate steps; the exact computation gives 1464.0507.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  test('one game is one rating period for both players: the winner gains, the loser loses', () => {
    const { a, b } = rateGame(START, START, 1);
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1500);
    // Equal players: the changes mirror each other exactly.
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 9);
    expect(a.rd).toBeCloseTo(b.rd, 9);
  });

  test.each([
    ['win', 1],
    ['draw', 0.5],
    ['loss', 0],
  ])('symmetric: swapping seats mirrors the changes (%s)', (_name, score) => {
    const ann = r(1620, 80, 0.059);
    const bob = r(1480, 200, 0.061);
    const annFirst = rateGame(ann, bob, score);
    const bobFirst = rateGame(bob, ann, 1 - score);
    expect(bobFirst.b).toEqual(annFirst.a);
    expect(bobFirst.a).toEqual(annFirst.b);
  });

  test('a draw between equal players changes no rating', () => {
    const { a, b } = rateGame(r(1500, 100), r(1500, 100), 0.5);
    expect(a.rating).toBeCloseTo(1500, 9);
    expect(b.rating).toBeCloseTo(1500, 9);
  });

  test('farming: 50 wins against the easy AI raise a new player less than 10 wins against an established 1700 human', () => {
    const easy = { ...AI_RATINGS.random, vol: 0.06 };
    let farmer = START;
    for (let i = 0; i < 50; i++) farmer = rateGame(farmer, easy, 1).a;
    // Ten established 1700 players (RD 50), each beaten once.
    let climber = START;
    for (let i = 0; i < 10; i++) climber = rateGame(climber, r(1700, 50), 1).a;
    expect(farmer.rating - START.rating).toBeLessThan(climber.rating - START.rating);
    // The numbers with the measured easy-AI rating (1000, RD 30): about 1780 against about 2086.
    expect(Math.round(farmer.rating)).toBeLessThan(1850);
    expect(Math.round(climber.rating)).toBeGreaterThan(2000);
  });

  test('provisional while the deviation is above 110', () => {
    expect(isProvisional(START)).toBe(true);
    expect(isProvisional(r(1500, 110))).toBe(false);
    expect(isProvisional(r(1500, 110.5))).toBe(true);
  });
});
