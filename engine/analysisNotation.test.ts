import { describe, expect, test } from 'vitest';
import { accuracyWords, analysisNotation, lossWords, planWords } from './analysisNotation';
import type { GameAnalysis, PlanScore } from './solved/analysis';

describe('the words of an analysis', () => {
  test.each([
    [0, 'gave away 0.0%'],
    [1e-12, 'gave away 0.0%'],
    [0.1, 'gave away 5.0%'],
    [0.0123, 'gave away 0.6%'],
    [2, 'gave away 100.0%'],
    [-0.001, 'gave away 0.0%'],
  ])('a loss of %s in value is %s of winning chance', (loss, words) => {
    expect(lossWords(loss)).toBe(words);
  });

  test.each([
    [99.9999, 'Accuracy 100'],
    [87.4, 'Accuracy 87'],
    [0, 'Accuracy 0'],
    [null, 'Accuracy –'],
  ])('accuracy %s is "%s"', (accuracy, words) => {
    expect(accuracyWords(accuracy)).toBe(words);
  });

  test('a plan by its squares’ names', () => {
    expect(planWords({ move: 27, hit: 0 })).toBe('move d5, hit a8');
  });

  test('the lines npm run replay prints', () => {
    const score = (loss: number, move: number, hit: number): PlanScore => ({
      plan: { move, hit },
      value: 0,
      loss,
      best: { move, hit },
      accuracy: 0,
    });
    const analysis: GameAnalysis = {
      turns: [
        { turn: 1, value: 0, A: score(0, 26, 25), B: score(0.2, 8, 0) },
        { turn: 2, value: 0.1, A: score(0.05, 25, 24), B: score(0, 16, 8) },
      ],
      accuracy: { A: 96.2, B: 71.5 },
      lost: { A: 0.05, B: 0.2 },
    };
    expect(analysisNotation(analysis)).toEqual([
      'Against the solved game (winning chance each plan gave away; a best plan):',
      '1. A gave away 0.0% (best: move c5, hit b5)  B gave away 10.0% (best: move a7, hit a8)',
      '2. A gave away 2.5% (best: move b5, hit a5)  B gave away 0.0% (best: move a6, hit a7)',
      'A: Accuracy 96, gave away 2.5% in all  B: Accuracy 72, gave away 10.0% in all',
    ]);
  });
});
