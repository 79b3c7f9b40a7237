import { expect, test } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor';

test.each([
  ['a game id', { endedAt: 1_800_000_000_000, gameId: 'abc-123' }],
  ['an id with a colon and non-ASCII', { endedAt: 0, gameId: 'x:y:ü' }],
])('round trip: %s', (_, cursor) => {
  expect(decodeHistoryCursor(encodeHistoryCursor(cursor))).toEqual(cursor);
});

const b64 = (text: string) => Buffer.from(text).toString('base64url');

test.each([
  ['empty', ''],
  ['not base64url', 'a+b/c='],
  ['no colon', b64('12345')],
  ['no time', b64(':game')],
  ['no id', b64('12:')],
  ['a time past safe integers', b64('99999999999999999:g')],
  ['a NUL in the id', b64('12:g\u0000')],
  ['too long', 'a'.repeat(401)],
])('refused: %s', (_, text) => {
  expect(decodeHistoryCursor(text)).toBeUndefined();
});
