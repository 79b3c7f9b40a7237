// The synced state's one codec: for every field, how the engine's value (a Phase, a Seat or none, a square or
// none, a deadline or none, …) is written to the room's schema (rooms/colyseus/schema.ts takes each field's type
// and first value from here; rooms/colyseus/sync.ts writes through `put`) and read back on the client
// (`readState`, which web/src/game/decoding/mirror.ts turns into the view). The schema's "none" values (-1, 0,
// '') appear here and nowhere else.
import {
  CHARACTERS,
  CLOCKS,
  END_REASONS,
  GAME_MODES,
  PHASES,
  PLAYER_LEVELS,
  REMATCH_STATUSES,
  SEATS,
  TURN_OUTCOMES,
  WINNERS,
  type GameResult,
  type Letter,
  type PlayerLevel,
  type Reveal,
} from '../engine';
import { UNRATED_REASONS, type SyncedArray, type SyncedMap } from './room';

/** The integer types of the schema the synced state uses. */
export type IntType = 'int8' | 'uint8' | 'int16' | 'uint16';
/** The schema types the synced state uses (@colyseus/schema's names). */
export type WireType = 'string' | 'boolean' | 'float64' | IntType;

/** The value a schema field of type `W` holds. */
export type WireValue<W extends WireType> = W extends 'string'
  ? string
  : W extends 'boolean'
    ? boolean
    : number;

/** What a codec does, for its property tests (contract/syncedState.test.ts builds each kind's values). */
export type CodecKind =
  | 'text'
  | 'text-or-none'
  | 'one-of'
  | 'none-or'
  | 'whole'
  | 'whole-or-none'
  | 'time'
  | 'time-or-none'
  | 'flag';

/** How one synced field is written to the schema (`encode`) and read back (`decode`): the engine's `T` as a `W`. */
export interface FieldCodec<T, W extends WireType> {
  readonly kind: CodecKind;
  /** The schema's type of the field. */
  readonly wire: W;
  /** The engine's value a fresh schema holds. */
  readonly initial: T;
  /** The values a `one-of` or `none-or` field takes (the engine's list, and null for none); empty otherwise. */
  readonly values: readonly T[];
  /** The least and greatest value a whole number takes (the engine's range within the schema's type). */
  readonly range: readonly [number, number];
  encode(value: T): WireValue<W>;
  /** Reads the schema's value back; anything malformed (a client of another version) reads as `initial`. */
  decode(wire: unknown): T;
}

/** A table of field codecs: one synced object's fields. */
export type CodecTable = Readonly<Record<string, FieldCodec<unknown, WireType>>>;

/** The engine's values of a table's fields: what the client reads. */
export type Decoded<T extends CodecTable> = {
  readonly [K in keyof T]: T[K] extends FieldCodec<infer V, WireType> ? V : never;
};

/** The schema's values of a table's fields: what the room writes and the wire carries. */
export type Encoded<T extends CodecTable> = {
  [K in keyof T]: T[K] extends FieldCodec<unknown, infer W> ? WireValue<W> : never;
};

const NO_RANGE = [0, 0] as const;

/** A string: written as itself. */
const text = (): FieldCodec<string, 'string'> => ({
  kind: 'text',
  wire: 'string',
  initial: '',
  values: [],
  range: NO_RANGE,
  encode: (value) => value,
  decode: (wire) => (typeof wire === 'string' ? wire : ''),
});

/** A non-empty string or none: none is ''. */
const textOrNone = (): FieldCodec<string | null, 'string'> => ({
  kind: 'text-or-none',
  wire: 'string',
  initial: null,
  values: [],
  range: NO_RANGE,
  encode: (value) => value ?? '',
  decode: (wire) => (typeof wire === 'string' && wire !== '' ? wire : null),
});

/** One of the engine's values (never none): anything else reads as `initial`. */
function oneOf<V extends string>(values: readonly V[], initial: V): FieldCodec<V, 'string'> {
  return {
    kind: 'one-of',
    wire: 'string',
    initial,
    values,
    range: NO_RANGE,
    encode: (value) => value,
    decode: (wire) => values.find((v) => v === wire) ?? initial,
  };
}

/** One of the engine's values, or none: none is ''. */
function noneOr<V extends string>(values: readonly V[]): FieldCodec<V | null, 'string'> {
  return {
    kind: 'none-or',
    wire: 'string',
    initial: null,
    values: [...values, null],
    range: NO_RANGE,
    encode: (value) => value ?? '',
    decode: (wire) => values.find((v) => v !== '' && v === wire) ?? null,
  };
}

