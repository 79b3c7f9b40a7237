// Replay analysis time of a 10-turn game (engine/solved/analysis.ts analyseGame over the game's PairValues): in Node,
// and in headless Debian Chromium on a blank page running the same engine code, bundled by esbuild.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHARACTERS, characterIndex, type Letter } from '../../engine/characters';
import { createAi } from '../../engine/ai/createAi';
import type { PerfectKnowledge } from '../../engine/ai/perfectAi';
import { MAX_TURNS, resolveTurn } from '../../engine/resolve';
import { deriveSeed } from '../../engine/rng';
import { analyseGame } from '../../engine/solved/analysis';
import { PairValues, type SolvedTable } from '../../engine/solved/solvedTable';
import type { Reveal } from '../../engine/types';
import { CHROMIUM_ARGS } from '../browserHarness';
import type { AnalysisInput } from './analysisPage';

/** The first seeded Perfect-against-Perfect game that lasts all ten turns, with its reveals. */
export function tenTurnGame(solved: PerfectKnowledge & { readonly table: SolvedTable }): AnalysisInput {
  for (let seed = 0; ; seed++) {
    const a = createAi('perfect', deriveSeed(seed, 1), solved);
    const b = createAi('perfect', deriveSeed(seed, 2), solved);
    const A = a.choose();
    const B = b.choose();
    let fromA = a.place(A);
    let fromB = b.place(B);
    const reveals: Reveal[] = [];
    for (let turn = 1; turn <= MAX_TURNS; turn++) {
      const pa = a.plan({ turn, me: A, mySquare: fromA, opponent: B, opponentSquare: fromB });
      const pb = b.plan({ turn, me: B, mySquare: fromB, opponent: A, opponentSquare: fromA });
      const outcome = resolveTurn({ moveA: pa.move, hitA: pa.hit, moveB: pb.move, hitB: pb.hit, turn });
      reveals.push({
        turn,
        fromA,
        moveA: pa.move,
        hitA: pa.hit,
        fromB,
        moveB: pb.move,
        hitB: pb.hit,
        outcome,
      });
      if (outcome !== 'next') break;
      fromA = pa.move;
      fromB = pb.move;
    }
    if (reveals.length < MAX_TURNS) continue;
    const [x, y] = [characterIndex(A), characterIndex(B)].sort((p, q) => p - q) as [number, number];
    return { pair: [x, y], values: Array.from(solved.table.pairSlice(x, y)), characters: { A, B }, reveals };
  }
}

export interface AnalysisTimes {
  /** The first analysis in a fresh page (Node: the first in this process), ms. */
  readonly first: number;
  readonly median: number;
  readonly max: number;
  readonly runs: number;
}

function summary(times: readonly number[]): AnalysisTimes {
  const rest = times.slice(1).sort((x, y) => x - y);
  return {
    first: times[0]!,
    median: rest[Math.floor(rest.length / 2)]!,
    max: Math.max(...times),
    runs: times.length,
  };
}

/** In this Node process: `runs` analyses, the first one before the process has solved any position. */
export function nodeAnalysisTimes(input: AnalysisInput, runs: number): AnalysisTimes {
  const values = new PairValues(input.pair[0], input.pair[1], Int16Array.from(input.values));
  return summary(
    Array.from({ length: runs }, () => {
      const start = performance.now();
      analyseGame(values, input.characters, input.reveals);
      return performance.now() - start;
    }),
  );
}

/** The page's script: tests/bench/analysisPage.ts and the engine code it reaches, in one minified file. */
async function pageScript(): Promise<{ code: string; bytes: number }> {
  const out = await build({
    entryPoints: [new URL('./analysisPage.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const code = out.outputFiles[0]!.text;
  return { code, bytes: Buffer.byteLength(code) };
}

/**
 * In headless Chromium: a fresh page `pages` times (a context of its own each), `runs` analyses in each; with
 * `warmUp`, each page first runs the warm-up the replay page runs while the values are fetched (`warmUps`).
 */
export async function browserAnalysisTimes(
  input: AnalysisInput,
  pages: number,
  runs: number,
  warmUp = false,
): Promise<{
  /** Each page's first analysis (after the warm-up with `warmUp`), ms, sorted. */
  readonly cold: readonly number[];
  /** Each page's warm-up, ms, sorted (empty without `warmUp`). */
  readonly warmUps: readonly number[];
  /** Each page's warm-up and first analysis together, ms, sorted: a player's wait when the fetch takes no time. */
  readonly totals: readonly number[];
  /** Every other analysis, ms, sorted. */
  readonly warm: readonly number[];
  readonly version: string;
  readonly scriptBytes: number;
}> {
  const script = await pageScript();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    const warmUps: number[] = [];
    const totals: number[] = [];
    for (let k = 0; k < pages; k++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<!doctype html><title>analysis timing</title>');
      await page.addScriptTag({ content: script.code });
      // A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
      const times = await page.evaluate<number[]>(
        `timeAnalysis(${JSON.stringify(input)}, ${runs}, ${warmUp})`,
      );
      const warming = warmUp ? times.shift()! : 0;
      if (warmUp) warmUps.push(warming);
      totals.push(warming + times[0]!);
      cold.push(times[0]!);
      warm.push(...times.slice(1));
      await context.close();
    }
    const up = (x: number, y: number) => x - y;
    return {
      cold: cold.sort(up),
      warm: warm.sort(up),
      warmUps: warmUps.sort(up),
      totals: totals.sort(up),
      version: browser.version(),
      scriptBytes: script.bytes,
    };
  } finally {
    await browser.close();
  }
}

/** "F against M" for a game's characters. */
export function pairName(characters: Readonly<Record<'A' | 'B', Letter>>): string {
  const name = (l: Letter) => CHARACTERS[characterIndex(l)]!.name;
  return `${name(characters.A)} (${characters.A}) against ${name(characters.B)} (${characters.B})`;
}
