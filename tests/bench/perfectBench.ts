// Perfect AI benchmark (issue 26): exploitability over the whole game against the expert's, strength against every
// level, decision time, and the solve's time, memory and determinism (the replay analysis's time: analysisBench.ts).
import { loadavg } from 'node:os';
import { loadSolvedTable } from '../../api/solved/tableFiles';
import { PLAYER_LEVELS, type AiLevel } from '../../engine';
import { PAIR_ENTRIES } from '../../engine/solved/solvedTable';
import { exploitability, type Exploitability } from './exploitability';
import { beatsTest, perfectStrength, type LevelResult } from './perfectStrength';
import { rerunSolve } from './solveRerun';
import { strategyMismatches } from './strategyCheck';
import { retimeDecisions } from './decisionTiming';
import type { Bench } from './types';

const GAMES = 20_000;
const OPPONENTS: readonly AiLevel[] = ['expert', 'greedy', 'random'];
const CHECKS = 2000;
/** Every this many of the games' decision positions is timed again on one thread. */
const RETIME_STEP = 5;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;
const met = (ok: boolean) => `**${ok ? 'met' : 'NOT met'}**`;
const sci = (x: number) => (Math.abs(x) < 1e-3 && x !== 0 ? x.toExponential(2) : x.toFixed(4));
const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const levelName = (l: AiLevel) => Object.entries(PLAYER_LEVELS).find(([, ai]) => ai === l)?.[0] ?? l;
const ms = (t: number) => `${t.toFixed(2)} ms`;

function exploitRow(name: string, e: Exploitability): string {
  return (
    `| ${name} | ${sci(e.worstCase)} | **${sci(-e.worstCase)}** | ${e.reply.letter} on square ${e.reply.square} | ` +
    `${sci(e.worstGap)} | ${sci(e.meanGap)} | ${Math.round(e.seconds)} s |`
  );
}

function strengthRow(r: LevelResult): string {
  const t = beatsTest(r);
  return (
    `| ${levelName(r.opponent)} (${r.opponent}) | ${fmt(r.wins)} (${pct(r.wins, r.games)}) | ` +
    `${fmt(r.draws)} (${pct(r.draws, r.games)}) | ${fmt(r.losses)} (${pct(r.losses, r.games)}) | ` +
    `${t.z.toFixed(1)} | ${t.p < 1e-6 ? '< 1e-6' : t.p.toPrecision(2)} | ${t.low.toFixed(3)} … ${t.high.toFixed(3)} |`
  );
}

