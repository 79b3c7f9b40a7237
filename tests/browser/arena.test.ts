// An arena end to end in the built product (issue 41): two signed-in players, each in a page of their own. The
// first makes a private arena on /arenas and reads its code; the second finds it by the code and joins; the
// arena's director pairs them and each page takes its player into the game by itself (/play?arena=<id>). The
// first goes berserk before the first move and both see the bolt by its name; it wins on turn 2 (a berserk win of
// two turns scores 2 + 1), both go back to the arena's page, and the standings show it. Then the arena's end: the
// server's clock (the directors' `services.now`) is moved past it, and the director finishes the arena: the podium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, clickStart, FAST_DURATIONS, planTurn, resultText, waitPhase } from './gameKit';

/** How far the server's clock is moved on (ms): 0 until the arena's end is wanted. */
let skew = 0;

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own: a clock the test moves (every room service and the arena directors read `now`), and
  // short reveals. Its phases end as soon as both players are done, so a long start bar costs nothing: the test
  // looks at both pages (Berserk and its marks) before either clicks Start, which a busy host may take a while to do.
  h = await startBrowserHarness({
    durations: { ...FAST_DURATIONS, start: 60_000 },
    now: () => Date.now() + skew,
  });
});
afterAll(async () => {
  await h.close();
});

/** How long a page may take to show what the server did (a poll every 2 s, a director's step every 250 ms). */
const SHOWN_MS = 30_000;

/** The shortest arena the API makes (minutes). */
const ARENA_MINUTES = 5;

/** The player's line in the standings table. */
const standingsLine = (page: Page, username: string) =>
  page
    .locator('.arena-table tbody tr')
    .filter({ has: page.getByRole('link', { name: username, exact: true }) });

/** The bolt beside a player's name on the game screen. */
const berserkMark = (page: Page, name: string) =>
  page.locator('.g-player').filter({ hasText: name }).getByTestId('berserk-mark');

