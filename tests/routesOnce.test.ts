// An HTTP path is written once (issue 39): in the route table (contract/routes/). The server registers each route
// from its entry and the web calls it through the entry, so no production file of web/ or of the server's layers
// (api/, server/) writes an API path as a string literal. This reads them all and fails on one that does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/** Production TypeScript under `dir` (tests, test kits and fakes left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /^(test|fake|standIn)[A-Z]/.test(entry.name) ? [] : [path];
  });
}

/** The code without its comments (a path in a comment documents, it calls nothing). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** A string literal (quoted or template) that begins with one of the API's path prefixes. */
const API_PATH = /(['"`])\/(v1|api)\/[^'"`]*\1?/g;

/** Each API path literal in `files`, as `file: literal`. */
function pathLiterals(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(API_PATH)].map((m) => `${file}: ${m[0]}`),
  );
}

// Paths of other services the server calls (HiveSigner's own API), not ours.
const OTHER_SERVICES = ['api/hive/'];

test('no production file of web/, api/ or server/ writes an API path: the route table does', () => {
  const files = ['web/src', 'api', 'server']
    .flatMap(sources)
    .filter((file) => !OTHER_SERVICES.some((dir) => file.startsWith(dir)));
  expect(pathLiterals(files)).toEqual([]);
});

test('the check catches a path written as a literal, quoted or in a template', () => {
  const code = `call('/v1/setting/setl'); fetch(\`/api/users/\${name}/games\`); // '/v1/in/a/comment'`;
  expect([...withoutComments(code).matchAll(API_PATH)].map((m) => m[0])).toEqual([
    "'/v1/setting/setl'",
    '`/api/users/${name}/games`',
  ]);
});
