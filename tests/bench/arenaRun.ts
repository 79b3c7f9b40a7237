// One arena run (issue 41): fresh PostgreSQL schema and Redis database (tests/bench/loadSetup.ts), `processes`
// product processes pinned to core 0 each writing its directors' pairing waves to a file (tests/bench/loadServer.ts
// LOAD_ARENA_WAVES), one private arena made over HTTP by bot 0, arena bots (tests/bench/arenaBots.ts) pinned to
// core 1 that join it and play until its end; the servers' CPU read from /proc from the arena's start to its
// standings being final. Then, from the database (the servers' truth): every pairing, when each player was free,
// the stored games, and the standings recounted. Every child is killed when the run ends or fails.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedArena } from '../../contract/arenas';
import { openDb } from '../../api/db/connect';
import {
  arenaPlayers,
  countedPairings,
  entrantsOf,
  ranked,
  standingKey,
  type ArenaPairingRow,
  type ArenaPlayerRow,
} from '../../api/db/arenas';
import { standingsOf } from '../../engine';
import type { ArenaBotJob, ArenaBotResult, BotGame } from './arenaBots';
import { cpuMs, serverScript, spawnNode, stop, waitFor } from './loadRun';
import { prepare } from './loadSetup';

export interface ArenaOptions {
  readonly players: number;
  readonly processes: number;
  /** The arena's length (whole minutes, 5-180 by the API's rule: the bench asks for what it is given). */
  readonly minutes: number;
  /** The arena starts this many minutes after it is made (the bots join meanwhile). */
  readonly startsInMinutes: number;
  /** Bot processes (all on core 1). */
  readonly botProcesses: number;
  /** How often a bot not in a game polls the arena's page (ms). */
  readonly pollMs: number;
  /** The turn at whose move one player of each game leaves (1: the first move). */
  readonly leaveAtTurn: number;
}

/** One pairing wave as its director reported it (tests/bench/loadServer.ts). */
export interface Wave {
  readonly t: number;
  readonly ms: number;
  /** The players' read, the matching alone (engine/arena pairWave), and the pairings' write. */
  readonly readMs: number;
  readonly matchMs: number;
  readonly writeMs: number;
  readonly pairs: number;
  readonly free: number;
  /** The process that made it (index into `addresses`). */
  readonly process: number;
}

/** The standings as the running totals order them against a recount from the counted pairings alone. */
export interface Recount {
  readonly players: number;
  readonly equal: boolean;
  /** The first line that differs: its place (1-based), the totals' line and the recount's. */
  readonly firstDifference?: { readonly place: number; readonly totals: string; readonly recount: string };
}

export interface ArenaRun {
  readonly arenaId: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** When the standings were final (the arena `finished`), or null when they were not within the time allowed. */
  readonly finishedAt: number | null;
  readonly addresses: readonly string[];
  readonly waves: readonly Wave[];
  /** Per pairing and player (ms): paired_at minus when that player was free (server-side, from the database). */
  readonly freeToPaired: readonly number[];
  /** Pairings by status. */
  readonly pairings: Record<string, number>;
  /** Done pairings without a game id, or whose game is not in `games`. */
  readonly doneWithoutGameId: number;
  readonly doneNotRecorded: number;
  /**
   * Up to five done pairings whose game is missing: the pairing, its times (ms after paired_at), and the game the
   * bots played in its room (its id from the room's state) with whether and when it is stored.
   */
  readonly missingExamples: readonly string[];
  /** Done pairings without a game id whose room's game (as the bots saw its id) is stored all the same. */
  readonly storedWithoutGameId: number;
  /** Stored games of the arena's pairings by reason. */
  readonly recordedReasons: Record<string, number>;
  /** Per done pairing: its stored game's end (the host's stamp) to the pairing's end (told after the record). */
  readonly recordToSettled: readonly number[];
  readonly recount: Recount;
  /** The players in the arena, by state at the end. */
  readonly playerStates: Record<string, number>;
  /** Each server's CPU over the arena (ms), and the arena's length as measured (ms: start to final standings). */
  readonly cpuMs: readonly number[];
  readonly wallMs: number;
  /** When each room's pairing was written (`paired_at`), by room id: the bots' view split at the pairing. */
  readonly pairedAtByRoom: Readonly<Record<string, number>>;
  readonly loadAverage: number;
  readonly bots: readonly ArenaBotResult[];
  /** What the servers wrote to stderr (the last 2,000 characters each; '' when nothing). */
  readonly serverLogs: readonly string[];
  /** Each server's Colyseus health checks of other processes, and the failed ones. */
  readonly healthChecks: readonly HealthChecks[];
}

