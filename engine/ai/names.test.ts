import { describe, expect, test } from 'vitest';
import { AI_LEVELS } from './types';
import { aiLevelOfName, aiNamesFor, playerLevelOf } from './names';

/** The AI names a fresh install offers (api/db/settings.ts DEFAULT_AI_NAMES). */
// prettier-ignore
const DEFAULT = [
  'Ada', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas',
  'Kira', 'Leon', 'Mira', 'Nico', 'Olga', 'Pavel', 'Quinn', 'Rosa', 'Sven', 'Tara',
];
const first = () => 0;

describe('aiLevelOfName', () => {
  test('a name always plays the same level, whatever its case or place in the list', () => {
    expect(aiLevelOfName('Hugo')).toBe('random');
    expect(aiLevelOfName('hugo')).toBe('random');
    expect(aiLevelOfName('Boris')).toBe('expert');
    expect(aiLevelOfName('Clara')).toBe('greedy');
    expect(aiLevelOfName('Ada')).toBe('perfect');
    expect(aiLevelOfName('ADA')).toBe('perfect');
  });

  test('the default names, level by level (RULES.md "AI names and levels")', () => {
    const byLevel = Object.fromEntries(
      AI_LEVELS.map((l) => [l, DEFAULT.filter((n) => aiLevelOfName(n) === l)]),
    );
    expect(byLevel).toEqual({
      random: ['Greta', 'Hugo', 'Iris', 'Jonas', 'Rosa'],
      greedy: ['Clara', 'Dmitri', 'Elena', 'Mira', 'Olga'],
      expert: ['Boris', 'Felix', 'Kira', 'Nico', 'Pavel', 'Quinn'],
      perfect: ['Ada', 'Leon', 'Sven', 'Tara'],
    });
  });

  test('Perfect came without moving a name among the first three levels: only names that became Perfect moved', () => {
    // The three-level mapping of issue 24 (hash modulo 3), as the default names had it.
    const before: Record<string, string> = {
      Ada: 'greedy',
      Boris: 'expert',
      Clara: 'greedy',
      Dmitri: 'greedy',
      Elena: 'greedy',
      Felix: 'expert',
      Greta: 'random',
      Hugo: 'random',
      Iris: 'random',
      Jonas: 'random',
      Kira: 'expert',
      Leon: 'greedy',
      Mira: 'greedy',
      Nico: 'expert',
      Olga: 'greedy',
      Pavel: 'expert',
      Quinn: 'expert',
      Rosa: 'random',
      Sven: 'random',
      Tara: 'expert',
    };
    for (const name of DEFAULT) {
      const now = aiLevelOfName(name);
      if (now !== 'perfect') expect(now, name).toBe(before[name]);
    }
  });

  test('the levels share names evenly: about a quarter each among many names', () => {
    const counts = Object.fromEntries(AI_LEVELS.map((l) => [l, 0]));
    for (let i = 0; i < 4000; i++) counts[aiLevelOfName(`Name ${i}`)]!++;
    for (const level of AI_LEVELS) {
      expect(counts[level]).toBeGreaterThan(900);
      expect(counts[level]).toBeLessThan(1100);
    }
  });

  test('the fallback names AI 1, AI 2, … reach every level early', () => {
    const levels = Array.from({ length: 8 }, (_, i) => aiLevelOfName(`AI ${i + 1}`));
    for (const level of AI_LEVELS) expect(levels).toContain(level);
  });
});

describe('aiNamesFor', () => {
  test.each(AI_LEVELS)('%s: only names of that level, distinct', (level) => {
    const names = aiNamesFor(level, 3, DEFAULT, DEFAULT, first);
    expect(new Set(names).size).toBe(3);
    for (const n of names) expect(aiLevelOfName(n)).toBe(level);
  });

  test('the pool first, then the whole list, then AI 1, AI 2, … of the level', () => {
    expect(aiNamesFor('random', 1, ['Ada', 'Hugo'], DEFAULT, first)).toEqual(['Hugo']);
    expect(aiNamesFor('random', 2, ['Ada', 'Hugo'], ['Ada', 'Hugo', 'Greta'], first)).toEqual([
      'Hugo',
      'Greta',
    ]);
    expect(aiNamesFor('perfect', 2, ['Ada', 'Hugo'], DEFAULT, first)).toEqual(['Ada', 'Leon']);
    const made = aiNamesFor('expert', 2, ['Hugo'], ['Hugo'], first);
    expect(made).toHaveLength(2);
    for (const n of made) {
      expect(n).toMatch(/^AI \d+$/);
      expect(aiLevelOfName(n)).toBe('expert');
    }
    expect(aiNamesFor('perfect', 1, ['Hugo'], ['Hugo'], first)).toEqual(['AI 4']);
  });
});

test('playerLevelOf names each engine AI as players choose it', () => {
  expect(AI_LEVELS.map(playerLevelOf)).toEqual(['easy', 'medium', 'hard', 'perfect']);
});
