import { describe, expect, test } from 'vitest';
import { CLIENT_MESSAGE_TYPES, parseClientMessage, parseServerMessage } from './protocol';

describe('parseClientMessage', () => {
  test.each([
    ['choose', { square: 58 }, { type: 'choose', square: 58 }],
    ['move', { square: 17, extra: 'dropped' }, { type: 'move', square: 17 }],
    ['set', undefined, { type: 'set' }],
    ['back', 'ignored body', { type: 'back' }],
    ['exit', undefined, { type: 'exit' }],
    ['pause', {}, { type: 'pause' }],
    ['continue', undefined, { type: 'continue' }],
    ['reset', undefined, { type: 'reset' }],
    ['rematch', { seat: 'A', mode: 'h1a1' }, { type: 'rematch' }],
    ['decline', undefined, { type: 'decline' }],
  ])('%s %j', (type, body, want) => {
    expect(parseClientMessage(type, body)).toEqual({ ok: true, value: want });
  });

  test.each([
    ['an unknown type', 'dance', {}, 'message/unknown'],
    ['a prototype name', '__proto__', {}, 'message/unknown'],
    ['a move without a square', 'move', {}, 'action/malformed'],
    ['a fractional square', 'hit', { square: 1.5 }, 'action/malformed'],
    ['a square off the board', 'place', { square: 64 }, 'square/off-board'],
    ['a body type overriding the message type', 'set', { type: 'move', square: 3 }, null],
  ])('%s', (_name, type, body, code) => {
    const r = parseClientMessage(type, body);
    if (code === null) expect(r).toEqual({ ok: true, value: { type: 'set' } });
    else expect(r).toMatchObject({ ok: false, error: { code } });
  });

  test('every client message type parses', () => {
    for (const type of CLIENT_MESSAGE_TYPES) {
      expect(parseClientMessage(type, { square: 58 }).ok).toBe(true);
    }
  });
});

describe('parseServerMessage', () => {
  const empty = { character: null, square: null, move: null, hit: null, set: false, ready: false };
  test.each([
    [
      { character: 'J', square: 9, move: 17, hit: 1, set: true, ready: true },
      { character: 'J', square: 9, move: 17, hit: 1, set: true, ready: true },
    ],
    [{ character: null, square: null, move: null, hit: null, set: false }, empty],
    ['nonsense', empty],
    [{ character: '', square: 1.5, move: '3' }, empty],
    [{ character: 'Z', set: 'yes' }, empty],
  ])('plan %j', (input, want) => {
    expect(parseServerMessage('plan', input)).toEqual({ ok: true, value: { type: 'plan', body: want } });
  });

  test('gameover: a result and reason from the engine lists, or refused', () => {
    const body = { result: 'win', reason: 'forfeit', message: 'Your opponent left the game: you win' };
    expect(parseServerMessage('gameover', body)).toEqual({ ok: true, value: { type: 'gameover', body } });
    expect(parseServerMessage('gameover', { result: 'maybe' })).toMatchObject({
      ok: false,
      error: { code: 'message/malformed' },
    });
    expect(parseServerMessage('gameover', { result: 'win', reason: 'luck' }).ok).toBe(false);
  });

  test('error and inform fall back to readable texts', () => {
    const error = { code: 'move/out-of-range', message: 'Your character cannot move there.' };
    expect(parseServerMessage('error', error)).toEqual({ ok: true, value: { type: 'error', body: error } });
    expect(parseServerMessage('error', undefined)).toEqual({
      ok: true,
      value: { type: 'error', body: { code: 'server/error', message: 'The game refused that.' } },
    });
    expect(parseServerMessage('inform', { message: 42 })).toEqual({
      ok: true,
      value: { type: 'inform', body: { message: 'The game has ended.' } },
    });
  });

  test('rematch: the new room id, or refused without one', () => {
    expect(parseServerMessage('rematch', { roomId: 'abc123' })).toEqual({
      ok: true,
      value: { type: 'rematch', body: { roomId: 'abc123' } },
    });
    expect(parseServerMessage('rematch', { roomId: 7 })).toMatchObject({
      ok: false,
      error: { code: 'message/malformed' },
    });
  });

  test('seek: read whatever its body (the server tells a player waiting alone to seek again)', () => {
    expect(parseServerMessage('seek', {})).toEqual({ ok: true, value: { type: 'seek', body: {} } });
    expect(parseServerMessage('seek', 'x')).toEqual({ ok: true, value: { type: 'seek', body: {} } });
  });

  test('notice: its line, or refused without one', () => {
    expect(parseServerMessage('notice', { message: 'Restarting after this game.' })).toEqual({
      ok: true,
      value: { type: 'notice', body: { message: 'Restarting after this game.' } },
    });
    expect(parseServerMessage('notice', {})).toMatchObject({
      ok: false,
      error: { code: 'message/malformed' },
    });
  });

  test('filled: the phase that ran out and the picks made, bad fields null; refused without a filled phase', () => {
    const body = { phase: 'hit', turn: 3, character: null, square: null, move: 12, hit: 20 };
    expect(parseServerMessage('filled', body)).toEqual({ ok: true, value: { type: 'filled', body } });
    expect(parseServerMessage('filled', { phase: 'choose', character: 'Z', turn: 'x' })).toEqual({
      ok: true,
      value: {
        type: 'filled',
        body: { phase: 'choose', turn: 0, character: null, square: null, move: null, hit: null },
      },
    });
    for (const phase of ['reveal', undefined])
      expect(parseServerMessage('filled', { phase })).toMatchObject({
        ok: false,
        error: { code: 'message/malformed' },
      });
  });

  test('an unknown type is refused', () => {
    expect(parseServerMessage('state', {})).toMatchObject({ ok: false, error: { code: 'message/unknown' } });
  });
});
