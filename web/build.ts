// `npm start` runs this first: builds the web client into dist/web when it is missing or older than its sources.
// Vite (a dev dependency) is loaded only when a build is needed, so an install without dev dependencies
// starts from a dist/web built beforehand.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist/web/index.html';

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest('web'), newest('engine'), newest('contract'));
if (!existsSync(OUT) || statSync(OUT).mtimeMs < sources || process.argv.includes('--force')) {
  console.log('Building the web client…');
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