export const perfectBench: Bench = {
  id: 'perfect',
  title: 'Perfect AI: exploitability, strength, decision time, the solve (issue 26)',
  async run() {
    const load = loadavg()[0]!.toFixed(2);
    const solved = loadSolvedTable();
    const mismatches = strategyMismatches(solved, CHECKS);
    const perfect = await exploitability('perfect');
    const expert = await exploitability('expert');
    const strength = await perfectStrength(OPPONENTS, GAMES);
    const retimed = retimeDecisions(solved, strength.positions, RETIME_STEP);
    const solve = rerunSolve();
    const times = strength.times;
    const p99 = percentile(times, 0.99);
    const p99Quiet = percentile(retimed, 0.99);
    const byLevel = (l: AiLevel) => strength.results.find((r) => r.opponent === l)!;
    const vsExpert = beatsTest(byLevel('expert'));
    const neverBehind = strength.results.every((r) => r.wins >= r.losses);
    const deterministic = solve.sha256 === solve.shippedSha256;
    return [
      `Load average when it started: ${load} (2 cores; other work shared the machine).`,
      '',
      '### Exploitability over the whole game',
      '',
      "What an opponent who knows the AI's strategy at every position can expect against it, by backward induction over the whole game from the last turn back, then its best character and square against the AI's opening. Exploitability is the game's value (0: the game is the same from either seat) minus the AI's worst-case expected result (+1 a win, −1 a loss).",
      '',
      "| AI | worst-case result | exploitability | best reply's opening | largest over positions: table value − best-response value | mean over positions | time (2 workers) |",
      '|---|---:|---:|---|---:|---:|---:|',
      exploitRow('perfect', perfect),
      exploitRow('expert (first-turn beliefs at every position)', expert),
      '',
      `Goal: Perfect's exploitability at most 0.001: ${met(-perfect.worstCase <= 0.001)}. (What the table's making allows: each turn's values are rounded to a step of 1/32,767, so at most 1/65,534 off, and Perfect's strategy is exact to 1e-7 against them; over ten turns that bounds the loss by about 1.5e-4.)`,
      '',
      `Both passes cover all ${fmt(perfect.positions)} positions (16 × 16 ordered character pairs × 10 turns × 64 × 64 square pairs), the AI's strategy computed at every one of them: Perfect's ${fmt(perfect.positions)} matrix games, the expert's ${fmt(expert.positions / 10)} regret-matching solves of 400 iterations (its strategy does not depend on the turn). Neither strategy is reliably the same on positions the board's symmetries exchange, so the symmetry classes would not do: Perfect's simplex may stop at another of several equilibria, and the expert's regret matching can tip another way on rounding where regrets are near zero (a first version of this pass that computed the expert once per symmetry class found best-response values 0.03 apart on exchanged positions).`,
      '',
      `The strategies are read exactly as the AIs compute them before drawing: at ${fmt(CHECKS)} random positions, the plan drawn from the pass's strategy with the AI's own first draw differed from the AI's plan ${mismatches.perfect} times for Perfect and ${mismatches.expert} times for the expert (on its first turn).`,
      '',
      '### Perfect against every level',
      '',
      `${fmt(GAMES)} seeded games against each level (seats alternate; counts are Perfect's; ${Math.round(strength.seconds)} s on 2 workers). z is the sign test on the decisive games, (wins − losses) / √(wins + losses); p its one-sided p-value; the interval is the 95 % confidence interval of Perfect's mean result per game (+1 win, 0 draw, −1 loss):`,
      '',
      '| opponent | wins | draws | losses | z | p | mean result, 95 % interval |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...strength.results.map(strengthRow),
      '',
      `Perfect beats expert with 95 % confidence (z above 1.645): ${met(vsExpert.z > 1.645)}. It loses no more than it wins against every level: ${met(neverBehind)}.`,
      '',
      '### Decision time',
      '',
      "Perfect's turn decisions (`PerfectAi.plan`: one matrix game solved against the table's next-turn values, and a draw):",
      '',
      '| measured | decisions | p50 | p99 | max |',
      '|---|---:|---:|---:|---:|',
      `| during those games, both workers playing | ${fmt(times.length)} | ${ms(percentile(times, 0.5))} | ${ms(p99)} | ${ms(times.at(-1)!)} |`,
      `| every ${RETIME_STEP}th of those positions again, one at a time on one thread after the games | ${fmt(retimed.length)} | ${ms(percentile(retimed, 0.5))} | ${ms(p99Quiet)} | ${ms(retimed.at(-1)!)} |`,
      '',
      `Goal p99 under 5 ms: ${met(p99 < 5)} during the games, ${met(p99Quiet < 5)} one at a time.`,
      '',
      "The replay analysis's time has a section of its own (`npm run bench -- analysis`, below).",
      '',
      '### The solve',
      '',
      `\`npm run solve -- --out /tmp/solved-bench\` rerun once under \`/usr/bin/time -v\`: ${solve.wallSeconds.toFixed(1)} s wall (the solver's own count: ${solve.solveSeconds} s on ${solve.workers} workers, ${solve.exactSolves} positions needed the exact solver), maximum resident set size ${fmt(solve.maxRssKib / 1024)} MiB (the one Node process, its worker threads included). The shipped manifest records ${solve.shipped.solveSeconds} s on ${solve.shipped.workers} workers and ${solve.shipped.exactSolves} exact solves for the solve that wrote it.`,
      '',
      `Its values.bin has SHA-256 \`${solve.sha256}\`; the shipped one \`${solve.shippedSha256}\`: the solve is ${deterministic ? '**deterministic** (the same bytes)' : '**not deterministic** (different bytes)'}.`,
      '',
      `The shipped table: values.bin ${fmt(solve.valuesBytes)} bytes, manifest.json ${fmt(solve.manifestBytes)} bytes; one pair's slice, what a replay's analysis needs, ${fmt(PAIR_ENTRIES * 2)} bytes.`,
      '',
      '### How measured',
      '',
      "- Exploitability: `tests/bench/exploitability.ts` (worker threads, `exploitWorker.ts`). For each ordered pair (the AI's character, the opponent's) and each turn from 10 back to 1, at every position the AI's mixed strategy (Perfect: `solvePosition(turnGame(table, …)).row`, as `PerfectAi.plan`; the expert: regret matching and its blend with its beliefs at their prior, as `ExpertAi.plan` on a game's first turn) is answered by the opponent's best real plan, every move and every hit in range (`bestResponse.ts`), with the best-response values of the next positions as continuation (0 after turn 10). Each AI plans from its own side whatever its seat, and a turn's outcome treats the seats alike, so one side covers both seats. The opening: the opponent's best (character, square) against the AI's opening, Perfect's from the manifest's (character, class) picks spread evenly over each class's squares (`CLASS_MEMBERS`), the expert's a uniform character on a uniform square of most mobility.",
      "- The expert's figure is for the expert as it plays the first turn of a game: in a game it updates its beliefs after each turn, and a best responder could steer those too; this measures the strategy it starts from, at every position. It solves each turn as if nothing came after it, so an opponent who knows its strategy gains most over several turns.",
      `- Strength and decision time: \`perfectStrength.ts\` on worker threads (\`perfectGamesWorker.ts\`), seeds 0 to 19,999 per level, Perfect seated A on even seeds with the seeds \`playAiGame\` gives the seats; every \`PerfectAi.plan\` call timed with \`performance.now()\` while both workers ran, then every ${RETIME_STEP}th of those positions timed again on the main thread alone (\`decisionTiming.ts\`).`,
      '- The solve: `solveRerun.ts` runs `/usr/bin/time -v npm run solve -- --out /tmp/solved-bench` (both workers) and compares SHA-256s of the two values.bin files.',
    ].join('\n');
  },
};
