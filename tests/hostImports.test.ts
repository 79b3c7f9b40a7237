// The game host imports only itself, engine/ and contract/ (docs/ARCHITECTURE.md): the lint rule that says so
// resolves every import path, however many `../` it takes, not only the first hop.
import { Linter } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';
import { HOST_BOUNDARY } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');

/** The host rule's messages for `code` written in the file `file` (from the repository's root). */
function lint(code: string, file = 'rooms/host/probe.ts'): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { host: HOST_BOUNDARY },
      rules: { 'host/imports': 'error' as const },
    },
  ];
  return linter.verify(code, config, path.join(root, file)).map((m) => m.message);
}

describe('rooms/host/ imports only itself, engine/ and contract/', () => {
  test.each([
    ['the store adapter (one hop)', "import type { Recorded } from '../store';"],
    ['api/ (two hops)', "import { recordResult } from '../../api/db/results';"],
    [
      'rooms/ from a mode (two hops)',
      "import { GameRoom } from '../../gameRoom';",
      'rooms/host/modes/probe.ts',
    ],
    ['a detour back through rooms/', "import { x } from '../host/../auth';"],
    ['Colyseus', "import { Room } from '@colyseus/core';"],
    ['a re-export', "export { databaseStore } from '../store';"],
    ['a dynamic import', "const m = await import('../server');"],
    ['vitest outside a test', "import { test } from 'vitest';"],
  ])('refused: %s', (_name, code, file?: string) => {
    expect(lint(code, file)).toEqual([expect.stringMatching(/^rooms\/host\/ imports only itself/)]);
  });

  test.each([
    ['itself', "import { GameHost } from './gameHost';"],
    ['itself, from a mode', "import type { HostPorts } from '../ports';", 'rooms/host/modes/probe.ts'],
    ['the engine', "import { SEATS } from '../../engine';"],
    ['the engine, from a mode', "import { SEATS } from '../../../engine';", 'rooms/host/modes/probe.ts'],
    ['the contract', "import type { UnratedReason } from '../../contract/room';"],
    ['hashing', "import { createHash } from 'node:crypto';"],
    ['vitest in a test', "import { test } from 'vitest';", 'rooms/host/probe.test.ts'],
  ])('allowed: %s', (_name, code, file?: string) => {
    expect(lint(code, file)).toEqual([]);
  });
});
