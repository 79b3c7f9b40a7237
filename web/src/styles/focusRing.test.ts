// The board's focus ring against every square colour (issue 36, point 8): read from the CSS custom properties the
// board is drawn with, in both themes, plain and tinted as move (blue) and hit (red) targets, resting and hovered.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const base = readFileSync('web/src/styles/base.css', 'utf8');
const game = readFileSync('web/src/styles/game.css', 'utf8');

type Rgb = readonly [number, number, number];

/** The custom properties of the first block after `marker` (`:root {` or the dark theme's media query). */
function properties(marker: string): Map<string, string> {
  const start = base.indexOf(marker);
  const block = base.slice(start, base.indexOf('}', start));
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const hex = (value: string): Rgb => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (m === null) throw new Error(`not a #rrggbb colour: ${value}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
};

/** WCAG relative luminance and contrast ratio. */
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `color-mix(in srgb, tint p%, transparent)` laid over `under`: the tint at opacity p. */
const over = (under: Rgb, tint: Rgb, p: number): Rgb =>
  under.map((u, i) => Math.round(u * (1 - p) + tint[i]! * p)) as unknown as Rgb;

/** The tints game.css lays over a move or hit target (`--move`/`--hit` at some percentage). */
const tints = [...game.matchAll(/color-mix\(in srgb, var\(--(move|hit)\) (\d+)%, transparent\)/g)].map(
  (m) => ({ name: m[1]!, p: Number(m[2]) / 100 }),
);

const light = properties(':root {');
const themes = { light, dark: new Map([...light, ...properties('prefers-color-scheme: dark')]) };

test('the focus ring is two rings drawn above the square tint, in the two ring colours', () => {
  const rule = /\.g-sq:focus-visible::after \{([^}]*)\}/.exec(game)?.[1] ?? '';
  expect(rule).toMatch(/inset 0 0 0 3px var\(--focus-dark\)/);
  expect(rule).toMatch(/inset 0 0 0 6px var\(--focus-light\)/);
  expect(/\.g-sq:focus-visible \{([^}]*)\}/.exec(game)?.[1]).toMatch(
    /outline: 3px solid var\(--focus-dark\)/,
  );
});

test.each(Object.entries(themes))(
  '%s theme: a ring of 3:1 or more on every square colour',
  (_theme, vars) => {
    const v = (name: string) => hex(vars.get(name) ?? '');
    const dark = v('--focus-dark');
    const lightRing = v('--focus-light');
    expect(contrast(dark, lightRing)).toBeGreaterThanOrEqual(3);
    expect(tints.map((t) => t.name)).toEqual(expect.arrayContaining(['move', 'hit']));
    const squares: [string, Rgb][] = [];
    for (const tile of ['--tile-light', '--tile-dark']) {
      squares.push([tile, v(tile)]);
      for (const t of tints)
        squares.push([`${tile} + ${t.name} ${t.p}`, over(v(tile), v(`--${t.name}`), t.p)]);
    }
    const weak = squares
      .map(([name, sq]) => ({ name, best: Math.max(contrast(dark, sq), contrast(lightRing, sq)) }))
      .filter((s) => s.best < 3);
    expect(weak).toEqual([]);
  },
);