/** A whole number from `range` in the schema's integer type. */
function whole(
  wire: IntType,
  initial: number,
  range: readonly [number, number],
): FieldCodec<number, IntType> {
  return {
    kind: 'whole',
    wire,
    initial,
    values: [],
    range,
    encode: (value) => value,
    decode: (w) => (typeof w === 'number' && Number.isInteger(w) ? w : initial),
  };
}

/** A whole number from `range`, or none: none is `none` (outside the range). */
function wholeOrNone(
  wire: IntType,
  none: number,
  range: readonly [number, number],
): FieldCodec<number | null, IntType> {
  return {
    kind: 'whole-or-none',
    wire,
    initial: null,
    values: [],
    range,
    encode: (value) => value ?? none,
    decode: (w) => (typeof w === 'number' && Number.isInteger(w) && w !== none ? w : null),
  };
}

/** Server epoch ms. */
const time = (): FieldCodec<number, 'float64'> => ({
  kind: 'time',
  wire: 'float64',
  initial: 0,
  values: [],
  range: NO_RANGE,
  encode: (value) => value,
  decode: (wire) => (typeof wire === 'number' && Number.isFinite(wire) ? wire : 0),
});

/** Server epoch ms, or none (untimed, paused): none is 0. */
const timeOrNone = (): FieldCodec<number | null, 'float64'> => ({
  kind: 'time-or-none',
  wire: 'float64',
  initial: null,
  values: [],
  range: NO_RANGE,
  encode: (value) => value ?? 0,
  decode: (wire) => (typeof wire === 'number' && Number.isFinite(wire) && wire > 0 ? wire : null),
});

/** A yes or no. */
const flag = (initial: boolean): FieldCodec<boolean, 'boolean'> => ({
  kind: 'flag',
  wire: 'boolean',
  initial,
  values: [],
  range: NO_RANGE,
  encode: (value) => value,
  decode: (wire) => (typeof wire === 'boolean' ? wire : initial),
});

const LETTERS: readonly Letter[] = CHARACTERS.map((c) => c.letter);
const LEVELS: readonly PlayerLevel[] = Object.keys(PLAYER_LEVELS).filter(
  (l): l is PlayerLevel => l in PLAYER_LEVELS,
);
/** A square of the board. */
const BOARD = [0, 63] as const;

/** The room's own fields (GameRoomState). */
export const STATE_FIELDS = {
  /** The game type; none before the host's first snapshot. */
  mode: noneOr(GAME_MODES),
  phase: oneOf(PHASES, 'waiting'),
  /** When the phase ends; none when untimed or paused. */
  deadline: timeOrNone(),
  /** The server's clock when the phase, turn or deadline last changed (written then only: the clock once a phase). */
  serverTime: time(),
  turn: whole('uint8', 0, [0, 255]),
  paused: flag(false),
  /** AI versus AI: the game being played (1-based) and how many will be. */
  gameNumber: whole('uint8', 1, [1, 255]),
  gameCount: whole('uint8', 1, [1, 255]),
  clock: oneOf(CLOCKS, 'standard'),
  /** `h1a1`: the level the player asked for; none in other rooms (or for an engine AI's name). */
  level: noneOr(LEVELS),
  /** The game's id (the stored game's, the one every commitment names); none before the host has one. */
  gameId: textOrNone(),
  seedCommitment: textOrNone(),
  /** How many watch without a seat. */
  spectators: whole('uint16', 0, [0, 65_535]),
} as const;

/** One seat as everyone sees it (PlayerSchema). */
export const PLAYER_FIELDS = {
  seat: noneOr(SEATS),
  name: text(),
  username: text(),
  isAi: flag(false),
  /** False while the player's connection is lost. */
  connected: flag(true),
  /** The character and square: none until public (Place has ended; the watcher sees them at once). */
  character: noneOr(LETTERS),
  square: wholeOrNone('int8', -1, BOARD),
  /** Finished with the current phase; never what was chosen. */
  done: flag(false),
  /** The rating shown beside the name, rounded; none when unknown. */
  rating: wholeOrNone('uint16', 0, [1, 65_535]),
  provisional: flag(false),
  /** What the finished game did to the rating, once `rated`. */
  ratingChange: whole('int16', 0, [-32_768, 32_767]),
  rated: flag(false),
  /** Why the finished game changed no rating; none otherwise. */
  unrated: noneOr(UNRATED_REASONS),
  /** An AI seat's level as players choose it; none for a person. */
  level: noneOr(LEVELS),
  /** The player went berserk (arena games: its own clock on half time; docs/RULES.md "Berserk"). */
  berserk: flag(false),
  /** When the player's own part of the phase ends, where it is not the phase's deadline (a berserker's half time). */
  deadline: timeOrNone(),
} as const;

