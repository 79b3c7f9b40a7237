// Runs a list of tasks on worker threads, one task at a time per worker (both cores by default). Each worker is a
// TypeScript module run through tsx, as `npm run solve` runs its own (api/cli/solve.ts): it answers every task it
// is posted with exactly one message.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const TS_WORKER = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then((tsx) => { tsx.register(); return import(workerData); });
`;

/** The cores a benchmark may use: both of the project's machines' two. */
export const BENCH_WORKERS = Math.min(2, availableParallelism());

/**
 * Posts each task to the first free worker running `module` (a file URL) and resolves with the answers in the
 * tasks' order. `onAnswer` is told after each answer (for progress).
 */
export async function runOnWorkers<R>(
  module: URL,
  tasks: readonly unknown[],
  onAnswer: (done: number) => void = () => {},
  workers = BENCH_WORKERS,
): Promise<R[]> {
  const answers = new Array<R>(tasks.length);
  let next = 0;
  let done = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(TS_WORKER, { eval: true, workerData: module.href });
      let current = -1;
      const post = () => {
        if (next >= tasks.length) {
          void worker.terminate().then(() => {
            resolve();
          });
          return;
        }
        current = next++;
        worker.postMessage(tasks[current]);
      };
      worker.on('message', (answer: R) => {
        answers[current] = answer;
        onAnswer(++done);
        post();
      });
      worker.on('error', reject);
      post();
    });
  await Promise.all(Array.from({ length: Math.min(workers, tasks.length) }, run));
  return answers;
}

/** A progress line on stderr every few seconds: `label` done of total. */
export function progress(label: string, total: number): (done: number) => void {
  const started = performance.now();
  let last = 0;
  return (done) => {
    const now = performance.now();
    if (done < total && now - last < 10_000) return;
    last = now;
    process.stderr.write(`  ${label}: ${done}/${total} after ${Math.round((now - started) / 1000)} s\n`);
  };
}
