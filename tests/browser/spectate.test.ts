import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { updateSetting } from '../../api/db/settings';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { until } from '../roomHarness';
import { waitPhase } from './gameKit';
import { LOOKING_DURATIONS } from './phaseWalk';

let h: BrowserHarness;
// Long phases: the players here never act, and each game ends when the test says (`exit`). On a busy host the
// watcher's sign-in and page took longer than an 8 s Choose (both full runs after issue 35 failed here: the game was
// past Choose, or over, before the page looked).
beforeAll(async () => {
  h = await startBrowserHarness({ durations: LOOKING_DURATIONS, aiThinkMs: 300 });
});
afterAll(async () => {
  await h.close();
});

/** A game against the easy AI, played by a colyseus.js client signed in as `username` (rated `rating`). */
async function aiGame(username: string, name: string, rating: number): Promise<Room<GameRoomState>> {
  const token = await h.session(username, { name });
  const db = h.server.api.ctx.db.kysely;
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('hive_username', '=', username)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('standings')
    .values({ board: 0, player_id: id, username, name, rating, rd: 60, vol: 0.06, established: 1, is_ai: 0 })
    .execute();
  const client = new Client(h.url);
  client.auth.token = token;
  const room = await client.create<GameRoomState>('h1a1', { level: 'easy' });
  await until(() => room.state.phase === 'choose', 10_000, 'choose');
  return room;
}

test('/watch lists a live game; clicking it shows the board read-only, the player sees 1 watching, and the result at the end', async () => {
  const game = await aiGame('gina', 'Gina', 1700);
  const page = await h.signedInPage('walt', { name: 'Walt' });
  await page.goto('/watch');
  const row = page.getByRole('list', { name: 'Live games' }).getByRole('link', { name: /Gina/ });
  await row.click({ timeout: 10_000 });
  await page.waitForURL(/\/watch\/.+/);
  await waitPhase(page, 'choose');
  await page.getByText('You are watching this game.').waitFor();
  // Gina plays: the spectator reads about the players, never "Each AI …" (that is for AI versus AI).
  await expect(page.locator('.g-hint').textContent()).resolves.toMatch(
    /^(Each player .+|Both plans are revealed at once|The game is over)$/,
  );
  await until(() => game.state.spectators === 1, 5000, 'the player sees 1 watching');
  // No controls: no Set, no Back, and the character cards take no pick.
  await expect(page.getByRole('button', { name: 'Set', exact: true }).count()).resolves.toBe(0);
  game.send('exit');
  await page.locator('.g-watch-result').waitFor({ timeout: 10_000 });
  await expect(page.locator('.g-watch-result').textContent()).resolves.toMatch(/wins|won/i);
  await page.getByRole('link', { name: 'Back to live games' }).first().click();
  await page.waitForURL((u) => u.pathname === '/watch');
  await page.context().close();
});

test('/tv follows the best-rated live game and, when it ends, moves on to the next one', async () => {
  // AI names that contain the next player's name: the board must show Ugo himself, not an AI opponent.
  await updateSetting(h.server.api.ctx.db.kysely, 'aiNames', { qty: 2, names: ['Hugo', 'Ugolino'] });
  const best = await aiGame('tess', 'Tess', 2000);
  const next = await aiGame('ugo', 'Ugo', 1600);
  const page = await h.signedInPage('vera', { name: 'Vera' });
  await page.goto('/tv');
  // Whole words: a plain 'Ugo' also matches Tess's AI opponent (Hugo, Ugolino).
  await page
    .locator('.g-players')
    .getByText(/\bTess\b/)
    .waitFor({ timeout: 10_000 });
  best.send('exit');
  await page.getByText(/Next game in \d s…/).waitFor({ timeout: 10_000 });
  await page
    .locator('.g-players')
    .getByText(/\bUgo\b/)
    .waitFor({ timeout: 15_000 });
  await until(() => next.state.spectators === 1, 5000, 'Ugo sees 1 watching');
  await next.leave();
  await page.context().close();
});
