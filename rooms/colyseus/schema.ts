import { ArraySchema, Encoder, MapSchema, Schema, type } from '@colyseus/schema';
import type {
  SyncedPlayer,
  SyncedRematch,
  SyncedResult,
  SyncedReveal,
  SyncedState,
} from '../../contract/room';

// A finished game's `record` (its log and every pick) can pass the default 8 KB patch buffer, which then grows
// with a warning on every game; 64 KB holds the longest game.
Encoder.BUFFER_SIZE = 64 * 1024;

/** One seat as everyone sees it. */
export class PlayerSchema extends Schema implements SyncedPlayer {
  /** 'A' or 'B'. */
  @type('string') seat = '';
  /** Display name (an AI's name for AI seats). */
  @type('string') name = '';
  @type('string') username = '';
  @type('boolean') isAi = false;
  /** False while the player's connection is lost (it has 20 s to come back). */
  @type('boolean') connected = true;
  /** The character's letter, once Place has ended ('' before). */
  @type('string') character = '';
  /** The position, once Place has ended (-1 before). */
  @type('int8') square = -1;
  /** Finished with the current phase (in Start: clicked the start bar; shows "Waiting for opponent"); never what was chosen. */
  @type('boolean') done = false;
  /** The Glicko-2 rating shown beside the name, rounded (0 when unknown). */
  @type('uint16') rating = 0;
  /** The rating's deviation is above 110: shown with "?". */
  @type('boolean') provisional = false;
  /** What the finished game did to the rating, rounded (after − before); 0 until the game was rated. */
  @type('int16') ratingChange = 0;
  /** True once the finished game was rated (so a change of 0 can be told from no change). */
  @type('boolean') rated = false;
  /** Why the finished game changed no rating (contract/room.ts UNRATED_REASONS: `ai`, `pair-limit`); '' otherwise. */
  @type('string') unrated = '';
  /** An AI seat's level as players choose it (`easy`, `medium`, `hard`, `perfect`); '' for a person. */
  @type('string') level = '';
}

/** Both plans of the latest resolved turn. */
export class RevealSchema extends Schema implements SyncedReveal {
  @type('uint8') turn = 0;
  @type('int8') fromA = -1;
  @type('int8') moveA = -1;
  @type('int8') hitA = -1;
  @type('int8') fromB = -1;
  @type('int8') moveB = -1;
  @type('int8') hitB = -1;
  /** 'A', 'B', 'draw' or 'next'. */
  @type('string') outcome = '';
}

/** How the game ended. */
export class ResultSchema extends Schema implements SyncedResult {
  /** 'A', 'B', 'draw' or 'none' (no contest). */
  @type('string') winner = '';
  /** 'hit', 'both-hit', 'turns', 'forfeit' or 'no-contest'. */
  @type('string') reason = '';
}

/** The rematch offer after a game between two players (rooms/host/modes/rematchOffer.ts); absent in other rooms. */
export class RematchSchema extends Schema implements SyncedRematch {
  /** '' (not offered yet), 'open', 'accepted', 'declined' or 'expired'. */
  @type('string') status = '';
  /** Server epoch ms at which an open offer expires (20 s after the game's end). */
  @type('float64') deadline = 0;
  /** Seat A's player has asked for the rematch. */
  @type('boolean') askedA = false;
  /** Seat B's player has asked for the rematch. */
  @type('boolean') askedB = false;
  /** The seat whose player declined or left ('' otherwise). */
  @type('string') declinedBy = '';
}

/** The synced state of a game room: public facts only. */
export class GameRoomState extends Schema implements SyncedState {
  /** The game type: others, h1a1, h2a0 or h0a2. */
  @type('string') mode = '';
  /** waiting, start, choose, place, move, hit, reveal or over. */
  @type('string') phase = 'waiting';
  /** Server epoch ms at which the phase ends; 0 when untimed or paused. */
  @type('float64') deadline = 0;
  /** The server's clock when this state was sent, so clients can correct their own. */
  @type('float64') serverTime = 0;
  @type('uint8') turn = 0;
  @type('boolean') paused = false;
  /** AI-versus-AI: the number of the game being played (1-based), and how many will be played. */
  @type('uint8') gameNumber = 1;
  @type('uint8') gameCount = 1;
  /** The clock the game runs on: 'standard' (the spec's) or 'relaxed' (every timed phase three times longer). */
  @type('string') clock = 'standard';
  /** `h1a1`: the level the player asked for (`easy`, `medium`, `hard`, `perfect`, or an engine AI name), so Play again repeats it. */
  @type('string') level = '';
  /** The game's id: the stored game's (`/replay/:gameId`) and the one every commitment names. */
  @type('string') gameId = '';
  /** SHA-256 commitment to the seed and a secret salt (engine seedCommitment), published when the game starts. */
  @type('string') seedCommitment = '';
  /**
   * Every pick's commitment so far (lowercase hex SHA-256, engine pickCommitment), by slot (engine pickSlot:
   * `choose` of A and B, `place` of A and B, then each turn's plans, A before B); '' in a slot not committed yet.
   */
  @type(['string']) commitments = new ArraySchema<string>();
  /** The nonce that opens the commitment in the same slot: '' until the pick is public (docs/FAIRNESS.md). */
  @type(['string']) nonces = new ArraySchema<string>();
  /** '' until the game is over; then the JSON of the engine's FairnessRecord (seed, salt, log, every pick with its nonce, result). */
  @type('string') record = '';
  /** Seats keyed by session id (AI seats by `ai-A` / `ai-B`). */
  @type({ map: PlayerSchema }) players = new MapSchema<PlayerSchema>();
  @type(RevealSchema) lastReveal: RevealSchema | undefined;
  @type(ResultSchema) result: ResultSchema | undefined;
  /** Games between two players: the rematch offer once the game is over. */
  @type(RematchSchema) rematch: RematchSchema | undefined;
  /** How many are watching without a seat (spectators; public and vs-AI games). */
  @type('uint16') spectators = 0;
}

/** The fields a schema class declares itself (not Schema's own members). */
type Fields<T> = Exclude<keyof T, keyof Schema>;
/** True when two key sets are the same. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The synced state is declared once (contract/room.ts): `implements` checks each field's type, and these check
 * that no field is synced that the client does not read, nor read that is not synced.
 */
export const SYNCED_FIELDS_MATCH = {
  state: true satisfies SameKeys<Fields<GameRoomState>, keyof SyncedState>,
  player: true satisfies SameKeys<Fields<PlayerSchema>, keyof SyncedPlayer>,
  reveal: true satisfies SameKeys<Fields<RevealSchema>, keyof SyncedReveal>,
  result: true satisfies SameKeys<Fields<ResultSchema>, keyof SyncedResult>,
  rematch: true satisfies SameKeys<Fields<RematchSchema>, keyof SyncedRematch>,
} as const;
