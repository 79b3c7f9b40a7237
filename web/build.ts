// `npm start` runs this first: builds the web client into dist/web when it is missing or older than its sources.
// Vite (a dev dependency) is loaded only when a build is needed, so an install without dev dependencies
// starts from a dist/web built beforehand.
import { existsSync, statSync } from 'node:fs';
import { newestChange } from './newestChange';

const OUT = 'dist/web/index.html';

const sources = Math.max(...['web', 'engine', 'contract'].map(newestChange));
if (!existsSync(OUT) || statSync(OUT).mtimeMs < sources || process.argv.includes('--force')) {
  console.log('Building the web client…');
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
