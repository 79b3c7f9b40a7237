// Engine benchmarks: whole random games per second (against a naive baseline) and the AI strength table.
import { deriveSeed, playAiGame, playGame, type AiLevel } from '../../engine';
import { NaiveRandomAi } from './naiveRandomAi';
import type { Bench } from './types';

/** Games per second of `play(seed)`, the median of several one-second rounds after a warm-up. */
function gamesPerSecond(play: (seed: number) => unknown, rounds = 5, roundMs = 1000): number {
  let seed = 0;
  const round = (ms: number) => {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < ms) {
      for (let i = 0; i < 1000; i++) play(seed++);
      games += 1000;
    }
    return games / ((performance.now() - start) / 1000);
  };
  round(500);
  const rates = Array.from({ length: rounds }, () => round(roundMs)).sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)]!;
}

/** Wins, draws and losses of `level` against `opponent`, alternating seats so neither seat is favoured. */
function strength(level: AiLevel, opponent: AiLevel, games: number) {
  const t = { wins: 0, draws: 0, losses: 0, turns: 0 };
  for (let seed = 0; seed < games; seed++) {
    const asA = seed % 2 === 0;
    const r = playAiGame({ seed, a: asA ? level : opponent, b: asA ? opponent : level });
    t.turns += r.turns;
    if (r.winner === 'draw') t.draws++;
    else if ((r.winner === 'A') === asA) t.wins++;
    else t.losses++;
  }
  return t;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

export const engineBench: Bench = {
  id: 'engine',
  title: 'Engine: game speed and AI strength',
  run() {
    const fast = gamesPerSecond((seed) => playAiGame({ seed, a: 'random', b: 'random' }));
    const naive = gamesPerSecond((seed) =>
      playGame(new NaiveRandomAi(deriveSeed(seed, 1)), new NaiveRandomAi(deriveSeed(seed, 2))),
    );
    const speedOk = fast >= 300_000 && fast >= 5 * naive;
    const games = 100_000;
    const rows = (
      [
        ['greedy', 'random'],
        ['greedy', 'greedy'],
        ['random', 'random'],
      ] as const
    ).map(([level, opponent]) => {
      const t = strength(level, opponent, games);
      const ratio = t.losses === 0 ? '∞' : (t.wins / t.losses).toFixed(2);
      return { level, opponent, ...t, ratio };
    });
    const greedyVsRandom = rows[0]!;
    const strengthOk = greedyVsRandom.wins >= 10 * greedyVsRandom.losses;
    return [
      'Random-vs-random whole games (choose, place, up to ten turns) on one core, median of five 1-second rounds:',
      '',
      '| implementation | games/s |',
      '|---|---:|',
      `| engine (precomputed target tables) | ${fmt(fast)} |`,
      `| naive (scans all 64 squares per range) | ${fmt(naive)} |`,
      `| speed-up | ${(fast / naive).toFixed(1)}× |`,
      '',
      `Goal: at least 300,000 games/s and at least 5× the naive one: **${speedOk ? 'met' : 'NOT met'}**.`,
      '',
      `AI strength over ${fmt(games)} seeded games each (seats alternate; counts are for the first-named level):`,
      '',
      '| level | opponent | wins | draws | losses | wins : losses | average turns |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.level} | ${r.opponent} | ${fmt(r.wins)} (${pct(r.wins, games)}) | ${fmt(r.draws)} (${pct(r.draws, games)}) | ` +
          `${fmt(r.losses)} (${pct(r.losses, games)}) | ${r.ratio} | ${(r.turns / games).toFixed(2)} |`,
      ),
      '',
      `Goal: greedy wins at least 10 times as often as it loses against random: **${strengthOk ? 'met' : 'NOT met'}**.`,
    ].join('\n');
  },
};
