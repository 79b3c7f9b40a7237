// The message catalogue (contract/catalogue/, docs/MESSAGES.md): every error code has its sentence, the server's
// reading of it gives what i18next itself gives for the same resources, and every key the web asks for exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { expect, test } from 'vitest';
import { ERRORS } from '../contract/catalogue/en/errors';
import { interpolate } from '../contract/catalogue/interpolate';
import { messageFor, sentenceFor } from '../contract/catalogue/messageFor';
import { NAMESPACES, RESOURCES, SOURCE_LANGUAGE } from '../contract/catalogue/resources';
import { bodyTooLarge, SERVER_FAULT } from '../contract/errors';
import { API_ERROR_CODES } from '../contract/http';

/** Every text of a namespace by its i18next key (nested objects joined with '.'). */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : typeof value === 'object' && value !== null
        ? entries(value as object, `${prefix}${key}.`)
        : [],
  );
}

/** The catalogue's texts as `namespace:key` → text. */
const TEXTS = new Map<string, string>(
  NAMESPACES.flatMap((ns) => entries(RESOURCES.en[ns]).map(([key, text]) => [`${ns}:${key}`, text] as const)),
);

/** An i18next instance over the catalogue, set up as the web's (web/src/i18n/init.ts). */
function i18nextOverCatalogue() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    ns: [...NAMESPACES],
    resources: RESOURCES,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

test('every error code of the API has a sentence in the errors namespace', () => {
  expect(API_ERROR_CODES.filter((code) => !Object.hasOwn(ERRORS, code))).toEqual([]);
});

test('the server reads the catalogue: its fixed answers are the errors entries', () => {
  expect(SERVER_FAULT).toBe('Something went wrong on the server. Please try again.');
  expect(bodyTooLarge(16 * 1024)).toBe('The request body is too large (at most 16 KB).');
  expect(messageFor('match/no-such-game')).toBe('There is no game with this code.');
  expect(sentenceFor('auth/signed-out')).toBe('Please sign in.');
  expect(sentenceFor('no/such-code')).toBe('no/such-code');
});

test('the catalogue uses only the interpolation the server implements ({{name}}, no formats or nesting)', () => {
  const beyond = [...TEXTS].filter(([, text]) => /\$t\(|\{\{[^}]*,/.test(text)).map(([key]) => key);
  expect(beyond).toEqual([]);
  expect(TEXTS.size).toBeGreaterThan(40);
});

test('interpolate gives what i18next gives, for every text, with and without its parameters', () => {
  const i18n = i18nextOverCatalogue();
  for (const [key, text] of TEXTS) {
    const names = [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!);
    const params = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? `<${name} "x">` : i * 7]));
    // A default value lets i18next's types take a key read at run time; every key here exists, so it is unused.
    expect(interpolate(text, params), key).toBe(i18n.t(key, { ...params, defaultValue: 'MISSING' }));
    expect(interpolate(text), key).toBe(i18n.t(key, { defaultValue: 'MISSING' }));
  }
});

test('interpolate: spaces inside the braces, a repeated name, a missing one', () => {
  expect(interpolate('{{ a }} and {{a}}, {{b}}!', { a: 1 })).toBe('1 and 1, {{b}}!');
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    initAsync: false,
    resources: { en: { t: { s: '{{ a }} and {{a}}, {{b}}!' } } },
    interpolation: { escapeValue: false },
  });
  expect(i18n.t('t:s', { a: 1, defaultValue: 'MISSING' })).toBe('1 and 1, {{b}}!');
});

/** The web client's production sources. */
function webSources(dir = 'web/src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every catalogue key a file asks for as a literal: `t('key')` and `i18nKey="key"` in the namespace its
 * `useTranslation('ns')` names (or `ns:key`, as `i18n.t('ns:key')` is written outside React).
 */
function keysAskedFor(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const namespace = /useTranslation\('([a-zA-Z]+)'\)/.exec(code)?.[1];
  const keys = [...code.matchAll(/\bt\(\s*'([^']+)'|i18nKey="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  return keys.map((key) => (key.includes(':') ? key : `${namespace ?? '(no namespace)'}:${key}`));
}

test('every key the web asks for is in the catalogue', () => {
  const asked = webSources().flatMap((file) =>
    keysAskedFor(readFileSync(file, 'utf8')).map((key) => [file, key]),
  );
  expect(asked.length).toBeGreaterThan(20);
  expect(asked.filter(([, key]) => !TEXTS.has(key!))).toEqual([]);
});

test('the scan of the web finds a key the catalogue lacks', () => {
  const code = "const { t } = useTranslation('rules'); t('solution.heading'); t('solution.nothing');";
  expect(keysAskedFor(code).filter((key) => !TEXTS.has(key))).toEqual(['rules:solution.nothing']);
});
