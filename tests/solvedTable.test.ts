// The shipped solved table (engine/solved/table, docs/AI.md): read and checked as the server reads it; values
// recomputed from scratch and from the table's own next turn; the symmetries; the opening; and a table that does
// not match its manifest or this engine is refused, by the loader and by a starting server.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../api/config';
import { createApiServer } from '../api/server';
import {
  loadSolvedTable,
  MANIFEST_FILE,
  SOLVED_DIR,
  SolvedTableError,
  solvedTableFor,
  VALUES_FILE,
} from '../api/solved/tableFiles';
import { CHARACTERS, characterIndex, SOLVER_VERSION, squareFromName, type SolvedManifest } from '../engine';
import { solveOpening } from '../engine/solved/openingGame';
import { solvePosition, turnGame } from '../engine/solved/positionGame';
import { solvePair } from '../engine/solved/solvePair';
import { pairIndex, PAIRS, quantise, TURNS, VALUE_SCALE } from '../engine/solved/solvedTable';
import { CANONICAL_PAIRS, CLASS_SQUARES, SYMMETRIES } from '../engine/solved/symmetry';

const solved = solvedTableFor(SOLVED_DIR);
const { table } = solved;

/** A small deterministic generator for the samples (the same states on every run). */
function sampler(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('the shipped table', () => {
  test('is the one its manifest describes, from this solver', () => {
    expect(solved.manifest.solverVersion).toBe(SOLVER_VERSION);
    expect(solved.manifest.exactSolves).toBeGreaterThanOrEqual(0);
  });

  test('holds the positions solved by hand (engine/solved/positionGame.test.ts)', () => {
    const [J, U] = [characterIndex('J'), characterIndex('U')];
    // Turn 10, the Judicial Doctor on c7 against the Undergraduate cornered on a8: matching pennies, worth 1/2.
    expect(
      Math.abs(table.value(10, J, U, squareFromName('c7'), squareFromName('a8')) - 0.5),
    ).toBeLessThanOrEqual(1 / VALUE_SCALE);
    expect(table.value(10, U, J, squareFromName('a8'), squareFromName('c7'))).toBe(
      -table.value(10, J, U, squareFromName('c7'), squareFromName('a8')),
    );
    // Out of each other's reach on the last turn: a draw.
    expect(table.value(10, U, U, squareFromName('a8'), squareFromName('h1'))).toBe(0);
  });

  test('holds no forced hit: no position is a sure win, as reasoning by hand says', () => {
    // Every character can always move to at least two squares (the Undergraduate in a corner has exactly two) and
    // a plan hits one square, so no turn hits for sure; the last turn is then never a sure win, and by induction no
    // turn is. The table agrees: every value is short of ±1.
    let most = 0;
    for (const v of table.values) most = Math.max(most, Math.abs(v));
    expect(most).toBeLessThan(VALUE_SCALE);
    expect(most).toBeGreaterThan(0.9 * VALUE_SCALE);
  });

  test.each(['U U', 'C T', 'G E'])('recomputed from scratch: every value of the pair %s', (pair) => {
    const [a, b] = pair.split(' ').map((l) => characterIndex(l as 'U'));
    const p = pairIndex(Math.min(a!, b!), Math.max(a!, b!));
    expect(Array.from(solvePair(p))).toEqual(Array.from(table.pairSlice(a!, b!)));
  });

  test('recomputed from the next turn: 600 positions of every pair and turn, exactly as stored', () => {
    const pick = sampler(26);
    for (let k = 0; k < 600; k++) {
      const p = pick(PAIRS.length);
      const [a, b] = PAIRS[p]!;
      const turn = 1 + pick(TURNS);
      const c = pick(CLASS_SQUARES.length);
      const squareB = pick(64);
      const value = solvePosition(turnGame(table, turn, a, b, CLASS_SQUARES[c]!, squareB)).value;
      // The slot the solver wrote for this very position (its square for A is a class's own square).
      const stored = table.pairSlice(a, b)[(turn - 1) * CANONICAL_PAIRS + c * 64 + squareB]!;
      // (+ 0: a value rounded to zero from below is −0.)
      expect(quantise(value) + 0, `${turn} ${a} ${b} ${CLASS_SQUARES[c]} ${squareB}`).toBe(stored + 0);
    }
  });

  test('swapping the players negates the value (a character against itself: both orders are solved)', () => {
    const pick = sampler(7);
    for (let k = 0; k < 2000; k++) {
      const c = pick(CHARACTERS.length);
      const turn = 1 + pick(TURNS);
      const s = pick(64);
      const t = pick(64);
      // Each order is its own matrix game, quantised on its own: at most one step apart.
      expect(Math.abs(table.value(turn, c, c, s, t) + table.value(turn, c, c, t, s))).toBeLessThanOrEqual(
        1 / VALUE_SCALE,
      );
      const d = pick(CHARACTERS.length);
      expect(table.value(turn, c, d, s, t)).toBe(-table.value(turn, d, c, t, s));
    }
  });

  test('the board’s symmetries keep every value: mirror-image positions, each solved on its own, agree', () => {
    let compared = 0;
    for (let p = 0; p < PAIRS.length; p += 5) {
      const slice = table.pairSlice(...PAIRS[p]!);
      for (let turn = 1; turn <= TURNS; turn += 3)
        CLASS_SQUARES.forEach((square, c) => {
          // The symmetries that keep A's square where it is move B's square: both positions are in the table.
          for (const g of SYMMETRIES.filter((g) => g[square] === square))
            for (let squareB = 0; squareB < 64; squareB++) {
              const base = (turn - 1) * CANONICAL_PAIRS + c * 64;
              // Two matrix games that differ only in the order of their plans, rounded on their own: at most
              // one step of the table apart.
              expect(Math.abs(slice[base + squareB]! - slice[base + g[squareB]!]!)).toBeLessThanOrEqual(1);
              compared++;
            }
        });
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  test('the opening recomputed from the table is the manifest’s, and the game is worth 0 to either seat', () => {
    const opening = solveOpening(table);
    expect(opening.value).toBeCloseTo(0, 9);
    expect(solved.manifest.gameValue).toBeCloseTo(0, 9);
    Array.from(opening.picks).forEach((p, i) => {
      expect(p).toBeCloseTo(solved.manifest.opening[i]!, 8);
    });
    const picks = opening.characters.map((c) => c.pick);
    expect(picks.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
    // No character does better than the game's value against the equilibrium; the ones it picks reach it.
    for (const c of opening.characters) {
      expect(c.value).toBeLessThanOrEqual(1e-9);
      if (c.pick > 0) expect(c.value).toBeCloseTo(0, 9);
    }
  });
});

describe('a table that does not match', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octoduel-solved-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function copyWith(name: string, change: { byte?: number; manifest?: Partial<SolvedManifest> }) {
    const to = join(dir, name);
    await rm(to, { recursive: true, force: true });
    await mkdir(to);
    const values = await readFile(join(SOLVED_DIR, VALUES_FILE));
    if (change.byte !== undefined) values[change.byte] = values[change.byte]! ^ 1;
    await writeFile(join(to, VALUES_FILE), values);
    const manifest = JSON.parse(await readFile(join(SOLVED_DIR, MANIFEST_FILE), 'utf8')) as SolvedManifest;
    await writeFile(join(to, MANIFEST_FILE), JSON.stringify({ ...manifest, ...change.manifest }));
    return to;
  }

  test('one changed bit: refused for its checksum', async () => {
    const bad = await copyWith('bit', { byte: 123_457 });
    expect(() => loadSolvedTable(bad)).toThrow(SolvedTableError);
    expect(() => loadSolvedTable(bad)).toThrow(/SHA-256 [0-9a-f]{64}, expected/);
  });

  test('another solver version: refused', async () => {
    const bad = await copyWith('version', { manifest: { solverVersion: SOLVER_VERSION + 1 } });
    expect(() => loadSolvedTable(bad)).toThrow(/solver version/);
  });

  test('missing: refused with the command that makes it', () => {
    expect(() => loadSolvedTable(join(dir, 'nowhere'))).toThrow(/run npm run solve/);
  });

  test('the server does not start on it', async () => {
    const bad = await copyWith('server', { byte: 99 });
    await expect(
      createApiServer(loadConfig({ DATABASE_URL: 'sqlite::memory:', SOLVED_TABLE_DIR: bad }), {
        logger: false,
      }),
    ).rejects.toThrow(/does not match its manifest/);
  });

  test('an intact copy loads as the shipped one', async () => {
    const good = join(dir, 'good');
    await mkdir(good, { recursive: true });
    await copyFile(join(SOLVED_DIR, VALUES_FILE), join(good, VALUES_FILE));
    await copyFile(join(SOLVED_DIR, MANIFEST_FILE), join(good, MANIFEST_FILE));
    expect(loadSolvedTable(good).manifest.sha256).toBe(solved.manifest.sha256);
  });
});
