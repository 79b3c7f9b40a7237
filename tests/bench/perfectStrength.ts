// Perfect against each other level over seeded games on worker threads (tests/bench/perfectGamesWorker.ts), with
// Perfect's turn decision times, and the tests that say whether it beats a level.
import type { AiLevel } from '../../engine';
import type { GamesAnswer, GamesTask } from './perfectGamesWorker';
import { progress, runOnWorkers } from './workerPool';

export interface LevelResult {
  readonly opponent: AiLevel;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

const CHUNK = 500;

/** `games` seeded games of Perfect against each of `opponents` (seats alternate), and every decision's time. */
export async function perfectStrength(
  opponents: readonly AiLevel[],
  games: number,
): Promise<{ results: LevelResult[]; times: Float64Array; positions: Int8Array; seconds: number }> {
  const started = performance.now();
  const tasks: GamesTask[] = opponents.flatMap((opponent) =>
    Array.from({ length: Math.ceil(games / CHUNK) }, (_, k) => ({
      opponent,
      from: k * CHUNK,
      to: Math.min(games, (k + 1) * CHUNK),
    })),
  );
  const answers = await runOnWorkers<GamesAnswer>(
    new URL('./perfectGamesWorker.ts', import.meta.url),
    tasks,
    progress('perfect games', tasks.length),
  );
  const results = opponents.map((opponent) => {
    const mine = answers.filter((_, i) => tasks[i]!.opponent === opponent);
    const sum = (key: 'wins' | 'draws' | 'losses') => mine.reduce((s, a) => s + a[key], 0);
    return { opponent, games, wins: sum('wins'), draws: sum('draws'), losses: sum('losses') };
  });
  const times = concat(
    answers.map((a) => a.times),
    Float64Array,
  );
  const positions = concat(
    answers.map((a) => a.positions),
    Int8Array,
  );
  return { results, times: times.sort(), positions, seconds: (performance.now() - started) / 1000 };
}

function concat<A extends Float64Array | Int8Array>(parts: readonly A[], Kind: new (n: number) => A): A {
  const out = new Kind(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Whether Perfect's wins outnumber its losses beyond chance: on the decisive games, the sign test's normal
 * approximation (z = (W − L) / √(W + L), one-sided), and the 95 % interval of the mean result per game (+1 a win,
 * −1 a loss, 0 a draw).
 */
export function beatsTest(r: LevelResult): { z: number; p: number; low: number; high: number } {
  const decisive = r.wins + r.losses;
  const z = decisive === 0 ? 0 : (r.wins - r.losses) / Math.sqrt(decisive);
  const mean = (r.wins - r.losses) / r.games;
  const variance = decisive / r.games - mean * mean;
  const half = 1.96 * Math.sqrt(variance / r.games);
  return { z, p: 1 - normalCdf(z), low: mean - half, high: mean + half };
}
