// Game records and their text notation (docs/RULES.md, "Game notation"): a stored game is its seed, mode and
// log; the notation is what a replay of it shows, turn by turn.
import { isSquare, squareName } from './board';
import { isLetter, type Letter } from './characters';
import { applyAction, parseAction } from './actions';
import { applyEvent } from './events';
import { isGameSeed, type GameSeed } from './gameSeed';
import { advance, createGame, nextDeadline, type GameOptions } from './game';
import { PHASE_DURATIONS_MS, type PhaseDurations } from './phases';
import {
  END_REASONS,
  GAME_MODES,
  SEATS,
  WINNERS,
  type GameMode,
  type GameResult,
  type GameState,
  type LogEntry,
  type Reveal,
  type Seat,
  type SystemEvent,
} from './types';

/** A whole game as stored: enough to replay it (seed, mode, clocks, log) and the result the host recorded. */
export interface GameRecord {
  /** A secret seed (64 hex digits); a number for games stored before secret seeds (gameSeed.ts). */
  readonly seed: GameSeed;
  readonly mode: GameMode;
  /** Phase durations the game ran with, when not RULES.md's. */
  readonly durations?: Partial<PhaseDurations>;
  readonly log: readonly LogEntry[];
  /** The result the host recorded; null when it recorded none. */
  readonly result: GameResult | null;
}

/** The outcome of reading outside input: a value, or a message saying what is wrong (never a throw). */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const bad = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** A game record as JSON text (two-space indented). */
export function recordToJson(record: GameRecord): string {
  return JSON.stringify(record, null, 2);
}

/** JSON text parsed, or an already parsed value as it is; 'not valid JSON' for text that is not. */
export function parseJsonText(input: unknown): Parsed<unknown> {
  if (typeof input !== 'string') return { ok: true, value: input };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch {
    return bad('not valid JSON');
  }
}

/** Reads a game record from JSON text or an already parsed value; says what is wrong with bad input. */
export function parseGameRecord(input: unknown): Parsed<GameRecord> {
  const json = parseJsonText(input);
  if (!json.ok) return json;
  const data = json.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad('not a JSON object');
  const { seed, mode, durations, log, result } = data as Record<string, unknown>;
  if (!isGameSeed(seed)) return bad('"seed" must be 64 lowercase hex digits (or an older game’s integer)');
  if (!GAME_MODES.includes(mode as GameMode)) return bad(`"mode" must be one of ${GAME_MODES.join(', ')}`);
  const clocks = parseDurations(durations);
  if (!clocks.ok) return clocks;
  if (!Array.isArray(log)) return bad('"log" must be an array');
  const entries: LogEntry[] = [];
  for (const [i, raw] of log.entries()) {
    const entry = parseLogEntry(raw);
    if (!entry.ok) return bad(`log entry ${i}: ${entry.error}`);
    entries.push(entry.value);
  }
  const outcome = parseResult(result);
  if (!outcome.ok) return outcome;
  const record: GameRecord = {
    seed,
    mode: mode as GameMode,
    log: entries,
    result: outcome.value,
  };
  return { ok: true, value: clocks.value === undefined ? record : { ...record, durations: clocks.value } };
}

function parseDurations(input: unknown): Parsed<Partial<PhaseDurations> | undefined> {
  if (input === undefined) return { ok: true, value: undefined };
  if (typeof input !== 'object' || input === null) return bad('"durations" must be an object');
  const out: Record<string, number> = {};
  for (const [phase, ms] of Object.entries(input)) {
    if (!(phase in PHASE_DURATIONS_MS)) return bad(`"durations" has an unknown phase "${phase}"`);
    if (!Number.isSafeInteger(ms) || (ms as number) < 0) return bad(`"durations.${phase}" must be ms >= 0`);
    out[phase] = ms as number;
  }
  return { ok: true, value: out };
}

const EVENT_TYPES: readonly SystemEvent['type'][] = [
  'start',
  'forfeit',
  'abort',
  'pause',
  'resume',
  'berserk',
];

function parseLogEntry(input: unknown): Parsed<LogEntry> {
  if (typeof input !== 'object' || input === null) return bad('not an object');
  const { at, seat, action, event } = input as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at)) return bad('"at" must be a number');
  if (event !== undefined) {
    const { type, seat: eventSeat } = (event ?? {}) as { type?: unknown; seat?: unknown };
    if (!EVENT_TYPES.includes(type as SystemEvent['type'])) return bad('unknown event');
    if (type !== 'forfeit' && type !== 'berserk')
      return { ok: true, value: { at, event: { type } as SystemEvent } };
    if (!SEATS.includes(eventSeat as Seat)) return bad(`${type} needs a seat A or B`);
    return { ok: true, value: { at, event: { type, seat: eventSeat as Seat } } };
  }
  if (!SEATS.includes(seat as Seat)) return bad('"seat" must be A or B');
  const parsed = parseAction(action);
  if (!parsed.ok) return bad(parsed.error.message);
  return { ok: true, value: { at, seat: seat as Seat, action: parsed.value } };
}