/** The latest reveal (RevealSchema): the engine's Reveal. */
export const REVEAL_FIELDS = {
  turn: whole('uint8', 0, [0, 255]),
  fromA: whole('int8', 0, BOARD),
  moveA: whole('int8', 0, BOARD),
  hitA: whole('int8', 0, BOARD),
  fromB: whole('int8', 0, BOARD),
  moveB: whole('int8', 0, BOARD),
  hitB: whole('int8', 0, BOARD),
  outcome: oneOf(TURN_OUTCOMES, 'next'),
} as const satisfies { readonly [K in keyof Reveal]: unknown };

/** How the game ended (ResultSchema): the engine's GameResult. */
export const RESULT_FIELDS = {
  winner: oneOf(WINNERS, 'none'),
  reason: oneOf(END_REASONS, 'no-contest'),
} as const satisfies { readonly [K in keyof GameResult]: unknown };

/** The rematch offer (RematchSchema). */
export const REMATCH_FIELDS = {
  status: oneOf(REMATCH_STATUSES, ''),
  /** When an open offer expires. */
  deadline: time(),
  askedA: flag(false),
  askedB: flag(false),
  /** The seat whose player declined or left; none otherwise. */
  declinedBy: noneOr(SEATS),
} as const;

/** The schema's value of a field before anything was written. */
export const initial = <T, W extends WireType>(codec: FieldCodec<T, W>): WireValue<W> =>
  codec.encode(codec.initial);

/**
 * Writes `value` into `target[key]` through its codec, only when the schema holds another value: the room's
 * sync runs after every change of every game, and each schema set costs even when equal.
 */
export function put<K extends string, T, W extends WireType>(
  target: NoInfer<Record<K, WireValue<W>>>,
  key: K,
  codec: FieldCodec<T, W>,
  value: NoInfer<T>,
): void {
  const wire = codec.encode(value);
  if (target[key] !== wire) target[key] = wire;
}

/** One seat on the wire. */
export type PlayerWire = Encoded<typeof PLAYER_FIELDS>;
export type RevealWire = Encoded<typeof REVEAL_FIELDS>;
export type ResultWire = Encoded<typeof RESULT_FIELDS>;
export type RematchWire = Encoded<typeof REMATCH_FIELDS>;

/** The synced state on the wire: what rooms/colyseus/schema.ts's GameRoomState implements and a client decodes. */
export interface SyncedStateWire extends Encoded<typeof STATE_FIELDS> {
  /** Seats keyed by session id (AI seats by `ai-A` / `ai-B`). */
  players: SyncedMap<PlayerWire>;
  lastReveal: RevealWire | undefined;
  result: ResultWire | undefined;
  /** Games between two players: the rematch offer once the game is over. */
  rematch: RematchWire | undefined;
  /**
   * The pick commitments by slot (the engine's pickSlot: characters A, B, squares A, B, then each turn's plans A,
   * B), '' in a slot not committed yet; and the nonce that opens each, '' until its pick is public.
   */
  commitments: SyncedArray<string>;
  nonces: SyncedArray<string>;
}

/** One seat in the engine's words. */
export type SyncedPlayer = Decoded<typeof PLAYER_FIELDS>;
/** The rematch offer in the engine's words. */
export type SyncedRematch = Decoded<typeof REMATCH_FIELDS>;

/** The synced state in the engine's words, as `readState` gives it. */
export interface SyncedState extends Decoded<typeof STATE_FIELDS> {
  /** Every synced seat with its key in the players map. */
  readonly players: readonly (SyncedPlayer & { readonly key: string })[];
  readonly lastReveal: Reveal | null;
  readonly result: GameResult | null;
  readonly rematch: SyncedRematch | null;
  /** The commitments and nonces by slot ('' where none yet: a commitment is an opaque string, not a sentinel). */
  readonly commitments: readonly string[];
  readonly nonces: readonly string[];
}

