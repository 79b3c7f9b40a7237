// Reruns `npm run solve` into a scratch folder under GNU time (wall time, peak memory) and compares what it wrote
// with the shipped table, byte for byte by SHA-256.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, readManifest, SOLVED_DIR, VALUES_FILE } from '../../api/solved/tableFiles';

export interface SolveRerun {
  readonly wallSeconds: number;
  /** What the solver reported: its own time, workers and exact solves. */
  readonly solveSeconds: number;
  readonly workers: number;
  readonly exactSolves: number;
  /** GNU time's maximum resident set size, KiB (the solver's process, its worker threads included). */
  readonly maxRssKib: number;
  readonly sha256: string;
  readonly shippedSha256: string;
  readonly valuesBytes: number;
  readonly manifestBytes: number;
  /** What the shipped table's manifest says of the solve that wrote it. */
  readonly shipped: { readonly solveSeconds: number; readonly workers: number; readonly exactSolves: number };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** `/usr/bin/time -v npm run solve -- --out DIR`, then the table it wrote against the shipped one. */
export function rerunSolve(out = '/tmp/solved-bench'): SolveRerun {
  const run = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'solve', '--', '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (run.status !== 0) throw new Error(`npm run solve failed (${run.status}): ${run.stderr.slice(-2000)}`);
  const field = (name: string) => {
    const line = run.stderr.split('\n').find((l) => l.trim().startsWith(name));
    if (line === undefined) throw new Error(`GNU time printed no "${name}"`);
    return line.slice(line.lastIndexOf(': ') + 2).trim();
  };
  const wall = field('Elapsed (wall clock) time').split(':').map(Number);
  const manifest = readManifest(out);
  const shipped = readManifest(SOLVED_DIR);
  return {
    wallSeconds: wall.reduce((s, part) => s * 60 + part, 0),
    solveSeconds: manifest.solveSeconds,
    workers: manifest.workers,
    exactSolves: manifest.exactSolves,
    maxRssKib: Number(field('Maximum resident set size (kbytes)')),
    sha256: sha256(join(out, VALUES_FILE)),
    shippedSha256: sha256(join(SOLVED_DIR, VALUES_FILE)),
    valuesBytes: statSync(join(SOLVED_DIR, VALUES_FILE)).size,
    manifestBytes: statSync(join(SOLVED_DIR, MANIFEST_FILE)).size,
    shipped: {
      solveSeconds: shipped.solveSeconds,
      workers: shipped.workers,
      exactSolves: shipped.exactSolves,
    },
  };
}
