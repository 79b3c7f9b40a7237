import type {
  AiLevel,
  GameError,
  GameState,
  RoomError,
  Seat,
  ServerMessage,
  SystemEvent,
} from '../../../engine';
import type { HostOptions, ModeCommand, ModeSnapshot, Store } from '../ports';
import type { WakeUp } from '../wakeUps';

/** The wake-ups a mode schedules (the host's own, a seat's grace and a record retry, are not a mode's). */
export type ModeWakeUp = Exclude<WakeUp, { type: 'gone' } | { type: 'record-retry' }>;

/** What a mode may ask of its host: its time, its wake-ups, its events and the next game, and its messages. */
export interface ModeHost {
  readonly options: HostOptions;
  readonly store: Store;
  now(): number;
  /** Schedules (or moves) one of the mode's wake-ups to server time `at`. */
  schedule(wakeUp: ModeWakeUp, at: number): void;
  cancel(wakeUp: ModeWakeUp): void;
  /** A host event (pause, resume, a seat's berserk: goBerserk); a refused one returns the engine's error. */
  event(event: SystemEvent): GameError | undefined;
  /** Seats a server AI for the current game. */
  seatAi(seat: Seat, name: string, level: AiLevel): void;
  /** Starts the game (every seat is taken). */
  start(): void;
  /** A fresh game with the same seats, started at once. */
  nextGame(): void;
  /** The game has not started yet. */
  isWaiting(): boolean;
  /** The current game as the engine holds it (read only). */
  game(): GameState;
  /** The current game's stored id. */
  gameId(): string;
  /** The seat a connection plays, if any. */
  seatOf(connection: string): Seat | undefined;
  /** The user id seated in `seat` (undefined for an AI or an empty seat). */
  userOf(seat: Seat): string | undefined;
  /** Someone has watched this room's game without a seat. */
  readonly watchedEver: boolean;
  /** The mode's snapshot changed: publish it. */
  changed(): void;
  toSeat(seat: Seat, message: ServerMessage): void;
  toAll(message: ServerMessage): void;
  /** Closes the room now. */
  close(): void;
}

/**
 * What varies by mode (lila's Rematcher and Finisher are the models: plain classes the host is given): how a
 * joining user is seated, what follows a game, which commands the mode takes, what it adds to the snapshot, and
 * one hook per mode wake-up (the host's one switch over its wake-ups calls them: GameHost.wake).
 */
export interface ModePolicy {
  /** The mode's own setup before anyone joins (its AIs, its wake-ups). */
  prepare(): Promise<void>;
  /**
   * The seats the user joining on `connection` may take (none: the user only starts a waiting game, as the
   * AI-versus-AI watcher does); a refusal is thrown as a SeatError (seats.ts).
   */
  seatsFor(connection: string, userId: string): readonly Seat[];
  /** The result was told: what the mode does next (close later, offer a rematch, the next game). */
  afterGame(): void;
  /** A mode command from a seated player or watcher (refused with its error when the mode takes none). */
  command(connection: string, type: ModeCommand): RoomError | undefined;
  /** A player left the finished game (it declines a rematch). */
  left(seat: Seat): void;
  /** What the mode adds to the host's snapshot. */
  snapshot(): ModeSnapshot;
  /** The game started (every seat taken). */
  started?(): void;
  rematchExpired?(): void;
  rematchNoShow?(): void;
  nextGame?(): void;
  watchTimeUp?(): void;
  nextExhibition?(): void;
  arenaNoShow?(): void;
}
