import { expect, test } from 'vitest';
import type { PlayerState, Seat, ServerMessage } from '../../engine';
import { PlanMailer } from './planMailer';
import type { Seats } from './seats';

const plan = (over: Partial<PlayerState> = {}): PlayerState => ({
  character: 'U',
  square: 27,
  move: null,
  hit: null,
  set: false,
  ready: false,
  ...over,
});

test('each player gets its own plan, once per change, and again after forget', () => {
  const sent: Record<Seat, ServerMessage[]> = { A: [], B: [] };
  const seats: Seats = {
    A: { key: 'sa', username: 'ann', name: 'Ann', connected: true },
    B: { key: 'sb', username: 'bob', name: 'Bob', connected: true },
  };
  const plans: Record<Seat, PlayerState> = { A: plan(), B: plan({ character: 'C', square: 0 }) };
  const mailer = new PlanMailer();
  const send = (seat: Seat, m: ServerMessage) => {
    sent[seat].push(m);
  };
  mailer.send(seats, (s) => plans[s], send);
  mailer.send(seats, (s) => plans[s], send);
  expect(sent.A).toEqual([{ type: 'plan', body: plans.A }]);
  expect(sent.B).toEqual([{ type: 'plan', body: plans.B }]);
  plans.A = plan({ move: 28 });
  mailer.send(seats, (s) => plans[s], send);
  expect(sent.A).toHaveLength(2);
  expect(sent.B).toHaveLength(1);
  mailer.forget('sb');
  mailer.send(seats, (s) => plans[s], send);
  expect(sent.B).toEqual([
    { type: 'plan', body: plans.B },
    { type: 'plan', body: plans.B },
  ]);
});
