// Web bundle sizes: the JavaScript a browser loads first on a route (entry + the route's chunk and their
// static imports), gzipped, from the Vite build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Bench } from './types';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const OUT = 'dist/web';

/** Every JS file loaded before the route renders: the chunk and, recursively, its static imports. */
function closure(manifest: Record<string, Chunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (files: Set<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(OUT, f))).length, 0) / 1024;

const ROUTES = [
  { route: '/signin', chunk: 'src/screens/SignIn.tsx', goal: 200 },
  { route: '/play', chunk: 'src/screens/game/Play.tsx', goal: 250 },
  { route: '/leaderboard', chunk: 'src/screens/Leaderboard.tsx', goal: undefined },
];

export const bundleBench: Bench = {
  id: 'bundle',
  title: 'Web client: initial JavaScript per route',
  async run() {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const rows = ROUTES.map(({ route, chunk, goal }) => {
      const kb = gzipKb(closure(manifest, ['index.html', chunk]));
      const verdict =
        goal === undefined
          ? ''
          : kb <= goal
            ? `at most ${goal} KB: **met**`
            : `at most ${goal} KB: **NOT met**`;
      return `| ${route} | ${kb.toFixed(1)} KB | ${verdict} |`;
    });
    return [
      'JavaScript loaded before a route renders (the entry, the route chunk and their static imports), gzipped; lazily loaded chunks (e.g. the Hive signing code after a sign-in method is picked) are not counted:',
      '',
      '| route | initial JS (gzip) | goal |',
      '|---|---:|---|',
      ...rows,
    ].join('\n');
  },
};
