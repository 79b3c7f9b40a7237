import { matchMaker } from '@colyseus/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameRoom } from '../../rooms/colyseus/gameRoom';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { clickSquare, clickStart, FAST_DURATIONS, planTurn, resultText, shot, waitPhase } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: FAST_DURATIONS, aiThinkMs: 300 });
});
afterAll(async () => {
  await h.close();
});

/** Each username's seat in every open public room, by room id (the server's own state). */
async function seatsByRoom(): Promise<Map<string, Record<string, string>>> {
  const rooms = new Map<string, Record<string, string>>();
  for (const { roomId } of await matchMaker.query({ name: 'others' })) {
    const room = matchMaker.getLocalRoomById(roomId) as GameRoom | undefined;
    const seats: Record<string, string> = {};
    room?.state.players.forEach((p) => (seats[p.username] = p.seat));
    rooms.set(roomId, seats);
  }
  return rooms;
}

/** One turn: both play the Judicial Doctor, `winner` on 9 hits `loser` on 10. */
async function playOneTurn(winner: Page, loser: Page): Promise<void> {
  await Promise.all([clickStart(winner), clickStart(loser)]);
  await Promise.all([waitPhase(winner, 'choose'), waitPhase(loser, 'choose')]);
  await clickSquare(winner, 5);
  await clickSquare(loser, 5);
  await Promise.all([waitPhase(winner, 'place'), waitPhase(loser, 'place')]);
  await clickSquare(winner, 9);
  await clickSquare(loser, 10);
  await Promise.all([waitPhase(winner, 'move'), waitPhase(loser, 'move')]);
  await planTurn(winner, 9, 10);
  await planTurn(loser, 10, 11);
  await Promise.all([resultText(winner), resultText(loser)]);
}

test('after a public game both click Rematch and land in a new game with the seats swapped', async () => {
  const alice = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  const bob = await h.signedInPage('bob', { name: 'Bob', width: 375 });
  await alice.goto('/game');
  await alice.getByRole('button', { name: 'Play with Others' }).click();
  await alice.waitForURL('**/lobbyothers');
  await bob.goto('/game');
  await bob.getByRole('button', { name: 'Play with Others' }).click();
  await Promise.all([alice.waitForURL('**/play'), bob.waitForURL('**/play')]);
  const [[firstRoom, firstSeats]] = [...(await seatsByRoom())] as [[string, Record<string, string>]];

  await playOneTurn(alice, bob);
  const dialog = (p: Page) => p.getByRole('dialog');
  await dialog(alice).getByRole('button', { name: 'Rematch' }).click();
  await dialog(alice).getByText('Waiting for Bob to accept…').waitFor();
  await dialog(bob).getByText('Alice wants a rematch').waitFor();
  await dialog(bob).getByRole('button', { name: 'No thanks' }).waitFor();
  await shot(bob, 'rematch-invited-375');
  await dialog(bob).getByRole('button', { name: 'Rematch' }).click();

  // Both leave the finished game for the new one: its start bar, the result dialog gone.
  await Promise.all([waitPhase(alice, 'start'), waitPhase(bob, 'start')]);
  await expect(alice.getByRole('dialog').count()).resolves.toBe(0);
  expect(new URL(alice.url()).pathname).toBe('/play');
  const rooms = await seatsByRoom();
  const next = [...rooms].find(([id, seats]) => id !== firstRoom && Object.keys(seats).length === 2);
  expect(next?.[1]).toEqual({ alice: firstSeats.bob, bob: firstSeats.alice });

  // The rematch plays like any game (Bob wins this one).
  await playOneTurn(bob, alice);
  await expect(resultText(bob)).resolves.toContain('Victory');
});
