import type { Client } from '@colyseus/core';
import { expect, test } from 'vitest';
import type { PlayerState, Seat, ServerMessage } from '../engine';
import { PlanMailer, sendError, sendTo } from './messages';
import type { Seats } from './seats';

/** A connection that records what it was sent. */
function client(sessionId: string) {
  const sent: [string, unknown][] = [];
  const c = {
    sessionId,
    send: (type: string, body: unknown) => sent.push([type, body]),
  } as unknown as Client;
  return { c, sent };
}

const plan = (over: Partial<PlayerState> = {}): PlayerState => ({
  character: 'U',
  square: 27,
  move: null,
  hit: null,
  set: false,
  ready: false,
  ...over,
});

test('errors go out as typed error messages', () => {
  const { c, sent } = client('s1');
  sendError(c, 'seat/unknown', 'You are not a player in this game.');
  expect(sent).toEqual([['error', { code: 'seat/unknown', message: 'You are not a player in this game.' }]]);
});

test('each player gets its own plan, once per change, and again after forget', () => {
  const a = client('sa');
  const b = client('sb');
  const seats: Seats = {
    A: { key: 'sa', username: 'ann', name: 'Ann', connected: true },
    B: { key: 'sb', username: 'bob', name: 'Bob', connected: true },
  };
  const plans: Record<Seat, PlayerState> = { A: plan(), B: plan({ character: 'C', square: 0 }) };
  const mailer = new PlanMailer();
  const send = (seat: Seat, m: ServerMessage) => {
    sendTo(seat === 'A' ? a.c : b.c, m);
  };
  mailer.send(seats, (s) => plans[s], send);
  mailer.send(seats, (s) => plans[s], send);
  expect(a.sent).toEqual([['plan', plans.A]]);
  expect(b.sent).toEqual([['plan', plans.B]]);
  plans.A = plan({ move: 28 });
  mailer.send(seats, (s) => plans[s], send);
  expect(a.sent).toHaveLength(2);
  expect(b.sent).toHaveLength(1);
  mailer.forget('sb');
  mailer.send(seats, (s) => plans[s], send);
  expect(b.sent).toEqual([
    ['plan', plans.B],
    ['plan', plans.B],
  ]);
});
