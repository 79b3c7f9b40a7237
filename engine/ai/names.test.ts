import { describe, expect, test } from 'vitest';
import { AI_LEVELS } from './types';
import { aiLevelOfName, aiNamesFor, playerLevelOf } from './names';

const DEFAULT = ['Ada', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas'];
const first = () => 0;

describe('aiLevelOfName', () => {
  test('a name always plays the same level, whatever its case or place in the list', () => {
    expect(aiLevelOfName('Hugo')).toBe('random');
    expect(aiLevelOfName('hugo')).toBe('random');
    expect(aiLevelOfName('Boris')).toBe('expert');
    expect(aiLevelOfName('Ada')).toBe('greedy');
  });

  test('the default names cover every level', () => {
    for (const level of AI_LEVELS) expect(DEFAULT.some((n) => aiLevelOfName(n) === level)).toBe(true);
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
    const made = aiNamesFor('expert', 2, ['Hugo'], ['Hugo'], first);
    expect(made).toHaveLength(2);
    for (const n of made) {
      expect(n).toMatch(/^AI \d+$/);
      expect(aiLevelOfName(n)).toBe('expert');
    }
  });
});

test('playerLevelOf names each engine AI as players choose it', () => {
  expect(AI_LEVELS.map(playerLevelOf)).toEqual(['easy', 'medium', 'hard']);
});
