// `npm run bench [id…]`: runs the benchmarks and rewrites their sections of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { engineBench } from './engineBench';
import { bundleBench } from './bundleBench';
import { expertBench } from './expertBench';
import { revealBench } from './revealBench';
import { ratingsBench } from './ratingsBench';
import { perfectBench } from './perfectBench';
import { analysisBench } from './analysisBench';
import { leaderboardBench } from './leaderboardBench';
import { loadBench } from './loadBench';
import { loadScaleBench } from './loadScaleBench';
import { loadBurstBench } from './loadBurstBench';
import { loadSpectatorBench } from './loadSpectatorBench';
import { anchorBench } from './anchorBench';
import { arenaBench } from './arenaBench';
import { puzzlesBench } from './puzzlesBench';
import type { Bench } from './types';

const BENCHES: readonly Bench[] = [
  engineBench,
  expertBench,
  bundleBench,
  revealBench,
  ratingsBench,
  perfectBench,
  analysisBench,
  leaderboardBench,
  loadBench,
  loadScaleBench,
  loadBurstBench,
  loadSpectatorBench,
  anchorBench,
  arenaBench,
  puzzlesBench,
];
const FILE = new URL('../../docs/BENCHMARKS.md', import.meta.url);
const HEADER = `# Benchmarks

Written by \`npm run bench\` (each section is replaced when its benchmark runs again; \`npm run bench -- <id>\`
runs one). Numbers are from the machine named in each section.
`;

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  return `Machine: ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; run on ${date}.`;
}

function replaceSection(doc: string, bench: Bench, body: string): string {
  const start = `<!-- bench:${bench.id} -->`;
  const end = `<!-- /bench:${bench.id} -->`;
  const section = `${start}\n## ${bench.title}\n\n${machine()}\n\n${body}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from >= 0 && to > from) return doc.slice(0, from) + section + doc.slice(to + end.length);
  return `${doc.trimEnd()}\n\n${section}\n`;
}

const wanted = process.argv.slice(2);
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.id))) {
  process.stdout.write(`bench ${bench.id}: running…\n`);
  const body = await bench.run();
  process.stdout.write(`${body}\n\n`);
  // Read when the section is written, not before a run of minutes: the file's other sections may have changed.
  const doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  writeFileSync(FILE, replaceSection(doc, bench, body));
}

// Every section is written: the run is over. Some benches leave a timer that would hold the process for hours (the
// reveal bench's game server: Colyseus's in-process presence keeps a room budget's 6-hour expiry as a plain
// timer, and a closed server does not clear it), so the process ends here rather than when the last timer fires.
process.exit(0);
