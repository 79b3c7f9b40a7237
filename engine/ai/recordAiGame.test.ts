import { describe, expect, test } from 'vitest';
import { replayRecord } from '../notation';
import { STAND_IN_KNOWLEDGE as solved } from '../testHelpers';
import { playAiGame } from './playGame';
import { recordAiGame } from './recordAiGame';
import { AI_LEVELS, type AiLevel } from './types';

const PAIRS: readonly (readonly [AiLevel, AiLevel])[] = AI_LEVELS.flatMap((a) =>
  AI_LEVELS.map((b) => [a, b] as const),
);

describe.each(PAIRS)('%s against %s', (a, b) => {
  test.each([1, 7, 19, 42])('seed %i: the record replays to the result it names', (seed) => {
    const record = recordAiGame({ seed, a, b, solved });
    const replay = replayRecord(record);
    if (!replay.ok) throw new Error(replay.error);
    expect(record.mode).toBe('h0a2');
    expect(record.result).not.toBeNull();
    expect(replay.value.final.result).toEqual(record.result);
    expect(replay.value.characters.A).not.toBeNull();
    expect(replay.value.characters.B).not.toBeNull();
  });

  test.each([3, 19])(
    'seed %i: the same game as playAiGame, every pick made by the AIs (no deadline fill)',
    (seed) => {
      const record = recordAiGame({ seed, a, b, solved });
      const replay = replayRecord(record);
      if (!replay.ok) throw new Error(replay.error);
      const { winner, turns } = playAiGame({ seed, a, b, solved });
      expect(replay.value.turns).toHaveLength(turns);
      expect(record.result?.winner).toBe(winner);
      const sets = record.log.filter((e) => 'action' in e && e.action.type === 'set');
      expect(sets).toHaveLength(2 * turns);
      const places = record.log.filter((e) => 'action' in e && e.action.type === 'place');
      expect(places).toHaveLength(2);
    },
  );
});

test('a seed plays one game: the same record every time, another seed another game', () => {
  const once = recordAiGame({ seed: 5, a: 'expert', b: 'greedy' });
  expect(recordAiGame({ seed: 5, a: 'expert', b: 'greedy' })).toEqual(once);
  const others = [6, 7, 8].map((seed) => recordAiGame({ seed, a: 'expert', b: 'greedy' }).log);
  expect(others.some((log) => JSON.stringify(log) !== JSON.stringify(once.log))).toBe(true);
});
