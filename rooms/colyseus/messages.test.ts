import type { Client } from '@colyseus/core';
import { expect, test } from 'vitest';
import { sendError } from './messages';

/** A connection that records what it was sent. */
function client(sessionId: string) {
  const sent: [string, unknown][] = [];
  const c = {
    sessionId,
    send: (type: string, body: unknown) => sent.push([type, body]),
  } as unknown as Client;
  return { c, sent };
}

test('errors go out as typed error messages', () => {
  const { c, sent } = client('s1');
  sendError(c, 'seat/unknown', 'You are not a player in this game.');
  expect(sent).toEqual([['error', { code: 'seat/unknown', message: 'You are not a player in this game.' }]]);
});
