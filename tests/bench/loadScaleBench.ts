// `npm run bench -- load-scale`: the live load across three product processes on Redis + PostgreSQL (issue 27),
// as it is, with one process sent SIGTERM mid-window (it drains) and with one sent SIGKILL (its games must be
// recorded as no contest by the others). LOAD_SCALE_GAMES (1000), LOAD_SCALE_PROCESSES (3) and LOAD_MEASURE_S (60)
// make a smaller run.
import { cpus } from 'node:os';
import { GAME_MS, MEASURE_S, measure, ms, numbers, ok, options, row, verdict } from './loadBench';
import type { FaultReport } from './loadFault';
import { guardChildren, type LoadOptions, type LoadResult } from './loadRun';
import type { Bench } from './types';

const GAMES = numbers(process.env.LOAD_SCALE_GAMES, [1000])[0] ?? 1000;
const PROCESSES = numbers(process.env.LOAD_SCALE_PROCESSES, [3])[0] ?? 3;
/** The drain lets a game that just started finish: a game at full pace, and 10 s more. */
const DRAIN_MS = GAME_MS + 10_000;
/** The goal: every game of a killed process recorded as no contest within this long. */
const RECORD_GOAL_MS = 30_000;

/** Why a run has no result to show. */
const why = (r: LoadResult | string) => (typeof r === 'string' ? r : 'no report');
const n = (v: number) => v.toLocaleString('en-US');
const s = (v: number | undefined) => (v === undefined ? '–' : `${(v / 1000).toFixed(1)} s`);

function scaled(fault?: LoadOptions['fault']): LoadOptions {
  return { ...options('many', GAMES), processes: PROCESSES, ...(fault === undefined ? {} : { fault }) };
}

function faultRow(name: string, r: LoadResult | string): string {
  if (!ok(r) || r.fault === undefined) return `| ${name} | failed: ${why(r)} | | | | | | |`;
  const f = r.fault;
  const exit =
    f.exitAfterMs === undefined
      ? 'still running'
      : `${f.exitSignal ?? `code ${f.exitCode}`} after ${s(f.exitAfterMs)}`;
  const after = Object.entries(f.gamesAfterByProcess)
    .map(
      ([address, count]) =>
        `${address === f.victim ? 'signalled ' : ''}${address.split(':')[1]}: ${n(count)}`,
    )
    .join(', ');
  return `| ${name} | ${s(f.atMs)} | ${exit} | ${n(f.victimGames)} / ${n(f.interrupted)} | ${
    Object.entries(f.interruptedReasons)
      .map(([reason, count]) => `${reason}: ${count}`)
      .join(', ') || '–'
  } | ${s(f.lastNoContestAfterMs)} | ${after || 'none'} | ${f.joinErrorsAfter} (${f.joinErrorsAfterToVictim} through its address, ${f.joinErrorsRefusedAfterExit} of them refused connections after it exited)${f.firstErrorAfter ? `; first: ${f.firstErrorAfter}` : ''} | ${r.lost} |`;
}

function plainGoal(r: LoadResult | string): string {
  if (!ok(r)) return `**missed** (${r})`;
  const met =
    r.joinErrors === 0 && r.lost === 0 && r.p99 < 25 && Object.keys(r.gamesPerProcess).length === PROCESSES;
  return `${verdict(met)} (${r.joinErrors} join errors, ${r.lost} lost of ${n(r.started)}, reveal p99 ${ms(r.p99)} ms; games per process: ${Object.values(r.gamesPerProcess).map(n).join(', ')})`;
}

function termGoal(r: LoadResult | string): string {
  if (!ok(r) || r.fault === undefined) return `**missed** (${why(r)})`;
  const f = r.fault;
  // Connections refused by the stopped process's address are the bench's: no load balancer takes it out.
  const errors = f.joinErrorsAfter - f.joinErrorsRefusedAfterExit;
  const met = r.lost === 0 && f.startedOnVictimAfter === 0 && f.exitCode === 0 && errors === 0;
  const told =
    f.interruptedOther > 0
      ? `; ${f.interruptedOther} games on the draining process were played out and stored but a player was not sent \`gameover\` (the drain closes a room once its game is over, which may be before the result is recorded and told)`
      : '';
  return `${verdict(met)} (${r.lost} lost of ${n(r.started)}${told}; the drain took ${s(f.exitAfterMs)}, exit ${f.exitCode ?? f.exitSignal}; ${f.startedOnVictimAfter} games started on the draining process after the signal; ${errors} join errors after it besides the ${f.joinErrorsRefusedAfterExit} connections its address refused once it had exited, which a load balancer would have routed elsewhere)`;
}

