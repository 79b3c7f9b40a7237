import { describe, expect, test } from 'vitest';
import { explorerLink, mismatchWords, offWords } from './anchorWords';

const HASH_HERE = 'a'.repeat(64);
const HASH_THERE = 'b'.repeat(64);

describe('explorerLink', () => {
  test.each<[string, string, string | null, string | null]>([
    ['the default: a transaction page', 'https://hivehub.dev/tx/{tx}', 'abc', 'https://hivehub.dev/tx/abc'],
    ['a block page', 'https://hiveblocks.com/b/{block}', null, 'https://hiveblocks.com/b/77'],
    ['both, every placeholder', 'http://x.test/{block}/{tx}?b={block}', 'abc', 'http://x.test/77/abc?b=77'],
    ['a transaction page without a transaction', 'https://hivehub.dev/tx/{tx}', null, null],
    ['not http(s)', 'javascript:alert({block})', 'abc', null],
    ['relative', '/tx/{tx}', 'abc', null],
  ])('%s', (_name, template, tx, link) => {
    expect(explorerLink(template, 77, tx)).toBe(link);
  });
});

describe('mismatchWords', () => {
  test.each<[string, Parameters<typeof mismatchWords>[0], string]>([
    [
      'the winner',
      { ok: false, field: 'w', what: 'the winner', stored: 'B', anchored: 'A' },
      'Does not match its anchor on Hive: the winner is B here, A on the chain.',
    ],
    [
      'a hash, shortened',
      { ok: false, field: 'h', what: "the record's SHA-256", stored: HASH_HERE, anchored: HASH_THERE },
      `Does not match its anchor on Hive: the record's SHA-256 is ${'a'.repeat(12)}… here, ${'b'.repeat(12)}… on the chain.`,
    ],
    [
      'a missing value',
      { ok: false, field: 'ca', what: "seat A's character", stored: null, anchored: 'U' },
      "Does not match its anchor on Hive: seat A's character is none here, U on the chain.",
    ],
  ])('%s', (_name, check, words) => {
    expect(mismatchWords(check)).toBe(words);
  });
});

test.each<[Parameters<typeof offWords>[0], boolean, RegExp]>([
  ['others', true, /since anchoring began/],
  ['h1a1', false, /anchoring is off on this server/],
  ['h2a0', true, /only counted games \(public games and games against the AI\)/],
  ['h0a2', false, /only counted games \(public games and games against the AI\)/],
])('offWords %s, anchoring %s', (mode, anchoring, words) => {
  expect(offWords(mode, anchoring)).toMatch(words);
});
