// `npm run replay -- <file>`: prints a game from a JSON game record (seed, mode, log, result; docs/RULES.md,
// "Game notation") in the notation, replayed by the engine, and whether the stored result matches the replay.
// Exit code 0 when it matches (or none was stored), 1 when it does not, 2 on a bad file.
import { readFile } from 'node:fs/promises';
import { gameNotation, parseGameRecord, replayRecord, resultNotation } from '../../engine';
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
  if (record.value.result === null) {
    io.out(`Result: ${replayed} (the file stores none)`);
  } else if (replayed === stored) {
    io.out(`Result: ${replayed}, as stored`);
  } else {
    io.out(`Result: ${replayed}, but the file stores ${stored}`);
    return 1;
  }
  return 0;
}

await runIfEntry(import.meta.url, main);
