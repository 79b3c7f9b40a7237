// Issue 28 end to end in Chromium: a counted game recorded by the rooms, anchored on the stand-in chain by the
// server's own publisher, and its replay showing "On Hive: block N" and the browser's own check of the record
// against the block it read from the node; then the record altered in the database and the replay naming it.
// The game: one against the AI, started from the game choice and left at once (the player confirms "Leave this
// game?": a forfeit at once, a counted h1a1 result), the quickest game the product records through its real path (the
// room's host, the store's recording queue, the outbox in the recording transaction). `npm run demo` (server/demo.ts)
// is the second test: the real script, as a process, on a temporary SQLite file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectDb } from '../../api/db/connect';
import { createSession, SESSION_COOKIE } from '../../api/db/sessions';
import { upsertHiveUser } from '../../api/db/users';
import { SHARED_SERVICES, startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { scrollAtSmallWidths, seriousViolations } from './checks';
import { shot, startAiGame } from './gameKit';

let h: BrowserHarness;
beforeAll(async () => {
  // A server of its own with anchoring on: a block every 300 ms, irreversible two blocks later, a publisher round
  // every 100 ms (the demo's 3 s blocks are the second test's).
  h = await startBrowserHarness(SHARED_SERVICES, undefined, {
    anchoring: {
      chain: { blockMs: 300, irreversibleLag: 2 },
      publisher: { intervalMs: 100, timeoutMs: 1000 },
    },
  });
});
afterAll(async () => {
  await h.close();
});

/**
 * Starts a game against the AI from the game choice, leaves it at once (the header's Play link, then Play with Others
 * and Yes to "Leave this game?": a forfeit) and opens its replay from the profile's game history. Returns the game's id.
 */
async function forfeitAiGameAndOpenReplay(page: Page): Promise<string> {
  await startAiGame(page);
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.locator('header').getByRole('link', { name: 'Play', exact: true }).click();
  // The app's own question before leaving the board (issue 39): Go.
  await page.getByRole('dialog', { name: 'Leave the board?' }).getByRole('button', { name: 'Go' }).click();
  await page.waitForURL('**/game');
  // The link kept the seat (issue 36); searching for a public game leaves it, after Yes to the question: a forfeit
  // (tests/browser/leaveForfeit.test.ts).
  await page.getByRole('button', { name: 'Play with Others' }).click();
  await page.waitForURL('**/lobbyothers');
  expect(asked).toEqual([expect.stringMatching(/^Leave this game\?/)]);
  // The recording is the room's, after the player left: the history shows the game once it is stored.
  await expect
    .poll(
      async () => {
        await page.goto('/profile');
        const replay = page.getByRole('link', { name: 'Replay' }).first();
        await replay.or(page.getByText('No games yet.')).waitFor();
        return replay.isVisible();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  await page.getByRole('link', { name: 'Replay' }).first().click();
  await page.waitForURL('**/replay/**');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** The replay's Hive line: "On Hive: block N", its link, and the check's verdict, once the check is made. */
async function anchorLine(page: Page, timeout: number) {
  const line = page.getByTestId('anchor');
  const blockLink = line.getByRole('link', { name: /^block \d+$/ });
  await blockLink.waitFor({ timeout });
  const verdict = line.locator('.verdict--ok, .verdict--bad');
  await verdict.waitFor({ timeout: 10_000 });
  return {
    block: Number(((await blockLink.textContent()) ?? '').replace('block ', '')),
    href: (await blockLink.getAttribute('href')) ?? '',
    lineText: (await line.locator('p').first().textContent()) ?? '',
    verdict: (await verdict.textContent()) ?? '',
  };
}

test('a game against the AI: "On Hive: block N" with its link, matched from the node; altered, the mismatch named', async () => {
  const page = await h.signedInPage('hana', { name: 'Hana', width: 1280 });
  const fromNode: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(h.node.url) && r.method() === 'POST') fromNode.push(r.postData() ?? '');
  });
  const gameId = await forfeitAiGameAndOpenReplay(page);

  // Waiting, then in a block: the page asks again by itself (every 5 s), no reload.
  const seen = await anchorLine(page, 20_000);
  const tx = /^https:\/\/hivehub\.dev\/tx\/([0-9a-f]{40})$/.exec(seen.href)?.[1];
  expect(tx).toBeDefined();
  // The block and the transaction the page shows are where the chain holds the anchor.
  expect(h.node.chain.find(tx!)).toEqual({ block: seen.block });
  await expect
    .poll(async () => (await page.getByTestId('anchor').locator('p').first().textContent()) ?? '', {
      timeout: 20_000,
    })
    .toBe(`On Hive: block ${seen.block}`);
  const nodeHost = new URL(h.node.url).host;
  await expect
    .poll(async () => (await page.getByTestId('anchor').textContent()) ?? '', { timeout: 10_000 })
    .toMatch(
      new RegExp(
        `Matches its anchor on Hive ✓ · block time \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC · read from ${nodeHost.replace('.', '\\.')}`,
      ),
    );
  // The browser read the block from the stand-in node itself (cross-origin: the node's CORS answers).
  expect(
    fromNode.some((body) => body.includes('condenser_api.get_block') && body.includes(`[${seen.block}]`)),
  ).toBe(true);
  await shot(page, 'on-hive-match-1280');

  // The admin's outbox page: the game irreversible in block N, linked to its replay; beside it a failed anchor
  // with a long last error (written into the outbox: the look of that row), at 1280 and 375 px.
  const db = h.server.api.ctx.db.kysely;
  const lastError =
    'Transaction expired in no block after 10 attempts: the node answered 503 Service Unavailable each time';
  await db
    .insertInto('anchors')
    .values({
      game_id: 'hive-failed-1',
      entry: '{}',
      state: 'failed',
      attempts: 10,
      last_error: lastError,
      queued_at: Date.now(),
    })
    .execute();
  const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 1280 });
  await admin.goto('/admin/anchors');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: gameId, exact: true }) });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual([
    gameId,
    'Irreversible',
    '0',
    expect.any(String),
    expect.any(String),
    String(seen.block),
    `${tx!.slice(0, 10)}…`,
    '',
  ]);
  expect(await admin.getByTestId('count-irreversible').textContent()).toBe('1');
  expect(await admin.getByTestId('count-failed').textContent()).toBe('1');
  // Failed first, with its error.
  expect(await admin.getByRole('row').nth(1).getByRole('cell').last().textContent()).toBe(lastError);
  expect(await seriousViolations(admin)).toEqual([]);
  await shot(admin, 'admin-anchors-data-1280');
  expect(Object.values(await scrollAtSmallWidths(admin, '/admin/anchors'))).toEqual([0, 0]);
  await admin.setViewportSize({ width: 375, height: 900 });
  await shot(admin, 'admin-anchors-data-375');
  await admin.getByRole('link', { name: gameId, exact: true }).click();
  await admin.waitForURL(`**/replay/${gameId}`);
  await admin.context().close();

  // The record altered in the database after anchoring: its result's reason, then (restored) its start time.
  const stored = await db
    .selectFrom('games')
    .select(['reason', 'started_at'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  expect(stored.reason).toBe('forfeit');
  await db.updateTable('games').set({ reason: 'turns' }).where('id', '=', gameId).execute();
  await page.reload();
  expect((await anchorLine(page, 10_000)).verdict).toBe(
    'Does not match its anchor on Hive: the reason is turns here, forfeit on the chain.',
  );
  await shot(page, 'on-hive-mismatch-1280');
  await db
    .updateTable('games')
    .set({ reason: stored.reason, started_at: stored.started_at + 1000 })
    .where('id', '=', gameId)
    .execute();
  await page.reload();
  expect((await anchorLine(page, 10_000)).verdict).toMatch(
    /^Does not match its anchor on Hive: the record's SHA-256 is [0-9a-f]{12}… here, [0-9a-f]{12}… on the chain\.$/,
  );
  await page.context().close();
});

