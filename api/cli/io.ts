// What the CLIs (npm run verify, replay, user:create) share: each exports `main(argv, io)` returning its exit
// code, which tests call in-process; the file's top level only runs it when the file is the process's entry.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a CLI writes its lines, and the environment it reads: the process's, or a test's. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export const processIo: CliIo = {
  out: (line) => {
    console.log(line);
  },
  err: (line) => {
    console.error(line);
  },
  env: process.env,
};

/** Thrown by a CLI to stop with a message on stderr and exit code 2 (a usage or input error). */
export class CliFailure extends Error {}

/**
 * A CLI's `main`: runs `run`, and turns a CliFailure into its message and `usage` on stderr with exit code 2
 * (`name: message`); any other error is thrown.
 */
export function cliMain(
  name: string,
  usage: string,
  run: (argv: readonly string[], io: CliIo) => Promise<number>,
): (argv: readonly string[], io?: CliIo) => Promise<number> {
  return async (argv, io = processIo) => {
    try {
      return await run(argv, io);
    } catch (error) {
      if (!(error instanceof CliFailure)) throw error;
      io.err(`${name}: ${error.message}`);
      io.err(`usage: ${usage}`);
      return 2;
    }
  };
}

/**
 * Runs `main` on the process's arguments when `moduleUrl` (the caller's import.meta.url) is the script the
 * process was started with (`tsx api/cli/verify.ts …`); the exit code becomes the process's.
 */
export async function runIfEntry(
  moduleUrl: string,
  main: (argv: readonly string[], io: CliIo) => Promise<number>,
): Promise<void> {
  const entry = process.argv[1];
  if (entry === undefined || pathToFileURL(realpathSync(resolve(entry))).href !== moduleUrl) return;
  process.exitCode = await main(process.argv.slice(2), processIo);
}
