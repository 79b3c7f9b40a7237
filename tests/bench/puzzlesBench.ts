// Puzzles (issue 42): the generator's rate on the shipped solved table (tests/bench/puzzleGeneratorRate.ts) and the
// puzzle page's time to interactive on a phone profile (tests/bench/puzzlePageTiming.ts). PUZZLES_BENCH_RUNS sets
// the number of page loads of each kind (10 by default) and caps the generator's runs (5); PUZZLES_BENCH_GAMES the
// generator's slice (for a quick try; the report says what ran).
import { PUZZLE_MATCHES } from '../../engine';
import { generatorRate, type GeneratorRun } from './puzzleGeneratorRate';
import {
  CPU_SLOWDOWN,
  NETWORKS,
  PUZZLE_PAGE,
  puzzlePageTimes,
  type AssetSizes,
  type PageLoad,
} from './puzzlePageTiming';
import type { Bench } from './types';

/** The generator's slice: the shipped run's first games, 200 of each AI pairing. */
const GAMES = 1200;
const WARM_UP_GAMES = 60;
const GENERATOR_RUNS = 5;
const PAGE_RUNS = 10;
/** This project's goal (the issue asks for the figure only): the median cold load on Slow 4G, CPU 4x slower. */
const GOAL_MS = 3000;
const GOAL_NETWORK = 'Slow 4G';

