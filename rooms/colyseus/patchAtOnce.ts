/**
 * The room's "at once" patch (a new phase, turn or reveal), sent once per turn of the event loop. Messages that
 * arrive together (both players' Set read from their sockets in one poll of the event loop) each open a step: sent
 * at once one by one, each but the last is superseded before any client could act on it, yet costs an encode and a
 * socket write per client. Here a request is sent after the I/O of this turn (setImmediate, before the next timers,
 * so before Colyseus's own patch interval), as one patch; `flush` sends it before a message that must follow the
 * state it belongs to (a deadline's fill, the record), so no message overtakes its state.
 */
export class PatchAtOnce {
  /** A patch was asked for and not sent yet. */
  private queued = false;

  constructor(
    private readonly send: () => void,
    private readonly later: (run: () => void) => void = (run) => {
      setImmediate(run);
    },
  ) {}

  /** Sends the state's changes after the I/O of this turn of the event loop (once, however often asked). */
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
