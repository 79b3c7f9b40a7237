// Engine benchmarks: whole random games per second (against a naive reference game) and the AI strength table.
import { deriveSecretSeed, playAiGame, type AiLevel } from '../../engine';
import { naiveRandomGame, naiveSecretRandomGame } from './naiveGame';
import type { Bench } from './types';

/** One contender of the speed race: a whole random game for the i-th seed. */
type Play = (i: number) => unknown;

/** Seconds of CPU this process has used: a shared machine's other work does not slow this clock down. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Games per CPU-second of each contender, rounds interleaved (a round of each in turn) so that the engine and
 * its reference share the machine's state; medians of the rounds, and of the per-round ratios of `pairs`.
 */
function race(contenders: Record<string, Play>, rounds = 9, roundCpuS = 0.4) {
  const next: Record<string, number> = {};
  const rates: Record<string, number[]> = {};
  const round = (name: string, seconds: number) => {
    const play = contenders[name]!;
    const start = cpuSeconds();
    let games = 0;
    while (cpuSeconds() - start < seconds) {
      for (let i = 0; i < 50; i++) play(next[name]!++);
      games += 50;
    }
    return games / (cpuSeconds() - start);
  };
  for (const name of Object.keys(contenders)) {
    next[name] = 0;
    rates[name] = [];
    round(name, roundCpuS);
  }
  for (let r = 0; r < rounds; r++)
    for (const name of Object.keys(contenders)) rates[name]!.push(round(name, roundCpuS));
  const rate = (name: string) => median(rates[name]!);
  const ratios = (a: string, b: string) => rates[a]!.map((x, i) => x / rates[b]![i]!).sort((x, y) => x - y);
  return { rate, ratios };
}

/** Throws unless the engine and the naive reference play the very same games (so they race on the same work). */
function checkSameGames(engine: Play, naive: Play, games: number): void {
  for (let i = 0; i < games; i++) {
    const [e, n] = [JSON.stringify(engine(i)), JSON.stringify(naive(i))];
    if (e !== n) throw new Error(`game ${i}: the engine played ${e}, the naive reference ${n}`);
  }
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
    // Secret seeds as hosted games have them (64 hex digits), made before the race.
    const secrets = Array.from({ length: 1024 }, (_, i) => deriveSecretSeed('0'.repeat(64), `bench/${i}`));
    const secretOf = (i: number) => secrets[i % secrets.length]!;
    const contenders: Record<string, Play> = {
      engine: (seed) => playAiGame({ seed, a: 'random', b: 'random' }),
      naive: (seed) => naiveRandomGame(seed),
      engineSecret: (i) => playAiGame({ seed: secretOf(i), a: 'random', b: 'random' }),
      naiveSecret: (i) => naiveSecretRandomGame(secretOf(i)),
    };
    checkSameGames(contenders.engine!, contenders.naive!, 5000);
    checkSameGames(contenders.engineSecret!, contenders.naiveSecret!, 500);
    const { rate, ratios } = race(contenders);
    const speedUp = ratios('engine', 'naive');
    const secretSpeedUp = ratios('engineSecret', 'naiveSecret');
    const times = (xs: readonly number[]) =>
      `${median(xs).toFixed(1)}× (rounds ${xs[0]!.toFixed(1)}–${xs[xs.length - 1]!.toFixed(1)}×)`;
    const speedOk = rate('engine') >= 300_000 && median(speedUp) >= 5;
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
      'Random-vs-random whole games (choose, place, up to ten turns), `playAiGame` against a naive reference game ' +
        '(tests/bench/naiveGame.ts: its own loop, every range found by scanning the 64 squares, its own Mulberry32, ' +
        "or Node's native HMAC-SHA256 for a secret seed). Both play the very same games for each seed (checked " +
        'first: 5,000 numeric and 500 secret seeds). Games per CPU-second of the process, nine rounds of 0.4 s each, ' +
        'the four interleaved; medians, and the median and range of the per-round ratios (the machine is shared):',
      '',
      '| seed | engine games/s | naive games/s | engine ÷ naive |',
      '|---|---:|---:|---:|',
      `| number (simulations) | ${fmt(rate('engine'))} | ${fmt(rate('naive'))} | ${times(speedUp)} |`,
      `| secret, 64 hex digits (hosted games) | ${fmt(rate('engineSecret'))} | ${fmt(rate('naiveSecret'))} | ${times(secretSpeedUp)} |`,
      '',
      `Goal: at least 300,000 games/s and at least 5× the naive one with numeric seeds: **${speedOk ? 'met' : 'NOT met'}**. ` +
        "With secret seeds both sides spend most of a game on HMAC-SHA256 (a block per eight draws, and two derived keys); the engine's is " +
        "pure JavaScript (noble) so that a browser can replay a game, the reference's is Node's native one, so no goal is set on that row.",
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
