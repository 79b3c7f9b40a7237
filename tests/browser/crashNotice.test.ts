// A crash (issue 27) as the player sees it: a game of theirs whose server process died is recorded as no contest
// by the server's own sweep (a process with no heartbeat), and on their next visit any page tells them once.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PHASE_DURATIONS_MS } from '../../engine';
import { noteStarted } from '../../api/db/hostedGames';
import { findUserByUsername } from '../../api/db/users';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({}); // its own server (see tests/browser/leaveForfeit.test.ts)
});
afterAll(async () => {
  await h.close();
});

const TEXT = 'Your game against Dora ended as no contest: the server it was on stopped. It does not count.';

test('the player of a game whose server died is told once, calmly, on the next page they open', async () => {
  const { page } = await h.signedInSession('crashcat', { name: 'Crash Cat' });
  const db = h.server.api.ctx.db.kysely;
  const cat = (await findUserByUsername(db, 'crashcat'))!;
  const gameId = `crashed-${Date.now()}`;
  await noteStarted(db, 'a-process-that-died', {
    id: gameId,
    mode: 'others',
    seed: '12'.repeat(32),
    salt: 'salt',
    seedCommitment: 'commitment',
    durations: PHASE_DURATIONS_MS,
    startedAt: Date.now() - 60_000,
    players: {
      A: { username: 'crashcat', name: 'Crash Cat', userId: cat.id },
      B: { username: 'dora', name: 'Dora', userId: 'someone-else' },
    },
  });
  // The server's sweep finds a game whose process has no heartbeat and records it (every 3 s ± 1 s).
  for (let i = 0; i < 100; i++) {
    const stored = await db.selectFrom('games').select('reason').where('id', '=', gameId).executeTakeFirst();
    if (stored !== undefined) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const markedRead = page.waitForResponse(
    (r) => r.url().endsWith('/v1/api/auth/notices') && r.request().method() === 'POST',
  );
  await page.goto('/leaderboard');
  const notice = page.getByRole('status').filter({ hasText: TEXT });
  await notice.waitFor();
  expect((await markedRead).status()).toBe(200);
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'detached' });
  // Marked read as it was shown: the next page does not tell it again.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.getByText(TEXT).count()).toBe(0);
});
