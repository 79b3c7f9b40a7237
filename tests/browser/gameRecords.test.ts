// Game records in a real browser (issue 15): a real game against the AI, played by mouse from the game choice
// to the result (the one whole game by mouse of the browser tests; its ratings and "Unrated" too), ends with
// "Verified ✓", the result checked at 1280 x 800 as the phase walk checks the phone's, and a way to its
// replay; the replay steps with the keyboard; the profile lists the game; a private game's replay is refused
// to anyone but its two players. On a phone (issue 24): the styled Step slider drags and steps by key, the
// final frame marks the hit, the board keeps one size, and the verdict opens by a tap. Issue 26: the game's
// analysis against the solved game on the result and on the replay (each turn's figures, "Show best plans") is
// the same as `npm run replay` prints for its stored record.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../api/db/sessions';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { AI_RATINGS } from '../../engine';
import { ratingHistory } from '../../api/db/standings';
import { storedGame } from '../../api/db/gameRecords';
import { main as replayCli } from '../../api/cli/replay';
import { scrollAtSmallWidths, seriousViolations, squaresUnderResult } from './checks';
import {
  clickSquare,
  FAST_DURATIONS,
  playOfferedTurn,
  resultText,
  shot,
  storePlayedOutGame,
  waitPhase,
} from './gameKit';
import { sidewaysScroll, walkAiGame } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  // A short reveal and a quick AI: the whole game is played, and nothing here looks at a reveal.
  h = await startBrowserHarness({ durations: { ...FAST_DURATIONS, reveal: 400 }, aiThinkMs: 150 });
});
afterAll(async () => {
  await h.close();
});

/** The label of the replay's current step ("Turn 2 of 6", …). */
const stepLabel = async (page: Page) => (await page.locator('[aria-live]').first().textContent()) ?? '';

let gameId = '';
/** Each player's figures as the result dialog showed them ("A: Accuracy 96 · 1 mistake · gave away 10.6% in all  B: …"). */
let dialogAccuracy = '';

/** An Accuracy region's figures in npm run replay's words, without the players' names (as dialogAccuracy). */
async function accuracyLine(region: ReturnType<Page['getByRole']>): Promise<string> {
  await region.waitFor({ timeout: 10_000 });
  const seat = async (s: 'A' | 'B') => {
    const text = (await region.locator(`li[data-seat="${s}"]`).textContent()) ?? '';
    return `${s}: ${text.replace(/^.*?((?:Accuracy \d+|No accuracy:) )/, '$1')}`;
  };
  return `${await seat('A')}  ${await seat('B')}`;
}

