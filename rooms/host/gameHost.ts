import {
  advanceWithFills,
  aiSeed,
  applyAction,
  applyEvent,
  createGame,
  nextDeadline,
  durationsFor,
  finalPicks,
  isLivePhase,
  parseClientMessage,
  publicPicks,
  publicView,
  SEATS,
  watcherView,
  type Action,
  type AiLevel,
  type Fill,
  type GameError,
  type GameState,
  type RoomError,
  type PublicView,
  type Seat,
  type SystemEvent,
} from '../../engine';
import { GameCommitments } from './commitments';
import type { ModeHost, ModePolicy } from './modes/modePolicy';
import { aiSeat, seatHuman, seatOf, type SeatedUser, type SeatInfo, type Seats } from './seats';
import { WakeUps, type WakeUp } from './wakeUps';
import { AiPlayers } from './aiPlayers';
import { dispatch, type MessageHandlers } from './dispatch';
import { Publisher } from './publisher';
import { Finisher, type Ending } from './finisher';
import type { HostOptions, HostPorts, HostSnapshot, ModeCommand } from './ports';
import { FAILED, NOT_A_PLAYER, SPECTATOR, unknownOr } from './refusals';

/**
 * One hosted game (boardgame.io's Master, lila's round actor): it hosts the engine and never decides a rule,
 * dispatches typed client messages, drives the AIs, keeps the clock and its wake-ups, commits to and reveals the
 * picks, sends each player its plan, and hands the game to the Finisher (its start, then its end). No Colyseus
 * here: a room adapts it (rooms/colyseus/gameRoom.ts); tests drive it on a fake clock. */
export class GameHost implements MessageHandlers {
  /** Who sits where: only the host writes it (seating through `join`, `seatAi`, `vacate`). */
  private readonly seats: Seats = {};
  /** What varies by mode (host/modes). */
  private readonly policy: ModePolicy;
  /** How many watch without a seat now, and whether anyone ever did. */
  private audienceNow = 0;
  private watchedEver = false;
  private current!: GameState;
  private commitments!: GameCommitments;
  private readonly ai: AiPlayers;
  private readonly finisher: Finisher;
  private readonly publisher: Publisher;
  /** Pending wake-ups (AI picks, the mode's steps, record retries) and the one timer. */
  private readonly wakeUps: WakeUps;
  private gamesCreated = 0;
  private startedAt = 0;
  private finished = false;
  /** The end-of-game work (recording, messages) while it runs. */
  private finishing = Promise.resolve();
  /** The finished game's fairness record (JSON), once over. */
  private record = '';
  /** Picks the deadline made for a seat, told to that seat after the state that follows them is published. */
  private fills: Fill[] = [];

  constructor(
    readonly options: HostOptions,
    private readonly ports: HostPorts,
    mode: (host: ModeHost) => ModePolicy,
  ) {
    this.ai = new AiPlayers(options.watched, options.aiThinkMs);
    this.publisher = new Publisher(ports.transport);
    this.wakeUps = new WakeUps(
      (callback, ms) => ports.clock.setTimeout(callback, ms),
      () => {
        this.tick();
      },
    );
    this.finisher = new Finisher(ports.store, ports.transport, this.sleep.bind(this), this.update.bind(this));
    this.beginGame();
    this.policy = mode(this.modeHost());
  }

  /** What the mode may ask of the host. */
  private modeHost(): ModeHost {
    const { transport, room, store } = this.ports;
    const watchedEver = () => this.watchedEver;
    return {
      options: this.options,
      store,
      now: () => this.now(),
      schedule: (wakeUp, at) => {
        this.schedule(wakeUp, at);
      },
      cancel: (wakeUp) => {
        this.wakeUps.delete(wakeUp);
      },
      event: (event) => this.event(event),
      seatAi: (seat, name, level) => {
        this.seatAi(seat, name, level);
      },
      start: () => {
        this.start();
      },
      nextGame: () => {
        this.restart();
        this.start();
      },
      isWaiting: () => this.current.phase === 'waiting',
      game: () => this.current,
      gameId: () => this.commitments.gameId,
      seatOf: (connection) => seatOf(this.seats, connection),
      userOf: (seat) => this.seats[seat]?.userId,
      get watchedEver() {
        return watchedEver();
      },
      changed: () => {
        this.publishSnapshot();
      },
      toSeat: (seat, message) => {
        transport.toSeat(seat, message);
      },
      toAll: (message) => {
        transport.toAll(message);
      },
      close: () => {
        room.close();
      },
    };
  }

