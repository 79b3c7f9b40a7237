import { CHARACTERS } from '../characters';
import { OPENING_PICKS, type CharacterFigure } from './openingGame';
import { TABLE_ENTRIES, VALUE_SCALE, type SolvedTable } from './solvedTable';

/**
 * The solver's version: raise it whenever a change to the solver or to the rules changes any value, so a table
 * solved before is refused (the server checks it against the table's manifest).
 */
export const SOLVER_VERSION = 1;

/** What `npm run solve` writes beside the values (engine/solved/table/manifest.json). */
export interface SolvedManifest {
  readonly solverVersion: number;
  /** How many 16-bit values the values file holds (little-endian, entryOf order). */
  readonly entries: number;
  readonly valueScale: number;
  /** SHA-256 of the values file, hex. */
  readonly sha256: string;
  /** The whole game's value for the first seat, from the solved opening (0 up to rounding). */
  readonly gameValue: number;
  /** The opening's equilibrium: OPENING_PICKS probabilities (openingGame.ts). */
  readonly opening: readonly number[];
  readonly characters: readonly CharacterFigure[];
  /** How long the solve took, and with how many workers. */
  readonly solveSeconds: number;
  readonly workers: number;
  /** How many positions' games needed the exact (whole-number) solver. */
  readonly exactSolves: number;
}

/** Why a manifest does not describe a table this engine can use, or null when it does. */
export function manifestProblem(m: SolvedManifest): string | null {
  if (m.solverVersion !== SOLVER_VERSION)
    return `it was solved by solver version ${m.solverVersion}, and this engine's solver is version ${SOLVER_VERSION}`;
  if (m.entries !== TABLE_ENTRIES)
    return `it holds ${m.entries} values, and this engine's table has ${TABLE_ENTRIES}`;
  if (m.valueScale !== VALUE_SCALE) return `its value scale is ${m.valueScale}, not ${VALUE_SCALE}`;
  if (m.opening.length !== OPENING_PICKS)
    return `its opening has ${m.opening.length} picks, not ${OPENING_PICKS}`;
  if (m.characters.length !== CHARACTERS.length)
    return `it describes ${m.characters.length} characters, not ${CHARACTERS.length}`;
  return null;
}

/** A loaded, checked table: the values, the opening's equilibrium and the manifest they came with. */
export interface SolvedGame {
  readonly table: SolvedTable;
  readonly opening: Float64Array;
  readonly characters: readonly CharacterFigure[];
  readonly manifest: SolvedManifest;
}