test('a real game against the easy AI from the game choice to the result: ratings beside the names, unrated, "Verified ✓", the result at 1280 x 800 (axe, the last reveal in view), and its replay steps with the arrow keys', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', height: 800 });
  await page.goto('/game');
  await page.getByRole('radio', { name: 'easy' }).check();
  await expect(page.getByRole('radio', { name: 'hard' }).isChecked()).resolves.toBe(false);
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  // The AI game passes through the lobby, then starts by itself after 1 s: no start bar to click.
  expect(paths).toEqual(['/lobby', '/play']);
  await waitPhase(page, 'choose');
  await expect(page.getByRole('button', { name: /^Start/ }).count()).resolves.toBe(0);
  // Both names show their rating, the AI with its level, under a name from the AI names setting.
  await expect(page.locator('.g-player-foe .rating-badge').textContent()).resolves.toBe(
    String(AI_RATINGS.random.rating),
  );
  await expect(page.locator('.g-player-me .rating-badge').textContent()).resolves.toBe('1500?');
  await expect(page.locator('.g-player-foe .g-player-name').textContent()).resolves.toMatch(/\w+ · Easy AI$/);
  // The "?" explains itself on a tap.
  await page.locator('.g-player-me .provisional-mark').click();
  await expect(page.locator('.g-player-me .provisional-note').textContent()).resolves.toContain(
    'still settling',
  );
  await clickSquare(page, 61);
  await waitPhase(page, 'place');
  await clickSquare(page, 27);
  let turns = 0;
  while (await playOfferedTurn(page)) turns++;
  expect(turns).toBeGreaterThan(0);
  expect(turns).toBeLessThanOrEqual(11);
  expect(await resultText(page)).toMatch(/You won!|You lost!|The game is a draw between Alice and \w+/);
  // Games against the AI are unrated (RULES.md): the result says so and why, never "±0".
  const change = page.getByRole('dialog').locator('.g-rating-change');
  await change.waitFor();
  expect(await change.textContent()).toMatch(
    /^Not rated: against the AI\. Games against the AI do not change your rating.* Your rating stays 1500\?\.$/,
  );
  expect(await ratingHistory(h.server.api.ctx.db.kysely, 'alice')).toEqual([]);
  const dialog = page.getByRole('dialog');
  // The client checked every commitment as it came and re-ran the whole game from the revealed seed and log.
  await dialog.getByText('Verified ✓').waitFor({ timeout: 10_000 });
  // Once over, both players' accuracy against the solved game (compared with npm run replay below).
  dialogAccuracy = await accuracyLine(dialog.getByRole('region', { name: 'Accuracy' }));
  expect(dialogAccuracy).toMatch(
    /^A: (Accuracy \d+|No accuracy: [^·]+) · [^·]+ · gave away [\d.]+% in all {2}B: (Accuracy \d+|No accuracy: [^·]+) · /,
  );
  await shot(page, 'records-result-verified');
  // The desktop's result, as the phase walk checks the phone's (gameTour.test.ts): it leaves the squares of the
  // last reveal in view, axe finds nothing serious (light), and its screenshots, light and dark.
  expect(await squaresUnderResult(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `phase-over-1280-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('link', { name: 'Watch the replay' }).click();
  await page.waitForURL('**/replay/**');
  gameId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(gameId).not.toBe('');
  // The play screen stays up while the replay's chunk loads: wait for the replay itself.
  await page.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  await page.getByText('Verified ✓').waitFor({ timeout: 10_000 });
  const first = await stepLabel(page);
  expect(first).toMatch(/Choose/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepLabel(page)).toMatch(/Place/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stepLabel(page)).toMatch(/Turn 1/);
  await shot(page, 'records-replay-turn-1');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => stepLabel(page)).toMatch(/Place/);
  await page.keyboard.press('End');
  const slider = page.getByRole('slider', { name: 'Step' });
  await expect(slider.inputValue()).resolves.toBe(await slider.getAttribute('max'));
  // The notation names the game's seed and its result.
  await expect(page.locator('pre').textContent()).resolves.toMatch(/^Octoduel seed [0-9a-f]{64} mode h1a1/);
  await page.context().close();
});

test('the same figures in the browser as npm run replay: each turn’s, a best plan per turn by keyboard, each player’s accuracy', async () => {
  expect(gameId).not.toBe('');
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto(`/replay/${encodeURIComponent(gameId)}`);
  await page.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  const shown = [await accuracyLine(page.getByRole('region', { name: 'Accuracy' }))];
  const turns = Number(await page.getByRole('slider', { name: 'Step' }).getAttribute('max')) - 2;
  const lines: string[] = [];
  for (let t = 1; t <= turns; t++) {
    // From Choose: Place, then turn 1; each next turn one step on (the focused button does not keep the keys).
    if (t === 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepLabel(page)).toBe(`Turn ${t} of ${turns}`);
    const figures = page.getByRole('region', { name: `Turn ${t} against the solved game` });
    const show = figures.getByRole('button', { name: 'Show best plans' });
    // Reached by the keyboard: focused, then Enter.
    await show.focus();
    await page.keyboard.press('Enter');
    await figures.getByRole('button', { name: 'Hide best plans' }).waitFor();
    await page.getByTestId('best-plan-overlay').waitFor();
    if (t === 1) await shot(page, 'records-replay-best-plan');
    const seat = async (s: 'A' | 'B') => {
      const loss = (await figures.locator(`ul:not(.analysis-best) li[data-seat="${s}"]`).textContent())!;
      const best = (await figures.locator(`.analysis-best li[data-seat="${s}"]`).textContent())!;
      const given = loss.match(/gave away [\d.]+%/)![0];
      const mistake = loss.endsWith(': a mistake') ? ', a mistake' : '';
      return `${s} ${given}${mistake} (best: ${best.replace(/^Best for .*?: /, '')})`;
    };
    lines.push(`${t}. ${await seat('A')}  ${await seat('B')}`);
  }
  await page.context().close();

  const dir = await mkdtemp(join(tmpdir(), 'octoduel-analysis-'));
  try {
    const file = join(dir, 'game.json');
    await writeFile(file, JSON.stringify(await storedGame(h.server.api.ctx.db.kysely, gameId)));
    const out: string[] = [];
    const code = await replayCli([file], { out: (l) => out.push(l), err: (l) => out.push(l), env: {} });
    expect(code).toBe(0);
    const from = out.findIndex((l) => l.startsWith('Against the solved game'));
    expect(from).toBeGreaterThan(0);
    expect(lines).toEqual(out.slice(from + 1, -1));
    expect([...shown, dialogAccuracy]).toEqual([out.at(-1), out.at(-1)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the profile lists the game, newest first, with a link to its replay; so does /u/:username for others', async () => {
  expect(gameId).not.toBe('');
  const page = await h.signedInPage('alice', { name: 'Alice' });
  await page.goto('/profile');
  const games = page.getByRole('table', { name: 'Games' });
  await games.waitFor({ timeout: 10_000 });
  await shot(page, 'records-profile-history');
  const row = games.getByRole('row').nth(1);
  await expect(row.textContent()).resolves.toMatch(/vs AI/);
  // The rating card: the AI game left the rating at 1500?, and counted as one win, draw or loss.
  const card = page.getByRole('region', { name: 'Rating' });
  await card.getByText('Wins').waitFor();
  expect(await card.locator('.rating-now').textContent()).toMatch(/^1500\? ± 350 · provisional$/);
  const record = (await card.locator('.rating-record').textContent())!.match(/\d+/g)!.map(Number);
  expect(record.reduce((a, b) => a + b, 0)).toBe(1);
  await row.getByRole('link', { name: 'Replay' }).click();
  await page.waitForURL(`**/replay/${encodeURIComponent(gameId)}`);
  await page.context().close();
  const other = await h.signedInPage('bob', { name: 'Bob' });
  await other.goto('/u/alice');
  const list = other.getByRole('table', { name: 'Games' });
  await list.waitFor({ timeout: 10_000 });
  await expect(list.getByRole('link', { name: 'Replay' }).count()).resolves.toBe(1);
  // On a phone the table is a list: the game's Result and its Replay link are within the screen, not cut off.
  await other.setViewportSize({ width: 375, height: 667 });
  const inView = (sel: string) =>
    list
      .locator(sel)
      .first()
      .evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
      });
  await expect(inView('td[data-label="Result"] strong')).resolves.toBe(true);
  await expect(inView('a:text-is("Replay")')).resolves.toBe(true);
  await expect(other.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
  await other.context().close();
});

test("a private game's replay is shown to its players and refused to a third user", async () => {
  const id = 'private-game-1';
  // The players sign in before the game is stored: who played is a user, as a room records it.
  await h.session('alice', { name: 'Alice' });
  const bob = await h.signedInPage('bob', { name: 'Bob' });
  await storePlayedOutGame(h.server.api.ctx.db.kysely, id, 'h2a0', { A: 'alice', B: 'bob' });
  const carol = await h.signedInPage('carol', { name: 'Carol' });
  await carol.goto(`/replay/${id}`);
  await carol.getByText('This game is private: only its two players can watch its replay.').waitFor();
  await expect(carol.getByRole('slider', { name: 'Step' }).count()).resolves.toBe(0);
  await carol.context().close();
  await bob.goto(`/replay/${id}`);
  await bob.getByRole('slider', { name: 'Step' }).waitFor({ timeout: 10_000 });
  await bob.getByText(/Not verifiable/).waitFor();
  await bob.context().close();
});

/** A phone: 375x667, mobile, touch; signed in as `username` (a user that already exists). */
async function phonePage(username: string): Promise<Page> {
  const token = await h.session(username, { name: 'Phone' });
  const ctx = await h.browser.newContext({
    baseURL: h.url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  await ctx.addCookies([{ name: SESSION_COOKIE, value: token, url: h.url, httpOnly: true, sameSite: 'Lax' }]);
  return ctx.newPage();
}

test('on a phone (375 x 667, touch), a whole game against the AI to its result: the squares that decided it in view, the result fits under the board, Details one tap away, no serious axe violation (dark), no sideways scroll, screenshots', async () => {
  const page = await h.signedInPage('erin', {
    name: 'Erin',
    width: 375,
    height: 667,
    isMobile: true,
    hasTouch: true,
  });
  let over = 0;
  await walkAiGame(page, async (phase) => {
    if (phase !== 'over') return;
    over += 1;
    await expect(page.locator('.g-hint').textContent()).resolves.toBe('The game is over');
    expect(await squaresUnderResult(page)).toEqual([]);
    // The result fits the space under the board without scrolling inside itself; the rest is one tap away.
    const fits = await page
      .getByRole('dialog')
      .evaluate((d) => ({ scroll: d.scrollHeight, client: d.clientHeight }));
    expect(fits.scroll).toBeLessThanOrEqual(fits.client);
    await page.getByRole('dialog').getByRole('button', { name: 'Details' }).click();
    await page.getByRole('dialog').getByText('Watch the replay').waitFor();
    await expect(sidewaysScroll(page)).resolves.toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await shot(page, 'phase-over-375-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await shot(page, 'phase-over-375-light');
    const scroll = await scrollAtSmallWidths(page, 'over');
    expect(Object.entries(scroll).filter(([, px]) => px > 0)).toEqual([]);
  });
  expect(over).toBe(1);
  await page.context().close();
});

test('on a phone: the styled slider drags and steps by key, the final frame marks the hit, one board size, the verdict opens by a tap', async () => {
  // Seed 22 plays out to Ann's hit on Bob in turn 6: Choose, Place, six turns, Result.
  await storePlayedOutGame(h.server.api.ctx.db.kysely, 'hit-game-1', 'others', { A: 'ann', B: 'bob' }, 22);
  const page = await phonePage('dan');
  await page.goto('/replay/hit-game-1');
  const slider = page.getByRole('slider', { name: 'Step' });
  await slider.waitFor({ timeout: 10_000 });
  // Not the browser's default range: drawn by the page, 44 px tall for a thumb, a mark per step.
  const look = await slider.evaluate((el) => ({
    appearance: getComputedStyle(el).appearance,
    height: el.getBoundingClientRect().height,
  }));
  expect(look.appearance).toBe('none');
  expect(look.height).toBeGreaterThanOrEqual(44);
  const marks = page.getByTestId('replay-marks').locator('li');
  await expect(marks.allTextContents()).resolves.toEqual(['C', 'P', '1', '2', '3', '4', '5', '6', 'End']);
  await expect(page.locator('.replay-mark-hit').allTextContents()).resolves.toEqual(['6']);
  await shot(page, 'records-replay-phone-slider');

  const boardSizes = new Set<string>();
  const measure = async () => {
    const b = (await page.getByRole('grid').boundingBox())!;
    boardSizes.add(`${Math.round(b.width)}x${Math.round(b.height)}`);
  };
  await measure();
  // Dragged by a finger (touch events, as a phone sends them): from the thumb at the start to the far end.
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const midY = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(midY) }],
    });
  await touch('touchStart', box.x + 14);
  for (let k = 1; k <= 6; k++) await touch('touchMove', box.x + 14 + ((box.width / 2 - 14) * k) / 6);
  await expect.poll(() => stepLabel(page)).toMatch(/Turn/);
  await measure();
  for (let k = 1; k <= 6; k++)
    await touch('touchMove', box.x + box.width / 2 + ((box.width / 2 - 2) * k) / 6);
  await touch('touchEnd', box.x + box.width - 2);
  await expect.poll(() => stepLabel(page)).toBe('Result');
  await measure();

  // The final frame keeps the winning hit on the piece it struck (Bob's), as the live reveal does.
  const landed = page.getByTestId('reveal-overlay').locator('.g-reveal-landed');
  await landed.waitFor();
  const square = await landed.getAttribute('data-square');
  await expect(landed.textContent()).resolves.toBe("Hit! Ann's hit");
  await expect(page.locator(`[data-sq="${square}"]`).getAttribute('aria-label')).resolves.toMatch(
    /\(Bob\).*Ann's hit landed here/,
  );
  await page.getByRole('grid').scrollIntoViewIfNeeded();
  await shot(page, 'records-replay-phone-final-hit');

  // The slider itself steps by key, each step once.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => stepLabel(page)).toBe('Turn 6 of 6');
  await page.keyboard.press('Home');
  await expect.poll(() => stepLabel(page)).toBe('Choose');
  await measure();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('ArrowRight');
    await measure();
  }
  await expect.poll(() => stepLabel(page)).toBe('Result');
  // The board is one size at every step.
  expect([...boardSizes]).toHaveLength(1);

  // The verdict is a disclosure a tap opens (this stored game predates commitments: it says why).
  const verdict = page.getByTestId('verdict');
  await expect(verdict.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
  await verdict.getByText('What was checked?').tap();
  await verdict.getByText(/nothing to check the picks against/).waitFor();
  await page.close();

  // A game with commitments: "Verified ✓" opens by a tap to say what was checked.
  expect(gameId).not.toBe('');
  const again = await phonePage('dan');
  await again.goto(`/replay/${encodeURIComponent(gameId)}`);
  await again.getByText('Verified ✓').tap({ timeout: 10_000 });
  const words = again.getByTestId('verdict').locator('.verdict-explain');
  await words.getByText(/replayed every move with the rules and got the same result/).waitFor();
  expect(await words.isVisible()).toBe(true);
  await again.getByTestId('verdict').scrollIntoViewIfNeeded();
  await shot(again, 'records-verdict-phone-open');
  await again.context().close();
});
