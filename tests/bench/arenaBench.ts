// `npm run bench -- arena`: 1,000 bot players in one arena across three processes (issue 41): the director's
// pairing waves timed (goal p99 under 100 ms), each player's time from free to paired from the database (goal p99
// under 3 s), every game recorded, and the standings equal to a recount from the stored pairings.
// ARENA_BENCH_PLAYERS (1000), ARENA_BENCH_MINUTES (the arena's length, 5: the API's least), ARENA_BENCH_PROCESSES
// (3), ARENA_BENCH_BOT_PROCESSES (1), ARENA_BENCH_POLL_MS (1000) and ARENA_BENCH_STARTS_IN (1: minutes from the
// arena's making to its start, while the bots join) and ARENA_BENCH_LEAVE_AT_TURN (1: the turn at whose move one
// player of each game leaves; the turns before are played) make another run.
import { cpus } from 'node:os';
import type { BotGame } from './arenaBots';
import { REDIS_DB, runArena, type ArenaOptions, type ArenaRun } from './arenaRun';
import { numbers } from './loadBench';
import { guardChildren, killChildren } from './loadRun';
import type { Bench } from './types';

const PLAYERS = numbers(process.env.ARENA_BENCH_PLAYERS, [1000])[0] ?? 1000;
const MINUTES = numbers(process.env.ARENA_BENCH_MINUTES, [5])[0] ?? 5;
const PROCESSES = numbers(process.env.ARENA_BENCH_PROCESSES, [3])[0] ?? 3;
const BOT_PROCESSES = numbers(process.env.ARENA_BENCH_BOT_PROCESSES, [1])[0] ?? 1;
const POLL_MS = numbers(process.env.ARENA_BENCH_POLL_MS, [1000])[0] ?? 1000;
const STARTS_IN = numbers(process.env.ARENA_BENCH_STARTS_IN, [1])[0] ?? 1;
const LEAVE_AT_TURN = numbers(process.env.ARENA_BENCH_LEAVE_AT_TURN, [1])[0] ?? 1;
/** The issue's goals: a wave's p99, free to paired p99 (ms). */
const GOAL_WAVE_P99_MS = 100;
const GOAL_FREE_P99_MS = 3000;

const OPTIONS: ArenaOptions = {
  players: PLAYERS,
  processes: PROCESSES,
  minutes: MINUTES,
  startsInMinutes: STARTS_IN,
  botProcesses: BOT_PROCESSES,
  pollMs: POLL_MS,
  leaveAtTurn: LEAVE_AT_TURN,
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const fmt = (v: number, digits = 0) =>
  Number.isNaN(v)
    ? '–'
    : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** p50 / p95 / p99 / max of `values`. */
const spread = (values: readonly number[], digits = 0) => {
  const s = ascending(values);
  return (
    [0.5, 0.95, 0.99].map((q) => fmt(quantile(s, q), digits)).join(' / ') +
    ` / ${fmt(s.at(-1) ?? NaN, digits)}`
  );
};
const p99 = (values: readonly number[]) => quantile(ascending(values), 0.99);
const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${fmt(n)}`)
    .join(', ') || 'none';

/** Runs the arena within a time limit; a failed run is the text of why. */
async function measure(): Promise<ArenaRun | string> {
  let timer: NodeJS.Timeout | undefined;
  const limitMs = (OPTIONS.startsInMinutes + OPTIONS.minutes + 6) * 60_000;
  try {
    return await Promise.race([
      runArena(OPTIONS),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no result within ${limitMs / 60_000} minutes`));
        }, limitMs);
      }),
    ]);
  } catch (err) {
    killChildren();
    return err instanceof Error ? (err.stack ?? err.message).split('\n').slice(0, 3).join(' ') : String(err);
  } finally {
    clearTimeout(timer);
  }
}

/** The bots' own view: free (their previous game over, or the arena's start) to the room seen, and to seated. */
function botSide(r: ArenaRun): {
  seen: number[];
  seated: number[];
  games: BotGame[];
  toPaired: number[];
  pairedToSeen: number[];
} {
  const games = r.bots.flatMap((b) => b.games);
  const from = (g: BotGame) => Math.max(g.free, r.startsAt);
  const paired = games.filter((g) => r.pairedAtByRoom[g.roomId] !== undefined);
  return {
    games,
    seen: games.map((g) => g.seen - from(g)),
    seated: games.filter((g) => g.seated !== undefined).map((g) => g.seated! - from(g)),
    // The bots' wait split at the pairing's write: free (as the bot saw its game end) to paired, paired to seen.
    toPaired: paired.map((g) => r.pairedAtByRoom[g.roomId]! - from(g)),
    pairedToSeen: paired.map((g) => g.seen - r.pairedAtByRoom[g.roomId]!),
  };
}

