// Puzzles in the built product on a phone (issue 42): a signed-in player opens a puzzle by its address, picks the
// move and the hit on the board and submits; the test knows the answer from the server's own data (the puzzle's
// row in the database), never from the page. Solved: "Solved!" and the puzzle rating goes up. Then another puzzle
// answered with a wrong move: the refutation in words and on the board, and the rating goes down; the dashboard
// shows the rating the answers left. Last, the daily puzzle opens signed out, on the worker's shared harness.
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { puzzleOf } from '../../api/db/puzzles';
import { characterByLetter, hitTargets, moveTargets, type Puzzle } from '../../engine';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { seriousViolations } from './checks';
import { shot } from './gameKit';
import { sidewaysScroll } from './phaseWalk';

/** A phone's screen (an iPhone 12-15's CSS pixels). */
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true } as const;

let h: BrowserHarness;
let puzzles: Puzzle[];
beforeAll(async () => {
  h = await startBrowserHarness();
  // Two puzzles of the stored set (the shipped set is loaded at the server's start), the first two by id.
  const rows = await h.server.api.ctx.db.kysely
    .selectFrom('puzzles')
    .selectAll()
    .orderBy('id')
    .limit(2)
    .execute();
  puzzles = rows.map(puzzleOf);
  expect(puzzles).toHaveLength(2);
});

const board = (page: Page) => page.getByRole('grid', { name: 'Puzzle board' });

/** Picks a move then a hit on the board (each once the board shows it as a target) and submits. */
async function answer(page: Page, move: number, hit: number): Promise<void> {
  await page.locator(`button.g-sq.g-sq-move[data-sq="${move}"]`).click();
  await page.locator(`button.g-sq.g-sq-hit[data-sq="${hit}"]`).click();
  await page.getByRole('button', { name: /^Submit/ }).click();
}

/** The rating line's before, after and change ("Your puzzle rating: 1500 → 1531 (+31)"). */
async function ratingMove(page: Page): Promise<{ before: number; after: number; change: string }> {
  const text = (await page.getByTestId('puzzle-rating').textContent()) ?? '';
  const m = /^Your puzzle rating: (\d+) → (\d+) \(([+−±]\d+)\)$/.exec(text);
  expect(m, text).not.toBeNull();
  return { before: Number(m![1]), after: Number(m![2]), change: m![3]! };
}

test('on a phone: a puzzle solved moves the rating up, one failed shows its refutation and moves it down', async () => {
  const page = await h.signedInPage('puzzler', { name: 'Pia', ...PHONE });
  const [good, bad] = puzzles as [Puzzle, Puzzle];

  // The first puzzle, by its address: the board as in a game, the turn, both characters on their squares.
  await page.goto(`/puzzles/${good.id}`);
  await board(page).waitFor();
  const you = characterByLetter(good.position.solver.letter)!.name;
  await expect(
    page.locator(`button.g-sq[data-sq="${good.position.solver.square}"]`).getAttribute('aria-label'),
  ).resolves.toContain(`${you} (you)`);
  await page.getByText(`Turn ${good.position.turn} / 10`).waitFor();
  // The board fills the phone's width and nothing scrolls sideways.
  const box = (await board(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(PHONE.width * 0.9);
  expect(box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(sidewaysScroll(page)).resolves.toBe(0);

  await shot(page, 'puzzle-phone');
  await answer(page, good.solution.move, good.solution.hits[0]!);
  await page.getByRole('heading', { name: 'Solved!' }).waitFor();
  await expect.poll(() => page.getByTestId('puzzle-announcer').textContent()).toMatch(/^Solved! /);
  const up = await ratingMove(page);
  expect(up.before).toBe(1500);
  expect(up.after).toBeGreaterThan(up.before);
  expect(up.change).toBe(`+${up.after - up.before}`);
  // What to do next has the focus.
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Next puzzle');

  // The second, answered with a move that is not its solution's (any hit in range of it).
  await page.goto(`/puzzles/${bad.id}`);
  await board(page).waitFor();
  const { solver, opponent } = bad.position;
  const wrong = moveTargets(solver.letter, solver.square).find((sq) => sq !== bad.solution.move)!;
  await answer(page, wrong, hitTargets(solver.letter, wrong)[0]!);
  await page.getByRole('heading', { name: 'Not the best plan' }).waitFor();
  // The refutation: in words, and the reply drawn on the board as a game's reveal is.
  const them = characterByLetter(opponent.letter)!.name;
  await expect(page.getByTestId('puzzle-refutation').textContent()).resolves.toContain(
    `The ${them} answers: `,
  );
  await page.getByTestId('reveal-overlay').locator('[data-move-seat="B"]').waitFor({ state: 'attached' });
  await expect
    .poll(() => page.getByTestId('puzzle-announcer').textContent())
    .toMatch(/^Not the best plan\. /);
  const down = await ratingMove(page);
  expect(down.before).toBe(up.after);
  expect(down.after).toBeLessThan(down.before);
  expect(down.change).toBe(`−${down.before - down.after}`);
  await expect(page.getByTestId('puzzle-solution').textContent()).resolves.toMatch(/^The solution: /);
  await shot(page, 'puzzle-refuted-phone');
  // The answer's screen has no serious accessibility fault, and still fits the phone.
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await expect(sidewaysScroll(page)).resolves.toBe(0);

  // The dashboard: the rating the two answers left.
  await page.goto('/puzzles/dashboard');
  await expect(page.getByTestId('puzzle-dashboard-rating').textContent()).resolves.toMatch(
    new RegExp(`^${down.after}\\??$`),
  );
  await expect(sidewaysScroll(page)).resolves.toBe(0);
  await page.context().close();
}, 60_000);

test('the daily puzzle opens signed out, unrated, with the way to sign in', async () => {
  const context = await h.context(PHONE.width);
  const page = await context.newPage();
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.goto('/puzzles');
  await page.getByRole('link', { name: 'Solve the daily puzzle' }).click();
  await page.waitForURL('**/puzzles/daily');
  await board(page).waitFor();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Puzzle of the day');
  await page.getByRole('link', { name: 'sign in', exact: true }).waitFor();
  // The move targets are there to pick.
  await expect(page.locator('button.g-sq.g-sq-move').count()).resolves.toBeGreaterThan(0);
  await context.close();
}, 30_000);
