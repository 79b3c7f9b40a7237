import { describe, expect, test } from 'vitest';
import { ApiError } from '../../net/http';
import { askAgainQuietly } from './seekRetry';

const withCode = (message: string, code: unknown) => Object.assign(new Error(message), { code });

describe('which failed public seeks are asked again quietly', () => {
  test.each([
    ['busy or restarting (the web client: an ApiError)', new ApiError('Busy.', 'server/unavailable', 503)],
    ['busy or restarting (a plain colyseus.js client: the status)', withCode('Service Unavailable', 503)],
    // Colyseus's own answer, as colyseus.js raises it (measured: the load bench's bots saw code 0).
    ['the seat gone before the socket took it', withCode('seat reservation expired.', 0)],
    ['the socket failed before the join', withCode('', undefined)],
    ['the socket closed before the join', withCode('', 1006)],
  ])('%s: yes', (_, err) => {
    expect(askAgainQuietly(err)).toBe(true);
  });

  test.each([
    ['a live-room budget refusal', new ApiError('You already have 3 games open.', 'match/budget', 409)],
    ['the server not reached', new ApiError('The server cannot be reached.', 'network/unreachable', 0)],
    ['a server fault', new ApiError('Something went wrong.', 'server/fault', 500)],
    ["the room's own refusal at the socket", withCode('You are already in this game.', 409)],
    ['a refused connection (a plain client)', withCode('connect ECONNREFUSED', 'ECONNREFUSED')],
    ['a plain client told 500', withCode('Error', 500)],
  ])('%s: no, it is shown', (_, err) => {
    expect(askAgainQuietly(err)).toBe(false);
  });
});
