// `npm run verify -- <gameId|file>`: checks a finished game's fairness record (docs/FAIRNESS.md) the way the
// web client does: the seed commitment, every pick's commitment, and the result of re-running the game with
// the engine. An argument naming an existing file is read as a stored game's JSON (the replay page's download,
// or what GET /api/games/:gameId answers); anything else is a game id fetched from that route on
// OCTODUEL_URL (default http://localhost:$PORT, PORT 2567 as the server's default).
// Exit code 0 when it verifies, 1 when it does not (or cannot: a game stored before commitments), 2 when the
// game cannot be read (missing argument, unreadable file, bad JSON, the API refusing or unreachable).
import { readFile, stat } from 'node:fs/promises';
import { parseStoredGame, resultNotation, verifyStoredGame } from '../../engine';
import { cliMain, CliFailure, runIfEntry, type CliIo } from './io';

function fail(message: string): never {
  throw new CliFailure(message);
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/** The stored game's JSON text from a file, or from the API (its error message when it refuses). */
async function load(arg: string, env: CliIo['env']): Promise<{ text: string; from: string }> {
  if (await isFile(arg)) {
    try {
      return { text: await readFile(arg, 'utf8'), from: arg };
    } catch (error) {
      fail(`cannot read ${arg}: ${(error as Error).message}`);
    }
  }
  const base = (env.OCTODUEL_URL ?? `http://localhost:${env.PORT ?? 2567}`).replace(/\/+$/, '');
  const url = `${base}/api/games/${encodeURIComponent(arg)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    fail(`cannot reach ${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    let message = text.slice(0, 200);
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: show the start of the body
    }
    fail(`${url} answered ${response.status}: ${message}`);
  }
  return { text, from: url };
}

/** Verifies the game `argv[0]` names, writing to `io`; the exit code. */
export const main = cliMain('verify', 'npm run verify -- <gameId|game.json>', verify);

async function verify(argv: readonly string[], io: CliIo): Promise<number> {
  const arg = argv[0];
  if (arg === undefined || arg === '') fail('a game id or a stored game file is required');
  const { text, from } = await load(arg, io.env);
  const parsed = parseStoredGame(text);
  if (!parsed.ok) fail(`${from}: ${parsed.error}`);
  const game = parsed.value;
  const verdict = verifyStoredGame(game);
  if (verdict === 'unverifiable') {
    io.out(
      `Cannot verify ${game.gameId}: it was stored before games carried commitments (it has no salt, seed commitment or picks).`,
    );
    return 1;
  }
  if (verdict.ok) {
    io.out(
      `Verified ✓ ${game.gameId}: seed, ${game.picks?.length ?? 0} commitments and the result ${resultNotation(game.result)} all match.`,
    );
    return 0;
  }
  io.out(`NOT verified ${game.gameId}: ${verdict.failed}: ${verdict.message}`);
  return 1;
}

await runIfEntry(import.meta.url, main);