function report(r: ArenaRun): string {
  const pinned =
    cpus().length > 1
      ? `all pinned to core 0 (\`taskset -c 0\`), the bots (${BOT_PROCESSES} process${BOT_PROCESSES > 1 ? 'es' : ''}) to core 1`
      : 'not pinned (one core)';
  const waveMs = r.waves.map((w) => w.ms);
  const directors = [...new Set(r.waves.map((w) => w.process))].map((i) => r.addresses[i]!.split(':')[1]);
  const first = r.waves[0];
  const rest = r.waves.slice(1);
  const cpuSeconds = r.cpuMs.reduce((a, c) => a + c, 0) / 1000;
  const cpu = r.cpuMs.map((c) => Math.round((100 * c) / r.wallMs)).join(' + ');
  const bots = botSide(r);
  const done = r.pairings.done ?? 0;
  const missing = r.doneWithoutGameId + r.doneNotRecorded;
  const sum = (f: (b: ArenaRun['bots'][number]) => number) => r.bots.reduce((n, b) => n + f(b), 0);
  const merged = (f: (b: ArenaRun['bots'][number]) => Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const b of r.bots) for (const [k, n] of Object.entries(f(b))) out[k] = (out[k] ?? 0) + n;
    return out;
  };
  const roomErrors = merged((b) => b.roomErrors);
  const refusals = merged((b) => b.roomJoinRefusals);
  const checks = r.healthChecks.map((c) => `${c.checks} (${c.failed} failed)`).join(', ');
  const firstErrors = r.bots.flatMap((b) => Object.entries(b.firstErrors)).slice(0, 4);
  const serverLogs = r.serverLogs.filter((l) => l.trim() !== '');
  const endings: Record<string, number> = {};
  for (const g of bots.games) endings[g.end.split(':')[0]!] = (endings[g.end.split(':')[0]!] ?? 0) + 1;

  const early = r.freeToPaired.filter((v) => v < 0).length;
  const waveP99 = p99(waveMs);
  const freeP99 = p99(r.freeToPaired);
  const goals = [
    `pairing wave p99 under ${GOAL_WAVE_P99_MS} ms: ${waveP99 < GOAL_WAVE_P99_MS ? 'met' : '**missed**'} (${fmt(waveP99, 1)} ms over ${r.waves.length} waves)`,
    `free to paired p99 under ${GOAL_FREE_P99_MS / 1000} s with ${fmt(PLAYERS)} players: ${freeP99 < GOAL_FREE_P99_MS ? 'met' : '**missed**'} (${fmt(freeP99)} ms)`,
    `every game recorded: ${missing === 0 && done > 0 ? 'met' : '**missed**'} (${fmt(done - missing)} of ${fmt(done)} done pairings' games stored)`,
    `standings equal to a recount: ${r.recount.equal ? 'met' : '**missed**'}`,
  ];
  return [
    `${fmt(PLAYERS)} bot players in one private arena of ${MINUTES} minutes across ${PROCESSES} product processes on PostgreSQL (a schema of its own) and Redis (database ${REDIS_DB}, emptied first), ${pinned}. Bot 0 makes the arena over HTTP (\`POST /api/arenas\`, starting in ${OPTIONS.startsInMinutes} minute${OPTIONS.startsInMinutes === 1 ? '' : 's'}${OPTIONS.startsInMinutes > 0 ? ' so every bot joins first' : ''}); every other bot joins with its code, bot i through process i mod ${PROCESSES}. A bot not in a game polls \`GET /api/arenas/:id\` every ${POLL_MS / 1000} s (the web polls every 2 s), joins the room of its \`me.game\` by id (colyseus.js, light decoding) and plays a short game: both ready, Choose and Place, and ${LEAVE_AT_TURN === 1 ? 'at the first Move' : `after playing ${LEAVE_AT_TURN - 1} turns (each ready, Choose, Place, then the load bots' move, hit and set), at the move of turn ${LEAVE_AT_TURN},`} one of the two (which seat, drawn from the room id) leaves: a forfeit, a counted result; the other leaves on \`gameover\`. Then it is free again, until the arena's end. **Waves**: each pairing wave as the director timed it (\`onWave\`: the players' read, the matching, the pairings written in one transaction, each also alone; not the rooms' creation, which the wave asks for and does not wait for), written by the directing process. **Free to paired**: from the database, for every pairing and each of its two players, \`paired_at\` minus when that player became free: its previous game's end as its host stamped it in the stored game (when play stopped, before the record and the arena's settle), or its join (the arena's start for those who joined before it), or a resume after a no-show's pause, whichever is latest. **Recorded**: every \`done\` pairing has a game id with a row in \`games\`. **Recount**: the running totals in standings order (\`ranked\`, \`standingKey\`: player, score, performance, when it last scored, games) against engine/arena \`standingsOf\` over the counted pairings alone. Server CPU: the processes' CPU time from the arena's start to its standings being final, and each one's share of a core over that time.`,
    '',
    '| waves | wave p50 / p95 / p99 / max ms | its read of the players | the matching alone | its write | the first wave (the start) | pairs per wave p50 / max | free players per wave p50 / max | directed by |',
    '|---:|---|---|---|---|---|---|---|---|',
    `| ${fmt(r.waves.length)} | ${spread(waveMs, 1)} | ${spread(
      r.waves.map((w) => w.readMs),
      1,
    )} | ${spread(
      r.waves.map((w) => w.matchMs),
      1,
    )} | ${spread(
      r.waves.map((w) => w.writeMs),
      1,
    )} | ${first === undefined ? '–' : `${fmt(first.ms, 1)} ms, ${fmt(first.pairs)} pairs of ${fmt(first.free)} free`} | ${fmt(quantile(ascending(rest.map((w) => w.pairs)), 0.5))} / ${fmt(Math.max(...rest.map((w) => w.pairs)))} | ${fmt(quantile(ascending(rest.map((w) => w.free)), 0.5))} / ${fmt(Math.max(...rest.map((w) => w.free)))} | ${directors.length === 0 ? 'none' : directors.map((p) => `process ${p}`).join(', ')} |`,
    '',
    "| free to paired (database) p50 / p95 / p99 / max ms | bots' view: free to the room seen on a poll | of which free to paired | and paired to seen | free to seated with the opponent | a game's end to the arena told (its record first) | pairings | done pairings' games stored | stored games by reason | standings = recount | server CPU (% of a core, each process) | load average |",
    '|---|---|---|---|---|---|---|---|---|---|---|---:|',
    `| ${spread(r.freeToPaired)} (${fmt(r.freeToPaired.length)}${early === 0 ? '' : `; **${fmt(early)} below 0**`}) | ${spread(bots.seen)} | ${spread(bots.toPaired)} | ${spread(bots.pairedToSeen)} | ${spread(bots.seated)} | ${spread(r.recordToSettled)} | ${counts(r.pairings)} | ${fmt(done - missing)} of ${fmt(done)} (${r.doneWithoutGameId} without a game id, ${r.doneNotRecorded} not stored) | ${counts(r.recordedReasons)} | ${r.recount.equal ? `equal (${fmt(r.recount.players)} players)` : `**differ** at place ${r.recount.firstDifference?.place}: totals \`${r.recount.firstDifference?.totals}\`, recount \`${r.recount.firstDifference?.recount}\``} | ${fmt(cpuSeconds, 1)} s over ${fmt(r.wallMs / 1000)} s (${cpu} %) | ${fmt(r.loadAverage, 1)} |`,
    '',
    `Bots: ${fmt(sum((b) => b.joined))} in the arena (${sum((b) => b.joinFailures)} joins failed), ${fmt(bots.games.length)} games played as the bots saw them (${counts(endings)}), ${fmt(sum((b) => b.polls))} polls (${sum((b) => b.pollFailures)} failed), ${sum((b) => b.roomJoinFailures)} room joins failed (${counts(refusals)}; asked again at the next poll), ${sum((b) => b.resumes.length)} resumes after a pause, room errors: ${counts(roomErrors)}; their event-loop delay p99 / max ${fmt(Math.max(...r.bots.map((b) => b.loopP99)))} / ${fmt(Math.max(...r.bots.map((b) => b.loopMax)))} ms. Players at the end: ${counts(r.playerStates)}. Colyseus health checks of another process, each server (after a call into a room there timed out; a failed one drops that process's rooms from the listing): ${checks}. ${missing === 0 ? '' : `Done pairings whose game is missing: ${r.storedWithoutGameId} of the ${r.doneWithoutGameId} without a game id have their room's game stored all the same; e.g. ${r.missingExamples.join('; ')}. `}Standings final ${r.finishedAt === null ? '**not within the time allowed**' : `${fmt((r.finishedAt - r.endsAt) / 1000, 1)} s after the end`}.${firstErrors.length === 0 ? '' : ` First failures: ${firstErrors.map(([k, e]) => `${k}: \`${e.replaceAll('|', '/').slice(0, 200)}\``).join('; ')}.`}${serverLogs.length === 0 ? '' : ` Servers' stderr (tail): ${serverLogs.map((l) => `\`${l.replaceAll('|', '/').replaceAll('\n', ' ').slice(-300)}\``).join('; ')}.`}`,
    '',
    `Goals (issue 41): ${goals.join('; ')}.`,
  ].join('\n');
}

export const arenaBench: Bench = {
  id: 'arena',
  title: `An arena: ${PLAYERS.toLocaleString('en-US')} players across ${PROCESSES} processes`,
  async run() {
    guardChildren();
    const r = await measure();
    return typeof r === 'string' ? `The run failed: ${r.replaceAll('|', '/')}` : report(r);
  },
};
