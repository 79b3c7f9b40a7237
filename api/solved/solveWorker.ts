// One solver thread of `npm run solve`: solves the character pairs the main thread hands it, one at a time, and
// sends each pair's values back (transferred, not copied), with a message after every turn for the progress bar.
import { parentPort } from 'node:worker_threads';
import { exactSolves } from '../../engine/solved/matrixGame';
import { solvePair } from '../../engine/solved/solvePair';

const port = parentPort!;
port.on('message', (pair: number) => {
  const values = solvePair(pair, (turn) => {
    port.postMessage({ type: 'turn', pair, turn });
  });
  port.postMessage({ type: 'pair', pair, values, exactSolves: exactSolves.count }, [
    values.buffer as ArrayBuffer,
  ]);
  exactSolves.count = 0;
});
