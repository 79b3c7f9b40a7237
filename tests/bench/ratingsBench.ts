// AI ratings: fixed Glicko-2 ratings for the four levels, fitted to measured AI-versus-AI results, written to
// engine/ai/ratings.ts (the rooms and the rating update read them from there).
import { writeFileSync } from 'node:fs';
import { loadSolvedTable } from '../../api/solved/tableFiles';
import { AI_LEVELS, PLAYER_LEVELS, playAiGame, type AiLevel, type PerfectKnowledge } from '../../engine';
import type { Bench } from './types';

/** Games per pair of levels (seats alternate). */
const GAMES = 3000;
/** The scale's anchor: the easy AI (uniformly random choices) is rated this. */
const ANCHOR: AiLevel = 'random';
const ANCHOR_RATING = 1000;
/** An AI's deviation never goes below this (the paper's deviation for a well-known player). */
const MIN_RD = 30;
const FILE = new URL('../../engine/ai/ratings.ts', import.meta.url);

interface Pair {
  readonly a: AiLevel;
  readonly b: AiLevel;
  wins: number;
  draws: number;
  losses: number;
}

function measure(a: AiLevel, b: AiLevel, solved: PerfectKnowledge): Pair {
  const pair: Pair = { a, b, wins: 0, draws: 0, losses: 0 };
  for (let seed = 0; seed < GAMES; seed++) {
    const asA = seed % 2 === 0;
    const r = playAiGame({ seed: 7_000_000 + seed, a: asA ? a : b, b: asA ? b : a, solved });
    if (r.winner === 'draw') pair.draws++;
    else if ((r.winner === 'A') === asA) pair.wins++;
    else pair.losses++;
  }
  return pair;
}

const expected = (ri: number, rj: number) => 1 / (1 + 10 ** ((rj - ri) / 400));
const score = (p: Pair) => p.wins + p.draws / 2;

/**
 * The ratings that make the measured scores most likely under the Glicko/Elo expectation (draws count half),
 * with the anchor fixed; and each one's standard error from the likelihood's curvature.
 */
function fit(pairs: readonly Pair[]): Record<AiLevel, { rating: number; se: number }> {
  const r = Object.fromEntries(AI_LEVELS.map((l) => [l, ANCHOR_RATING])) as Record<AiLevel, number>;
  const k = Math.LN10 / 400;
  for (let step = 0; step < 20_000; step++) {
    const grad = Object.fromEntries(AI_LEVELS.map((l) => [l, 0])) as Record<AiLevel, number>;
    for (const p of pairs) {
      const n = GAMES;
      const g = (score(p) - n * expected(r[p.a], r[p.b])) * k;
      grad[p.a] += g;
      grad[p.b] -= g;
    }
    for (const l of AI_LEVELS) if (l !== ANCHOR) r[l] += (grad[l] / GAMES) * 4000;
  }
  const out = {} as Record<AiLevel, { rating: number; se: number }>;
  for (const l of AI_LEVELS) {
    let info = 0;
    for (const p of pairs)
      if (p.a === l || p.b === l) {
        const e = expected(r[p.a], r[p.b]);
        info += GAMES * k * k * e * (1 - e);
      }
    out[l] = { rating: r[l], se: l === ANCHOR ? 0 : 1 / Math.sqrt(info) };
  }
  return out;
}

const levelName = (l: AiLevel) => Object.entries(PLAYER_LEVELS).find(([, ai]) => ai === l)?.[0] ?? l;
const pct = (n: number) => `${n.toLocaleString('en-US')} (${((n / GAMES) * 100).toFixed(1)} %)`;

export const ratingsBench: Bench = {
  id: 'ratings',
  title: 'AI ratings: fixed Glicko-2 ratings by level',
  run() {
    const solved = loadSolvedTable();
    const pairs = (
      [
        ['greedy', 'random'],
        ['expert', 'greedy'],
        ['expert', 'random'],
        ['perfect', 'expert'],
        ['perfect', 'greedy'],
        ['perfect', 'random'],
      ] as const
    ).map(([a, b]) => measure(a, b, solved));
    const fitted = fit(pairs);
    const rows = AI_LEVELS.map((l) => ({
      l,
      rating: Math.round(fitted[l].rating),
      rd: Math.max(MIN_RD, Math.round(fitted[l].se)),
    }));
    writeFileSync(
      FILE,
      `// Written by \`npm run bench -- ratings\` (tests/bench/ratingsBench.ts) from measured AI-versus-AI results.
import type { AiLevel } from './types';

/** A fixed Glicko-2 rating for each AI level: games never change it (RULES.md, Leaderboard and ratings). */
export const AI_RATINGS: Readonly<Record<AiLevel, { readonly rating: number; readonly rd: number }>> = {
${rows.map((x) => `  ${x.l}: { rating: ${x.rating}, rd: ${x.rd} },`).join('\n')}
};
`,
    );
    return [
      `Measured over ${GAMES.toLocaleString('en-US')} seeded games per pair (seats alternate; counts are the first-named level's; a draw scores half):`,
      '',
      '| level | opponent | wins | draws | losses | score | fitted difference |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...pairs.map(
        (p) =>
          `| ${levelName(p.a)} (${p.a}) | ${levelName(p.b)} (${p.b}) | ${pct(p.wins)} | ${pct(p.draws)} | ${pct(p.losses)} | ${((score(p) / GAMES) * 100).toFixed(1)} % | ${Math.round(fitted[p.a].rating - fitted[p.b].rating)} |`,
      ),
      '',
      `Fitted by maximum likelihood under the Glicko-2 expectation (1 / (1 + 10^(-difference/400))), with ${levelName(ANCHOR)} anchored at ${ANCHOR_RATING}; the deviation is the fit's standard error, at least ${MIN_RD}. Written to \`engine/ai/ratings.ts\`:`,
      '',
      '| level | AI | rating | RD | standard error |',
      '|---|---|---:|---:|---:|',
      ...rows.map(
        (x) => `| ${levelName(x.l)} | ${x.l} | ${x.rating} | ${x.rd} | ${fitted[x.l].se.toFixed(1)} |`,
      ),
      '',
      'The six pairs do not fit one scale exactly (the game has many draws, and the levels differ in style, not only in strength), so the fitted differences are a compromise between them.',
    ].join('\n');
  },
};