function whole(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const up = (x: number, y: number) => x - y;
const median = (xs: readonly number[]) => [...xs].sort(up)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;

const MATCH_NAMES: Record<string, string> = { perfect: 'Perfect', expert: 'expert', random: 'random' };

async function generatorSection(games: number, runs: number): Promise<string> {
  const rate = await generatorRate(games, runs, WARM_UP_GAMES);
  const positionsPerS = (r: GeneratorRun) => r.positions / r.seconds;
  const puzzlesPerS = (r: GeneratorRun) => r.puzzles / r.seconds;
  const rates = rate.runs.map(positionsPerS);
  const mid = median(rates);
  const spread = (100 * (Math.max(...rates) - Math.min(...rates))) / mid;
  const first = rate.runs[0]!;
  const perGame = first.positions / games;
  const shippedMinutes = (rate.shippedGames * perGame) / mid / 60;
  const rows = rate.runs.map(
    (r, i) =>
      `| ${i + 1} | ${r.seconds.toFixed(2)} s | ${fmt(positionsPerS(r))} | ${fmt(puzzlesPerS(r), 1)} | ${fmt((100 * r.cpuSeconds) / r.seconds)} % |`,
  );
  const matchRows = PUZZLE_MATCHES.map(([a, b], m) => {
    const times = rate.runs.map((r) => r.byMatch[m]!.ms);
    const positions = first.byMatch[m]!.positions;
    const total = median(rate.runs.map((r) => r.byMatch.reduce((sum, x) => sum + x.ms, 0)));
    return `| ${MATCH_NAMES[a]} against ${MATCH_NAMES[b]} | ${fmt(positions)} | ${fmt((100 * median(times)) / total)} % | ${fmt((positions * 1000) / median(times))} |`;
  });
  return [
    '### The generator',
    '',
    `\`generatePuzzles\` (engine/puzzles/generator.ts), as \`npm run puzzles\` runs it, on the shipped solved table (loaded and checked in ${rate.tableSeconds.toFixed(2)} s, not counted), over a fixed slice: the first ${fmt(games)} of the ${fmt(rate.shippedGames)} games \`npm run puzzles\` plays for the shipped set (seed ${rate.seed}), ${fmt(games / PUZZLE_MATCHES.length)} of each AI pairing. A position examined is one turn of a game from one side (every turn from both sides), the games' own play included; the slice has ${fmt(first.positions)} positions and ${fmt(first.puzzles)} distinct puzzles. One warm-up run over the first ${WARM_UP_GAMES} games first, not counted; then ${rate.runs.length} runs in this process, one after the other (the generator is single-threaded: CPU over wall time under 100 % means the process waited for a core, above it V8's helper threads):`,
    '',
    '| run | time | positions/s | puzzles found/s | CPU over wall time |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
    `**${fmt(mid)} positions/s** (median of ${rate.runs.length} runs; slowest ${fmt(Math.min(...rates))}, fastest ${fmt(Math.max(...rates))}: a spread of ${spread.toFixed(1)} % of the median), **${fmt(median(rate.runs.map(puzzlesPerS)), 1)} puzzles found/s** (distinct in the slice; over a longer run more of them are found again, so the shipped run finds fewer per second). At the median rate the shipped run's ${fmt(rate.shippedGames)} games (about ${fmt(rate.shippedGames * perGame)} positions at this slice's ${perGame.toFixed(1)} a game) take about ${shippedMinutes.toFixed(1)} min on one core.`,
    '',
    "By AI pairing (each game timed through the generator's progress hook; the median of the runs):",
    '',
    '| pairing | positions | share of the time | positions/s |',
    '|---|---:|---:|---:|',
    ...matchRows,
  ].join('\n');
}

function loadRow(network: string, kind: string, loads: readonly PageLoad[]): string {
  const tti = loads.map((l) => l.interactive).sort(up);
  const fcp = loads.map((l) => l.fcp).sort(up);
  const where = `${s(median(loads.map((l) => l.documentEnd)))} / ${s(median(loads.map((l) => l.assetsEnd)))} / ${s(median(loads.map((l) => l.attemptEnd)))}`;
  return `| ${network} | ${kind} | **${s(median(tti))}**, ${s(tti.at(-1)!)} | ${s(median(fcp))}, ${s(fcp.at(-1)!)} | ${where} | ${kb(median(loads.map((l) => l.bytes)))} | ${median(loads.map((l) => l.requests))} |`;
}

/** What a cold load's built files weigh, plain and as the server sent them. */
function assetsSentence(a: AssetSizes): string {
  const got = Object.entries(a.encodings)
    .sort(([, x], [, y]) => y - x)
    .map(
      ([encoding, n]) =>
        `${n} ${encoding === 'none' ? 'without a `Content-Encoding`' : `as \`${encoding}\``}`,
    )
    .join(', ');
  const asked = a.acceptEncodings.map((h) => `\`${h}\``).join(' or ');
  const brOffered = a.acceptEncodings.some((h) => /\bbr\b/.test(h));
  return [
    `A cold load fetches ${a.files} built files (JavaScript and CSS under /assets/) of ${kb(a.bytes)} uncompressed. The build writes brotli and gzip copies beside them (web/precompress.ts), of ${kb(a.brBytes)} and ${kb(a.gzipBytes)} for these files, and the server sends the copy a request takes (@fastify/static's \`preCompressed\`, api/app.ts), nothing compressed per request.`,
    `Chromium asked for them with \`Accept-Encoding\` ${asked === '' ? '(not seen)' : asked} and got ${got === '' ? 'nothing over the network' : got}: ${kb(a.receivedBytes)} of bodies (Resource Timing's \`encodedBodySize\`).`,
    !brOffered && a.acceptEncodings.length > 0
      ? 'Chromium offers `br` only to HTTPS sites and this server is plain HTTP on 127.0.0.1, so the bench gets the gzip copies; a phone on the real site (behind HTTPS) gets the brotli ones.'
      : '',
  ]
    .filter((x) => x !== '')
    .join(' ');
}

