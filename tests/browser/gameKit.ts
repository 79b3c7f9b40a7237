// Steps the game browser tests share: waiting for a phase, clicking squares, screenshots.
import { mkdirSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import type { Database } from '../../api/db/schema';
import { recordGame } from '../../api/db/results';
import { advance, applyEvent, createGame, type GameMode } from '../../engine';

/**
 * A short reveal so whole games finish in seconds; the phases where players act end once both are done, so their
 * length costs a passing test nothing, and it is long: on a slow CI host a page's checks (axe, a screenshot) between
 * two clicks once outlasted an 8-second Move, and the game went on without the test.
 */
export const FAST_DURATIONS = { choose: 30_000, place: 30_000, move: 30_000, hit: 30_000, reveal: 1200 };

export const ARTIFACTS = 'test-artifacts';

/**
 * How long a page may take to show a phase or the result, and to answer a click (ms). Generous, because a CI host
 * has run this suite at a third of its usual pace (docs/TESTING.md "A slow host"); a passing run never waits them out.
 */
const SHOW_MS = 30_000;
const CLICK_MS = 10_000;

/** Waits until the play screen shows this phase (engine names: start, choose, place, move, hit, reveal, over). */
export async function waitPhase(page: Page, phase: string, timeout = SHOW_MS): Promise<void> {
  await page.locator(`.g-phase[data-phase="${phase}"]`).waitFor({ timeout });
}

/**
 * From the game choice, starts a game against the AI at `level` and waits for its Choose phase (checking the level
 * first also waits until the page answers clicks).
 */
export async function startAiGame(page: Page, level = 'easy'): Promise<void> {
  await page.goto('/game');
  await page.getByRole('radio', { name: level }).check();
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
}

/** The start bar: waits for the start phase and clicks Start (a game between people begins once both have). */
export async function clickStart(page: Page): Promise<void> {
  await waitPhase(page, 'start');
  await page.getByRole('button', { name: /^Start/ }).click({ timeout: CLICK_MS });
}

/** Clicks a square; `kind` waits until it is highlighted as a move or hit target first. */
export async function clickSquare(page: Page, square: number, kind?: 'move' | 'hit'): Promise<void> {
  const cls = kind === undefined ? '' : `.g-sq-${kind}`;
  await page.locator(`button.g-sq${cls}[data-sq="${square}"]`).click({ timeout: CLICK_MS });
}

/** Plans a move and a hit and confirms them with Set. */
export async function planTurn(page: Page, move: number, hit: number): Promise<void> {
  await clickSquare(page, move, 'move');
  await clickSquare(page, hit, 'hit');
  await page.getByRole('button', { name: 'Set', exact: true }).click({ timeout: CLICK_MS });
}

/** Saves a screenshot under test-artifacts/ (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

/** The text of the result modal, once it shows. */
export async function resultText(page: Page, timeout = SHOW_MS): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout });
  return (await dialog.textContent()) ?? '';
}

/** Plays one turn with the first offered move and hit and Set; false once the game is over (the result shows). */
export async function playOfferedTurn(page: Page): Promise<boolean> {
  const over = page.getByRole('dialog');
  const moving = page.locator('.g-phase[data-phase="move"]');
  await Promise.race([over.waitFor({ timeout: 20_000 }), moving.waitFor({ timeout: 20_000 })]);
  if (await over.isVisible()) return false;
  try {
    await page.locator('button.g-sq.g-sq-move').first().click({ timeout: 3000 });
    await page.locator('button.g-sq.g-sq-hit').first().click({ timeout: 3000 });
    await page.getByRole('button', { name: 'Set', exact: true }).click({ timeout: 3000 });
    await page.locator('.g-phase[data-phase="move"]').waitFor({ state: 'detached', timeout: 20_000 });
  } catch {
    // The phase moved on (the deadline filled the plan): carry on with the next turn.
  }
  return true;
}

/**
 * Stores a finished game between two users, played out by its deadlines (the engine fills every pick from the
 * seed): a real, replayable record without playing it in the browser. Stored without commitments. A player
 * counts as one (a private game's record) only if its user exists (signed in) before.
 */
export async function storePlayedOutGame(
  db: Kysely<Database>,
  id: string,
  mode: GameMode,
  players: { readonly A: string; readonly B: string },
  seed = 77,
): Promise<void> {
  const started = applyEvent(createGame({ seed, mode }), { type: 'start' }, 0);
  if (!started.ok) throw new Error(started.error.message);
  const game = advance(started.value, Number.MAX_SAFE_INTEGER);
  // Seated as a room seats a signed-in user: under its Hive name, with its user id (when it has signed in).
  const seat = async (username: string) => {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('hive_username', '=', username)
      .executeTakeFirst();
    return {
      username,
      name: username[0]!.toUpperCase() + username.slice(1),
      ...(user === undefined ? {} : { userId: user.id }),
    };
  };
  await recordGame(db, {
    id,
    mode,
    seed: game.seed,
    durations: game.durations,
    log: game.log,
    result: game.result!,
    startedAt: Date.now() - 60_000,
    endedAt: Date.now(),
    players: { A: await seat(players.A), B: await seat(players.B) },
  });
}
