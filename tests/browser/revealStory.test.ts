// The reveal tells the story (arrows, labelled hits, a caption) and the result says why, in private games
// between two real browser pages: both missed, one hit, both hit, a forfeit. (Ten turns without a hit, a draw:
// web/src/game/GameScreen.test.tsx, from the over view, as both players see it.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './checks';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, clickStart, FAST_DURATIONS, planTurn, resultText, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A longer reveal than the other game tests, so the story can be read before the next turn.
  h = await startBrowserHarness({ durations: { ...FAST_DURATIONS, reveal: 4000 }, aiThinkMs: 300 });
});
afterAll(async () => {
  await h.close();
});

/**
 * Iris (seat A) creates a private game and Omar (seat B) joins it by code; both take the Judicial Doctor
 * (moves 0-1, hits 0-3), Iris on 9 (b7) and Omar on 10 (c7). Returns at the first Move.
 */
async function privateGame(tag: string): Promise<[Page, Page]> {
  const iris = await h.signedInPage(`iris${tag}`, { name: 'Iris', width: 1280 });
  const omar = await h.signedInPage(`omar${tag}`, { name: 'Omar', width: 1280 });
  await iris.goto('/game');
  await iris.getByRole('button', { name: 'Create Game' }).click();
  await iris.waitForURL('**/lobby');
  await iris.getByText('Waiting for your friend…').waitFor();
  const code = (await iris.locator('.g-game-code').textContent())?.trim() ?? '';
  await omar.goto('/game');
  await omar.getByLabel('Game code').fill(code);
  await omar.getByRole('button', { name: 'Join Game' }).click();
  await Promise.all([iris.waitForURL('**/play'), omar.waitForURL('**/play')]);
  await Promise.all([clickStart(iris), clickStart(omar)]);
  await waitPhase(iris, 'choose');
  await clickSquare(iris, 5);
  await clickSquare(omar, 5);
  await waitPhase(omar, 'place');
  await clickSquare(iris, 9);
  await clickSquare(omar, 10);
  await Promise.all([waitPhase(iris, 'move'), waitPhase(omar, 'move')]);
  return [iris, omar];
}

const caption = (p: Page) => p.getByTestId('reveal-caption').textContent();
const announced = (p: Page) => p.getByTestId('announcer').textContent();
const hitLabel = (p: Page, seat: string) =>
  p.locator(`[data-hit-seat="${seat}"] .g-reveal-label`).textContent();
const reason = (p: Page) => p.getByTestId('result-reason').textContent();

/** Whether the two hit labels' boxes overlap on screen ("your hitheir hit", issue 24). */
const labelsOverlap = (p: Page) =>
  p.locator('text.g-reveal-label').evaluateAll((els) => {
    const [a, b] = els.map((e) => e.getBoundingClientRect());
    if (a === undefined || b === undefined) return 'fewer than two labels';
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  });

/**
 * The hit labels whose box, as laid out, misses its own square's button (none: each label reads as its marker's,
 * issue 36: on a win they had drifted to the squares below and beside).
 */
const labelsOffTheirSquares = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="reveal-overlay"] [data-hit-seat]')].flatMap((g) => {
      const sq = g.getAttribute('data-square');
      const label = g.querySelector('text.g-reveal-label')?.getBoundingClientRect();
      const r = document.querySelector(`button.g-sq[data-sq="${sq}"]`)?.getBoundingClientRect();
      if (label === undefined || r === undefined) return [`${sq}: missing`];
      const midY = (label.top + label.bottom) / 2;
      const on = label.left < r.right && r.left < label.right && midY > r.top && midY < r.bottom;
      return on ? [] : [`${g.getAttribute('data-hit-seat')} on ${sq}`];
    }),
  );

