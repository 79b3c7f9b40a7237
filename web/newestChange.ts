import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * When `path` last changed (ms): a file's modification time, or the latest of everything below a folder (the
 * folder's own time too, so a file deleted from it counts). The builds compare it with their output's
 * (web/build.ts, server/build.ts, the puzzles bench's own web build).
 */
export function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newestChange(join(path, entry)));
  return latest;
}
