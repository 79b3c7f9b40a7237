// The solved table on disk (docs/AI.md): engine/solved/table/values.bin, the 16-bit values little-endian in the
// engine's entryOf order, and manifest.json beside it with the solver's version, the values' SHA-256 and the
// solved opening. The server loads it once at start and refuses a table whose checksum or version does not match.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestProblem, SolvedTable, type SolvedGame, type SolvedManifest } from '../../engine';

/** Where the shipped table lives, from the project's root (the server's working directory). */
export const SOLVED_DIR = 'engine/solved/table';
export const VALUES_FILE = 'values.bin';
export const MANIFEST_FILE = 'manifest.json';

/** A table file that does not match its manifest or this engine. */
export class SolvedTableError extends Error {}

/** The hex SHA-256 of the values as stored. */
export function valuesChecksum(values: Int16Array): string {
  return createHash('sha256').update(littleEndianBytes(values)).digest('hex');
}

function littleEndianBytes(values: Int16Array): Buffer {
  const bytes = Buffer.alloc(values.length * 2);
  for (let i = 0; i < values.length; i++) bytes.writeInt16LE(values[i]!, i * 2);
  return bytes;
}

/** Writes the values and their manifest into `dir`. */
export function writeSolvedTable(dir: string, values: Int16Array, manifest: SolvedManifest): void {
  writeFileSync(join(dir, VALUES_FILE), littleEndianBytes(values));
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the table in `dir`. */
export function readManifest(dir = SOLVED_DIR): SolvedManifest {
  return JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as SolvedManifest;
}

/**
 * Loads and checks the table in `dir`: its manifest must fit this engine (solver version, sizes) and its values
 * must have the manifest's SHA-256; otherwise a SolvedTableError says what is wrong and how to mend it.
 */
export function loadSolvedTable(dir = SOLVED_DIR): SolvedGame {
  let manifest: SolvedManifest;
  let bytes: Buffer;
  try {
    manifest = readManifest(dir);
    bytes = readFileSync(join(dir, VALUES_FILE));
  } catch (error) {
    throw new SolvedTableError(
      `The solved table in ${dir} cannot be read (${(error as Error).message}); run npm run solve.`,
    );
  }
  const problem = manifestProblem(manifest);
  if (problem !== null)
    throw new SolvedTableError(`The solved table in ${dir} does not match: ${problem}. Run npm run solve.`);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== manifest.sha256)
    throw new SolvedTableError(
      `The solved table in ${dir} does not match its manifest: SHA-256 ${actual}, expected ${manifest.sha256}. Run npm run solve.`,
    );
  if (bytes.length !== manifest.entries * 2)
    throw new SolvedTableError(
      `The solved table in ${dir} holds ${bytes.length} bytes, expected ${manifest.entries * 2}.`,
    );
  const values = new Int16Array(manifest.entries);
  for (let i = 0; i < values.length; i++) values[i] = bytes.readInt16LE(i * 2);
  return {
    table: new SolvedTable(values),
    opening: Float64Array.from(manifest.opening),
    characters: manifest.characters,
    manifest,
  };
}

const loaded = new Map<string, SolvedGame>();

/** The table in `dir`, loaded and checked once per process (the API and the rooms share it). */
export function solvedTableFor(dir: string): SolvedGame {
  let solved = loaded.get(dir);
  if (solved === undefined) {
    solved = loadSolvedTable(dir);
    loaded.set(dir, solved);
  }
  return solved;
}
