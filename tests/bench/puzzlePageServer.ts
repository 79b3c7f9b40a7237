// The product server for the puzzle page's timing (tests/bench/puzzlePageTiming.ts bundles this file like
// `npm start`'s server and runs it with node): server/startServer.ts's startServer with server/config.ts's settings
// from the environment, run from PUZZLE_BENCH_ROOT, whose dist/web is the bench's own build of the web client (the
// server serves ./dist/web; a build of the shared dist/web by a test run elsewhere cannot pull files from under the
// bench). SOLVED_TABLE_DIR and PUZZLE_SET_FILE must then be absolute. Prints `listening <url>`; exits when the bench
// that started it is gone.
import { loadServerConfig, serverOptions } from '../../server/config';
import { closeOnSignals } from '../../server/signals';
import { startServer } from '../../server/startServer';
import { exitWithParent } from './exitWithParent';

exitWithParent();
const root = process.env.PUZZLE_BENCH_ROOT;
if (root === undefined || root === '') throw new Error('PUZZLE_BENCH_ROOT is not set');
process.chdir(root);
const config = loadServerConfig(process.env);
const server = await startServer({ ...serverOptions(config), logger: false });
// SIGTERM stops at once: no game is played here.
closeOnSignals(server, 0);
console.log(`listening ${server.url}`);