  /** Prepares the mode (its AIs, its wake-ups), then publishes the first snapshot. */
  async prepare(): Promise<void> {
    await this.policy.prepare();
    this.update();
  }

  /** Who sits in `seat` (read only). */
  seat(seat: Seat): Readonly<SeatInfo> | undefined {
    return this.seats[seat];
  }

  /** The seat a connection plays, if any. */
  seatOf(connection: string): Seat | undefined {
    return seatOf(this.seats, connection);
  }

  /** The seated users' ids. */
  seatedUsers(): string[] {
    return SEATS.flatMap((s) => this.seats[s]?.userId ?? []);
  }

  /**
   * A signed-in user joins on `connection`: seated where the mode allows (a SeatError says why not); once every
   * seat is taken the waiting game starts.
   */
  join(connection: string, user: SeatedUser): void {
    const allowed = this.policy.seatsFor(connection, user.userId);
    if (allowed.length > 0) seatHuman(this.seats, { sessionId: connection }, user, allowed);
    const full = SEATS.every((s) => this.seats[s] !== undefined);
    if (full && this.current.phase === 'waiting') this.start();
    else this.update();
  }

  /** How many watch without a seat now (the adapter admits them). */
  audience(count: number): void {
    this.audienceNow = count;
    if (count > 0) this.watchedEver = true;
    this.publishSnapshot();
  }

  /** The player of `seat` is gone from the room (after the game this declines a rematch). */
  left(seat: Seat): void {
    if (this.current.phase === 'over') this.policy.left(seat);
  }

  get game(): GameState {
    return this.current;
  }

  now(): number {
    return this.ports.clock.now();
  }

  /** From the start until the game is over. */
  isLive(): boolean {
    return isLivePhase(this.current.phase);
  }

  /** Seats a server AI, seeded from the current game's committed seed (docs/FAIRNESS.md). */
  seatAi(seat: Seat, name: string, level: AiLevel): void {
    this.seats[seat] = aiSeat(seat, name, level, aiSeed(this.current.seed, seat), this.options.solved);
  }

  /** Every client message: parsed, dispatched, refused with its error. Never throws. */
  handle(connection: string, type: string, body: unknown, audience = false): void {
    try {
      const parsed = parseClientMessage(type, body);
      if (!parsed.ok) this.refuse(connection, unknownOr(parsed.error, type));
      else if (audience && parsed.value.type !== 'exit') this.refuse(connection, SPECTATOR);
      else dispatch(connection, parsed.value, this);
    } catch (err) {
      console.error('room message failed', err);
      this.refuse(connection, FAILED);
    }
  }

  /** The mode's commands (its policy answers). */
  command(connection: string, type: ModeCommand): void {
    this.refuse(connection, this.policy.command(connection, type));
  }

  private refuse(connection: string, error: RoomError | undefined): void {
    if (error !== undefined) this.ports.transport.error(connection, error);
  }

  /** A player's action: the engine takes it, or its refusal goes back. */
  act(connection: string, action: Action): void {
    const seat = seatOf(this.seats, connection);
    if (seat === undefined) {
      this.refuse(connection, NOT_A_PLAYER);
      return;
    }
    const now = this.now();
    this.advanceTo(now);
    // A deadline passed unseen may have opened a phase: the AI commits to its pick before this message counts.
    this.commitments.commit(this.ai.decided(this.current, this.seats));
    const result = applyAction(this.current, seat, action, now);
    if (result.ok) this.current = result.value;
    else this.refuse(connection, result.error);
    this.update();
  }

  /** `exit`: leaving a live game forfeits it; then the connection closes. */
  exit(connection: string): void {
    const seat = seatOf(this.seats, connection);
    if (seat !== undefined && this.isLive()) this.event({ type: 'forfeit', seat });
    this.ports.transport.close(connection);
  }

