// `npm start` runs this first (after the web build): bundles the server (server/, rooms/, api/, contract/, engine/) into
// dist/server/main.js when it is missing or older than its sources, so the server runs as plain JavaScript.
// Packages stay outside the bundle (resolved from node_modules); esbuild follows tsconfig.json, whose
// experimentalDecorators and useDefineForClassFields the schema classes need. esbuild (a dev dependency, via
// Vite) is loaded only when a build is needed, so an install without dev dependencies starts from a build made
// beforehand.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from './serverBuild';

/** The built server `npm start` runs. */
export const SERVER_OUT = 'dist/server/main.js';
const SOURCES = ['server', 'rooms', 'api', 'contract', 'engine'];
const CONFIGS = ['package.json', 'tsconfig.json', 'package-lock.json'];

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  ...SOURCES.map(newest),
  ...CONFIGS.filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs),
);
if (!existsSync(SERVER_OUT) || statSync(SERVER_OUT).mtimeMs < sources || process.argv.includes('--force')) {
  console.log('Building the server…');
  await bundleServer('server/main.ts', SERVER_OUT);
}