/** `npm run demo`'s script as a process: its URL and its stand-in node's, read from what it prints. */
async function startDemo(
  databaseUrl: string,
): Promise<{ url: string; nodeUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/demo.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops tsx's node child too.
    detached: true,
  });
  let out = '';
  const read = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    // Ctrl-C: games in progress end now (SIGTERM would drain them for minutes).
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  };
  try {
    await expect.poll(() => out, { timeout: 60_000, interval: 200 }).toMatch(/Press Ctrl-C to stop\./);
  } catch (err) {
    await stop();
    throw new Error(`the demo did not start: ${out}`, { cause: err });
  }
  return {
    url: /Octoduel demo is listening on (\S+)/.exec(out)![1]!,
    nodeUrl: /a LOCAL STAND-IN node at (http:\/\/[^\s,]+)/.exec(out)![1]!,
    stop,
  };
}

test('npm run demo: a finished game’s replay shows "On Hive: block N", matched from the demo’s node', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'octoduel-demo-'));
  const databaseUrl = `sqlite:${join(dir, 'demo.sqlite')}`;
  const demo = await startDemo(databaseUrl);
  // Signed in as demo-alice (a full profile) through a session written into the demo's database, as the
  // harness signs its players in.
  const db = connectDb(databaseUrl);
  try {
    const user = await upsertHiveUser(db.kysely, 'demo-alice', 'keychain', Date.now());
    await db.kysely
      .updateTable('users')
      .set({ name: 'Alice', email: 'demo-alice@example.com' })
      .where('id', '=', user.id)
      .execute();
    const token = await createSession(db.kysely, user, 'keychain', Date.now());
    const context = await h.browser.newContext({ baseURL: demo.url, viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: SESSION_COOKIE, value: token, url: demo.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await forfeitAiGameAndOpenReplay(page);
    // 3 s blocks, irreversible two blocks later; the page asks again every 5 s. (A start under load gets 60 s.)
    const seen = await anchorLine(page, 30_000);
    await expect
      .poll(async () => (await page.getByTestId('anchor').locator('p').first().textContent()) ?? '', {
        timeout: 30_000,
      })
      .toBe(`On Hive: block ${seen.block}`);
    expect(seen.href).toMatch(/^https:\/\/hivehub\.dev\/tx\/[0-9a-f]{40}$/);
    await expect
      .poll(async () => (await page.getByTestId('anchor').textContent()) ?? '', { timeout: 10_000 })
      .toContain(`Matches its anchor on Hive ✓`);
    expect(await page.getByTestId('anchor').textContent()).toContain(
      `read from ${new URL(demo.nodeUrl).host}`,
    );
    await shot(page, 'on-hive-demo-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('anchor').scrollIntoViewIfNeeded();
    await shot(page, 'on-hive-demo-375');
    await context.close();
  } finally {
    await db.close();
    await demo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
