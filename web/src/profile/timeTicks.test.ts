import { expect, test } from 'vitest';
import { timeDomain, timeTicks } from './timeTicks';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const labels = (a: number, b: number) => timeTicks(a, b).map((t) => t.label);

test('games over two weeks: marks on days, at local midnights, at most five', () => {
  const ticks = timeTicks(at(2026, 11, 3), at(2026, 11, 17));
  expect(ticks.map((t) => t.label)).toEqual(['4 Nov', '11 Nov']);
  for (const t of ticks) expect(new Date(t.at).getHours()).toBe(0);
  expect(labels(at(2026, 11, 20), at(2026, 11, 24))).toEqual(['21 Nov', '22 Nov', '23 Nov', '24 Nov']);
});

test('games over a year: months, the year on the first mark and on January', () => {
  expect(labels(at(2026, 3, 10), at(2027, 2, 10))).toEqual(['May 2026', 'Jul', 'Sep', 'Nov', 'Jan 2027']);
  expect(labels(at(2026, 9, 10), at(2026, 12, 20))).toEqual(['Oct 2026', 'Nov', 'Dec']);
});

test('games over years: years; games within a day: hours', () => {
  expect(labels(at(2019, 5, 1), at(2026, 5, 1))).toEqual(['2020', '2022', '2024', '2026']);
  expect(labels(at(2026, 11, 24, 9), at(2026, 11, 24, 20))).toEqual([
    '24 Nov 09:00',
    '12:00',
    '15:00',
    '18:00',
  ]);
});

test('one game (or several at once): a day around it, so the axis still has a mark', () => {
  const [a, b] = timeDomain([at(2026, 11, 24, 15)]);
  expect(b - a).toBe(24 * 3_600_000);
  expect(timeTicks(a, b).length).toBeGreaterThan(0);
  expect(timeDomain([at(2026, 1, 1), at(2026, 3, 1)])).toEqual([at(2026, 1, 1), at(2026, 3, 1)]);
});
