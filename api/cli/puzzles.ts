// `npm run puzzles [-- --games N] [--seed S] [--out FILE]`: finds the shipped puzzle set (docs/RULES.md "Puzzles")
// in the engine's own seeded games: the Perfect AI, the expert and the random AI against each other, every turn
// tried from both sides against the solved table (loaded and checked as the server loads it), each position kept
// once per symmetry class, tagged and rated. Writes engine/puzzles/set/puzzles.json (one puzzle a line, ids
// ascending); the same games and seed write the same bytes. Prints progress on stderr, then the count, the themes
// and the rate (positions examined per second).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  generatePuzzles,
  PUZZLE_SET_FILE,
  PUZZLE_THEMES,
  puzzleSetJson,
  type GeneratedPuzzles,
  type PerfectKnowledge,
} from '../../engine';
import { SOLVED_DIR, solvedTableFor } from '../solved/tableFiles';
import { cliMain, CliFailure, runIfEntry, type CliIo } from './io';

/** The shipped set's games and seed: enough games for more than 10,000 distinct puzzles. */
export const SHIPPED_GAMES = 19_000;
export const SHIPPED_SEED = 42;

export const main = cliMain('puzzles', 'npm run puzzles -- [--games N] [--seed S] [--out FILE]', run);

function wholeOption(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (argv[i + 1] === undefined || !Number.isSafeInteger(value) || value < 0)
    throw new CliFailure(`${name} needs a whole number`);
  return value;
}

/** The generator's pace over `games` games: what a bench reports (positions examined per second). */
export function generatorRate(
  knowledge: PerfectKnowledge,
  { games, seed }: { readonly games: number; readonly seed: number },
): {
  readonly positions: number;
  readonly puzzles: number;
  readonly seconds: number;
  readonly perSecond: number;
} {
  const started = performance.now();
  const found = generatePuzzles(knowledge, { games, seed });
  const seconds = (performance.now() - started) / 1000;
  return {
    positions: found.positions,
    puzzles: found.puzzles.length,
    seconds,
    perSecond: found.positions / seconds,
  };
}

/** How many of the set's puzzles carry each theme. */
export function themeCounts(found: GeneratedPuzzles): Record<string, number> {
  return Object.fromEntries(
    PUZZLE_THEMES.map((t) => [t, found.puzzles.filter((p) => p.themes.includes(t)).length]),
  );
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const games = wholeOption(argv, '--games', SHIPPED_GAMES);
  const seed = wholeOption(argv, '--seed', SHIPPED_SEED);
  const o = argv.indexOf('--out');
  const out = o < 0 ? PUZZLE_SET_FILE : argv[o + 1];
  if (out === undefined) throw new CliFailure('--out needs a file');
  const solved = solvedTableFor(SOLVED_DIR);
  const started = performance.now();
  let shown = 0;
  const found = generatePuzzles(solved, { games, seed }, (done, total, positions, puzzles) => {
    if (done < total && performance.now() - shown < 5000) return;
    shown = performance.now();
    io.err(`${done} of ${total} games · ${positions} positions · ${puzzles} puzzles`);
  });
  const seconds = (performance.now() - started) / 1000;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, puzzleSetJson(found.puzzles));
  const themes = Object.entries(themeCounts(found))
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  io.out(`${found.puzzles.length} puzzles from ${found.games} games written to ${out}.`);
  io.out(`Themes: ${themes}.`);
  io.out(
    `${found.positions} positions examined in ${seconds.toFixed(1)} s: ${Math.round(found.positions / seconds)} positions/s.`,
  );
  return 0;
}

await runIfEntry(import.meta.url, main);
