import { Room, type AuthContext, type Client, type ClientPrivate, type Serializer } from '@colyseus/core';
import { randomUUID } from 'node:crypto';
import {
  advance,
  aiPick,
  applyAction,
  applyEvent,
  clockFor,
  createGame,
  durationsFor,
  finalPicks,
  parseClientMessage,
  publicPicks,
  isLivePhase,
  pendingPick,
  publicView,
  SEATS,
  viewFor,
  ownView,
  type Action,
  type ClientMessage,
  type Clock,
  type RoomCommand,
  type GameError,
  type GameMode,
  type GameState,
  type Pick,
  type PublicView,
  type RematchCommand,
  type Seat,
  type SystemEvent,
} from '../engine';
import { recordTogether } from '../api/db/recordQueue';
import type { Recorded } from '../api/db/results';
import { currentRating } from '../api/db/standings';
import { checkReconnection, userOf, type SeatUser } from './auth';
import { MessageBudget, RoomClaims } from './budgets';
import { GameCommitments } from './commitments';
import { tellResult } from './gameOver';
import { finishedGame, recordWithRetry, type RecordOutcome } from './recordWithRetry';
import { REMATCH_ERRORS } from './rematch';
import { CREATOR_OPTION } from './roomOptions';
import { sharingHandshake } from './sharedHandshake';
import { listingKey, listingOf } from './liveGames';
import { GameRoomState } from './schema';
import type { RoomServices } from './services';
import { PlanMailer, sendError } from './messages';
import { seatOf, type Seats } from './seats';
import { Spectators, type SpectateVerdict, type WatchableRoom } from './spectators';
import { syncState } from './sync';
import { WakeUps } from './wakeUps';

/** The watcher's controls among the room commands. */
export type WatcherCommand = Exclude<RoomCommand['type'], 'exit'>;

/**
 * The base of every game room: it owns the clock, hosts the engine (never a rule of its own), keeps each
 * player's plan on the server, syncs the public view, and records the result once. Subclasses seat the
 * players and AIs of their mode.
 */
export abstract class GameRoom extends Room<GameRoomState> implements WatchableRoom {
  /** Set on the class each server defines (see defineRooms). */
  static services: RoomServices;
  abstract readonly mode: GameMode;
  /** What the synced state shows of the game (AI versus AI: the watcher's view, picks at once). */
  protected readonly viewOf: (game: GameState) => PublicView = publicView;
  /** AI seats act as soon as they may (AI versus AI: at the visible countdown marks instead). */
  protected readonly eagerAi: boolean = true;

  protected game!: GameState;
  /** The current game's salt, seed commitment and pick commitments (docs/FAIRNESS.md). */
  protected commitments!: GameCommitments;
  /** The clock this room's games run on, as the engine allows it for the mode (set once at creation). */
  protected clockKind: Clock = 'standard';
  protected readonly seats: Seats = {};
  /** When the game started (for the stored record). */
  protected startedAt = 0;
  /** Pending wake-ups (AI picks, the start, the next game, closing) in server ms, by name. */
  protected readonly wakeAt = new WakeUps(
    (callback, ms) => this.clock.setTimeout(callback, ms),
    () => {
      this.tick();
    },
  );
  private readonly plans = new PlanMailer();
  private finished = false;
  /** The end-of-game work (recording, messages) while it runs. */
  private finishing: Promise<void> = Promise.resolve();
  private readonly gameId = randomUUID();
  /** How many games this room has created: the stored id of each is `<room's uuid>-<this count>`. */
  private gamesCreated = 0;
  /** This room's places in the live-room budgets of the users it is held for (see budgetHolders). */
  private readonly claims = new RoomClaims(this.gameId);
  private messages: MessageBudget | undefined;
  /** Whether others may watch this room's games (public and vs-AI rooms; never private ones). */
  protected readonly watchable: boolean = false;
  /** Who watches without a seat (docs/PROTOCOL.md, Spectators). */
  private spectators = new Spectators(0);
  /** True only while a spectator's seat is being reserved (it does not count against the players' places). */
  private admittingSpectator = false;
  /** The matchmaking listing last published (see publishListing). */
  private listed = '';
  /** The phase and turn the clients were last sent at once (see sendStepAtOnce). */
  private sentStep = '';
  /** True while this room broadcasts a patch itself (its clock tick may run the room's timer). */
  private patching = false;

