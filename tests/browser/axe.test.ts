// Automatic accessibility checks (issue 13): axe-core's own source injected into every main screen and every
// phase of a game; no serious or critical violation of WCAG 2.1 A/AA.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { storePlayedOutGame } from './gameKit';
import { LOOKING_DURATIONS, walkAiGame } from './phaseWalk';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ durations: LOOKING_DURATIONS, aiThinkMs: 300 });
}, 60_000);
afterAll(async () => {
  await h.close();
});

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: string[];
}

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<Found[]> {
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') stays as it is.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => String(n.target)) }));
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test.each([
  ['light', 1280],
  ['dark', 375],
] as const)(
  'every main screen is free of serious axe violations (%s, %i px)',
  async (scheme, width) => {
    const found: Record<string, Found[]> = {};
    const visitor = await (await h.context(width)).newPage();
    await visitor.emulateMedia({ colorScheme: scheme });
    for (const path of ['/', '/signin', '/rules']) {
      await open(visitor, path);
      found[`signed out ${path}`] = await seriousViolations(visitor);
    }
    await visitor.context().close();
    const admin = await h.signedInPage('boss', { name: 'Boss', admin: true, width });
    await storePlayedOutGame(h.server.api.ctx.db.kysely, `axe-${scheme}`, 'others', { A: 'boss', B: 'bob' });
    await admin.emulateMedia({ colorScheme: scheme });
    for (const path of [
      '/game',
      '/rules',
      '/profile',
      '/leaderboard',
      '/admin',
      '/seta',
      '/setl',
      '/setg',
      '/setp',
      '/watch',
      '/tv',
      '/u/boss',
      `/replay/axe-${scheme}`,
    ]) {
      await open(admin, path);
      found[path] = await seriousViolations(admin);
    }
    await open(admin, '/game');
    await admin.getByRole('button', { name: 'Create Game' }).click();
    await admin.locator('.g-game-code').waitFor();
    found['/lobby'] = await seriousViolations(admin);
    await open(admin, '/h0a2');
    await admin.getByRole('button', { name: 'Pause' }).waitFor();
    found['/h0a2'] = await seriousViolations(admin);
    await admin.context().close();
    expect(Object.keys(found)).toHaveLength(18);
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  },
  120_000,
);

test('every phase of a game against the AI is free of serious axe violations, light and dark', async () => {
  const page = await h.signedInPage('alice', { name: 'Alice', width: 1280 });
  const found: Record<string, Found[]> = {};
  await walkAiGame(page, async (phase) => {
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      found[`${phase} ${scheme}`] = await seriousViolations(page);
    }
  });
  expect(Object.keys(found)).toHaveLength(12);
  expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
  await page.context().close();
}, 180_000);
