// Expert AI benchmark: strength over 20,000 seeded games against each level, decision time, exploitability.
import {
  CHARACTERS,
  createAi,
  deriveSeed,
  EXPERT_ITERATIONS,
  ExpertAi,
  playGame,
  Rng,
  type AiLevel,
  type Plan,
  type TurnView,
} from '../../engine';
import { planSet, TurnSolver } from '../../engine/ai/equilibrium';
import type { Bench } from './types';

/** An expert that times each of its decisions. */
class TimedExpert extends ExpertAi {
  constructor(
    seed: number,
    private readonly times: number[],
  ) {
    super(seed);
  }

  override plan(view: TurnView): Plan {
    const start = performance.now();
    const plan = super.plan(view);
    this.times.push(performance.now() - start);
    return plan;
  }
}

function strength(opponent: AiLevel, games: number, times: number[]) {
  const t = { wins: 0, draws: 0, losses: 0 };
  for (let seed = 0; seed < games; seed++) {
    const asA = seed % 2 === 0;
    const expert = new TimedExpert(deriveSeed(seed, asA ? 1 : 2), times);
    const other = createAi(opponent, deriveSeed(seed, asA ? 2 : 1));
    const r = playGame(asA ? expert : other, asA ? other : expert);
    if (r.winner === 'draw') t.draws++;
    else if ((r.winner === 'A') === asA) t.wins++;
    else t.losses++;
  }
  return t;
}

/** The mean exploitability of the expert's turn strategy over random positions. */
function exploitability(samples: number): { mean: number; max: number } {
  const rng = new Rng(2026);
  const solver = new TurnSolver();
  let total = 0;
  let max = 0;
  for (let i = 0; i < samples; i++) {
    const mine = planSet(rng.int(CHARACTERS.length), rng.int(64));
    const theirs = planSet(rng.int(CHARACTERS.length), rng.int(64));
    const e = solver.solve(mine, theirs, EXPERT_ITERATIONS).exploitability;
    total += e;
    max = Math.max(max, e);
  }
  return { mean: total / samples, max };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

export const expertBench: Bench = {
  id: 'expert',
  title: 'Expert AI: strength, decision time, exploitability',
  run() {
    const games = 20_000;
    const times: number[] = [];
    const rows = (['random', 'greedy', 'expert'] as const).map((opponent) => ({
      opponent,
      ...strength(opponent, games, times),
    }));
    times.sort((a, b) => a - b);
    const e = exploitability(2000);
    const [vsRandom, vsGreedy] = rows;
    const ratioOk = vsGreedy!.wins >= 2.5 * vsGreedy!.losses;
    const randomOk = vsRandom!.wins >= 0.4 * games;
    const p99 = percentile(times, 0.99);
    return [
      `Expert against each level over ${fmt(games)} seeded games (seats alternate; counts are the expert's):`,
      '',
      '| opponent | wins | draws | losses | wins : losses |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.opponent} | ${fmt(r.wins)} (${pct(r.wins, games)}) | ${fmt(r.draws)} (${pct(r.draws, games)}) | ` +
          `${fmt(r.losses)} (${pct(r.losses, games)}) | ${r.losses === 0 ? '∞' : (r.wins / r.losses).toFixed(2)} |`,
      ),
      '',
      `Goals: beats greedy at least 2.5 : 1 in wins to losses: **${ratioOk ? 'met' : 'NOT met'}**; wins at least 40 % of its games against random: **${randomOk ? 'met' : 'NOT met'}**.`,
      '',
      `Decision time per move (${fmt(times.length)} decisions, ${EXPERT_ITERATIONS} regret-matching iterations each): p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms. Goal p99 under 20 ms: **${p99 < 20 ? 'met' : 'NOT met'}**.`,
      '',
      `Exploitability of the equilibrium part of its turn strategy, over 2,000 random positions (the most a fully informed opponent gains per turn beyond the turn's value, in win-minus-loss probability): mean ${e.mean.toFixed(4)}, max ${e.max.toFixed(4)}. Lower is better; 0 is an exact equilibrium.`,
    ].join('\n');
  },
};