  get services(): RoomServices {
    return (this.constructor as typeof GameRoom).services;
  }

  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatUser> {
    const user = await userOf(this.services, context);
    const { rating, provisional } = await currentRating(this.services.db, user.username);
    return { ...user, rating: { rating, provisional } };
  }

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    try {
      const { liveRoomsPerUser, messagesPerSecond, refusedBeforeDisconnect } = this.services.limits;
      await this.claims.take(this.presence, this.budgetHolders(options), liveRoomsPerUser);
      this.messages = new MessageBudget(messagesPerSecond, refusedBeforeDisconnect);
      this.spectators = new Spectators(this.services.limits.spectatorsPerRoom, liveRoomsPerUser);
      if (this.services.patchRateMs !== undefined) this.patchRate = this.services.patchRateMs;
      this.state = new GameRoomState();
      this.state.mode = this.mode;
      this.clockKind = clockFor(this.mode, options.clock);
      this.state.clock = this.clockKind;
      this.beginGame();
      this.onMessage('*', (client, type, message) => {
        this.onClientMessage(client, String(type), message);
      });
      await this.setup(options);
    } catch (err) {
      await this.abandon();
      throw err;
    }
    this.services.liveRooms.add(this);
  }

  /**
   * Colyseus never disposes a room whose onCreate failed: stop what it started (patches, the auto-dispose
   * timer, the clock) and give back the creator's place, or every refused room would leave timers behind.
   */
  private async abandon(): Promise<void> {
    this.wakeAt.clear();
    this.autoDispose = false;
    this.patchRate = 0;
    this.clock.clear();
    this.clock.stop();
    await this.claims.release(this.presence);
  }

  /**
   * The users whose live-room budget this room takes a place in: its creator (the server-set option of a
   * matchmaking `create`; none for a room nobody asked to create). Rooms reserved for users add them.
   */
  protected budgetHolders(options: Record<string, unknown>): string[] {
    const creator = options[CREATOR_OPTION];
    return typeof creator === 'string' ? [creator] : [];
  }

  /**
   * A reconnection (a seat held by allowReconnection) must carry the seat owner's session; Colyseus itself
   * accepts the reconnection token alone and runs no onAuth then.
   */
  override async ['_onJoin'](client: Client & ClientPrivate, authContext: AuthContext): Promise<void> {
    const seat = this.reservedSeats[client.sessionId];
    if (seat?.[3] === true)
      await checkReconnection(this.services, authContext, seat[1] as SeatUser | undefined);
    return super._onJoin(client, authContext);
  }

  /** Mode-specific setup: seats for AIs, a private code, limits. */
  protected abstract setup(options: Record<string, unknown>): Promise<void> | void;

  /**
   * A fresh game with its id and fresh commitments: the id, the seed commitment and an empty commitment map and
   * record are synced before any pick.
   */
  private beginGame(): void {
    this.game = this.newGame();
    this.gamesCreated += 1;
    this.commitments = new GameCommitments(`${this.gameId}-${this.gamesCreated}`, this.game.seed);
    this.state.gameId = this.commitments.gameId;
    this.state.seedCommitment = this.commitments.seedCommitment;
    this.state.commitments.clear();
    this.state.record = '';
    this.onNewGame();
  }

  /** A new game was created (AI seats are seeded from its seed here). */
  protected onNewGame(): void {}

  protected newGame(): GameState {
    const durations = durationsFor(this.clockKind, this.services.durations);
    return createGame({ seed: this.services.newSeed(), mode: this.mode, durations });
  }

  protected now(): number {
    return this.services.now();
  }

  /** A game is live from its start until it is over. */
  protected isLive(): boolean {
    return isLivePhase(this.game.phase);
  }

  /** Every client message: parsed, dispatched, answered with `error` when refused. Never throws. */
  private onClientMessage(client: Client, type: string, body: unknown): void {
    if (this.messages?.admit(client, this.now()) === false) return;
    try {
      const parsed = parseClientMessage(type, body);
      if (parsed.ok && parsed.value.type !== 'exit' && this.spectators.has(client.sessionId))
        sendError(client, 'seat/spectator', 'You are watching this game: spectators cannot play.');
      else if (parsed.ok) this.dispatch(client, parsed.value);
      else if (parsed.error.code === 'message/unknown')
        sendError(client, 'message/unknown', `Unknown message "${type}".`);
      else sendError(client, parsed.error.code, parsed.error.message);
    } catch (err) {
      console.error('room message failed', err);
      sendError(client, 'server/error', 'Something went wrong with that move. Please try again.');
    }
  }

  private dispatch(client: Client, message: ClientMessage): void {
    switch (message.type) {
      case 'ready':
      case 'choose':
      case 'place':
      case 'move':
      case 'hit':
      case 'set':
      case 'back':
        this.playerAction(client, message);
        return;
      case 'exit':
        this.exit(client);
        return;
      case 'pause':
      case 'continue':
      case 'reset':
        this.watcherCommand(client, message.type);
        return;
      case 'rematch':
      case 'decline':
        this.rematchCommand(client, message.type);
        return;
    }
  }

  /** `rematch` and `decline` after the game (rooms/rematch.ts); rooms without two players refuse them. */
  protected rematchCommand(client: Client, _type: RematchCommand['type']): void {
    sendError(client, REMATCH_ERRORS.unavailable.code, REMATCH_ERRORS.unavailable.message);
  }

  /** The AI-versus-AI watcher's controls; other rooms do not take them. */
  protected watcherCommand(client: Client, type: WatcherCommand): void {
    sendError(client, 'message/unknown', `Unknown message "${type}".`);
  }

  private playerAction(client: Client, action: Action): void {
    const seat = seatOf(this.seats, client.sessionId);
    if (seat === undefined) {
      sendError(client, 'seat/unknown', 'You are not a player in this game.');
      return;
    }
    const now = this.now();
    this.game = advance(this.game, now);
    // A deadline passed unseen may have opened a phase: the AI commits to its pick before this message counts.
    this.commitAiPicks();
    const result = applyAction(this.game, seat, action, now);
    if (result.ok) this.game = result.value;
    else sendError(client, result.error.code, result.error.message);
    this.update();
  }

  /** A host event (forfeit, abort, pause, resume); refused ones return their error. */
  protected event(event: SystemEvent): GameError | undefined {
    const result = applyEvent(this.game, event, this.now());
    if (!result.ok) return result.error;
    this.game = result.value;
    this.update();
    return undefined;
  }

  /** `exit`: leaving a live game forfeits it; then the connection closes. */
  private exit(client: Client): void {
    const seat = seatOf(this.seats, client.sessionId);
    if (seat !== undefined && this.isLive()) this.event({ type: 'forfeit', seat });
    client.leave();
  }

  /** A fresh game in the same room and seats (AI versus AI plays several). */
  protected restart(): void {
    this.beginGame();
    this.finished = false;
    this.plans.forget();
  }

  /**
   * Starts the game once every seat is taken: the engine's start phase follows (both players click the start
   * bar, or its deadline passes; 1 s in the AI modes).
   */
  protected start(): void {
    // A started game takes nobody new (seats freed by leaving stay closed); reconnection still works.
    void this.lock();
    this.startedAt = this.now();
    this.event({ type: 'start' });
  }

  /** Runs everything due by now: deadlines, AI picks, scheduled steps; then syncs and re-arms the timer. */
  tick(): void {
    try {
      this.game = advance(this.game, this.now());
      this.update();
    } catch (err) {
      console.error('room tick failed', err);
    }
  }

  /** After any change: AI picks that are due, the synced state, each player's plan, the end, the next wake-up. */
  protected update(): void {
    for (let guard = 0; guard < 10 && this.runDue(); guard++) this.game = advance(this.game, this.now());
    const view = this.viewOf(this.game);
    syncState(this.state, view, this.seats, this.now());
    this.publishCommitments(view);
    this.sendPlans();
    this.publishListing();
    if (this.game.phase === 'over' && !this.finished) {
      this.finished = true;
      this.finishing = this.onGameOver();
    }
    this.arm();
    this.sendStepAtOnce();
  }

  /**
   * A new phase or turn (a reveal, every phase change) goes to the clients now, not at the next patch: the
   * patch carries what changed since the last one, so nothing is sent twice and no more is sent in all.
   */
  private sendStepAtOnce(): void {
    const step = `${this.game.phase}:${this.game.turn}`;
    if (step === this.sentStep) return;
    this.sentStep = step;
    // Run from a patch's own clock tick (the room's timers): that patch sends the change right after.
    if (!this.patching) this.broadcastPatch();
  }

  /** Colyseus picks a schema serializer when the state is set: this one shares the join handshake. */
  override setSerializer(serializer: Serializer<GameRoomState>): void {
    super.setSerializer(sharingHandshake(serializer));
  }

  /**
   * Colyseus's patch (every patch interval, and sendStepAtOnce): it ticks the room's clock first, which may run
   * the room's timer and update the state; a patch must not start inside it (it would tick the clock again,
   * under the running tick).
   */
  override broadcastPatch(): boolean {
    this.patching = true;
    try {
      return super.broadcastPatch();
    } finally {
      this.patching = false;
    }
  }

  /**
   * Commits to every pick now final, eager AIs' picks for the phase just entered, and reveals the nonces of the
   * picks the view shows; once the game is over, every nonce and the record. Same patch as the phase change.
   */
  private publishCommitments(view: PublicView): void {
    const c = this.commitments;
    this.commitAiPicks();
    c.commit(finalPicks(this.game));
    c.reveal(publicPicks(view));
    if (this.game.phase === 'over' && this.state.record === '')
      this.state.record = JSON.stringify(c.finish(this.game));
    c.syncTo(this.state.commitments);
  }

  /**
   * In rooms whose AI is eager (vs AI): each AI seat's pick for the current phase (Choose, Place, Move/Hit),
   * decided now, committed, and played later unchanged; nothing in the AI-versus-AI room.
   */
  private commitAiPicks(): void {
    if (!this.eagerAi || !this.isLive()) return;
    const picks: Pick[] = [];
    for (const seat of SEATS) {
      const ai = this.seats[seat]?.ai;
      if (ai === undefined) continue;
      const view = viewFor(this.game, seat);
      const pick = aiPick(view, ai.decide(view));
      if (pick !== null) picks.push(pick);
    }
    this.commitments.commit(picks);
  }

  /** AI actions and scheduled steps that are due; true when something changed. */
  protected runDue(): boolean {
    let changed = false;
    for (const seat of SEATS) {
      const ai = this.seats[seat]?.ai;
      if (ai === undefined || !this.isLive() || this.game.paused) continue;
      const due = this.aiDueAt(seat);
      if (due === undefined || due > this.now()) continue;
      for (const action of ai.actions(viewFor(this.game, seat), this.eagerAi)) {
        const r = applyAction(this.game, seat, action, this.now());
        if (r.ok) {
          this.game = r.value;
          changed = true;
        }
      }
    }
    const woke = this.wakeAt.runDue(this.now(), (name) => {
      this.onWake(name);
    });
    return changed || woke;
  }

  /** When an AI seat should make its pick in the current phase, or undefined when it has nothing to do. */
  protected aiDueAt(seat: Seat): number | undefined {
    const phase = pendingPick(this.game, seat);
    if (phase === null || this.game.deadline === null) return undefined;
    const { deadline } = this.game;
    return Math.min(deadline - 1, deadline - this.game.durations[phase] + this.services.aiThinkMs);
  }

  /** A named scheduled step is due. */
  protected onWake(name: string): void {
    if (name === 'close') void this.disconnect();
  }

  /** Arms one timer for the earliest of the deadline, AI picks and scheduled steps. */
  private arm(): void {
    const times = this.game.deadline === null ? [] : [this.game.deadline];
    for (const seat of SEATS) {
      const due = this.isLive() && !this.game.paused ? this.aiDueAt(seat) : undefined;
      if (due !== undefined && this.seats[seat]?.ai !== undefined) times.push(due);
    }
    this.wakeAt.arm(this.now(), times);
  }

  /** Sends each player its own plan when it changed (never the opponent's). */
  private sendPlans(): void {
    this.plans.send(this.seats, (seat) => ownView(this.game, seat));
  }

  /** Resends a reconnected player its plan. */
  protected resendPlan(key: string): void {
    this.plans.forget(key);
    this.sendPlans();
  }

  /** The game ended: record the result once, tell each player, then the mode's next step. */
  protected async onGameOver(): Promise<void> {
    const result = this.game.result;
    if (result === null) return;
    const saved = (await this.record(this.services.limits.recordRetryDelaysMs)) === 'stored';
    tellResult(this.seats, result, saved);
    this.afterGame();
    this.arm();
  }

  /** What happens after a game: by default the room closes once players have seen the result. */
  protected afterGame(): void {
    this.wakeAt.set('close', this.now() + this.services.closeAfterGameMs);
  }

  /**
   * Writes the finished game (the data layer stores every game and counts only public and vs-AI games), trying again after each
   * of `retryDelaysMs` on the room's clock when the database fails.
   */
  protected async record(retryDelaysMs: readonly number[]): Promise<RecordOutcome> {
    const id = this.commitments.gameId;
    const fairness = this.game.result === null ? undefined : this.commitments.fairness(this.game);
    const game = finishedGame(id, this.mode, this.game, this.seats, this.startedAt, this.now(), fairness);
    if (game === undefined) return 'stored';
    return recordWithRetry(
      game.id,
      async () => {
        this.showRatings(await recordTogether(this.services.db, game));
      },
      retryDelaysMs,
      (ms) => {
        const wait = this.wakeAt.wait('record-retry', this.now() + ms);
        this.arm();
        return wait;
      },
    );
  }

  /**
   * Puts each player's new rating and its change beside their name (the synced state is public); after a game
   * against the AI, that it was not rated.
   */
  private showRatings(recorded: Recorded): void {
    if (recorded.ratings === undefined) return;
    for (const seat of SEATS) {
      const info = this.seats[seat];
      const change = recorded.ratings[seat];
      if (info === undefined) continue;
      if (!change.rated) {
        info.unrated = 'ai';
        continue;
      }
      info.rating = { rating: change.after, provisional: change.provisional };
      info.ratingChange = Math.round(change.after) - Math.round(change.before);
    }
    this.update();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.messages?.forget(client.sessionId);
    if (this.spectators.has(client.sessionId)) {
      await this.dropSpectator(client.sessionId);
      return;
    }
    const seat = seatOf(this.seats, client.sessionId);
    if (seat === undefined) return;
    const info = this.seats[seat]!;
    if (this.game.phase === 'waiting') {
      this.seats[seat] = undefined;
      this.state.players.delete(info.key);
      return;
    }
    if (!this.isLive()) return;
    if (consented) {
      this.event({ type: 'forfeit', seat });
      return;
    }
    info.client = undefined;
    this.update();
    try {
      info.client = await this.allowReconnection(client, this.services.reconnectSeconds);
      this.resendPlan(info.key);
      this.update();
    } catch {
      if (this.isLive()) this.event({ type: 'forfeit', seat });
    }
  }

  /**
   * Reserves a place without a seat for `user` (matchmaking calls it by room id, on any process; see
   * rooms/spectators.ts): only in a watchable room whose game is live, up to the spectator cap, and within the
   * user's live-room budget (a spectator takes a place there like a room of their own; a signed-out visitor's
   * IP has a budget of `visitorWatchingPerIp` watched games).
   */
  async reserveSpectatorSeat(sessionId: string, user: SeatUser): Promise<SpectateVerdict> {
    if (!this.watchable || !this.isLive()) return 'closed';
    const budget = user.visitor === true ? this.services.limits.visitorWatchingPerIp : undefined;
    const verdict = await this.spectators.admit(this.presence, this.roomId, sessionId, user.userId, budget);
    if (verdict !== 'ok') return verdict;
    // Colyseus checks the room's places synchronously when the reservation starts: only then is it a spectator's.
    this.admittingSpectator = true;
    const reserving = this._reserveSeat(sessionId, { spectate: true }, user);
    this.admittingSpectator = false;
    if (!(await reserving)) {
      await this.dropSpectator(sessionId);
      return 'full';
    }
    // A place never taken is given back when Colyseus forgets the reservation.
    const expiry = setTimeout(
      () => {
        if (this.spectators.isReserved(sessionId)) void this.dropSpectator(sessionId);
      },
      this.seatReservationTime * 1000 + 1000,
    );
    expiry.unref();
    return 'ok';
  }

  /** A spectator's place was counted by Spectators.admit: it never takes one of the players'. */
  override hasReachedMaxClients(): boolean {
    return !this.admittingSpectator && super.hasReachedMaxClients();
  }

  /** A reserved spectator connected: true when `client` is one (it takes no seat and sees the public state). */
  protected admitSpectator(client: Client): boolean {
    if (!this.spectators.join(client.sessionId)) return false;
    this.showSpectators();
    return true;
  }

  /** A spectator left (or never came): nothing in the game changes; its budget place is given back. */
  private async dropSpectator(sessionId: string): Promise<void> {
    const released = this.spectators.release(this.presence, this.roomId, sessionId);
    this.showSpectators();
    await released;
  }

  private showSpectators(): void {
    this.state.spectators = this.spectators.watching;
    this.publishListing();
  }

  /** Keeps the matchmaking metadata (GET /api/live) current: only when the turn, liveness or audience changed. */
  private publishListing(): void {
    if (!this.watchable) return;
    const live = this.isLive();
    const key = listingKey(this.state, live, this.spectators.watching);
    if (key === this.listed) return;
    this.listed = key;
    void this.setMetadata(listingOf(this.state, live, this.spectators.watching)).catch((err: unknown) => {
      console.error('room listing failed', err);
    });
  }

  /** The server is stopping: a game in progress ends as no contest, recorded and told to its players. */
  async stopForShutdown(): Promise<void> {
    if (this.isLive()) this.event({ type: 'abort' });
    await this.finishing;
  }

  /** The room closes: a game still in progress (everyone left) ends as no contest. */
  override async onDispose(): Promise<void> {
    this.services.liveRooms.delete(this);
    this.wakeAt.clear();
    await this.claims.release(this.presence);
    await Promise.all(this.spectators.all().map((sessionId) => this.dropSpectator(sessionId)));
    if (this.isLive()) {
      // Everyone has left: nobody is told the result, so one try (a failure is logged with the game id).
      this.game = applyEventOr(this.game, { type: 'abort' }, this.now());
      this.finished = true;
      await this.record([]);
    }
  }
}

function applyEventOr(game: GameState, event: SystemEvent, now: number): GameState {
  const r = applyEvent(game, event, now);
  return r.ok ? r.value : game;
}
