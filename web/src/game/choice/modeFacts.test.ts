import { expect, test } from 'vitest';
import { ROOM_KINDS } from '../../../../engine';
import { isAgainstAi, isMatchmadeMode, isWatchedMode } from './modeFacts';

test('each screen question about a game kind, answered from the mode table for every kind', () => {
  const answers = Object.fromEntries(
    [...ROOM_KINDS, null, 'no-such-mode'].map((kind) => [
      String(kind),
      [isWatchedMode(kind), isMatchmadeMode(kind), isAgainstAi(kind)],
    ]),
  );
  expect(answers).toEqual({
    others: [false, true, false],
    h1a1: [false, false, true],
    h2a0: [false, false, false],
    h0a2: [true, false, false],
    exhibition: [true, false, false],
    arena: [false, false, false],
    null: [false, false, false],
    'no-such-mode': [false, false, false],
  });
});