async function pageSection(runs: number): Promise<string> {
  const t = await puzzlePageTimes(runs);
  const all = t.results.flatMap((r) => [...r.cold, ...r.warm]);
  const slowdown = median(all.map((l) => l.loopMs)) / t.loopBaseMs;
  const goalIndex = NETWORKS.findIndex((n) => n.name === GOAL_NETWORK);
  const goalLoads = t.results[goalIndex]!.cold.map((l) => l.interactive).sort(up);
  const goalMedian = median(goalLoads);
  const rows = NETWORKS.flatMap((n, i) => [
    loadRow(n.name, 'cold', t.results[i]!.cold),
    loadRow(n.name, 'warm', t.results[i]!.warm),
  ]);
  return [
    '### The puzzle page on a phone',
    '',
    `\`${PUZZLE_PAGE}\` opened signed out in Debian's Chromium ${t.version} (headless, through playwright-core) in a phone's context: 390 x 844 CSS pixels at a device scale factor of 3, \`isMobile\`, \`hasTouch\`, the user agent of Chrome on Android (\`${t.userAgent}\`). The page's CPU slowed ${CPU_SLOWDOWN}x (\`Emulation.setCPUThrottlingRate\`; checked in each page once usable: a fixed loop took ${slowdown.toFixed(1)}x its time in unthrottled blank pages, ${fmt(t.loopBaseMs)} ms there, the median of each) and its network throttled (\`Network.emulateNetworkConditions\`, per request), on two networks: ${NETWORKS.map((n) => `**${n.name}**, ${n.note}`).join('; ')}. The product as \`npm start\` runs it: the web client built by Vite (production), the server bundled by esbuild and run by node in a process of its own (tests/bench/puzzlePageServer.ts: SQLite in memory, the shipped solved table and puzzle set loaded at start, the per-address budgets raised since every load comes from 127.0.0.1).`,
    '',
    `Time to interactive: from the navigation's start to the first frame in which a move square of the board (\`button.g-sq.g-sq-move\`) is there, visible and enabled, so the player can pick a move (looked for on every animation frame by a script the page runs before its own). FCP: the page's \`first-contentful-paint\` entry. **Cold**: a fresh context (nothing cached, no cookies or storage); **warm**: a second tab in the same context, after the first load ended (its HTTP cache filled). ${runs} rounds, each a new context with a cold then a warm load on every network in turn:`,
    '',
    '| network | load | interactive: median, slowest | FCP: median, slowest | document / built files / puzzle received (medians) | transferred (median) | requests (cached ones too) |',
    '|---|---|---|---|---|---:|---:|',
    ...rows,
    '',
    `Goal (this project's choice; issue 42 asks only for the figure): interactive in under ${s(GOAL_MS)} on ${GOAL_NETWORK} with the CPU ${CPU_SLOWDOWN}x slower, cold, at the median of the loads: **${goalMedian < GOAL_MS ? 'met' : 'NOT met'}** (${s(goalMedian)}; slowest ${s(goalLoads.at(-1)!)}; each load: ${goalLoads.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s).`,
    '',
    `${assetsSentence(t.coldAssets)} They come over HTTP/1.1 (the server's), and Chromium opens at most six connections to a host: on ${GOAL_NETWORK} the ${t.coldAssets.files} files alone wait at least ${Math.ceil(t.coldAssets.files / 6)} rounds of the request latency (${s(Math.ceil(t.coldAssets.files / 6) * NETWORKS[goalIndex]!.latencyMs)}), before their bytes. A warm load takes them from the cache (served with \`max-age\` of an hour); what it still fetches is the puzzle (POST /api/puzzles/attempts, a signed-out attempt at the daily puzzle) and whatever the cache does not keep.`,
    '',
    'How measured: tests/bench/puzzlePageTiming.ts (the bench builds the client into dist/bench/puzzle-site when its sources are newer, starts the server and Chromium and stops both at the end, or kills the server when the bench is interrupted).',
  ].join('\n');
}

export const puzzlesBench: Bench = {
  id: 'puzzles',
  title: "Puzzles: the generator's rate and the puzzle page's time to interactive on a phone (issue 42)",
  async run() {
    const runs = whole('PUZZLES_BENCH_RUNS', PAGE_RUNS);
    const generator = await generatorSection(
      whole('PUZZLES_BENCH_GAMES', GAMES),
      Math.min(GENERATOR_RUNS, runs),
    );
    const page = await pageSection(runs);
    return `${generator}\n\n${page}`;
  },
};
