// Replay analysis time (issue 26): a 10-turn game analysed by the engine's analyseGame in Node and in headless
// Debian Chromium, cold (a fresh page's first call of the engine) and as the replay page runs it (the warm-up,
// engine/solved/warmUp.ts, while the game's values are fetched, then the analysis).
import { loadSolvedTable } from '../../api/solved/tableFiles';
import { browserAnalysisTimes, nodeAnalysisTimes, pairName, tenTurnGame } from './analysisTiming';
import type { Bench } from './types';

const NODE_RUNS = 200;
/** Fresh Chromium pages for each way, and analyses in each. */
const PAGES = 20;
const PAGE_RUNS = 20;
const GOAL_MS = 50;

const ms = (t: number) => `${t.toFixed(1)} ms`;
const middle = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)]!;
const list = (sorted: readonly number[]) => sorted.map((t) => t.toFixed(0)).join(', ');

export const analysisBench: Bench = {
  id: 'analysis',
  title: 'Replay analysis: a 10-turn game against the solved game, in Node and in Chromium (issue 26)',
  async run() {
    const game = tenTurnGame(loadSolvedTable());
    const node = nodeAnalysisTimes(game, NODE_RUNS);
    const cold = await browserAnalysisTimes(game, PAGES, PAGE_RUNS, false);
    const page = await browserAnalysisTimes(game, PAGES, PAGE_RUNS, true);
    const worst = page.cold.at(-1)!;
    return [
      `The game: the first seeded Perfect-against-Perfect game that lasts ten turns, ${pairName(game.characters)}, analysed by \`analyseGame\` over the pair's \`PairValues\` (ten matrix games, the largest of the game at turn 1).`,
      '',
      '| where | first analysis in a fresh page (median, slowest) | every later one (median, slowest) |',
      '|---|---|---|',
      `| Node, this process | ${ms(node.first)} | ${ms(node.median)}, ${ms(node.max)} |`,
      `| Chromium ${cold.version}, cold: the engine's first call | ${ms(middle(cold.cold))}, ${ms(cold.cold.at(-1)!)} | ${ms(middle(cold.warm))}, ${ms(cold.warm.at(-1)!)} |`,
      `| Chromium, as the replay page runs it: the warm-up while the values are fetched, then the analysis | ${ms(middle(page.cold))}, ${ms(page.cold.at(-1)!)} | ${ms(middle(page.warm))}, ${ms(page.warm.at(-1)!)} |`,
      '',
      `The warm-up itself (200 small made-up matrix games and one made-up turn, run while the 12.8 KB pair is on its way): median ${ms(middle(page.warmUps))}, slowest ${ms(page.warmUps.at(-1)!)}. The warm-up and the first analysis together, a player's wait if the fetch took no time: median ${ms(middle(page.totals))}, slowest ${ms(worst)}; cold, the first analysis alone: median ${ms(middle(cold.cold))}, slowest ${ms(cold.cold.at(-1)!)}.`,
      '',
      `Goal under ${GOAL_MS} ms in the browser (the analysis as the replay page runs it, after the warm-up that overlaps the fetch, the slowest of ${PAGES} fresh pages): **${worst < GOAL_MS ? 'met' : 'NOT met'}** (${ms(worst)}). Each page, the analysis: ${list(page.cold)} ms. A player waits for the fetch or the warm-up, whichever is longer, then the analysis; with a fetch that took no time at all, warm-up and analysis together: ${list(page.totals)} ms${page.totals.at(-1)! < GOAL_MS ? '' : ` (over ${GOAL_MS} ms in ${page.totals.filter((t) => t >= GOAL_MS).length} of ${PAGES} pages: the warm-up pays the compiling the cold analysis would pay, so it helps only while the values are on their way, as on any real network)`}. Cold, with no warm-up, each page's first analysis: ${list(cold.cold)} ms: V8 runs the simplex unoptimised until it is hot, and turn 1's game is the largest. Later analyses in a page are warm; their slowest figures are the machine's other work, not the analysis.`,
      '',
      `How measured: \`analysisTiming.ts\`, in fresh blank pages (a browser context each) with \`analysisPage.ts\` bundled by esbuild (minified, ${(page.scriptBytes / 1024).toFixed(0)} KB), the same engine code the replay page runs; the pair's values are handed to the page before timing, as the fetch would. The replay page (web/src/replay/useGameAnalysis.ts) starts the fetch, runs the warm-up, then analyses.`,
    ].join('\n');
  },
};
