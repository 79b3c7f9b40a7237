import { Linter } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';
import { ROOMS_IMPORTS } from '../eslint.config.js';

/** The messages the rooms' import rule gives for a snippet of rooms/ code at `path`. */
function lint(code: string, path = 'rooms/colyseus/probe.ts'): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: ROOMS_IMPORTS }];
  return linter.verify(code, config, path).map((m) => m.message);
}

/** Every TypeScript file under `dir`, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The relative module paths a file imports or re-exports (static and dynamic). */
const importsOf = (code: string): string[] =>
  [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map((m) => m[1]!);

/** The store adapter: the one way from rooms/ into api/. */
const isStoreAdapter = (path: string) => /^rooms\/store(\.ts|\/)/.test(path);

describe('rooms/ reaches api/ only through its store adapter', () => {
  test.each([
    ['the http errors', "import { errorBody } from '../api/http/errors';"],
    ['the data layer, deeper', "import { getSetting } from '../../api/db/settings';"],
    ['the config, as a type', "import type { Config } from '../api/config';"],
    ['a re-export', "export { clientIp } from '../api/http/clientIp';"],
    ['the composition root', "import { startServer } from '../server/startServer';"],
  ])('refused: %s', (_name, code) => {
    expect(lint(code)).not.toEqual([]);
  });

  test.each([
    ['the shared error body', "import { errorBody } from '../contract/errors';"],
    ['the engine', "import { MODE_FACTS } from '../engine';"],
    ['its store adapter', "import { databaseStore } from '../store/databaseStore';"],
    ['a folder named like api inside rooms', "import { x } from './apis/x';"],
  ])('allowed: %s', (_name, code) => {
    expect(lint(code)).toEqual([]);
  });

  test('no file of rooms/ but the store adapter imports api/ (the code as it stands)', () => {
    const offenders = sources('rooms')
      .filter((path) => !isStoreAdapter(path))
      .flatMap((path) =>
        importsOf(readFileSync(path, 'utf8'))
          .filter((spec) => /^(\.\.\/)+api(\/|$)/.test(spec))
          .map((spec) => `${path} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});