function killGoal(r: LoadResult | string): string {
  if (!ok(r) || r.fault === undefined) return `**missed** (${why(r)})`;
  const f: FaultReport = r.fault;
  const all = f.interruptedNoContest === f.interrupted;
  const inTime = f.lastNoContestAfterMs !== undefined && f.lastNoContestAfterMs <= RECORD_GOAL_MS;
  const detail = `${f.interruptedNoContest} of the killed process's ${f.interrupted} interrupted games stored as no contest, ${f.interruptedOther} stored otherwise, ${f.interruptedUnrecorded} not recorded; ${f.lastNoContestAfterMs !== undefined ? `the last no-contest record ${s(f.lastNoContestAfterMs)} after the kill` : f.interruptedNoContest === 0 ? 'no no-contest record seen within 60 s of the kill' : 'the last no-contest record not seen within 60 s of the kill'}`;
  const pending =
    f.interruptedUnrecorded > 0
      ? ": some interrupted games are not recorded (the survivors' crash watch, rooms/scaleOut/crashWatch.ts, records a dead process's games as no contest; without it none are)"
      : '';
  return `${verdict(f.interrupted > 0 && all && inTime)} (${detail})${pending}`;
}

export const loadScaleBench: Bench = {
  id: 'load-scale',
  title: 'Live load across three processes, with one stopped (SIGTERM) or killed (SIGKILL) mid-run',
  async run() {
    guardChildren();
    const plain = scaled();
    const term = scaled({ signal: 'SIGTERM', atMs: (MEASURE_S * 1000) / 2, drainMs: DRAIN_MS });
    const kill = scaled({ signal: 'SIGKILL', atMs: (MEASURE_S * 1000) / 2 });
    const results: [LoadOptions, LoadResult | string, string][] = [];
    for (const [o, name] of [
      [plain, 'as it is'],
      [term, 'SIGTERM to one'],
      [kill, 'SIGKILL to one'],
    ] as const)
      results.push([o, await measure(o), name]);
    const [r0, r1, r2] = results.map(([, r]) => r) as [
      LoadResult | string,
      LoadResult | string,
      LoadResult | string,
    ];
    const pinned = cpus().length > 1 ? 'all pinned to core 0 (`taskset -c 0`)' : 'not pinned (one core)';
    return [
      `The live load's method (section "Live load" above: the bots, the window, reveal latency, CPU, memory, lost) with ${n(GAMES)} games at once across ${PROCESSES} product processes on PostgreSQL (a schema of its own) and Redis (database 8, emptied first), ${pinned}, each bot asking through the processes' addresses in turn (bot i through address i mod ${PROCESSES}; after a failed join a bot asks through the next address; from the moment a process is signalled, the bots no longer ask through its address (SIGUSR2 to the bot processes), as a load balancer takes a stopping process out of rotation, while the bots already in its rooms play on); three runs, each with fresh processes and database: as it is; with the last process sent SIGTERM ${MEASURE_S / 2} s into the ${MEASURE_S} s window, every process started with DRAIN_MS ${DRAIN_MS / 1000} s (a game at full pace lasts about ${GAME_MS / 1000} s, so the drain ends within the run); with the last process sent SIGKILL at the same moment. A game is on a process by the address of the room the bots joined; its id is the room state's \`gameId\` (the stored game's). **Lost**: a game that started in which a player was not told its result, and of which no record is stored (the games table, read after the run). The process's games **interrupted** by the signal: those on it that started before the signal and that a player never finished (no \`gameover\`). After the kill the games table is polled every 500 ms for 60 s for games stored as no contest (reason \`no-contest\`); the time is from the kill to the poll that first saw the last interrupted game so stored. **Join errors after the signal**: joins that failed after it (the bots log each join error with its time and the address asked).`,
      '',
      '| run | games at once | reveal p50 / p99 / max ms | reveals/s seen | server CPU, % of a core | MB per game | bots: CPU / event-loop delay p99 / max ms | games finished / lost |',
      '|---|---:|---|---:|---:|---:|---|---|',
      ...results.map(([o, r, name]) => row(o, r, `${PROCESSES} processes, ${name}`)),
      '',
      '| signal | sent, into the window | the process exited | its games before the signal: started / interrupted | interrupted, by stored reason | last no-contest record after the signal | games started after the signal, by port | join errors after the signal | lost (all processes) |',
      '|---|---:|---|---|---|---:|---|---|---:|',
      faultRow('SIGTERM', r1),
      faultRow('SIGKILL', r2),
      '',
      'Games per process (by port), whole run: ' +
        results
          .map(([, r, name]) =>
            ok(r)
              ? `${name}: ${Object.entries(r.gamesPerProcess)
                  .map(([a, c]) => `${a.split(':')[1]} ${n(c)}`)
                  .join(', ')}`
              : `${name}: failed`,
          )
          .join('; ') +
        '.',
      '',
      'Goals:',
      `- ${n(GAMES)} games across ${PROCESSES} processes: 0 join errors, 0 games lost, reveal p99 under 25 ms: ${plainGoal(r0)}.`,
      `- SIGTERM to one process mid-run: 0 games lost, no new game on it, no join error after the drain began: ${termGoal(r1)}.`,
      `- SIGKILL to one process mid-run: every game interrupted on it recorded as no contest within 30 s: ${killGoal(r2)}.`,
    ].join('\n');
  },
};
