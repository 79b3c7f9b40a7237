// The fault runs of the load benchmark: one server process sent SIGTERM (it drains) or SIGKILL mid-window, and
// what became of its games: which the players finished, which are stored and how (the database, polled every
// 500 ms after a kill for games stored as no contest), the join errors after the signal, where new games went.
import type { ChildProcess } from 'node:child_process';
import type { BotGame, BotResult } from './loadBots';
import type { Records } from './loadSetup';

export interface Fault {
  readonly signal: 'SIGTERM' | 'SIGKILL';
  /** When, in ms after the window opened. The last server process is the one signalled. */
  readonly atMs: number;
  /** The servers' DRAIN_MS (LOAD_DRAIN_MS): how long a drain lets games play on. */
  readonly drainMs?: number;
}

export interface FaultReport {
  readonly signal: Fault['signal'];
  /** The signalled process's address, and when (ms after the window opened). */
  readonly victim: string;
  readonly atMs: number;
  /** How it exited, and how long after the signal (ms); undefined if it had not by the end of the run. */
  readonly exitCode: number | null;
  readonly exitSignal: string | null;
  readonly exitAfterMs: number | undefined;
  /** Games on it that started before the signal, and of those, those not finished (a player not told the result). */
  readonly victimGames: number;
  readonly interrupted: number;
  /** The interrupted games by their stored reason: no contest, another reason, not stored at all. */
  readonly interruptedNoContest: number;
  readonly interruptedOther: number;
  readonly interruptedUnrecorded: number;
  /** The interrupted games by stored reason ('not stored' for none), and by what the bots saw: `seated/over`. */
  readonly interruptedReasons: Record<string, number>;
  readonly interruptedSeen: Record<string, number>;
  /** Ms from the signal to the last interrupted game seen stored as no contest (polled for 60 s after a kill). */
  readonly lastNoContestAfterMs: number | undefined;
  /**
   * Games that started on it after it began draining (new games must go to the other processes): after it said so
   * on its output ("SIGTERM: draining", printed just before it stops admitting), by the server's clock; after the
   * signal for a kill, or when it never said so. A busy process handles a signal some time after it was sent, and
   * a game it started in between started before its drain.
   */
  readonly startedOnVictimAfter: number;
  /** Games started after the signal, by process address. */
  readonly gamesAfterByProcess: Record<string, number>;
  /** Join errors after the signal: all, and those asked through the signalled process's address. */
  readonly joinErrorsAfter: number;
  readonly joinErrorsAfterToVictim: number;
  /** Of those, connections its address refused once it had exited (a load balancer would have taken it out). */
  readonly joinErrorsRefusedAfterExit: number;
  readonly firstErrorAfter?: string;
}

/** How long after a kill the database is polled for no-contest records. */
const POLL_FOR_MS = 60_000;

export class FaultInjector {
  private signalAt = 0;
  private drainingAt: number | undefined;
  private exit: { at: number; code: number | null; signal: string | null } | undefined;
  private readonly seen = new Map<string, number>();
  private polling: NodeJS.Timeout | undefined;

  constructor(
    readonly fault: Fault,
    private readonly victim: ChildProcess,
    readonly victimAddress: string,
    private readonly noContest: () => Promise<string[]>,
  ) {}

  /** Sends the signal; after a kill, polls for no-contest records. */
  fire(): void {
    this.signalAt = Date.now();
    this.victim.once('exit', (code, signal) => {
      this.exit = { at: Date.now(), code, signal };
    });
    if (this.fault.signal === 'SIGTERM') {
      let out = '';
      const onData = (d: Buffer) => {
        out = (out + d.toString()).slice(-200);
        if (!out.includes('SIGTERM: draining')) return;
        this.drainingAt = Date.now();
        this.victim.stdout?.off('data', onData);
      };
      this.victim.stdout?.on('data', onData);
    }
    this.victim.kill(this.fault.signal);
    if (this.fault.signal !== 'SIGKILL') return;
    let busy = false;
    this.polling = setInterval(() => {
      if (Date.now() - this.signalAt > POLL_FOR_MS) {
        this.stop();
        return;
      }
      if (busy) return;
      busy = true;
      this.noContest()
        .then((ids) => {
          const now = Date.now();
          for (const id of ids) if (!this.seen.has(id)) this.seen.set(id, now);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, 500);
  }

  get firedAt(): number {
    return this.signalAt;
  }

  stop(): void {
    clearInterval(this.polling);
  }

  /** What became of the signalled process's games, from the bots' view and the stored records. */
  report(
    out: readonly BotResult[],
    games: ReadonlyMap<string, BotGame>,
    records: Records,
    measureFrom: number,
  ): FaultReport {
    this.stop();
    const before = [...games.values()].filter(
      (g) => g.address === this.victimAddress && g.startedAt < (this.drainingAt ?? this.signalAt),
    );
    const interrupted = before.filter((g) => g.seated < 2 || g.over < g.seated);
    const reason = (g: BotGame) => records.get(g.gameId);
    const noContest = interrupted.filter((g) => reason(g) === 'no-contest');
    const seenAt = noContest.map((g) => this.seen.get(g.gameId));
    const gamesAfterByProcess: Record<string, number> = {};
    for (const g of games.values())
      if (g.startedAt >= this.signalAt)
        gamesAfterByProcess[g.address] = (gamesAfterByProcess[g.address] ?? 0) + 1;
    const drainFrom = this.drainingAt ?? this.signalAt;
    const startedOnVictimAfter = [...games.values()].filter(
      (g) => g.address === this.victimAddress && g.startedAt >= drainFrom,
    ).length;
    const errorsAfter = out.flatMap((r) => r.joinErrorLog).filter(([t]) => t >= this.signalAt);
    return {
      signal: this.fault.signal,
      victim: this.victimAddress,
      atMs: this.signalAt - measureFrom,
      exitCode: this.exit?.code ?? null,
      exitSignal: this.exit?.signal ?? null,
      exitAfterMs: this.exit === undefined ? undefined : this.exit.at - this.signalAt,
      victimGames: before.length,
      interrupted: interrupted.length,
      interruptedNoContest: noContest.length,
      interruptedOther: interrupted.filter((g) => reason(g) !== undefined && reason(g) !== 'no-contest')
        .length,
      interruptedUnrecorded: interrupted.filter((g) => reason(g) === undefined).length,
      interruptedReasons: tally(interrupted.map((g) => reason(g) ?? 'not stored')),
      interruptedSeen: tally(interrupted.map((g) => `${g.seated}/${g.over}`)),
      lastNoContestAfterMs:
        noContest.length === 0 || seenAt.some((t) => t === undefined)
          ? undefined
          : Math.max(...seenAt.map((t) => t! - this.signalAt)),
      startedOnVictimAfter,
      gamesAfterByProcess,
      joinErrorsAfter: errorsAfter.length,
      joinErrorsAfterToVictim: errorsAfter.filter(([, url]) => new URL(url).host === this.victimAddress)
        .length,
      joinErrorsRefusedAfterExit: errorsAfter.filter(
        ([t, url, message]) =>
          this.exit !== undefined &&
          t >= this.exit.at &&
          new URL(url).host === this.victimAddress &&
          message.includes('ECONNREFUSED'),
      ).length,
      ...(errorsAfter[0] === undefined ? {} : { firstErrorAfter: errorsAfter[0][2] }),
    };
  }
}

function tally(keys: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}
