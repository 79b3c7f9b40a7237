// A sentence a person reads is written once (issue 39): a text both the server and the web need (an answer the
// web also shows first, a default setting, a label the API names in its refusals) lives in the message catalogue
// (contract/catalogue/, read through contract/texts.ts where code imports it by name), contract/http.ts or the
// engine, and both import it. This reads every production source file of web/ and of the server's layers (api/,
// rooms/, server/) and fails on a sentence written as a literal on both sides, or written again beside the
// catalogue that holds it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/** Production TypeScript under `dir` (tests, test kits and fakes left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /^(test|fake)[A-Z]/.test(entry.name) ? [] : [path];
  });
}

/** The code without its comments (a sentence in a comment is nobody's text). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Words a person reads: a letter first, then letters, digits, spaces and sentence punctuation; two words at least. */
const SENTENCE = /^[A-Za-z][A-Za-z0-9 ,.'’!?:;()%-]*$/;

/** Every sentence-like string literal and JSX text in these files, with the files that write it. */
function sentences(files: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    const literals = [
      ...code.matchAll(/'((?:[^'\\\n]|\\.)+)'|"((?:[^"\\\n]|\\.)+)"|`([^`$\\]+)`/g),
      // JSX text, in .tsx files only (in .ts a type's `<…>` would read as one).
      ...(file.endsWith('.tsx') ? code.matchAll(/>\s*([A-Za-z][^<>{}\n]+?)\s*</g) : []),
    ].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim());
    for (const text of literals)
      if (text.includes(' ') && SENTENCE.test(text)) found.set(text, [...(found.get(text) ?? []), file]);
  }
  return found;
}

test('no sentence is written both in web/ and in the server (api/, rooms/, server/)', () => {
  const web = sentences(sources('web/src'));
  const server = sentences(['api', 'rooms', 'server'].flatMap(sources));
  const twice = [...web.keys()]
    .filter((text) => server.has(text))
    .map((text) => `"${text}": ${web.get(text)!.join(', ')} and ${server.get(text)!.join(', ')}`);
  expect(twice).toEqual([]);
});

/**
 * Catalogue sentences still written inline as well, in files this session's helpers did not own (docs/MESSAGES.md
 * "Still written inline"): each is to be read from the catalogue instead, and then taken off this list.
 */
const STILL_INLINE = new Map<string, readonly string[]>([
  ['Hive user not found', ['api/hive/verify.ts']],
  ['Please confirm your email address first: open the link we sent you.', ['api/routes/account.ts']],
  ['Please sign in.', ['api/routes/account.ts', 'api/routes/hiveAuth.ts']],
  [
    'The server cannot be reached. Check your connection and try again.',
    ['web/src/net/errorMessage.ts', 'web/src/net/http.ts'],
  ],
  ['There is no such image.', ['api/routes/settingsImages.ts']],
  ['You can only change your own profile.', ['api/routes/account.ts']],
]);

// A screen's namespace may share a short label with a screen not moved yet ("Sign in"); the texts both sides of the
// wire share (errors, shared) are the ones a copy would let drift apart.
test('a sentence of the errors and shared namespaces is not written again as a literal in web/ or the server', () => {
  const catalogue = sentences(['contract/catalogue/en/errors.ts', 'contract/catalogue/en/shared.ts']);
  const outside = sentences(['web/src', 'api', 'rooms', 'server'].flatMap(sources));
  const again = [...catalogue.keys()]
    .filter((text) => outside.has(text))
    .map((text) => [text, outside.get(text)!] as const);
  expect(new Map(again)).toEqual(STILL_INLINE);
});

test('the check finds a sentence written on both sides', () => {
  const probe = sentences(['contract/catalogue/en/errors.ts', 'contract/catalogue/en/shared.ts']);
  expect(probe.get('There is no game with this code.')).toEqual(['contract/catalogue/en/errors.ts']);
  expect(probe.has('Successfully updated!')).toBe(true);
});