const DIR = join(tmpdir(), 'octoduel-bench');
const SERVER_START_MS = 60_000;
/** A Redis database of the arena bench's own (the tests use 7, load 8, its tests 9 and 10, load-burst 11). */
export const REDIS_DB = 12;
/** After the end, the games paired before it have this long to finish and the standings to be final (ms). */
const FINISH_MS = 180_000;

/**
 * Colyseus's health checks a process's matchmaking made (after a call into another process's room timed out) and
 * those that failed (the other process then dropped from the room listing with its rooms): Colyseus logs both
 * with console.debug, to the server's stdout.
 */
export interface HealthChecks {
  checks: number;
  failed: number;
}

function healthChecks(child: ChildProcess): HealthChecks {
  const seen = { checks: 0, failed: 0 };
  let rest = '';
  child.stdout!.on('data', (d: Buffer) => {
    const lines = (rest + d.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('Performing health-check against processId')) seen.checks++;
      if (/Process '[^']+' failed to respond/.test(line)) seen.failed++;
    }
  });
  return seen;
}

/** The tail of what a child writes to stderr. */
function stderrTail(child: ChildProcess): () => string {
  let log = '';
  child.stderr!.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-2000);
  });
  return () => log;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs one arena to its end; the children are gone when it returns or throws. */
