/**
 * The room's "at once" patch (a new phase, turn or reveal), sent once per synchronous run: the steps one message or
 * one clock tick opens (a Set that ends a phase and starts the next) go out as one patch, in a microtask right after
 * that run, before any other socket is read or timer runs; `flush` sends it before a message that must follow the
 * state it belongs to (a deadline's fill, the record), so no message overtakes its state.
 *
 * Not later: waiting for the end of the event loop's I/O phase (setImmediate), so that two players' Sets read in
 * one poll would share a patch, was measured against this (tests/bench/loadOne.ts, heavy bots, 1,000 games, two
 * interleaved runs each, 2026-11-28): the patches sent were the same within 2 %, but a reveal waited for every
 * socket read in that poll: reveal p99 110-139 ms against 21 ms, and the server's CPU 54-59 % of a core against
 * 50-52 % (docs/BENCHMARKS.md, "Issue 40").
 */
export class PatchAtOnce {
  /** A patch was asked for and not sent yet. */
  private queued = false;

  constructor(
    private readonly send: () => void,
    private readonly later: (run: () => void) => void = (run) => {
      queueMicrotask(run);
    },
  ) {}

  /** Sends the state's changes right after this synchronous run (once, however often asked). */
  request(): void {
    if (this.queued) return;
    this.queued = true;
    this.later(() => {
      this.flush();
    });
  }

  /** Sends a requested patch now (nothing when none waits). */
  flush(): void {
    if (!this.queued) return;
    this.queued = false;
    this.send();
  }
}