/** A wire object as a client of any version may hold it: a field may be missing or of another type. */
type Loose<T> = { readonly [K in keyof T]?: unknown };

/** One seat read back. */
export function readPlayer(w: Loose<PlayerWire>): SyncedPlayer {
  const f = PLAYER_FIELDS;
  return {
    seat: f.seat.decode(w.seat),
    name: f.name.decode(w.name),
    username: f.username.decode(w.username),
    isAi: f.isAi.decode(w.isAi),
    connected: f.connected.decode(w.connected),
    character: f.character.decode(w.character),
    square: f.square.decode(w.square),
    done: f.done.decode(w.done),
    rating: f.rating.decode(w.rating),
    provisional: f.provisional.decode(w.provisional),
    ratingChange: f.ratingChange.decode(w.ratingChange),
    rated: f.rated.decode(w.rated),
    unrated: f.unrated.decode(w.unrated),
    level: f.level.decode(w.level),
    berserk: f.berserk.decode(w.berserk),
    deadline: f.deadline.decode(w.deadline),
  };
}

/** The latest reveal read back. */
export function readReveal(w: Loose<RevealWire>): Reveal {
  const f = REVEAL_FIELDS;
  return {
    turn: f.turn.decode(w.turn),
    fromA: f.fromA.decode(w.fromA),
    moveA: f.moveA.decode(w.moveA),
    hitA: f.hitA.decode(w.hitA),
    fromB: f.fromB.decode(w.fromB),
    moveB: f.moveB.decode(w.moveB),
    hitB: f.hitB.decode(w.hitB),
    outcome: f.outcome.decode(w.outcome),
  };
}

/** The result read back. */
export function readResult(w: Loose<ResultWire>): GameResult {
  return { winner: RESULT_FIELDS.winner.decode(w.winner), reason: RESULT_FIELDS.reason.decode(w.reason) };
}

/** The rematch offer read back. */
export function readRematch(w: Loose<RematchWire>): SyncedRematch {
  const f = REMATCH_FIELDS;
  return {
    status: f.status.decode(w.status),
    deadline: f.deadline.decode(w.deadline),
    askedA: f.askedA.decode(w.askedA),
    askedB: f.askedB.decode(w.askedB),
    declinedBy: f.declinedBy.decode(w.declinedBy),
  };
}

/** A synced list of strings read back (anything but a string reads as ''). */
function readStrings(list: SyncedArray<unknown> | undefined): string[] {
  const out: string[] = [];
  list?.forEach((v) => out.push(typeof v === 'string' ? v : ''));
  return out;
}

/** The synced state as a client decoded it (any version of it), in the engine's words. */
export type LooseState = Loose<Omit<SyncedStateWire, 'players' | 'commitments' | 'nonces'>> & {
  readonly players?: SyncedMap<Loose<PlayerWire>>;
  readonly commitments?: SyncedArray<unknown>;
  readonly nonces?: SyncedArray<unknown>;
};

/** A nested object of the state, or null when there is none. */
const object = (v: unknown): object | null => (typeof v === 'object' && v !== null ? v : null);

/** Reads the whole synced state back, every field through its codec. */
export function readState(w: LooseState): SyncedState {
  const f = STATE_FIELDS;
  const players: (SyncedPlayer & { key: string })[] = [];
  w.players?.forEach((p, key) => players.push({ key, ...readPlayer(p) }));
  const reveal = object(w.lastReveal);
  const result = object(w.result);
  const rematch = object(w.rematch);
  return {
    mode: f.mode.decode(w.mode),
    phase: f.phase.decode(w.phase),
    deadline: f.deadline.decode(w.deadline),
    serverTime: f.serverTime.decode(w.serverTime),
    turn: f.turn.decode(w.turn),
    paused: f.paused.decode(w.paused),
    gameNumber: f.gameNumber.decode(w.gameNumber),
    gameCount: f.gameCount.decode(w.gameCount),
    clock: f.clock.decode(w.clock),
    level: f.level.decode(w.level),
    gameId: f.gameId.decode(w.gameId),
    seedCommitment: f.seedCommitment.decode(w.seedCommitment),
    spectators: f.spectators.decode(w.spectators),
    players,
    lastReveal: reveal === null ? null : readReveal(reveal),
    result: result === null ? null : readResult(result),
    rematch: rematch === null ? null : readRematch(rematch),
    commitments: readStrings(w.commitments),
    nonces: readStrings(w.nonces),
  };
}
