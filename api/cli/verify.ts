// `npm run verify -- <gameId|file>`: checks a finished game's fairness record (docs/FAIRNESS.md) the way the
// web client does: the seed commitment, every pick's commitment, and the result of re-running the game with
// the engine. An argument naming an existing file is read as a stored game's JSON (the replay page's download,
// or what GET /api/games/:gameId answers); anything else is a game id fetched from that route on
// OCTODUEL_URL (default http://localhost:$PORT, PORT 2567 as the server's default).
// With `--chain` (issue 28) it also reads the game's anchor from a Hive node (HIVE_RPC_URL's first, the public
// nodes' by default) as any checker does: the transaction and block from the game's `anchor` (or `--tx ID
// --block N`), the operation signed by the app account (HIVE_APP_ACCOUNT or `--account NAME`), and checks the
// record against it, naming the first field that differs.
// Exit code 0 when it verifies, 1 when it does not (or cannot: a game stored before commitments; with --chain, a
// game not anchored or not found on chain), 2 when the game cannot be read (missing argument, unreadable file,
// bad JSON, the API refusing or unreachable; with --chain, the node unreachable or no app account named).
import { readFile, stat } from 'node:fs/promises';
import {
  checkAgainstAnchor,
  parseStoredGame,
  resultNotation,
  verifyStoredGame,
  type StoredGame,
} from '../../engine';
import { DEFAULT_HIVE_NODES } from '../config';
import { lookUpAnchor } from '../hive/anchorLookup';
import { createHiveNode } from '../hive/hiveNode';
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

/** Verifies the game the arguments name, writing to `io`; the exit code. */
export const main = cliMain(
  'verify',
  'npm run verify -- <gameId|game.json> [--chain [--account NAME] [--tx ID --block N]]',
  verify,
);

/** The arguments: the game, and the flags. */
function parseArgs(argv: readonly string[]) {
  const flags = new Map<string, string>();
  let chain = false;
  let arg: string | undefined;
  for (let n = 0; n < argv.length; n++) {
    const a = argv[n]!;
    if (a === '--chain') chain = true;
    else if (a === '--account' || a === '--tx' || a === '--block') {
      const value = argv[++n];
      if (value === undefined || value === '') fail(`${a} needs a value`);
      flags.set(a.slice(2), value);
    } else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (arg === undefined) arg = a;
    else fail(`one game at a time (${arg}, then ${a})`);
  }
  return { arg, chain, flags };
}

async function verify(argv: readonly string[], io: CliIo): Promise<number> {
  const { arg, chain, flags } = parseArgs(argv);
  if (arg === undefined || arg === '') fail('a game id or a stored game file is required');
  const { text, from } = await load(arg, io.env);
  const parsed = parseStoredGame(text);
  if (!parsed.ok) fail(`${from}: ${parsed.error}`);
  const game = parsed.value;
  const fair = fairness(game, io);
  if (!chain) return fair;
  const onChain = await checkChain(game, anchorOf(text), flags, io);
  return Math.max(fair, onChain);
}

function fairness(game: StoredGame, io: CliIo): number {
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

/** The `anchor` beside the record (GET /api/games/:gameId's), if the JSON has one. */
function anchorOf(text: string): { state?: unknown; txId?: unknown; block?: unknown } {
  try {
    const anchor = (JSON.parse(text) as { anchor?: unknown }).anchor;
    return typeof anchor === 'object' && anchor !== null ? anchor : {};
  } catch {
    return {};
  }
}

/** Checks the record against its anchor on chain: 0 when it matches, 1 when not (or not anchored). */
async function checkChain(
  game: StoredGame,
  anchor: ReturnType<typeof anchorOf>,
  flags: Map<string, string>,
  io: CliIo,
): Promise<number> {
  const account = flags.get('account') ?? io.env.HIVE_APP_ACCOUNT?.trim() ?? '';
  if (account === '')
    fail('--chain needs the app account that signs anchors: HIVE_APP_ACCOUNT or --account NAME');
  const txId = flags.get('tx') ?? (typeof anchor.txId === 'string' ? anchor.txId : undefined);
  const blockText =
    flags.get('block') ?? (typeof anchor.block === 'number' ? String(anchor.block) : undefined);
  if (txId === undefined || blockText === undefined) {
    const state = typeof anchor.state === 'string' ? anchor.state : 'unknown';
    io.out(
      `NOT on chain ${game.gameId}: it has no transaction and block yet (anchor: ${state}); give --tx and --block to name them.`,
    );
    return 1;
  }
  const block = Number(blockText);
  if (!Number.isInteger(block) || block < 1) fail(`--block must be a block number, not ${blockText}`);
  const rpcUrl =
    (io.env.HIVE_RPC_URL ?? '')
      .split(',')
      .map((u) => u.trim())
      .find((u) => u !== '') ?? DEFAULT_HIVE_NODES[0]!;
  const found = await lookUpAnchor(createHiveNode([rpcUrl], { timeoutMs: 10_000 }), {
    txId,
    block,
    account,
    gameId: game.gameId,
  });
  if (!found.ok) {
    if (found.kind === 'unreachable') fail(`${rpcUrl}: ${found.message}`);
    io.out(`NOT on chain ${game.gameId}: ${found.message}.`);
    return 1;
  }
  const check = checkAgainstAnchor(game, found.entry);
  if (!check.ok) {
    io.out(
      `NOT verified on chain ${game.gameId}: ${check.what} differs from the anchor in block ${block} (anchored ${String(check.anchored)}, stored ${String(check.stored)}).`,
    );
    return 1;
  }
  io.out(
    `On chain ✓ ${game.gameId}: the record matches its anchor by @${account} in block ${block}, transaction ${txId}${found.irreversible ? ' (irreversible)' : ' (not irreversible yet)'}.`,
  );
  return 0;
}

await runIfEntry(import.meta.url, main);
