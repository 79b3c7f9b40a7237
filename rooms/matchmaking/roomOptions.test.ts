import { describe, expect, test } from 'vitest';
import { checkOptions, isAiLevel } from './roomOptions';

describe('checkOptions', () => {
  test.each([
    ['create', 'h1a1', {}],
    ['create', 'h1a1', { level: 'easy' }],
    ['create', 'h1a1', { level: 'expert' }],
    ['joinOrCreate', 'others', {}],
    ['create', 'h2a0', {}],
    ['create', 'h1a1', { level: 'easy', clock: 'relaxed' }],
    ['create', 'h2a0', { clock: 'relaxed' }],
    ['create', 'h2a0', { clock: 'standard' }],
    ['create', 'h0a2', {}],
    ['joinById', '123456', {}],
    // Watching a live game without a seat.
    ['joinById', 'AbCdEf123', { spectate: true }],
    ['reconnect', 'abc', { reconnectionToken: 'xyz' }],
    // Unknown room names are left to Colyseus ("not defined").
    ['create', 'nope', { anything: 1 }],
  ])('%s %s %j: accepted', (method, room, options) => {
    expect(checkOptions(method, room, options)).toBeUndefined();
  });

  test.each([
    ['create', 'h1a1', null, /JSON object/],
    ['create', 'h1a1', [], /JSON object/],
    ['create', 'h1a1', 'level', /JSON object/],
    ['create', 'h1a1', undefined, /JSON object/],
    ['create', 'h1a1', { level: 'constructor' }, /AI level/],
    ['create', 'h1a1', { level: 'toString' }, /AI level/],
    ['create', 'h1a1', { level: 42 }, /AI level/],
    [
      'create',
      'h1a1',
      JSON.parse('{"__proto__": {"level": "hard"}}') as unknown,
      /Unknown option "__proto__"/,
    ],
    ['create', 'others', { level: 'easy' }, /Unknown option "level"/],
    // Public matchmaking always runs on the spec's clock.
    ['joinOrCreate', 'others', { clock: 'relaxed' }, /Unknown option "clock"/],
    ['create', 'h0a2', { clock: 'relaxed' }, /Unknown option "clock"/],
    ['create', 'h2a0', { clock: 'slow' }, /Unknown clock/],
    ['create', 'h1a1', { clock: 3 }, /Unknown clock/],
    ['create', 'h1a1', { $creator: 'someone' }, /Unknown option "\$creator"/],
    ['joinById', '123456', { level: 'easy' }, /Unknown option/],
    ['joinById', 'AbCdEf123', { spectate: 'yes' }, /spectate option/],
    ['joinById', 'AbCdEf123', { spectate: true, level: 'easy' }, /Unknown option "level"/],
    ['joinOrCreate', 'others', { spectate: true }, /Unknown option "spectate"/],
    ['reconnect', 'abc', {}, /reconnection token/],
    ['reconnect', 'abc', { reconnectionToken: 'x'.repeat(201) }, /reconnection token/],
    ['reconnect', 'abc', { reconnectionToken: 'x', more: 1 }, /reconnection token/],
  ])('%s %s %j: refused', (method, room, options, message) => {
    expect(checkOptions(method, room, options)).toMatch(message);
  });
});

test.each([
  [undefined, true],
  ['hard', true],
  ['random', true],
  ['hasOwnProperty', false],
  ['', false],
  [null, false],
])('isAiLevel(%j) is %s', (level, ok) => {
  expect(isAiLevel(level)).toBe(ok);
});