function parseResult(input: unknown): Parsed<GameResult | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  const { winner, reason } = input as Record<string, unknown>;
  if (!WINNERS.includes(winner as GameResult['winner']))
    return bad(`"result.winner" must be ${WINNERS.join(', ')}`);
  if (!END_REASONS.includes(reason as GameResult['reason']))
    return bad(`"result.reason" must be one of ${END_REASONS.join(', ')}`);
  return {
    ok: true,
    value: { winner: winner as GameResult['winner'], reason: reason as GameResult['reason'] },
  };
}

/** What a replay of a record shows: characters, placed squares, every resolved turn, and the end state. */
export interface ReplayedGame {
  readonly characters: { readonly [S in Seat]: Letter | null };
  readonly placed: { readonly [S in Seat]: number | null };
  readonly turns: readonly Reveal[];
  /** The game after its log, with the clocks run out (a game the host stopped waiting on ends as its deadlines say). */
  readonly final: GameState;
}

/**
 * Replays a record from its seed and log, as the engine's replayGame does, keeping every reveal on the way;
 * after the log, runs the clocks out until the game is over. A log the engine refuses is an error.
 */
export function replayRecord(record: GameRecord): Parsed<ReplayedGame> {
  const options: GameOptions = { seed: record.seed, mode: record.mode, durations: record.durations };
  let state = createGame(options);
  const turns: Reveal[] = [];
  let characters: ReplayedGame['characters'] = { A: null, B: null };
  let placed: ReplayedGame['placed'] = { A: null, B: null };
  const seen = (s: GameState): GameState => {
    if (s.lastReveal !== null && s.lastReveal !== turns.at(-1)) turns.push(s.lastReveal);
    const { A, B } = s.players;
    if (s.phase === 'place' && isLetter(A.character) && isLetter(B.character))
      characters = { A: A.character, B: B.character };
    if (s.turn >= 1 && placed.A === null) {
      placed = { A: A.square, B: B.square };
      characters = { A: A.character, B: B.character };
    }
    return s;
  };
  const runTo = (until: number): void => {
    for (let due = nextDeadline(state); due !== null && due <= until; due = nextDeadline(state))
      state = seen(advance(state, due));
  };
  for (const [i, entry] of record.log.entries()) {
    runTo(entry.at);
    const next =
      'event' in entry
        ? applyEvent(state, entry.event, entry.at)
        : applyAction(state, entry.seat, entry.action, entry.at);
    if (!next.ok) return bad(`log entry ${i} refused: ${next.error.code} (${next.error.message})`);
    state = seen(next.value);
  }
  runTo(Number.POSITIVE_INFINITY);
  return { ok: true, value: { characters, placed, turns, final: state } };
}

const side = (letter: Letter | null, square: number | null): string =>
  `${letter ?? '-'} ${square === null || !isSquare(square) ? '-' : squareName(square)}`;

/** "(A wins: hit)", "(draw: turns)", "(no contest: no-contest)", or "(unfinished)". */
export function resultNotation(result: GameResult | null): string {
  if (result === null) return '(unfinished)';
  const who =
    result.winner === 'draw' ? 'draw' : result.winner === 'none' ? 'no contest' : `${result.winner} wins`;
  return `(${who}: ${result.reason})`;
}

/** One resolved turn: "3. A: e4>f5 x f6  B: c2>c3 x f5". */
export function turnNotation(r: Reveal): string {
  const plan = (from: number, move: number, hit: number) =>
    `${squareName(from)}>${squareName(move)} x ${squareName(hit)}`;
  return `${r.turn}. A: ${plan(r.fromA, r.moveA, r.hitA)}  B: ${plan(r.fromB, r.moveB, r.hitB)}`;
}

/** The whole game in the notation of docs/RULES.md: a header, the characters and squares, each turn, the result. */
export function gameNotation(record: GameRecord, game: ReplayedGame): string {
  return [
    `Octoduel seed ${record.seed} mode ${record.mode}`,
    `A: ${side(game.characters.A, game.placed.A)}  B: ${side(game.characters.B, game.placed.B)}`,
    ...game.turns.map(turnNotation),
    resultNotation(game.final.result),
  ].join('\n');
}