test('a private arena: made, joined by code, paired into a game, berserk, back to the standings, the podium', async () => {
  const ann = await h.signedInPage('arenaann', { name: 'Ann' });
  const bo = await h.signedInPage('arenabo', { name: 'Boris', width: 375 });

  // Ann makes a private arena starting now, for the shortest length, and reads its code.
  await ann.goto('/arenas');
  await ann.getByLabel('Name', { exact: true }).fill('Friday duel');
  await ann.getByLabel('Length in minutes').fill(String(ARENA_MINUTES));
  await ann.getByLabel('Starts in (minutes)').fill('0');
  await ann.getByRole('button', { name: 'Make the arena' }).click();
  const code = (await ann.locator('.arena-made .arena-code').textContent({ timeout: SHOWN_MS })) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await ann.getByRole('link', { name: 'Go to the arena' }).click();
  await ann.waitForURL('**/arenas/*');
  const arenaId = new URL(ann.url()).pathname.split('/').pop()!;
  // Its maker is in it from the start: waiting for an opponent.
  await ann.getByText('Waiting for an opponent').waitFor({ timeout: SHOWN_MS });

  // Boris finds it by the code and joins.
  await bo.goto('/arenas');
  await bo.getByLabel('Arena code').fill(code);
  await bo.getByRole('button', { name: 'Find the arena' }).click();
  await bo.waitForURL(`**/arenas/${arenaId}?code=${code}`);
  await bo.getByRole('button', { name: 'Join', exact: true }).click();

  // Paired at once: each page takes its player into the game by itself.
  const inGame = (p: Page) => p.waitForURL(`**/play?arena=${arenaId}`, { timeout: SHOWN_MS });
  await Promise.all([inGame(ann), inGame(bo)]);
  await Promise.all([waitPhase(ann, 'start'), waitPhase(bo, 'start')]);

  // Before the first move both are offered Berserk, with what it does; Ann takes it and both see her bolt.
  const berserk = (p: Page) => p.getByRole('button', { name: 'Berserk' });
  await berserk(bo).waitFor();
  await expect(
    ann.getByText('Half time on your clock; a win of two turns or more scores 1 more.').count(),
  ).resolves.toBe(1);
  await berserk(ann).click();
  await Promise.all([berserkMark(ann, 'Ann').waitFor(), berserkMark(bo, 'Ann').waitFor()]);
  await expect(berserkMark(ann, 'Ann').textContent()).resolves.toBe(' ⚡, berserk');
  await expect(berserk(ann).count()).resolves.toBe(0);
  await expect(berserkMark(bo, 'Boris').count()).resolves.toBe(0);

  // Boris pauses (as the arena page's Pause does): after this game nobody pairs the two again at once (a duel
  // otherwise replays at once), so both can go back to the arena's page.
  const paused = await bo.evaluate(
    async (id) => (await fetch(`/api/arenas/${id}/pause`, { method: 'POST' })).status,
    arenaId,
  );
  expect(paused).toBe(200);

  // Both play the Judicial Doctor, Ann on b2 (9), Boris on c2 (10). Turn 1 both miss; turn 2 Ann hits Boris.
  await Promise.all([clickStart(ann), clickStart(bo)]);
  await Promise.all([waitPhase(ann, 'choose'), waitPhase(bo, 'choose')]);
  await clickSquare(ann, 5);
  await clickSquare(bo, 5);
  await Promise.all([waitPhase(ann, 'place'), waitPhase(bo, 'place')]);
  await clickSquare(ann, 9);
  await clickSquare(bo, 10);
  await Promise.all([waitPhase(ann, 'move'), waitPhase(bo, 'move')]);
  // From the first move on, Berserk is no longer offered.
  await expect(berserk(bo).count()).resolves.toBe(0);
  await planTurn(ann, 9, 12);
  await planTurn(bo, 10, 13);
  const secondTurn = (p: Page) =>
    p.locator('.g-turn', { hasText: 'Turn 2 /' }).waitFor({ timeout: SHOWN_MS });
  await Promise.all([secondTurn(ann), secondTurn(bo)]);
  await Promise.all([waitPhase(ann, 'move'), waitPhase(bo, 'move')]);
  await planTurn(ann, 9, 10);
  await planTurn(bo, 10, 11);
  await expect(resultText(ann)).resolves.toContain('Victory');
  await resultText(bo);

  // Back to the arena: the result's button, or by itself 5 s after the end (a busy page may have gone already).
  const backToArena = async (p: Page) => {
    await p
      .getByRole('button', { name: 'Back to the arena' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    await p.waitForURL(`**/arenas/${arenaId}`, { timeout: SHOWN_MS });
  };
  await Promise.all([backToArena(ann), backToArena(bo)]);
  // The standings moved: Ann's berserk win of two turns scores 3, marked berserk on her sheet; Boris lost and is paused.
  for (const p of [ann, bo]) {
    await expect
      .poll(() => standingsLine(p, 'arenaann').locator('.arena-score').textContent(), { timeout: SHOWN_MS })
      .toBe('3');
    await expect(standingsLine(p, 'arenaann').locator('[data-berserk]').count()).resolves.toBe(1);
    await expect(standingsLine(p, 'arenaann').locator('.arena-sheet .sr-only').textContent()).resolves.toBe(
      'Games of arenaann: win, 3 points, berserk',
    );
    await expect(standingsLine(p, 'arenabo').locator('.arena-score').textContent()).resolves.toBe('0');
  }
  await bo.getByRole('button', { name: 'Come back' }).waitFor();

  // The end: the server's clock moves past the arena's length; its director, stepping every 250 ms, finishes it
  // (no game is open) and both pages show the podium, Ann first.
  skew = ARENA_MINUTES * 60_000 + 1000;
  for (const p of [ann, bo]) {
    const podium = p.getByRole('region', { name: 'Podium' });
    await podium.waitFor({ timeout: SHOWN_MS });
    await expect(podium.locator('.arena-step-1 .arena-step-name').textContent()).resolves.toBe('arenaann');
    await expect(podium.locator('.arena-step-1').textContent()).resolves.toContain('3 points');
    await expect(podium.locator('.arena-step-2 .arena-step-name').textContent()).resolves.toBe('arenabo');
    await p.getByRole('heading', { name: 'Final standings' }).waitFor();
  }
}, 180_000);
