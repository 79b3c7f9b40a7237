import { Room, type AuthContext, type Client, type Serializer } from '@colyseus/core';
import { randomUUID } from 'node:crypto';
import {
  clockFor,
  factsOf,
  type Clock as ClockKind,
  type GameMode,
  type GameState,
  type ModeFacts,
  type Seat,
} from '../../engine';
import { userOf, type SeatUser } from './auth';
import { MessageBudget, RoomClaims } from '../limits/budgets';
import { GameHost } from '../host/gameHost';
import type { ModeHost, ModePolicy } from '../host/modes/modePolicy';
import type { Clock, RoomControl, Transport } from '../host/ports';
import { ListingPublisher } from '../matchmaking/liveGames';
import { CREATOR_OPTION } from '../matchmaking/roomOptions';
import { GameRoomState } from './schema';
import { hostOptions, type RoomServices } from '../services';
import { sharingHandshake } from './sharedHandshake';
import { Spectators, type SpectateVerdict, type WatchableRoom } from './spectators';
import { roomTransport } from './roomTransport';
import { sendTo } from './messages';
import { PatchAtOnce } from './patchAtOnce';
import { throwIfRefused, type ReconnectingRoom } from './reconnection';

/**
 * The Colyseus adapter of a GameHost (rooms/host/gameHost.ts), with Colyseus's public API only: it seats
 * players, admits the audience, turns connections into the host's ports (a Transport, the room's clock, the
 * store, the room control) and the host's snapshots into the synced state. Mode rooms (rooms/colyseus/modeRooms.ts,
 * rooms/colyseus/watchRoom.ts, rooms/colyseus/exhibitionRoom.ts) are thin subclasses: which mode policy (rooms/host/modes) their
 * host is given, and what Colyseus needs of them (a private code, the seek pool's listing).
 */
export abstract class GameRoom extends Room<GameRoomState> implements WatchableRoom, ReconnectingRoom {
  /** Set on the class each server defines (see defineRooms). */
  static services: RoomServices;
  /** The one game this room hosts (a new one for each game of AI versus AI). */
  protected host!: GameHost;
  private readonly roomKey = randomUUID();
  /** This room's places in the live-room budgets of the users it is held for (see budgetHolders). */
  private readonly claims = new RoomClaims(this.roomKey);
  private messages: MessageBudget | undefined;
  /** Who watches without a seat (docs/PROTOCOL.md, Spectators). */
  private spectators = new Spectators(0);
  /** The game has started: the room is locked, new reservations are spectators' only. */
  private started = false;
  /** The user each seat held by allowReconnection belongs to, by reconnection token. */
  private readonly reconnecting = new Map<string, string>();
  /** The matchmaking listing (see publishListing). */
  private readonly listed = new ListingPublisher();
  /** True while this room broadcasts a patch itself (its clock tick may run the host's timer). */
  private patching = false;
  /** The "at once" patch of a new phase or reveal, one per synchronous run (PatchAtOnce). */
  private readonly atOnce = new PatchAtOnce(() => {
    this.broadcastPatch();
  });

  get services(): RoomServices {
    return (this.constructor as typeof GameRoom).services;
  }

  /** The facts of this room's kind of game, by its room name (the engine's MODE_FACTS). */
  private get facts(): ModeFacts {
    const facts = factsOf(this.roomName);
    if (facts === undefined) throw new Error(`No kind of game is named ${this.roomName}.`);
    return facts;
  }

  /** The mode of the games this room hosts (the exhibition's are `h0a2`). */
  get mode(): GameMode {
    return this.facts.mode;
  }

  /** AI versus AI: the watcher's view and AIs that pick at the visible countdown marks. */
  protected get watched(): boolean {
    return this.facts.watched;
  }

  /** Whether others may watch this room's games (public and vs-AI rooms, the exhibition; never private ones). */
  protected get watchable(): boolean {
    return this.facts.watchable;
  }

