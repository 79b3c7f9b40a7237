import { describe, expect, test } from 'vitest';
import { isValidHiveUsername, parseHiveUsername } from './username';

describe('isValidHiveUsername', () => {
  test.each([
    { name: 'abc', valid: true },
    { name: 'alice', valid: true },
    { name: 'demo-alice', valid: true },
    { name: 'a1b2c3', valid: true },
    { name: 'hive.blog', valid: true },
    { name: 'abc.def.ghi', valid: true },
    { name: 'sixteen-chars-ok', valid: true },
    { name: 'ab', valid: false },
    { name: 'seventeen-chars-x', valid: false },
    { name: '1abc', valid: false },
    { name: '-abc', valid: false },
    { name: 'abc-', valid: false },
    { name: 'ab--cd', valid: false },
    { name: 'abc.de', valid: false },
    { name: 'abc..def', valid: false },
    { name: '.abc', valid: false },
    { name: 'Alice', valid: false },
    { name: 'al_ice', valid: false },
    { name: 'al ice', valid: false },
  ])('$name: $valid', ({ name, valid }) => {
    expect(isValidHiveUsername(name)).toBe(valid);
  });
});

describe('parseHiveUsername', () => {
  test.each([
    { raw: 'Alice', parsed: 'alice' },
    { raw: ' bob ', parsed: 'bob' },
    { raw: 'HIVE.BLOG', parsed: 'hive.blog' },
    { raw: 'x', parsed: undefined },
    { raw: 'a@b.c', parsed: undefined },
  ])('$raw → $parsed', ({ raw, parsed }) => {
    expect(parseHiveUsername(raw)).toBe(parsed);
  });
});
