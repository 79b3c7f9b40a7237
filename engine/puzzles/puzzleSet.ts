import { isSquare } from '../board';
import { characterIndex, isLetter } from '../characters';
import { MAX_TURNS } from '../resolve';
import { HIT_TABLE, MOVE_TABLE } from '../targets';
import { ERROR_MESSAGES, ok, type Result } from '../types';
import { PUZZLE_MARGIN } from './definition';
import { RATING_CEILING, RATING_FLOOR } from './difficulty';
import { puzzleId } from './puzzleId';
import {
  PUZZLE_THEMES,
  type Puzzle,
  type PuzzlePiece,
  type PuzzlePosition,
  type PuzzleSource,
  type PuzzleTheme,
} from './types';

/** The shipped set, from the project's root: a JSON array of Puzzle sorted by id, one puzzle a line (`npm run puzzles`). */
export const PUZZLE_SET_FILE = 'engine/puzzles/set/puzzles.json';

/** Values in a puzzle are kept to this many decimals (the table's 1/32767 is more than a puzzle needs). */
export const VALUE_DECIMALS = 4;

/** A value as a puzzle keeps it (0, never −0: the file cannot tell them apart). */
export function roundValue(v: number): number {
  const f = 10 ** VALUE_DECIMALS;
  return Math.round(v * f) / f + 0;
}

/** The set as the file keeps it: a JSON array, one puzzle a line, ids ascending. */
export function puzzleSetJson(puzzles: readonly Puzzle[]): string {
  const sorted = [...puzzles].sort((x, y) => compareIds(x.id, y.id));
  return `[\n${sorted.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}

/** The set's order: ids compared as plain strings (code units), the same in every locale. */
export function compareIds(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function piece(v: unknown): PuzzlePiece | undefined {
  if (!isObject(v) || !isLetter(v.letter) || !isSquare(v.square)) return undefined;
  return { letter: v.letter, square: v.square };
}

function position(v: unknown): PuzzlePosition | undefined {
  if (!isObject(v)) return undefined;
  const turn = v.turn;
  const solver = piece(v.solver);
  const opponent = piece(v.opponent);
  if (!Number.isInteger(turn) || (turn as number) < 1 || (turn as number) > MAX_TURNS) return undefined;
  if (solver === undefined || opponent === undefined) return undefined;
  return { turn: turn as number, solver, opponent };
}

function source(v: unknown): PuzzleSource | undefined {
  if (!isObject(v) || !Number.isInteger(v.turn) || (v.turn as number) < 1 || (v.turn as number) > MAX_TURNS)
    return undefined;
  const turn = v.turn as number;
  if (v.kind === 'game' && typeof v.gameId === 'string' && v.gameId !== '')
    return { kind: 'game', gameId: v.gameId, turn };
  if (v.kind === 'engine' && typeof v.seed === 'string' && v.seed !== '')
    return { kind: 'engine', seed: v.seed, turn };
  return undefined;
}

const isValue = (v: unknown): v is number => typeof v === 'number' && v >= -1 && v <= 1;

/** One puzzle checked against the engine's rules, or what is wrong with it. */
export function parsePuzzle(v: unknown): Puzzle | string {
  if (!isObject(v)) return 'not an object';
  const at = position(v.position);
  if (at === undefined) return 'its position is not a turn 1..10 with two characters on squares';
  if (v.id !== puzzleId(at)) return `its id is not its position's (${puzzleId(at)})`;
  const solution = v.solution;
  if (!isObject(solution) || !Number.isInteger(solution.move) || !Array.isArray(solution.hits))
    return 'its solution is not a move with hits';
  const solver = characterIndex(at.solver.letter);
  const move = solution.move as number;
  if (!MOVE_TABLE[solver]![at.solver.square]!.includes(move)) return "its solution's move is out of reach";
  const hits: unknown[] = solution.hits;
  const range = HIT_TABLE[solver]![move]!;
  if (
    hits.length === 0 ||
    !hits.every((h, k) => range.includes(h as number) && (k === 0 || (hits[k - 1] as number) < (h as number)))
  )
    return "its solution's hits are not squares in range of the move, ascending";
  if (!isValue(v.value) || !isValue(v.nextBest)) return 'its values are not numbers from -1 to 1';
  if (v.nextBest > v.value - PUZZLE_MARGIN + 2 * 10 ** -VALUE_DECIMALS)
    return 'its next best value is not a margin below its value';
  const themes = v.themes;
  if (
    !Array.isArray(themes) ||
    !themes.every(
      (t, k) =>
        PUZZLE_THEMES.includes(t as PuzzleTheme) &&
        (k === 0 ||
          PUZZLE_THEMES.indexOf(themes[k - 1] as PuzzleTheme) < PUZZLE_THEMES.indexOf(t as PuzzleTheme)),
    )
  )
    return 'its themes are not known themes in their order';
  const rating = v.rating;
  if (!Number.isInteger(rating) || (rating as number) < RATING_FLOOR || (rating as number) > RATING_CEILING)
    return `its rating is not a whole number from ${RATING_FLOOR} to ${RATING_CEILING}`;
  const from = source(v.source);
  if (from === undefined) return 'its source is not a game or an engine seed with a turn';
  return {
    id: v.id,
    position: at,
    solution: { move, hits: hits as number[] },
    value: v.value,
    nextBest: v.nextBest,
    themes: themes as PuzzleTheme[],
    rating: rating as number,
    source: from,
  };
}

/**
 * The shipped set checked (PUZZLE_SET_FILE, parsed JSON): an array of puzzles whose ids are their positions' and
 * ascending (so unique), each solution a legal plan, values from −1 to 1 a margin apart, known themes, a rating in
 * range and a source. Refused with 'puzzle/bad-set' and the first thing wrong.
 */
export function parsePuzzleSet(json: unknown): Result<readonly Puzzle[]> {
  if (!Array.isArray(json)) return badSet('it is not an array');
  const puzzles: Puzzle[] = [];
  for (const [k, v] of json.entries()) {
    const parsed = parsePuzzle(v);
    if (typeof parsed === 'string') return badSet(`puzzle ${k}: ${parsed}`);
    const previous = puzzles[k - 1];
    if (previous !== undefined && compareIds(previous.id, parsed.id) >= 0)
      return badSet(`puzzle ${k}: its id ${parsed.id} does not come after ${previous.id}`);
    puzzles.push(parsed);
  }
  return ok(puzzles);
}

function badSet<T>(why: string): Result<T> {
  return {
    ok: false,
    error: { code: 'puzzle/bad-set', message: `${ERROR_MESSAGES['puzzle/bad-set'].slice(0, -1)}: ${why}.` },
  };
}
