// `npm run replay -- <file>`: prints a game from a JSON game record (seed, mode, log, result; docs/RULES.md,
// "Game notation") in the notation, replayed by the engine, and whether the stored result matches the replay.
// Exit code 0 when it matches (or none was stored), 1 when it does not, 2 on a bad file.
import { readFile } from 'node:fs/promises';
import { gameNotation, parseGameRecord, replayRecord, resultNotation } from '../../engine';

function fail(message: string): never {
  console.error(`replay: ${message}`);
  console.error('usage: npm run replay -- <game.json>');
  process.exit(2);
}

const file = process.argv[2];
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
console.log(gameNotation(record.value, game.value));
const replayed = resultNotation(game.value.final.result);
const stored = resultNotation(record.value.result);
if (record.value.result === null) {
  console.log(`Result: ${replayed} (the file stores none)`);
} else if (replayed === stored) {
  console.log(`Result: ${replayed}, as stored`);
} else {
  console.log(`Result: ${replayed}, but the file stores ${stored}`);
  process.exitCode = 1;
}