/** The squares of the shown reveal that the result dialog covers (none: the deciding squares stay in view). */
const coveredSquares = (p: Page) =>
  p.evaluate(() => {
    const d = document.querySelector('dialog[open]')?.getBoundingClientRect();
    if (d === undefined) return ['no dialog'];
    const squares = [...document.querySelectorAll('[data-testid="reveal-overlay"] [data-to], [data-square]')]
      .flatMap((e) => [e.getAttribute('data-to'), e.getAttribute('data-square')])
      .filter((v): v is string => v !== null);
    return squares.filter((sq) => {
      const r = document.querySelector(`button.g-sq[data-sq="${sq}"]`)?.getBoundingClientRect();
      return r !== undefined && r.left < d.right && d.left < r.right && r.top < d.bottom && d.top < r.bottom;
    });
  });

test('both missed, then Iris hits Omar: arrows, labelled hits, captions, the reason, Escape and Play again', async () => {
  const [iris, omar] = await privateGame('1');
  // Turn 1: Iris steps up from 9 to 1 and hits 4; Omar stays on 10 and hits 13. Both miss.
  await Promise.all([planTurn(iris, 1, 4), planTurn(omar, 10, 13)]);
  await Promise.all([waitPhase(iris, 'reveal'), waitPhase(omar, 'reveal')]);
  await expect(caption(iris)).resolves.toBe('Both missed');
  await expect(caption(omar)).resolves.toBe('Both missed');
  // Iris's move is an arrow from 9 to 1 in her colour on her board (amber, "me") and in the foe's on Omar's.
  const arrow = (p: Page) => p.locator('line.g-reveal-arrow[data-move-seat="A"]');
  await expect(arrow(iris).getAttribute('data-from')).resolves.toBe('9');
  await expect(arrow(iris).getAttribute('data-to')).resolves.toBe('1');
  await expect(arrow(iris).getAttribute('class')).resolves.toContain('g-reveal-stroke-me');
  await expect(arrow(omar).getAttribute('class')).resolves.toContain('g-reveal-stroke-foe');
  // Omar stayed: a ring on his square, no arrow.
  await expect(
    omar.locator('circle.g-reveal-stay[data-move-seat="B"]').getAttribute('data-to'),
  ).resolves.toBe('10');
  await expect(hitLabel(iris, 'A')).resolves.toBe('your hit');
  await expect(hitLabel(iris, 'B')).resolves.toBe('their hit');
  await expect(hitLabel(omar, 'A')).resolves.toBe('their hit');
  await expect(hitLabel(omar, 'B')).resolves.toBe('your hit');
  await expect(iris.locator('.g-reveal-bang').count()).resolves.toBe(0);
  // Hits on diagonal neighbours (4 and 13): their labels stay apart.
  await expect(labelsOverlap(iris)).resolves.toBe(false);
  await expect(labelsOffTheirSquares(iris)).resolves.toEqual([]);
  await expect(announced(iris)).resolves.toContain('Both missed.');
  await expect(seriousViolations(iris)).resolves.toEqual([]);
  await shot(iris, 'reveal-both-missed-1280');

  // Turn 2: Iris stays on 1 and hits 10 (c7), where Omar stays: Iris hits Omar.
  await Promise.all([waitPhase(iris, 'move'), waitPhase(omar, 'move')]);
  await Promise.all([planTurn(iris, 1, 10), planTurn(omar, 10, 13)]);
  await expect(resultText(iris)).resolves.toContain('You won!');
  await expect(resultText(omar)).resolves.toContain('You lost!');
  // The panel names the outcome in words (issue 24).
  await expect(caption(iris)).resolves.toBe('You hit Omar on c7: you win');
  await expect(caption(omar)).resolves.toBe('Iris hit you on c7: you lose');
  await expect(announced(omar)).resolves.toContain('Iris hit you on c7.');
  await expect(
    iris.locator('[data-hit-seat="A"][data-landed="true"] .g-reveal-bang').textContent(),
  ).resolves.toBe('Hit!');
  await expect(labelsOffTheirSquares(iris)).resolves.toEqual([]);
  await expect(iris.getByTestId('landed-line').textContent()).resolves.toBe('Hit! Your hit landed on c7.');
  // The turns played stand beside the board on a desktop, in the notation.
  const list = iris.getByTestId('turn-list');
  await expect(list.locator('li').allTextContents()).resolves.toEqual([
    '1. A: b7>b8 x e8  B: c7>c7 x f7',
    '2. A: b8>b8 x c7  B: c7>c7 x f7 · Iris hit',
  ]);
  const [listBox, boardBox] = await Promise.all([list.boundingBox(), iris.locator('.g-board').boundingBox()]);
  expect(listBox!.x).toBeGreaterThanOrEqual(boardBox!.x + boardBox!.width);
  await expect(reason(iris)).resolves.toBe('You hit Omar on c7 on turn 2');
  await expect(reason(omar)).resolves.toBe('Iris hit you on c7 on turn 2');
  // The final board with the last plans stays drawn behind the result.
  await expect(omar.getByTestId('reveal-overlay').count()).resolves.toBe(1);
  await expect(seriousViolations(omar)).resolves.toEqual([]);
  await shot(omar, 'result-hit-1280');

  // The dialog holds focus on its buttons, the replay link and the rematch offer; Escape closes it and leaves a bar with the same buttons.
  await expect(omar.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Play again');
  await omar.keyboard.press('Tab');
  await expect(omar.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Home');
  await omar.keyboard.press('Tab');
  await expect(omar.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Watch the replay');
  await omar.keyboard.press('Tab');
  await expect(omar.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Rematch');
  await omar.keyboard.press('Shift+Tab');
  await expect(omar.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Watch the replay');
  await omar.keyboard.press('Escape');
  await omar.getByRole('dialog').waitFor({ state: 'detached' });
  await expect(omar.evaluate(() => document.activeElement !== document.body)).resolves.toBe(true);
  await omar.getByRole('button', { name: 'Show result' }).click();
  await omar.getByRole('dialog').waitFor();

  // Play again starts the same kind of game: a new private game with a new code.
  await iris.getByRole('button', { name: 'Play again' }).click();
  await iris.waitForURL('**/lobby');
  await iris.getByText('Waiting for your friend…').waitFor();
  await Promise.all([iris.context().close(), omar.context().close()]);
});

test('both hit: the caption and the reason say draw', async () => {
  const [iris, omar] = await privateGame('2');
  // Iris stays on 9 and hits 10; Omar stays on 10 and hits 9.
  await Promise.all([planTurn(iris, 9, 10), planTurn(omar, 10, 9)]);
  await expect(resultText(iris)).resolves.toContain('The game is a draw between Iris and Omar');
  await expect(caption(iris)).resolves.toBe('Both hit: draw');
  await expect(caption(omar)).resolves.toBe('Both hit: draw');
  await expect(iris.locator('.g-reveal-bang').count()).resolves.toBe(2);
  // Hits on side-by-side squares (10 and 9): the labels stay apart, and the result covers neither square.
  await expect(labelsOverlap(iris)).resolves.toBe(false);
  await expect(labelsOverlap(omar)).resolves.toBe(false);
  await expect(labelsOffTheirSquares(iris)).resolves.toEqual([]);
  await expect(coveredSquares(iris)).resolves.toEqual([]);
  await expect(reason(omar)).resolves.toBe('Both hit on turn 1: draw');
  await shot(iris, 'result-both-hit-1280');
  await Promise.all([iris.context().close(), omar.context().close()]);
});

test('a forfeit: the player left behind is told the opponent left', async () => {
  const [iris, omar] = await privateGame('4');
  // Omar goes back to the game choice (the link keeps his seat) and starts another game, which leaves this one
  // once he confirms it (issue 36).
  const asked: string[] = [];
  omar.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await omar.getByRole('link', { name: 'Play', exact: true }).click();
  // The app's own question before leaving the board (issue 39): Go.
  await omar.getByRole('dialog', { name: 'Leave the board?' }).getByRole('button', { name: 'Go' }).click();
  await omar.getByRole('button', { name: 'Play with AI' }).click();
  expect(asked).toEqual([expect.stringMatching(/^Leave this game\?/)]);
  await expect(resultText(iris)).resolves.toContain('Your opponent left the game: you win');
  await expect(reason(iris)).resolves.toBe('Your opponent left');
  await Promise.all([iris.context().close(), omar.context().close()]);
});
