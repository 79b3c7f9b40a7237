import { expect, test } from 'vitest';
import { dateMarks } from './dateMarks';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

test('games on a few days: a mark at the first game of each day', () => {
  const times = [at(2026, 11, 3), at(2026, 11, 3, 14), at(2026, 11, 5), at(2026, 11, 5, 15), at(2026, 11, 9)];
  expect(dateMarks(times)).toEqual([
    { index: 0, label: '3 Nov' },
    { index: 2, label: '5 Nov' },
    { index: 4, label: '9 Nov' },
  ]);
});

test('a burst of games in one minute: one mark, at the first game (the points stay apart, in play order)', () => {
  const now = at(2026, 11, 24, 20);
  expect(dateMarks(Array.from({ length: 16 }, (_, i) => now + i * 1000))).toEqual([
    { index: 0, label: '24 Nov' },
  ]);
});

test('games over months: a mark per month, the year on the first and on January', () => {
  const times = [
    at(2026, 10, 2),
    at(2026, 10, 20),
    at(2026, 11, 4),
    at(2026, 12, 1),
    at(2027, 1, 3),
    at(2027, 1, 9),
  ];
  expect(dateMarks(times).map((m) => m.label)).toEqual(['Oct 2026', 'Nov', 'Dec', 'Jan 2027']);
});

test('games over many years: years, thinned to five at most', () => {
  const times = Array.from({ length: 12 }, (_, i) => at(2015 + i, 6, 1));
  expect(dateMarks(times).map((m) => m.label)).toEqual(['2015', '2018', '2021', '2024']);
});

test('marks too close to the one before are dropped, so their words never overlap', () => {
  const times = [at(2026, 11, 1), at(2026, 11, 2), ...Array.from({ length: 18 }, () => at(2026, 11, 3))];
  expect(dateMarks(times)).toEqual([{ index: 0, label: '1 Nov' }]);
  expect(dateMarks([])).toEqual([]);
});
