// `npm run replay -- <file>`: prints a game from a JSON game record (seed, mode, log, result; docs/RULES.md,
// "Game notation") in the notation, replayed by the engine, and whether the stored result matches the replay;
// then its analysis against the shipped solved table (each turn's winning chance given away and a best plan,
// each player's accuracy; the replay page shows the same figures). Exit code 0 when the result matches (or none
// was stored), 1 when it does not, 2 on a bad file.
import { readFile } from 'node:fs/promises';
import {
  analyseReplay,
  analysisNotation,
  gameNotation,
  parseGameRecord,
  replayRecord,
  resultNotation,
} from '../../engine';
import { SOLVED_DIR, solvedTableFor } from '../solved/tableFiles';
import { cliMain, CliFailure, runIfEntry, type CliIo } from './io';

function fail(message: string): never {
  throw new CliFailure(message);
}

/** Replays the game record file `argv[0]`, writing to `io`; the exit code. */
export const main = cliMain('replay', 'npm run replay -- <game.json>', replay);

async function replay(argv: readonly string[], io: CliIo): Promise<number> {
  const file = argv[0];
  if (file === undefined) fail('a game record file is required');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
  const record = parseGameRecord(text);
  if (!record.ok) fail(`${file}: ${record.error}`);
  const game = replayRecord(record.value);
  if (!game.ok) fail(`${file}: ${game.error}`);
  io.out(gameNotation(record.value, game.value));
  const replayed = resultNotation(game.value.final.result);
  const stored = resultNotation(record.value.result);
  let code = 0;
  if (record.value.result === null) {
    io.out(`Result: ${replayed} (the file stores none)`);
  } else if (replayed === stored) {
    io.out(`Result: ${replayed}, as stored`);
  } else {
    io.out(`Result: ${replayed}, but the file stores ${stored}`);
    code = 1;
  }
  const analysis = analyseReplay(solvedTableFor(SOLVED_DIR).table, game.value);
  if (analysis === null) io.out('No analysis: the game ended before both characters were chosen.');
  else if (analysis.turns.length === 0) io.out('No analysis: the game ended before its first turn.');
  else for (const line of analysisNotation(analysis)) io.out(line);
  return code;
}

await runIfEntry(import.meta.url, main);
