// A counted game's anchor on the Hive chain (issue 28, docs/FAIRNESS.md "On Hive"): what a `custom_json`
// operation with id `octoduel` carries for each game, the hash of the stored record it pins, how many games go
// in one operation, and the check of a stored game against its anchor. Pure: the server publishes, the browser
// and `npm run verify -- <gameId> --chain` check, all with these functions.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { StoredGame } from './fairnessFile';
import { parseJsonText, type Parsed } from './notation';
import { WINNERS, type Winner } from './types';

/** The `custom_json` id of Octoduel's anchors. */
export const ANCHOR_OPERATION_ID = 'octoduel';
/** The anchor format's version (`v` of the operation's JSON). */
export const ANCHOR_VERSION = 1;
/** The chain's limit on a `custom_json` operation's `json` string, in bytes (UTF-8). */
export const MAX_CUSTOM_JSON_BYTES = 8192;

/** One game as anchored: short keys, since many games share an operation. */
export interface AnchorEntry {
  /** The game id. */
  readonly i: string;
  /** The mode (`others`, `h1a1`). */
  readonly m: string;
  /** Seat A's and seat B's usernames as stored (a Hive name; a server AI's name ends with " ai"). */
  readonly a: string;
  readonly b: string;
  /** The characters played (a letter, or null when the game ended before Choose did). */
  readonly ca: string | null;
  readonly cb: string | null;
  /** The winner (A, B, draw, none) and the reason. */
  readonly w: Winner;
  readonly r: string;
  /** SHA-256 (hex) of the stored record (`anchorHash`). */
  readonly h: string;
  /** The seed commitment (hex), or null for a game stored without one. */
  readonly s: string | null;
}

/** An operation's JSON: the version and its games. */
export interface AnchorOperation {
  readonly v: number;
  readonly g: readonly AnchorEntry[];
}

/**
 * JSON with every object's keys sorted and no spaces, so one value has one text whoever writes it (`undefined`
 * members are left out, as JSON.stringify does).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * What the anchor's hash covers: the stored game as GET /api/games/:gameId serves it (read by
 * `parseStoredGame`), every field, except the players' display names (`name`, shown only; the `username`
 * stays).
 */
export function anchoredContent(game: StoredGame): unknown {
  const seat = ({ name: _name, ...rest }: StoredGame['players']['A']) => rest;
  return { ...game, players: { A: seat(game.players.A), B: seat(game.players.B) } };
}

/** SHA-256 (lowercase hex) of the canonical JSON of a stored game's anchored content. */
export function anchorHash(game: StoredGame): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(anchoredContent(game)))));
}

/** A stored game's anchor entry. */
export function anchorEntryOf(game: StoredGame): AnchorEntry {
  return {
    i: game.gameId,
    m: game.mode,
    a: game.players.A.username,
    b: game.players.B.username,
    ca: game.players.A.character,
    cb: game.players.B.character,
    w: game.result.winner,
    r: game.result.reason,
    h: anchorHash(game),
    s: game.seedCommitment ?? null,
  };
}

const byteLength = (text: string): number => utf8ToBytes(text).length;

/** One operation's JSON text. */
export function anchorJson(entries: readonly AnchorEntry[]): string {
  return JSON.stringify({ v: ANCHOR_VERSION, g: entries });
}

/**
 * The entries packed, in order, into as few operations' JSON texts as fit `maxBytes` each (at most `maxGames`
 * games each). An entry too large for an operation alone is an error (a game id is at most 200 characters, so
 * a real entry is far below it).
 */
export function packAnchors(
  entries: readonly AnchorEntry[],
  maxBytes: number = MAX_CUSTOM_JSON_BYTES,
  maxGames: number = Number.POSITIVE_INFINITY,
): string[] {
  const texts: string[] = [];
  let batch: AnchorEntry[] = [];
  for (const entry of entries) {
    const next = [...batch, entry];
    if (next.length <= maxGames && byteLength(anchorJson(next)) <= maxBytes) {
      batch = next;
      continue;
    }
    if (batch.length === 0) throw new Error(`an anchor entry is larger than ${maxBytes} bytes`);
    texts.push(anchorJson(batch));
    batch = [entry];
    if (byteLength(anchorJson(batch)) > maxBytes)
      throw new Error(`an anchor entry is larger than ${maxBytes} bytes`);
  }
  if (batch.length > 0) texts.push(anchorJson(batch));
  return texts;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isHex64 = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isNameOrNull = (v: unknown) => v === null || (typeof v === 'string' && v.length <= 8);

function entryError(e: unknown): string | undefined {
  if (!isObject(e)) return 'not an object';
  if (typeof e.i !== 'string' || e.i === '') return '"i" (the game id) must be a non-empty string';
  if (typeof e.m !== 'string') return '"m" (the mode) must be a string';
  if (typeof e.a !== 'string' || typeof e.b !== 'string') return '"a" and "b" must be usernames';
  if (!isNameOrNull(e.ca) || !isNameOrNull(e.cb)) return '"ca" and "cb" must be letters or null';
  if (!WINNERS.includes(e.w as Winner)) return '"w" must be A, B, draw or none';
  if (typeof e.r !== 'string') return '"r" (the reason) must be a string';
  if (!isHex64(e.h)) return '"h" must be 64 lowercase hex digits';
  if (e.s !== null && !isHex64(e.s)) return '"s" must be 64 lowercase hex digits or null';
  return undefined;
}

/** Reads an operation's JSON (text or parsed); says what is wrong with anything else. */
export function parseAnchorOperation(input: unknown): Parsed<AnchorOperation> {
  const json = parseJsonText(input);
  if (!json.ok) return json;
  const data = json.value;
  if (!isObject(data)) return { ok: false, error: 'not a JSON object' };
  if (data.v !== ANCHOR_VERSION) return { ok: false, error: `unknown anchor version ${String(data.v)}` };
  if (!Array.isArray(data.g)) return { ok: false, error: '"g" must be an array of games' };
  for (const [n, entry] of data.g.entries()) {
    const error = entryError(entry);
    if (error !== undefined) return { ok: false, error: `game ${n}: ${error}` };
  }
  return { ok: true, value: { v: ANCHOR_VERSION, g: data.g as AnchorEntry[] } };
}

/** The outcome of checking a stored game against its anchor: the first field that differs, if any. */
export type AnchorCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** The anchor's key (`h` when the record itself differs). */
      readonly field: keyof AnchorEntry;
      /** What it is called, for people: "the record's SHA-256", "seat A's character", … */
      readonly what: string;
      readonly anchored: string | null;
      readonly stored: string | null;
    };

