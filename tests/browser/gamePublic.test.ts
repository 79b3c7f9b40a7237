import { afterAll, beforeAll, expect, test } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickStart, clickSquare, FAST_DURATIONS, planTurn, resultText, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS, aiThinkMs: 300 });
});
afterAll(async () => {
  await h.close();
});

test('two players meet through public matchmaking, play by clicking squares, see the result and the leaderboard', async () => {
  const alice = await h.signedInPage('alice', { name: 'Alice', width: 375 });
  const bob = await h.signedInPage('bob', { name: 'Bob', width: 1280 });
  const both = [alice, bob] as const;
  const shots = (name: string) => Promise.all([shot(alice, `${name}-375`), shot(bob, `${name}-1280`)]);

  await alice.goto('/game');
  await alice.getByRole('button', { name: 'Play with Others' }).click();
  await alice.waitForURL('**/lobbyothers');
  await alice.getByText('Searching for an opponent').waitFor();
  await bob.goto('/game');
  await bob.getByRole('button', { name: 'Play with Others' }).click();
  await Promise.all(both.map((p) => p.waitForURL('**/play')));
  await Promise.all(both.map((p) => clickStart(p)));

  // Choose: both pick the Judicial Doctor (start square 5: moves 0-1, hits 0-3).
  await Promise.all(both.map((p) => waitPhase(p, 'choose')));
  await expect(alice.getByRole('grid', { name: 'Board' }).getByRole('button').count()).resolves.toBe(64);
  await expect(alice.getByRole('button', { name: 'f8, Judicial Doctor' }).count()).resolves.toBe(1);
  await shots('choose');
  await clickSquare(alice, 5);
  await clickSquare(bob, 5);

  await Promise.all(both.map((p) => waitPhase(p, 'place')));
  await shots('place');
  await clickSquare(alice, 9);
  await clickSquare(bob, 10);

  // Turn 1: both step down a row and miss.
  await Promise.all(both.map((p) => waitPhase(p, 'move')));
  await expect(alice.locator('.g-turn').textContent()).resolves.toBe('Turn 1 / 10');
  await shots('move');
  // A move, undone with Backspace (the keyboard's Back), then planned again.
  await clickSquare(alice, 17, 'move');
  await alice.locator('button.g-sq.g-sq-hit').first().waitFor();
  await alice.keyboard.press('Backspace');
  await alice.locator('button.g-sq.g-sq-hit').first().waitFor({ state: 'detached' });
  await clickSquare(alice, 17, 'move');
  await clickSquare(bob, 18, 'move');
  await Promise.all(both.map((p) => waitPhase(p, 'hit')));
  await shots('give');
  await clickSquare(alice, 1, 'hit');
  await alice.getByRole('button', { name: 'Set', exact: true }).click();
  await alice.getByText('Waiting for opponent', { exact: true }).waitFor();
  await clickSquare(bob, 2, 'hit');
  await bob.getByRole('button', { name: 'Set', exact: true }).click();
  await Promise.all(both.map((p) => waitPhase(p, 'reveal')));
  await shots('attack');

  // Turn 2: Alice stays on 17 and hits 18, where Bob stays: Alice wins.
  await Promise.all(both.map((p) => waitPhase(p, 'move')));
  await Promise.all([planTurn(alice, 17, 18), planTurn(bob, 18, 20)]);
  await expect(resultText(alice)).resolves.toContain('You won!');
  await expect(resultText(bob)).resolves.toContain('You lost!');
  await shots('result');

  await alice.getByRole('button', { name: 'Home' }).click();
  await alice.waitForURL((u) => u.pathname === '/');
  await alice.goto('/leaderboard');
  const table = alice.getByRole('table');
  await table.getByRole('row', { name: /Alice/ }).waitFor({ timeout: 10_000 });
  await table.getByRole('row', { name: /Bob/ }).waitFor({ timeout: 10_000 });
  await Promise.all(both.map((p) => p.context().close()));
});
