// Vitest global setup of the `node` project: the scale-out, crash and drain tests start real server processes
// (tests/twoProcesses.ts), and they run the server bundled to JavaScript, as `npm start` does, built here once per
// run from the sources. A process started through the TypeScript loader (tsx) took twice the CPU to start (about
// 2.4 core-seconds against 1.2, besides esbuild's own), and the suite starts about thirty.
import { bundleServer } from '../../server/serverBuild';

/** The bundle the test processes run (git-ignored, under dist/). */
export const TEST_SERVER = 'dist/test/main.js';

export default async function setup(): Promise<void> {
  await bundleServer('server/main.ts', TEST_SERVER);
}
