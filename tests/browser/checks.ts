// Checks the route tour, the phase walk and the whole game make on a page as it is now: axe, sideways scroll,
// what the result covers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { sidewaysScroll } from './phaseWalk';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: string[];
}

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now (issue 13). */
export async function seriousViolations(page: Page): Promise<Found[]> {
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

export const SMALL_WIDTHS = [320, 375] as const;

/**
 * Sideways scroll of the page at each small width (700 px high), keyed `where@width` (all zero when everything
 * fits). Leaves the page at 375 x 700.
 */
export async function scrollAtSmallWidths(page: Page, where: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const width of SMALL_WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    out[`${where}@${width}`] = await sidewaysScroll(page);
  }
  return out;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The squares the shown reveal's moves and hits name. */
const revealSquares = (page: Page) =>
  page
    .locator('[data-testid="reveal-overlay"] [data-to], [data-testid="reveal-overlay"] [data-square]')
    .evaluateAll((els) => [
      ...new Set(
        els.flatMap((e) =>
          [e.getAttribute('data-from'), e.getAttribute('data-to'), e.getAttribute('data-square')]
            .filter((v): v is string => v !== null && Number(v) >= 0)
            .map(Number),
        ),
      ),
    ]);

/**
 * The squares of the last reveal that the result covers, as `the result covers square N` (none when the result
 * leaves them all in view, issue 24). Waits 300 ms for the result to settle first.
 */
export async function squaresUnderResult(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const dialog = (await page.getByRole('dialog').boundingBox())!;
  const covered: string[] = [];
  for (const sq of await revealSquares(page)) {
    const box = await page.locator(`button.g-sq[data-sq="${sq}"]`).boundingBox();
    if (box !== null && intersects(dialog, box)) covered.push(`the result covers square ${sq}`);
  }
  return covered;
}