  /**
   * A host event (start, forfeit, abort, pause, resume, berserk); a refused one returns the engine's error. The
   * deadlines passed by now end first, so what they filled is told.
   */
  event(event: SystemEvent): GameError | undefined {
    const now = this.now();
    this.advanceTo(now);
    const result = applyEvent(this.current, event, now);
    if (!result.ok) return result.error;
    this.current = result.value;
    this.update();
    return undefined;
  }

  /** Every seat is taken: the room takes nobody new, and the engine's start phase follows. */
  start(): void {
    this.ports.room.started();
    this.startedAt = this.now();
    this.event({ type: 'start' });
    this.finisher.started(this.ending());
    this.policy.started?.();
  }

  /** A fresh game with the same seats (AI versus AI plays several); AI seats get the new game's seeds. */
  restart(): void {
    this.beginGame();
    for (const seat of SEATS) {
      const info = this.seats[seat];
      if (info?.aiLevel !== undefined) this.seatAi(seat, info.name, info.aiLevel);
    }
    this.finished = false;
    this.publisher.forget();
  }

  private beginGame(): void {
    const durations = durationsFor(this.options.clock, this.options.durations);
    this.current = createGame({ seed: this.options.newSeed(), mode: this.options.mode, durations });
    this.gamesCreated += 1;
    this.commitments = new GameCommitments(
      `${this.options.idPrefix}-${this.gamesCreated}`,
      this.current.seed,
    );
    this.record = '';
    this.fills = [];
  }

  /** Schedules (or moves) `wakeUp` to server time `at`. */
  private schedule(wakeUp: WakeUp, at: number): void {
    this.wakeUps.set(wakeUp, at);
    this.arm();
  }

  /** One branch per wake-up: the host's own, then the mode's. */
  private wake(wakeUp: WakeUp): void {
    switch (wakeUp.type) {
      case 'gone':
        if (this.isLive())
          this.current = applyEventOr(this.current, { type: 'forfeit', seat: wakeUp.seat }, this.now());
        return;
      case 'record-retry':
        return; // a waited wake-up: its promise resolved (WakeUps.wait)
      case 'close':
        this.ports.room.close();
        return;
      case 'rematch-expire':
        this.policy.rematchExpired?.();
        return;
      case 'rematch-no-show':
        this.policy.rematchNoShow?.();
        return;
      case 'next-game':
        this.policy.nextGame?.();
        return;
      case 'watch-time-up':
        this.policy.watchTimeUp?.();
        return;
      case 'next-exhibition':
        this.policy.nextExhibition?.();
        return;
      case 'arena-no-show':
        this.policy.arenaNoShow?.();
        return;
    }
  }

  /** Runs everything due by now: deadlines, AI picks, scheduled steps; then publishes and re-arms. */
  tick(): void {
    try {
      this.advanceTo(this.now());
      this.update();
    } catch (err) {
      console.error('room tick failed', err);
    }
  }

  /** After any change: AI picks that are due, the public state, each plan, the end, the next wake-up. */
  update(): void {
    for (let guard = 0; guard < 10 && this.runDue(); guard++) this.advanceTo(this.now());
    const view = this.view();
    const c = this.commitments;
    c.commit(this.ai.decided(this.current, this.seats));
    c.commitFinal(finalPicks(this.current));
    c.reveal(publicPicks(view));
    if (this.current.phase === 'over' && this.record === '')
      this.record = JSON.stringify(c.finish(this.current));
    this.publisher.publish(this.snapshot(view), this.current);
    if (this.current.phase === 'over' && !this.finished) {
      this.finished = true;
      this.finishing = this.finish();
    }
    this.arm();
    this.publisher.stepAtOnce(this.current);
    this.publisher.record(this.record);
    this.tellFills();
  }

  /** What the synced state shows now. */
  private snapshot(view = this.view()): HostSnapshot {
    const { gameId, seedCommitment } = this.commitments;
    return {
      view,
      seats: this.seats,
      now: this.now(),
      gameId,
      seedCommitment,
      commitments: this.commitments,
      live: this.isLive(),
      clock: this.options.clock,
      audience: this.audienceNow,
      mode: this.policy.snapshot(),
    };
  }