export async function runArena(o: ArenaOptions): Promise<ArenaRun> {
  const prepared = await prepare(
    {
      kind: 'many',
      games: Math.ceil(o.players / 2),
      processes: o.processes,
      rampMs: 0,
      settleMs: 0,
      measureMs: 0,
      drainMs: 0,
    },
    REDIS_DB,
  );
  const tokens = prepared.tokens.slice(0, o.players);
  const started: ChildProcess[] = [];
  mkdirSync(DIR, { recursive: true });
  const waveFiles = prepared.serverEnv.map((_, i) => join(DIR, `arena-waves-${i}-${process.pid}.jsonl`));
  for (const f of waveFiles) rmSync(f, { force: true });
  const db = await openDb(prepared.serverEnv[0]!.DATABASE_URL!);
  try {
    const script = await serverScript(prepared.script);
    const servers = prepared.serverEnv.map((env, i) =>
      spawnNode(0, script, [], { ...env, LOAD_ARENA_WAVES: waveFiles[i]! }),
    );
    started.push(...servers);
    const logs = servers.map(stderrTail);
    const checks = servers.map(healthChecks);
    const urls = await Promise.all(
      servers.map((s) => waitFor(s, /listening (\S+)/, SERVER_START_MS, 'arena server')),
    );
    await sleep(1000);

    // Bot 0 makes the private arena over HTTP (it is in as its maker); the others join with its code.
    const res = await fetch(`${urls[0]!}/api/arenas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]!}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench arena', minutes: o.minutes, startsInMinutes: o.startsInMinutes }),
    });
    if (res.status !== 200) throw new Error(`making the arena: ${res.status} ${await res.text()}`);
    const { arena, code } = (await res.json()) as CreatedArena;

    // The bots' processes start through tsx; they join over the time left before the start, less a margin.
    const t0 = Date.now() + 6000;
    const joinSpreadMs = Math.max(0, Math.min(20_000, arena.startsAt - t0 - 15_000));
    const giveUpAt = arena.endsAt + FINISH_MS;
    const bots = Array.from({ length: o.botProcesses }, (_, g) => {
      const from = Math.floor((g * tokens.length) / o.botProcesses);
      const to = Math.floor(((g + 1) * tokens.length) / o.botProcesses);
      const job: ArenaBotJob = {
        urls,
        tokens: tokens.slice(from, to),
        first: from,
        total: tokens.length,
        arenaId: arena.id,
        code,
        t0,
        joinSpreadMs,
        endsAt: arena.endsAt,
        pollMs: o.pollMs,
        leaveAtTurn: o.leaveAtTurn,
        giveUpAt,
      };
      const file = join(DIR, `arena-bots-${g}-${process.pid}.json`);
      writeFileSync(file, JSON.stringify(job));
      return spawnNode(1, 'tests/bench/arenaBots.ts', [file], {});
    });
    started.push(...bots);
    const results = Promise.all(
      bots.map((b) => waitFor(b, /result (\S+)\n/, giveUpAt - Date.now() + 60_000, 'arena bots')),
    );
    results.catch(() => {});

    await sleep(Math.max(0, arena.startsAt - Date.now()));
    const loadAverage = loadavg()[0]!;
    const pids = servers.map((s) => s.pid!);
    const cpuFrom = pids.map(cpuMs);
    const wallFrom = Date.now();
    let finishedAt: number | null = null;
    while (finishedAt === null && Date.now() < giveUpAt) {
      await sleep(1000);
      const row = await db.kysely
        .selectFrom('arenas')
        .select('finished_at')
        .where('id', '=', arena.id)
        .executeTakeFirstOrThrow();
      finishedAt = row.finished_at;
    }
    const cpu = pids.map((pid, i) => cpuMs(pid) - cpuFrom[i]!);
    const wallMs = Date.now() - wallFrom;
    const botResults = (await results).map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as ArenaBotResult,
    );
    // The last games' records are written by the group commit (api/db/recordQueue.ts) within moments; a stop
    // flushes what is left.
    await sleep(2000);
    await Promise.all(servers.map((s) => stop(s)));

    const waves = waveFiles.flatMap((f, process) =>
      existsSync(f)
        ? readFileSync(f, 'utf8')
            .split('\n')
            .filter((l) => l !== '')
            .map((l) => JSON.parse(l) as Omit<Wave, 'process'> & { arena: string })
            .filter((w) => w.arena === arena.id)
            .map(({ t, ms, readMs, matchMs, writeMs, pairs, free }) => ({
              t,
              ms,
              readMs,
              matchMs,
              writeMs,
              pairs,
              free,
              process,
            }))
        : [],
    );
    const pairings = await db.kysely
      .selectFrom('arena_pairings')
      .selectAll()
      .where('arena_id', '=', arena.id)
      .execute();
    const players = await arenaPlayers(db.kysely, arena.id);
    const resumes = botResults.flatMap((r) => r.resumes);
    const checked = await checkGames(
      db.kysely,
      pairings,
      botResults.flatMap((r) => r.games),
    );
    return {
      arenaId: arena.id,
      startsAt: arena.startsAt,
      endsAt: arena.endsAt,
      finishedAt,
      addresses: urls.map((u) => new URL(u).host),
      waves: waves.sort((a, b) => a.t - b.t),
      freeToPaired: freeToPaired(pairings, players, arena.startsAt, resumes, checked.gameEnds),
      pairedAtByRoom: Object.fromEntries(
        pairings.filter((p) => p.room_id !== null).map((p) => [p.room_id!, p.paired_at]),
      ),
      pairings: countBy(pairings.map((p) => p.status)),
      ...checked,
      recount: await recount(db.kysely, arena.id),
      playerStates: countBy(players.map((p) => p.state)),
      cpuMs: cpu,
      wallMs,
      loadAverage,
      bots: botResults,
      serverLogs: logs.map((l) => l()),
      healthChecks: checks,
    };
  } finally {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db.close().catch(() => undefined);
    await prepared.finish().catch(() => undefined);
  }
}

function countBy(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/**
 * Per pairing and player: paired_at minus when the player became free: its previous game's end (as its host stamped
 * it in the stored game, `gameEnds`: the moment play stopped, before the record and the arena's settle; the
 * pairing's end for a game not stored), or its join (the arena's start when it joined before), or a resume after
 * that (a bot found paused comes back: `resumes`, the bot's index and when), whichever is latest.
 */
export function freeToPaired(
  pairings: readonly ArenaPairingRow[],
  players: readonly ArenaPlayerRow[],
  startsAt: number,
  resumes: readonly (readonly [number, number])[],
  gameEnds: ReadonlyMap<string, number>,
): number[] {
  const resumedAt = new Map<string, number[]>();
  for (const [bot, at] of resumes)
    resumedAt.set(`loadbot${bot}`, [...(resumedAt.get(`loadbot${bot}`) ?? []), at]);
  const out: number[] = [];
  for (const p of players) {
    const own = pairings
      .filter((g) => g.user_a === p.user_id || g.user_b === p.user_id)
      .sort((a, b) => a.paired_at - b.paired_at);
    let free = Math.max(p.joined_at, startsAt);
    for (const g of own) {
      const resumed = (resumedAt.get(p.username) ?? []).filter((t) => t > free && t <= g.paired_at);
      out.push(g.paired_at - Math.max(free, ...resumed));
      free =
        (g.game_id === null ? undefined : gameEnds.get(g.game_id)) ?? g.ended_at ?? Number.POSITIVE_INFINITY;
    }
  }
  return out;
}

/** The stored games among `ids`: reason and times, by id. */
async function storedGames(
  db: Parameters<typeof arenaPlayers>[0],
  ids: readonly string[],
): Promise<Map<string, { reason: string; started_at: number; ended_at: number }>> {
  const stored = new Map<string, { reason: string; started_at: number; ended_at: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('games')
      .select(['id', 'reason', 'started_at', 'ended_at'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) stored.set(r.id, r);
  }
  return stored;
}

/** Every done pairing's game stored (a row in `games` with its game id). */
async function checkGames(
  db: Parameters<typeof arenaPlayers>[0],
  pairings: readonly ArenaPairingRow[],
  botGames: readonly BotGame[],
): Promise<{
  doneWithoutGameId: number;
  doneNotRecorded: number;
  missingExamples: string[];
  storedWithoutGameId: number;
  recordedReasons: Record<string, number>;
  recordToSettled: number[];
  gameEnds: Map<string, number>;
}> {
  const stored = await storedGames(
    db,
    pairings.map((p) => p.game_id).filter((id): id is string => id !== null),
  );
  const done = pairings.filter((p) => p.status === 'done');
  const withoutId = done.filter((p) => p.game_id === null);
  const notStored = done.filter((p) => p.game_id !== null && !stored.has(p.game_id));
  // The game the bots played in each missing pairing's room, by the id its state carried.
  const playedIn = new Map(botGames.filter((g) => g.gameId !== '').map((g) => [g.roomId, g.gameId]));
  const missing = [...withoutId, ...notStored];
  const played = await storedGames(
    db,
    missing.map((p) => playedIn.get(p.room_id ?? '')).filter((id): id is string => id !== undefined),
  );
  const describe = (p: ArenaPairingRow) => {
    const gameId = p.game_id ?? playedIn.get(p.room_id ?? '');
    const game = gameId === undefined ? undefined : played.get(gameId);
    const at = (t: number | null) => (t === null ? '–' : `+${t - p.paired_at}`);
    return `${p.id} (room ${p.room_id}, game id ${p.game_id ?? 'none'}, ended ${at(p.ended_at)} ms; the bots' game ${gameId ?? 'unknown'}: ${game === undefined ? 'not stored' : `stored, ${game.reason}, started ${at(game.started_at)} ms, ended ${at(game.ended_at)} ms`})`;
  };
  return {
    doneWithoutGameId: withoutId.length,
    doneNotRecorded: notStored.length,
    missingExamples: missing.slice(0, 5).map(describe),
    storedWithoutGameId: withoutId.filter((p) => {
      const id = playedIn.get(p.room_id ?? '');
      return id !== undefined && played.has(id);
    }).length,
    recordedReasons: countBy([...stored.values()].map((g) => g.reason)),
    // The game's end as its host stamped it in the record, to the pairing's end as the arena was told it (after the
    // record was written): the time the recording took, which the players wait for before they are free.
    gameEnds: new Map([...stored].map(([id, g]) => [id, g.ended_at])),
    recordToSettled: done.flatMap((p) => {
      const game = p.game_id === null ? undefined : stored.get(p.game_id);
      return game === undefined || p.ended_at === null ? [] : [p.ended_at - game.ended_at];
    }),
  };
}

/**
 * The players' running totals in standings order (api/db/arenas.ts `ranked`, `standingKey`) against engine/arena
 * `standingsOf` over the counted pairings alone (as api/db/arenas.test.ts recounts): each line the player, score,
 * performance, when it last scored and its games.
 */
async function recount(db: Parameters<typeof arenaPlayers>[0], arenaId: string): Promise<Recount> {
  const players = await arenaPlayers(db, arenaId);
  const pairings = await countedPairings(db, arenaId);
  const totals = ranked(players).map((p) => {
    const k = standingKey(p);
    return `${k.userId}:${k.score}:${k.performance}:${k.scoredAt}:${p.games}`;
  });
  const entrants = entrantsOf(players, pairings);
  const recounted = standingsOf(entrants).map(
    (s) => `${s.userId}:${s.score}:${s.performance}:${s.scoredAt}:${s.sheet.games.length}`,
  );
  const place = totals.findIndex((line, i) => line !== recounted[i]);
  return {
    players: players.length,
    equal: place < 0 && totals.length === recounted.length,
    ...(place < 0
      ? {}
      : { firstDifference: { place: place + 1, totals: totals[place]!, recount: recounted[place] ?? '' } }),
  };
}