  /** The hosted game (tests read it). */
  get game(): GameState {
    return this.host.game;
  }

  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatUser> {
    const user = await userOf(this.services, context);
    // A rating is a user's (by id); a signed-out visitor only watches and has none (nor a cache entry per IP).
    if (user.visitor) return user;
    return { ...user, rating: await this.services.store.rating(user.userId) };
  }

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    try {
      const { liveRoomsPerUser, messagesPerSecond, refusedBeforeDisconnect } = this.services.limits;
      await this.claims.take(this.presence, this.budgetHolders(options), liveRoomsPerUser);
      this.messages = new MessageBudget(messagesPerSecond, refusedBeforeDisconnect);
      this.spectators = new Spectators(this.services.limits.spectatorsPerRoom, liveRoomsPerUser);
      if (this.services.patchRateMs !== undefined) this.patchRate = this.services.patchRateMs;
      this.state = new GameRoomState();
      this.host = this.createHost(clockFor(this.roomName, options.clock), options);
      this.onMessage('*', (client, type, message) => {
        if (this.messages?.admit(client, this.host.now()) === false) return;
        this.host.handle(client.sessionId, String(type), message, this.spectators.has(client.sessionId));
      });
      await this.setup(options);
      await this.host.prepare();
    } catch (err) {
      await this.abandon();
      throw err;
    }
    this.services.liveRooms.add(this);
  }

  private createHost(clockKind: ClockKind, roomOptions: Record<string, unknown>): GameHost {
    const { services } = this;
    const clock: Clock = { now: () => services.now(), setTimeout: (f, ms) => this.clock.setTimeout(f, ms) };
    const game = { mode: this.mode, clock: clockKind, watched: this.watched, idPrefix: this.roomKey };
    const options = hostOptions(services, game);
    const ports = { transport: this.transport(), store: services.store, clock, room: this.control() };
    return new GameHost(options, ports, (host) => this.createMode(host, roomOptions));
  }

  /** The mode policy this room's host is given. */
  protected abstract createMode(host: ModeHost, options: Record<string, unknown>): ModePolicy;

  /** What the host asks of this room: lock it once the game started, close it. */
  private control(): RoomControl {
    return {
      started: () => {
        this.started = true;
        void this.lock();
        this.onStarted();
      },
      close: () => {
        void this.disconnect();
      },
    };
  }

  /** The game started (a public room leaves the seek pool). */
  protected onStarted(): void {}

  /** The host's Transport over this room's connections and synced state. */
  private transport(): Transport {
    return roomTransport({
      clients: this.clients,
      state: this.state,
      seatKey: (seat) => this.host.seat(seat)?.key,
      watching: (sessionId) => this.spectators.has(sessionId),
      broadcast: (type, body) => {
        this.broadcast(type, body);
      },
      synced: (live) => {
        this.publishListing(live);
      },
      publishNow: () => {
        // From a patch's own clock tick (the host's timer), that patch sends the change right after.
        if (!this.patching) this.atOnce.request();
      },
      flushPatch: () => {
        this.atOnce.flush();
      },
    });
  }

  /** Colyseus never disposes a room whose onCreate failed: stop what it started and give back the places. */
  private async abandon(): Promise<void> {
    await (this.host as GameHost | undefined)?.dispose();
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

  /** What Colyseus needs of this room type before its mode prepares (a private code, the seek pool). */
  protected setup(_options: Record<string, unknown>): Promise<void> | void {}

  /** A spectator reserved for takes no seat; anyone else is seated by the host as its mode allows. */
  override onJoin(client: Client, _options: unknown, user: SeatUser): void {
    this.tellTime(client);
    if (this.joinAsSpectator(client)) return;
    this.host.join(client.sessionId, user);
  }

  /**
   * The server's clock now, to one connection that joins or comes back (after its full state): the synced state
   * writes the clock only when the phase, turn or deadline changes, so a mid-phase joiner sets its clock from this.
   */
  private tellTime(client: Client): void {
    sendTo(client, { type: 'time', body: { serverTime: this.host.now() } });
  }

  /** Runs what is due by now (tests move their clock, then tick). */
  tick(): void {
    this.host.tick();
  }

  /** Colyseus picks a schema serializer when the state is set: this one shares the join handshake. */
  override setSerializer(serializer: Serializer<GameRoomState>): void {
    super.setSerializer(sharingHandshake(serializer));
  }

  /** Colyseus's patch ticks the room's clock first (the host's timer may run): no patch inside it. */
  override broadcastPatch(): boolean {
    this.patching = true;
    try {
      return super.broadcastPatch();
    } finally {
      this.patching = false;
    }
  }

  /** A reconnection refused when its WebSocket opened (rooms/colyseus/reconnection.ts) is told why here. */
  override hasReservedSeat(sessionId: string, reconnectionToken?: string): boolean {
    throwIfRefused(reconnectionToken);
    return super.hasReservedSeat(sessionId, reconnectionToken);
  }

  /** The user whose seat waits for `reconnectionToken` (allowReconnection), if any. */
  reconnectionOwner(reconnectionToken: string): string | undefined {
    return this.reconnecting.get(reconnectionToken);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.messages?.forget(client.sessionId);
    if (this.spectators.has(client.sessionId)) return this.dropSpectator(client.sessionId);
    const seat = this.host.seatOf(client.sessionId);
    if (seat === undefined) return;
    await this.seatLeft(client, seat, consented);
    // Gone for good (not back through a reconnection): after the game, that declines a rematch.
    if (!this.clients.some((c) => c.sessionId === client.sessionId)) this.host.left(seat);
  }

  private async seatLeft(client: Client, seat: Seat, consented: boolean): Promise<void> {
    if (!this.started) {
      this.host.vacate(seat);
      return;
    }
    if (!this.host.isLive()) return;
    if (consented) {
      this.host.event({ type: 'forfeit', seat });
      return;
    }
    await this.awaitReconnection(client, seat);
  }

  private async awaitReconnection(client: Client, seat: Seat): Promise<void> {
    this.host.connectionLost(seat, this.services.reconnectSeconds * 1000);
    const token = client.reconnectionToken;
    const owner = (client.auth as SeatUser | undefined)?.userId;
    try {
      const waiting = this.allowReconnection(client, this.services.reconnectSeconds);
      if (owner !== undefined) this.reconnecting.set(token, owner);
      this.tellTime(await waiting);
      this.host.reconnected(seat);
    } catch {
      if (this.host.isLive()) this.host.event({ type: 'forfeit', seat });
    } finally {
      this.reconnecting.delete(token);
    }
  }

  /**
   * Admits a spectator (matchmaking asks by room id, on any process; see rooms/colyseus/spectators.ts): only in a
   * watchable room whose game is live, up to the spectator cap, and within the user's live-room budget (a
   * signed-out visitor's IP has a budget of `visitorWatchingPerIp` watched games). Its seat reservation follows.
   */
  async admitSpectator(sessionId: string, user: SeatUser): Promise<SpectateVerdict> {
    if (!this.watchable || !this.host.isLive()) return 'closed';
    const budget = user.visitor === true ? this.services.limits.visitorWatchingPerIp : undefined;
    const verdict = await this.spectators.admit(this.presence, this.roomId, sessionId, user.userId, budget);
    if (verdict !== 'ok') return verdict;
    // A place never taken is given back once Colyseus has forgotten the reservation.
    this.clock.setTimeout(
      () => {
        if (this.spectators.isReserved(sessionId)) void this.dropSpectator(sessionId);
      },
      this.seatReservationTime * 1000 + 1000,
    );
    return 'ok';
  }

  /**
   * Once the game has started the room is locked (matchmaking seats nobody, reconnections are not counted):
   * the only reservations left are the audience's, whose places Spectators.admit counted.
   */
  override hasReachedMaxClients(): boolean {
    return !this.started && super.hasReachedMaxClients();
  }

  /** A reserved spectator connected: true when `client` is one (it takes no seat and sees the public state). */
  protected joinAsSpectator(client: Client): boolean {
    if (!this.spectators.join(client.sessionId)) return false;
    this.showSpectators();
    return true;
  }

  /** A spectator left (or never came): nothing in the game changes; its budget place is given back. */
  async dropSpectator(sessionId: string): Promise<void> {
    const released = this.spectators.release(this.presence, this.roomId, sessionId);
    this.showSpectators();
    await released;
  }

  private showSpectators(): void {
    this.host.audience(this.spectators.watching);
  }

  /** Keeps the matchmaking metadata (GET /api/live) current: only when the turn, liveness or audience changed. */
  private publishListing(live: boolean): void {
    if (!this.watchable) return;
    this.listed.publish(this.state, live, this.spectators.watching, (m) => this.setMetadata(m));
  }

  /** The server is stopping: a game in progress ends as no contest, recorded and told to its players. */
  async stopForShutdown(): Promise<void> {
    await this.host.stop();
  }

  /** The room closes: a game still in progress (everyone left) ends as no contest. */
  override async onDispose(): Promise<void> {
    this.services.liveRooms.delete(this);
    await this.claims.release(this.presence);
    await Promise.all(this.spectators.all().map((sessionId) => this.dropSpectator(sessionId)));
    await this.host.dispose();
  }
}
