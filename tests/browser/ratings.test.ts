// Ratings in a real browser: the Rating column in rating order, a name linking to the public profile with
// its history chart (and the chart's table), /profile's rating card. (In game, both ratings beside the names
// and "Unrated" in the result dialog after a game against the AI: tests/browser/gameRecords.test.ts, in its
// whole game against the AI.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordGame } from '../../api/db/results';
import { PAIR_RATED_GAMES, PAIR_WINDOW_MS } from '../../api/ratings/pairLimit';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { shot } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own: the board's exact rows need a database no other file wrote players into.
  h = await startBrowserHarness({});
});
afterAll(async () => {
  await h.close();
});

let gameNo = 0;

/**
 * When the `n`th (from 0) of a run of games between the same two players over `days` days ends: PAIR_RATED_GAMES a
 * day, a minute apart (at most that many between two players in 24 hours are rated, api/ratings/pairLimit.ts), each
 * day's starting 24 hours and 3 minutes after the day before's, from local noon `days` days ago: every one is rated
 * and each day's games fall on one date.
 */
function dailyGame(n: number, days: number): number {
  const first = new Date();
  first.setHours(12, 0, 0, 0);
  first.setDate(first.getDate() - days);
  const day = Math.floor(n / PAIR_RATED_GAMES);
  const minute = 60_000;
  return (
    first.getTime() + day * (PAIR_WINDOW_MS + PAIR_RATED_GAMES * minute) + (n % PAIR_RATED_GAMES) * minute
  );
}

/** Records a game that ended at `now`. */
async function game(
  a: string,
  b: string,
  winner: 'A' | 'B' | 'draw',
  aiLevel?: 'random' | 'expert',
  now = Date.now(),
) {
  expect(
    await recordGame(h.server.api.ctx.db.kysely, {
      id: `browser-rated-${++gameNo}`,
      mode: aiLevel === undefined ? 'others' : 'h1a1',
      seed: gameNo,
      log: [],
      result: { winner, reason: winner === 'draw' ? 'turns' : 'hit' },
      startedAt: now - 60_000,
      endedAt: now,
      players: {
        A: { username: a, name: a[0]!.toUpperCase() + a.slice(1) },
        B: aiLevel === undefined ? { username: b, name: b } : { username: `${b} ai`, name: b, aiLevel },
      },
    }),
  ).toBe(true);
}

test('rating order on the board; a name opens the public profile with its rating history chart', async () => {
  // Dora: 15 games against Max (games against the AI are unrated), every third won: both established. Eli: two
  // wins, still provisional.
  for (let i = 0; i < 15; i++)
    await game('dora', 'Max', i % 3 === 0 ? 'A' : 'B', undefined, dailyGame(i, 15 / PAIR_RATED_GAMES));
  await game('eli', 'fay', 'A');
  await game('eli', 'gil', 'A');

  const page = await h.signedInPage('eli', { name: 'Eli', width: 375 });
  await page.goto('/leaderboard');
  const table = page.getByRole('table');
  await table.waitFor();
  expect((await table.getByRole('columnheader').allTextContents()).at(-1)).toBe('Rating');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent)));
  // Established first by rating (Max, then Dora), then the provisional players, "?".
  expect(rows.map((r) => [r[1], r[5]!.endsWith('?')])).toEqual([
    ['Max', false],
    ['Dora', false],
    ['EliYou', true],
    // Gil lost to an Eli already rated higher than Fay's opponent was, so lost less.
    ['gil', true],
    ['fay', true],
  ]);
  expect(Number(rows[0]![5])).toBeGreaterThan(Number(rows[1]![5]));
  expect(Number(rows[2]![5]!.slice(0, -1))).toBeGreaterThan(Number(rows[1]![5]));

  await table.getByRole('link', { name: 'Dora' }).click();
  await page.waitForURL((u) => u.pathname === '/u/dora');
  const card = page.getByRole('region', { name: 'Rating' });
  await card.getByText('Wins').waitFor();
  expect(await card.locator('.rating-record').textContent()).toBe('Wins5Draws0Losses10');
  const chart = card.getByRole('img', { name: /^Rating history over 15 rated games: from 1500 to \d+/ });
  await chart.waitFor();
  expect(await chart.locator('.dot').count()).toBe(16);
  // A date axis under it (these games were played on five days: a mark a day, the points apart in play order),
  // its words readable at 375 px: at least 11 px high, inside the page, never overlapping each other.
  const axis = card.getByTestId('time-axis').locator('span');
  expect(await axis.count()).toBeGreaterThan(0);
  const boxes = await axis.evaluateAll((spans) =>
    spans.map((s) => {
      const r = s.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        size: parseFloat(getComputedStyle(s).fontSize),
        text: s.textContent,
      };
    }),
  );
  for (const [i, b] of boxes.entries()) {
    expect(b.text).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    expect(b.size).toBeGreaterThanOrEqual(11);
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(375);
    if (i > 0) expect(b.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
  }
  await card.getByTestId('time-axis').scrollIntoViewIfNeeded();
  await shot(page, 'ratings-chart-time-axis-375');
  // The same numbers as a table.
  await card.getByText('Rating history as a table').click();
  const history = await card
    .locator('details tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent)));
  expect(history).toHaveLength(15);
  expect(history[0]!.slice(1, 3)).toEqual(['Max', 'Win']);
  expect(history[0]![3]).toMatch(/^\d+ \(\+\d+\)$/);
  expect(history[1]!.slice(1, 3)).toEqual(['Max', 'Loss']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('/profile shows my rating with its deviation and my wins, draws and losses', async () => {
  await game('hana', 'ivo', 'draw');
  const page = await h.signedInPage('hana', { name: 'Hana', width: 1280 });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Rating' });
  await card.locator('.rating-now').getByText('provisional').waitFor();
  expect(await card.locator('.rating-now').textContent()).toMatch(/^1500\? ± \d+ · provisional$/);
  // The "?" is explained in place, in words (no hover needed).
  expect(await card.locator('.rating-note').textContent()).toContain('still settling');
  expect(await card.locator('.rating-record').textContent()).toBe('Wins0Draws1Losses0');
  await card.getByRole('img', { name: /^Rating history over 1 rated game: from 1500 to 1500/ }).waitFor();
  await page.context().close();
});
