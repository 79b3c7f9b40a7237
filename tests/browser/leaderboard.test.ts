import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordGame, type FinishedGame } from '../../api/db/results';
import { updateSetting } from '../../api/db/settings';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({}); // its own server: the exact standings need a fresh database
});
afterAll(async () => {
  await h.close();
});

let gameNo = 0;
/** Records a finished public game between two players (username, name); `winner` is a seat or 'draw'. */
async function game(a: [string, string], b: [string, string], winner: 'A' | 'B' | 'draw') {
  const now = Date.now();
  const finished: FinishedGame = {
    id: `browser-board-${++gameNo}`,
    mode: 'others',
    seed: gameNo,
    log: [],
    result: { winner, reason: winner === 'draw' ? 'turns' : 'hit' },
    startedAt: now - 60_000,
    endedAt: now,
    players: { A: { username: a[0], name: a[1] }, B: { username: b[0], name: b[1] } },
  };
  expect(await recordGame(h.server.api.ctx.db.kysely, finished)).toBe(true);
}

test('the leaderboard shows the configured title and column texts, the rows, and marks my own row', async () => {
  const db = h.server.api.ctx.db.kysely;
  // The spec's order (wins first); the rating order has its own test in ratings.test.ts.
  await updateSetting(db, 'leaderboard', {
    title: 'Spring Cup',
    order: 'wins',
    names: ['Place', 'Player', 'Won', 'Tied', 'Lost', 'Elo'],
  });
  const alice = ['alice', 'Alice'] as [string, string];
  const bob = ['bob', 'Bob'] as [string, string];
  const zed = ['Zed ai', 'Zed ai'] as [string, string];
  await game(alice, bob, 'A');
  await game(alice, zed, 'draw');
  await game(bob, zed, 'A');
  await game(bob, zed, 'A');

  for (const width of [375, 1280]) {
    const page = await h.signedInPage('alice', { name: 'Alice', width });
    await page.goto('/leaderboard');
    const table = page.getByRole('table', { name: 'Spring Cup' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Place',
      'Player',
      'Won',
      'Tied',
      'Lost',
      'Elo',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent)));
    // Everyone is new: each rating is provisional, marked "?".
    for (const r of rows) expect(r[5]).toMatch(/^\d{3,4}\?$/);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['1', 'Bob', '2', '0', '1'],
      ['2', 'AliceYou', '1', '1', '0'],
      ['3', 'Zed ai', '0', '1', '2'],
    ]);
    const mine = table.locator('tbody tr[aria-current="true"]');
    expect(await mine.count()).toBe(1);
    expect(await mine.getByRole('rowheader').textContent()).toBe('AliceYou');
    // Reads at a glance: nothing scrolls sideways, even at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  }
});