  private view(): PublicView {
    return this.options.watched ? watcherView(this.current) : publicView(this.current);
  }

  /** Publishes the snapshot alone (the audience or the mode changed; nothing in the game did). */
  private publishSnapshot(): void {
    this.publisher.publish(this.snapshot(), this.current);
  }

  /** Ends every phase whose deadline passed by `now`, keeping what it picked for a seat that had not. */
  private advanceTo(now: number): void {
    const { state, fills } = advanceWithFills(this.current, now);
    this.current = state;
    this.fills.push(...fills);
  }

  /**
   * Each pick the clock made goes to its seat only (an AI seat gets nothing), after the new phase's state, so the
   * client shows it under the phase it opened (issue 36: a silent random pick was the complaint).
   */
  private tellFills(): void {
    const fills = this.fills;
    this.fills = [];
    for (const { seat, ...body } of fills) this.ports.transport.toSeat(seat, { type: 'filled', body });
  }

  /** Waits `ms` on the host's clock (the finisher between tries). */
  private sleep(ms: number): Promise<void> {
    const wait = this.wakeUps.wait({ type: 'record-retry' }, this.now() + ms);
    this.arm();
    return wait;
  }

  private runDue(): boolean {
    const played = this.ai.play(this.current, this.seats, this.now());
    if (played !== undefined) this.current = played;
    const woke = this.wakeUps.runDue(this.now(), (wakeUp) => {
      this.wake(wakeUp);
    });
    return played !== undefined || woke;
  }

  /**
   * Arms one timer for the earliest of the clock's next deadline (the phase's, or a berserk seat's own half time:
   * the engine's nextDeadline), AI picks and scheduled steps.
   */
  private arm(): void {
    const next = nextDeadline(this.current);
    const deadline = next === null ? [] : [next];
    this.wakeUps.arm(this.now(), [...deadline, ...this.ai.wakeTimes(this.current, this.seats)]);
  }

  /** The game ended: the finisher records and tells it, then the mode's next step. */
  private async finish(): Promise<void> {
    await this.finisher.finish(this.ending(), this.options.recordRetryDelaysMs, true);
    this.policy.afterGame();
    this.arm();
  }

  private ending(): Ending {
    const { mode } = this.options;
    const { current: game, seats, commitments, startedAt } = this;
    return { mode, game, seats, commitments, startedAt, endedAt: this.now() };
  }

  /** A player's connection is lost: the game is forfeited unless it is back within `graceMs`. */
  connectionLost(seat: Seat, graceMs: number): void {
    this.wakeUps.set({ type: 'gone', seat }, this.now() + graceMs);
    this.setConnected(seat, false);
  }

  /** A player's connection is back: its plan is sent again, and the record when the game is over. */
  reconnected(seat: Seat): void {
    this.wakeUps.delete({ type: 'gone', seat });
    this.setConnected(seat, true);
    this.publisher.recordTo(seat);
  }

  private setConnected(seat: Seat, connected: boolean): void {
    const info = this.seats[seat];
    if (info === undefined) return;
    info.connected = connected;
    if (connected) this.publisher.forget(info.key);
    this.update();
  }

  /** A player left before the start: the seat is free again. */
  vacate(seat: Seat): void {
    this.seats[seat] = undefined;
    this.update();
  }

  /** The server is stopping: a game in progress ends as no contest, recorded and told to its players. */
  async stop(): Promise<void> {
    if (this.isLive()) this.event({ type: 'abort' });
    await this.finishing;
  }

  /** The room closes: its timer stops; a game still in progress (everyone left) ends as no contest, tried once. */
  async dispose(): Promise<void> {
    this.wakeUps.clear();
    if (!this.isLive()) return;
    this.current = applyEventOr(this.current, { type: 'abort' }, this.now());
    this.finished = true;
    await this.finisher.finish(this.ending(), [], false);
  }
}

/** The game after a host event, or unchanged when the engine refuses it. */
function applyEventOr(game: GameState, event: SystemEvent, now: number): GameState {
  const r = applyEvent(game, event, now);
  return r.ok ? r.value : game;
}
