// Reveal smoothness: frame intervals in real Chromium while both moves slide and both hits land.
import type { Page } from 'playwright-core';
import { clickSquare, clickStart, FAST_DURATIONS, planTurn, waitPhase } from '../browser/gameKit';
import { startBrowserHarness } from '../browserHarness';
import buildWeb from '../setup/buildWeb';
import type { Bench } from './types';

/** Records requestAnimationFrame intervals for `ms` in the page and returns them. */
async function frames(page: Page, ms: number): Promise<number[]> {
  // A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const out = [];
    let last = performance.now();
    const start = last;
    const step = (t) => {
      out.push(t - last);
      last = t;
      if (t - start < ${ms}) requestAnimationFrame(step);
      else resolve(out);
    };
    requestAnimationFrame(step);
  })`);
}

export const revealBench: Bench = {
  id: 'reveal',
  title: 'Web client: reveal animation smoothness',
  async run() {
    await buildWeb();
    const h = await startBrowserHarness({ durations: { ...FAST_DURATIONS, reveal: 2000 }, aiThinkMs: 300 });
    try {
      const alice = await h.signedInPage('alice', { name: 'Alice' });
      const bob = await h.signedInPage('bob', { name: 'Bob' });
      const both = [alice, bob] as const;
      await alice.goto('/game');
      await alice.getByRole('button', { name: 'Play with Others' }).click();
      await alice.waitForURL('**/lobbyothers');
      await bob.goto('/game');
      await bob.getByRole('button', { name: 'Play with Others' }).click();
      await Promise.all(both.map((p) => p.waitForURL('**/play')));
      await Promise.all(both.map((p) => clickStart(p)));
      await Promise.all(both.map((p) => waitPhase(p, 'choose')));
      await clickSquare(alice, 5);
      await clickSquare(bob, 5);
      await Promise.all(both.map((p) => waitPhase(p, 'place')));
      await clickSquare(alice, 27);
      await clickSquare(bob, 36);
      const intervals: number[] = [];
      // Five quiet turns: Alice steps between 27 and 28, Bob between 36 and 35; nobody hits.
      for (let turn = 0; turn < 5; turn++) {
        await Promise.all(both.map((p) => waitPhase(p, 'move')));
        const a = turn % 2 === 0 ? 28 : 27;
        const b = turn % 2 === 0 ? 35 : 36;
        await Promise.all([planTurn(alice, a, a - 8), planTurn(bob, b, b + 8)]);
        await waitPhase(alice, 'reveal');
        intervals.push(...(await frames(alice, 1300)).slice(1));
      }
      const sorted = [...intervals].sort((x, y) => x - y);
      const dropped = intervals.filter((t) => t > 25).length;
      const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return [
        `Frame intervals on the play screen (1280 px, headless Debian Chromium) during five reveals, 1.3 s each (${intervals.length} frames):`,
        '',
        `median ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; frames longer than 25 ms (a dropped frame at 60 Hz): **${dropped}**.`,
        '',
        `Goal: no dropped frames during the reveal: **${dropped === 0 ? 'met' : 'NOT met'}**.`,
      ].join('\n');
    } finally {
      await h.close();
    }
  },
};
