import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';
import {
  initial,
  PLAYER_FIELDS as P,
  REMATCH_FIELDS as M,
  RESULT_FIELDS as R,
  REVEAL_FIELDS as V,
  STATE_FIELDS as S,
  type PlayerWire,
  type RematchWire,
  type ResultWire,
  type RevealWire,
  type SyncedStateWire,
} from '../../contract/syncedState';

// Every field's schema type and first value come from its codec (contract/syncedState.ts, which documents what
// each holds): the sentinels for "none" live there, not here.

/** One seat as everyone sees it. */
export class PlayerSchema extends Schema implements PlayerWire {
  /** 'A' or 'B'. */
  @type(P.seat.wire) seat = initial(P.seat);
  /** Display name (an AI's name for AI seats). */
  @type(P.name.wire) name = initial(P.name);
  @type(P.username.wire) username = initial(P.username);
  @type(P.isAi.wire) isAi = initial(P.isAi);
  @type(P.connected.wire) connected = initial(P.connected);
  @type(P.character.wire) character = initial(P.character);
  @type(P.square.wire) square = initial(P.square);
  @type(P.done.wire) done = initial(P.done);
  @type(P.rating.wire) rating = initial(P.rating);
  /** The rating's deviation is above 110: shown with "?". */
  @type(P.provisional.wire) provisional = initial(P.provisional);
  @type(P.ratingChange.wire) ratingChange = initial(P.ratingChange);
  /** True once the finished game was rated (so a change of 0 can be told from no change). */
  @type(P.rated.wire) rated = initial(P.rated);
  @type(P.unrated.wire) unrated = initial(P.unrated);
  @type(P.level.wire) level = initial(P.level);
  /** Went berserk (arena games). */
  @type(P.berserk.wire) berserk = initial(P.berserk);
  /** The player's own deadline where it is not the phase's (a berserker's half time). */
  @type(P.deadline.wire) deadline = initial(P.deadline);
}

/** Both plans of the latest resolved turn. */
export class RevealSchema extends Schema implements RevealWire {
  @type(V.turn.wire) turn = initial(V.turn);
  @type(V.fromA.wire) fromA = initial(V.fromA);
  @type(V.moveA.wire) moveA = initial(V.moveA);
  @type(V.hitA.wire) hitA = initial(V.hitA);
  @type(V.fromB.wire) fromB = initial(V.fromB);
  @type(V.moveB.wire) moveB = initial(V.moveB);
  @type(V.hitB.wire) hitB = initial(V.hitB);
  @type(V.outcome.wire) outcome = initial(V.outcome);
}

/** How the game ended. */
export class ResultSchema extends Schema implements ResultWire {
  @type(R.winner.wire) winner = initial(R.winner);
  @type(R.reason.wire) reason = initial(R.reason);
}

/** The rematch offer after a game between two players (rooms/host/modes/rematchOffer.ts); absent in other rooms. */
export class RematchSchema extends Schema implements RematchWire {
  @type(M.status.wire) status = initial(M.status);
  @type(M.deadline.wire) deadline = initial(M.deadline);
  @type(M.askedA.wire) askedA = initial(M.askedA);
  @type(M.askedB.wire) askedB = initial(M.askedB);
  @type(M.declinedBy.wire) declinedBy = initial(M.declinedBy);
}

/** The synced state of a game room: public facts only. */
export class GameRoomState extends Schema implements SyncedStateWire {
  @type(S.mode.wire) mode = initial(S.mode);
  @type(S.phase.wire) phase = initial(S.phase);
  @type(S.deadline.wire) deadline = initial(S.deadline);
  @type(S.serverTime.wire) serverTime = initial(S.serverTime);
  @type(S.turn.wire) turn = initial(S.turn);
  @type(S.paused.wire) paused = initial(S.paused);
  @type(S.gameNumber.wire) gameNumber = initial(S.gameNumber);
  @type(S.gameCount.wire) gameCount = initial(S.gameCount);
  @type(S.clock.wire) clock = initial(S.clock);
  @type(S.level.wire) level = initial(S.level);
  @type(S.gameId.wire) gameId = initial(S.gameId);
  @type(S.seedCommitment.wire) seedCommitment = initial(S.seedCommitment);
  /**
   * Every pick's commitment so far (lowercase hex SHA-256, engine pickCommitment), by slot (engine pickSlot:
   * `choose` of A and B, `place` of A and B, then each turn's plans, A before B); '' in a slot not committed yet.
   */
  @type(['string']) commitments = new ArraySchema<string>();
  /** The nonce that opens the commitment in the same slot: '' until the pick is public (docs/FAIRNESS.md). */
  @type(['string']) nonces = new ArraySchema<string>();
  /** Seats keyed by session id (AI seats by `ai-A` / `ai-B`). */
  @type({ map: PlayerSchema }) players = new MapSchema<PlayerSchema>();
  @type(RevealSchema) lastReveal: RevealSchema | undefined;
  @type(ResultSchema) result: ResultSchema | undefined;
  /** Games between two players: the rematch offer once the game is over. */
  @type(RematchSchema) rematch: RematchSchema | undefined;
  @type(S.spectators.wire) spectators = initial(S.spectators);
}

/** The fields a schema class declares itself (not Schema's own members). */
type Fields<T> = Exclude<keyof T, keyof Schema>;
/** True when two key sets are the same. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The synced state is declared once (contract/syncedState.ts): `implements` checks each field's wire type, and
 * these check that no field is synced that the codec does not declare, nor declared that is not synced.
 */
export const SYNCED_FIELDS_MATCH = {
  state: true satisfies SameKeys<Fields<GameRoomState>, keyof SyncedStateWire>,
  player: true satisfies SameKeys<Fields<PlayerSchema>, keyof PlayerWire>,
  reveal: true satisfies SameKeys<Fields<RevealSchema>, keyof RevealWire>,
  result: true satisfies SameKeys<Fields<ResultSchema>, keyof ResultWire>,
  rematch: true satisfies SameKeys<Fields<RematchSchema>, keyof RematchWire>,
} as const;