const FIELD_NAMES: Record<keyof AnchorEntry, string> = {
  i: 'the game id',
  m: 'the mode',
  a: "seat A's player",
  b: "seat B's player",
  ca: "seat A's character",
  cb: "seat B's character",
  w: 'the winner',
  r: 'the reason',
  h: "the record's SHA-256",
  s: 'the seed commitment',
};

/**
 * Checks a stored game against its anchored entry, field by field, the record's hash last (so a changed
 * result is named as such, not only as a changed hash).
 */
export function checkAgainstAnchor(game: StoredGame, anchored: AnchorEntry): AnchorCheck {
  const stored = anchorEntryOf(game);
  const order: (keyof AnchorEntry)[] = ['i', 'm', 'a', 'b', 'ca', 'cb', 'w', 'r', 's', 'h'];
  for (const field of order) {
    if (stored[field] !== anchored[field])
      return {
        ok: false,
        field,
        what: FIELD_NAMES[field],
        anchored: anchored[field],
        stored: stored[field],
      };
  }
  return { ok: true };
}

/** Where a game's anchor should be: its block and transaction, the game's id and the account that signed it. */
export interface AnchorWhere {
  readonly block: number;
  readonly txId: string;
  readonly gameId: string;
  readonly account: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `custom_json` payloads of a transaction's operations (condenser form: `['custom_json', {...}]`). */
function customJsons(transaction: unknown): Record<string, unknown>[] {
  if (!isRecord(transaction) || !Array.isArray(transaction.operations)) return [];
  return transaction.operations.flatMap((op: unknown) =>
    Array.isArray(op) && op[0] === 'custom_json' && isRecord(op[1]) ? [op[1]] : [],
  );
}

/**
 * A game's anchor entry in a block as a Hive node answers `condenser_api.get_block` (any JSON: nothing in it is
 * trusted): the transaction `txId` among the block's `transaction_ids`, its first `octoduel` operation signed by
 * `account` that parses and holds the game, and that operation's first entry of the game (docs/FAIRNESS.md: the
 * first anchor of a game counts). Else `missing` says why not. Read alike by the replay page's check in the
 * browser and by `npm run verify -- --chain`.
 */
export function findAnchorInBlock(
  block: unknown,
  place: AnchorWhere,
): { readonly ok: true; readonly entry: AnchorEntry } | { readonly ok: false; readonly missing: string } {
  const missing = (why: string) => ({ ok: false as const, missing: why });
  if (!isRecord(block)) return missing('the Hive node’s answer holds no block');
  const ids = Array.isArray(block.transaction_ids) ? (block.transaction_ids as unknown[]) : [];
  const k = ids.indexOf(place.txId);
  const transactions = Array.isArray(block.transactions) ? (block.transactions as unknown[]) : [];
  if (k < 0 || k >= transactions.length)
    return missing(`block ${place.block} holds no transaction ${place.txId}`);
  const ours = customJsons(transactions[k]).filter((op) => op.id === ANCHOR_OPERATION_ID);
  if (ours.length === 0) return missing('its transaction holds no octoduel operation');
  const signed = ours.filter(
    (op) => Array.isArray(op.required_posting_auths) && op.required_posting_auths.includes(place.account),
  );
  if (signed.length === 0) return missing(`its octoduel operation is not signed by @${place.account}`);
  for (const op of signed) {
    const parsed = parseAnchorOperation(op.json);
    const entry = parsed.ok ? parsed.value.g.find((e) => e.i === place.gameId) : undefined;
    if (entry !== undefined) return { ok: true, entry };
  }
  return missing('its octoduel operation holds no anchor of this game');
}
