import type {
  PerfectKnowledge,
  Clock as ClockKind,
  GameMode,
  PhaseDurations,
  PlayerLevel,
  PublicView,
  RematchCommand,
  RematchStatus,
  RoomCommand,
  RoomError,
  SecretSeed,
  Seat,
  ServerMessage,
} from '../../engine';
import type { GameCommitments } from './commitments';
import type { ArenaGameEnd } from '../../contract/records';
import type { FinishedGame, Recorded, StartedGame } from './records';
import type { SeatRating, Seats } from './seats';

/** What the host publishes after every change: the synced state is written from it. */
export interface HostSnapshot {
  /** The mode's view of the game (the public one, or the AI-versus-AI watcher's). */
  readonly view: PublicView;
  readonly seats: Seats;
  /** Server epoch ms. */
  readonly now: number;
  /** The current game's stored id (a new one for each game the host plays). */
  readonly gameId: string;
  readonly seedCommitment: string;
  /** The current game's commitments (their changes are copied into the synced map). */
  readonly commitments: GameCommitments;
  /** The game is past its waiting phase and not over. */
  readonly live: boolean;
  /** The clock the room's games run on (the standard one or the relaxed one). */
  readonly clock: ClockKind;
  /** How many watch without a seat (the audience the adapter admitted). */
  readonly audience: number;
  /** What the mode shows (the rematch offer, the AI-versus-AI game count). */
  readonly mode: ModeSnapshot;
}

/** A rematch offer as the synced state shows it. */
export interface RematchSnapshot {
  readonly status: RematchStatus;
  /** Server epoch ms at which an open offer expires. */
  readonly deadline: number;
  readonly askedA: boolean;
  readonly askedB: boolean;
  /** The seat whose player declined or left (null otherwise). */
  readonly declinedBy: Seat | null;
}

/** What a mode adds to the host's snapshot. */
export interface ModeSnapshot {
  /** Games between two players: the rematch offer, once the game is over. */
  readonly rematch?: RematchSnapshot;
  /** AI versus AI: the number of the game being played (1-based), and how many will be played. */
  readonly games?: { readonly number: number; readonly count: number };
  /** Against the AI: the level the player asked for, as players name it (an engine AI's name: its level). */
  readonly level?: PlayerLevel;
}

/** How the host reaches the connections (a Colyseus room in production, a recorder in tests). */
export interface Transport {
  /** Sends one message to the player in `seat` (nothing when it is an AI or not connected). */
  toSeat(seat: Seat, message: ServerMessage): void;
  /** Sends one message to every connection: players and audience. */
  toAll(message: ServerMessage): void;
  /** Sends one message to every connection but the audience's: the players, and the AI-versus-AI watcher. */
  toPlayers(message: ServerMessage): void;
  /** Tells one connection why its message was refused. */
  error(connection: string, error: RoomError): void;
  /** Closes one connection (after `exit`). */
  close(connection: string): void;
  /** Copies the snapshot into the synced public state (sent with the next patch). */
  sync(snapshot: HostSnapshot): void;
  /** Sends the synced state's changes now (a new phase or turn), not at the next patch. */
  publishNow(): void;
}

/** The settings the host reads. */
export interface AiNamesSetting {
  readonly qty: number;
  readonly names: readonly string[];
}

/** The data layer, as the host needs it. */
export interface Store {
  /** A game started (both seats known): noted with its process, so a survivor records it if the process dies. */
  started(game: StartedGame): void;
  /** Records a finished game; the answer has the ratings it changed. */
  record(game: FinishedGame): Promise<Recorded>;
  /** A player's current rating on the board, by the seated user's id (ratings are a user's, not a name's). */
  rating(userId: string): Promise<SeatRating>;
  /** The AI names setting. */
  aiNames(): Promise<AiNamesSetting>;
  /** How many AI-versus-AI games a watcher's room plays (the aiGames setting). */
  aiGames(): Promise<number>;
}

/** A wake-up that can be cancelled. */
export interface Timer {
  clear(): void;
}

/** The host's time: server epoch ms and one-shot wake-ups (the room's clock, or a fake one in tests). */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): Timer;
}

/** The commands a mode may take besides the players' actions (the watcher's controls, the rematch). */
export type ModeCommand = Exclude<RoomCommand['type'], 'exit'> | RematchCommand['type'];

/** The host's settings for one room. */
export interface HostOptions {
  readonly mode: GameMode;
  readonly clock: ClockKind;
  /** AI versus AI: the watcher's view (picks at once) and AIs that pick at the visible countdown marks. */
  readonly watched: boolean;
  /** The prefix of every stored game id of this host (`<prefix>-<count>`). */
  readonly idPrefix: string;
  readonly newSeed: () => SecretSeed;
  readonly durations?: Partial<PhaseDurations>;
  /** How long an eager AI takes for each pick (ms). */
  readonly aiThinkMs: number;
  /** Waits between tries to record a finished game (ms). */
  readonly recordRetryDelaysMs: readonly number[];
  /** The solved game a Perfect AI plays from (docs/AI.md); a host without it cannot seat one. */
  readonly solved?: PerfectKnowledge;
}

/** The room around the host (its Colyseus room in production): what the host asks of it besides connections. */
export interface RoomControl {
  /** Every seat is taken and the game started: the room takes nobody new (the audience aside). */
  started(): void;
  /** Closes the room (its connections with it). */
  close(): void;
}

/** Where an arena game's host hands its arena what became of the game (arenas, issue 41; rooms/store/arenaStore.ts). */
export interface ArenaResults {
  /** The pairing's game started under `gameId`. */
  started(pairingId: string, gameId: string): Promise<void>;
  /** The pairing's game ended: counted once for the arena (a second report of it changes nothing). */
  ended(pairingId: string, end: ArenaGameEnd): Promise<void>;
}

/** Two players' user ids, by seat. */
export type SeatUsers = Readonly<Record<Seat, string>>;

/** What creating a room answered: its id, or why not ('budget': a player has as many rooms open as allowed). */
export type CreatedRoom = { readonly roomId: string } | { readonly refused: 'budget' | 'failed' };

/** Creates rooms for the host's modes (matchmaking in production). */
export interface RoomFactory {
  /** A rematch: a room of `mode` on `clock` whose seats are held for `seats` only. */
  rematch(mode: GameMode, clock: ClockKind, seats: SeatUsers): Promise<CreatedRoom>;
}

/** The ports the host reaches the world through. */
export interface HostPorts {
  readonly transport: Transport;
  readonly store: Store;
  readonly clock: Clock;
  readonly room: RoomControl;
}
