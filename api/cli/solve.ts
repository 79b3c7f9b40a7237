// `npm run solve [-- --out DIR] [--workers N]`: solves the game exactly (docs/AI.md) and writes the table the
// Perfect AI and the replay analysis read: every position's value by backward induction, one character pair at a
// time on worker threads (both cores by default), then the opening (Choose and Place) over the turn-1 values.
// Prints a progress bar with the time left on stderr; writes values.bin and manifest.json into DIR (the shipped
// engine/solved/table by default).
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SOLVER_VERSION, type SolvedManifest } from '../../engine';
import { solveOpening } from '../../engine/solved/openingGame';
import {
  CHARACTER_PAIRS,
  PAIR_ENTRIES,
  PAIRS,
  SolvedTable,
  TABLE_ENTRIES,
  TURNS,
  VALUE_SCALE,
} from '../../engine/solved/solvedTable';
import { MOVE_TABLE } from '../../engine/targets';
import { cliMain, CliFailure, runIfEntry, type CliIo } from './io';
import { SOLVED_DIR, valuesChecksum, writeSolvedTable } from '../solved/tableFiles';

export const main = cliMain('solve', 'npm run solve -- [--out DIR] [--workers N]', solve);

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (value === undefined) throw new CliFailure(`${name} needs a value`);
  return value;
}

/** A pair's rough cost: how many plans each side has summed over the board (bigger pairs first keeps both cores busy). */
function cost(pair: number): number {
  const [a, b] = PAIRS[pair]!;
  const moves = (c: number) => MOVE_TABLE[c]!.reduce((n, t) => n + t.length, 0);
  return moves(a) * moves(b);
}

async function solve(argv: readonly string[], io: CliIo): Promise<number> {
  const out = option(argv, '--out') ?? SOLVED_DIR;
  const workers = Number(option(argv, '--workers') ?? Math.min(2, availableParallelism()));
  if (!Number.isInteger(workers) || workers < 1)
    throw new CliFailure('--workers must be a whole number from 1');
  const started = performance.now();
  const values = new Int16Array(TABLE_ENTRIES);
  const queue = Array.from({ length: CHARACTER_PAIRS }, (_, p) => p).sort((x, y) => cost(y) - cost(x));
  const total = CHARACTER_PAIRS * TURNS;
  let done = 0;
  let exact = 0;
  const bar = progressBar(io, total, started);
  await Promise.all(
    Array.from({ length: workers }, () =>
      runWorker(queue, (message) => {
        if (message.type === 'turn') bar(++done);
        else {
          values.set(message.values, message.pair * PAIR_ENTRIES);
          exact += message.exactSolves;
        }
      }),
    ),
  );
  const opening = solveOpening(new SolvedTable(values));
  const solveSeconds = Math.round((performance.now() - started) / 100) / 10;
  const manifest: SolvedManifest = {
    solverVersion: SOLVER_VERSION,
    entries: TABLE_ENTRIES,
    valueScale: VALUE_SCALE,
    sha256: valuesChecksum(values),
    gameValue: round(opening.value),
    opening: Array.from(opening.picks, round),
    characters: opening.characters.map((c) => ({ ...c, pick: round(c.pick), value: round(c.value) })),
    solveSeconds,
    workers,
    exactSolves: exact,
  };
  mkdirSync(out, { recursive: true });
  writeSolvedTable(out, values, manifest);
  io.err('');
  io.out(
    `Solved ${TABLE_ENTRIES.toLocaleString('en')} positions in ${solveSeconds} s on ${workers} worker(s); ` +
      `${exact} needed the exact solver.`,
  );
  io.out(`The game's value: ${manifest.gameValue}; table written to ${out} (SHA-256 ${manifest.sha256}).`);
  return 0;
}

const round = (v: number) => Math.round(v * 1e9) / 1e9;

type WorkerMessage =
  | { readonly type: 'turn'; readonly pair: number; readonly turn: number }
  | {
      readonly type: 'pair';
      readonly pair: number;
      readonly values: Int16Array;
      readonly exactSolves: number;
    };

/** A worker thread that runs a TypeScript module (workerData, its URL) through tsx, as `npm run solve` itself runs. */
const TS_WORKER = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then((tsx) => { tsx.register(); return import(workerData); });
`;

/** Runs one worker thread until the queue is empty. */
function runWorker(queue: number[], onMessage: (m: WorkerMessage) => void): Promise<void> {
  const worker = new Worker(TS_WORKER, {
    eval: true,
    workerData: new URL('../solved/solveWorker.ts', import.meta.url).href,
  });
  return new Promise((resolve, reject) => {
    const next = () => {
      const pair = queue.shift();
      if (pair === undefined)
        void worker.terminate().then(() => {
          resolve();
        });
      else worker.postMessage(pair);
    };
    worker.on('message', (m: WorkerMessage) => {
      onMessage(m);
      if (m.type === 'pair') next();
    });
    worker.on('error', reject);
    next();
  });
}

/** A one-line progress bar on stderr: done of total, time spent, and the time left at the pace so far. */
function progressBar(io: CliIo, total: number, started: number): (done: number) => void {
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return (done) => {
    const elapsed = (performance.now() - started) / 1000;
    const left = done === 0 ? 0 : (elapsed * (total - done)) / done;
    const width = 30;
    const filled = Math.round((width * done) / total);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((100 * done) / total)}% · ${Math.round(elapsed)} s spent · about ${Math.ceil(left)} s left`;
    if (tty) process.stderr.write(`\r${line}`);
    else if (done === total || performance.now() - lastLine > 5000) {
      lastLine = performance.now();
      io.err(line);
    }
  };
}

await runIfEntry(import.meta.url, main);
