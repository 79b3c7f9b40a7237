import { describe, expect, test } from 'vitest';
import {
  accuracyWords,
  analysisNotation,
  bestPlansWords,
  lossWords,
  mistakeWords,
  noAccuracyWords,
  planWords,
  seatFigureWords,
} from './analysisNotation';
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
    expect(planWords({ move: 27, hit: null })).toBe('move d5, hit a square they cannot move to');
  });

  test('several equally good plans read "any of these", the first six then how many more', () => {
    expect(bestPlansWords([{ move: 27, hit: 0 }])).toBe('move d5, hit a8');
    const plans = Array.from({ length: 8 }, (_, i) => ({ move: 27, hit: i }));
    expect(bestPlansWords(plans)).toBe(
      'any of these: move d5, hit a8; move d5, hit b8; move d5, hit c8; move d5, hit d8; move d5, hit e8; move d5, hit f8; and 2 more',
    );
  });

  test.each([
    ['left', 'no accuracy: left the game'],
    ['few-turns', 'no accuracy: fewer than 3 turns tested a choice'],
  ] as const)('no accuracy because %s reads "%s"', (none, words) => {
    expect(noAccuracyWords(none)).toBe(words);
  });

  test('the lines npm run replay prints', () => {
    const score = (loss: number, move: number, hit: number): PlanScore => ({
      plan: { move, hit },
      value: 0,
      loss,
      mistake: loss > 0.04,
      tested: true,
      best: { move, hit },
      bestPlans:
        loss === 0
          ? [
              { move, hit },
              { move, hit: null },
            ]
          : [{ move, hit }],
      accuracy: 0,
    });
    const analysis: GameAnalysis = {
      turns: [
        { turn: 1, value: 0, A: score(0, 26, 25), B: score(0.2, 8, 0) },
        { turn: 2, value: 0.1, A: score(0.05, 25, 24), B: score(0, 16, 8) },
      ],
      accuracy: { A: 96.2, B: null },
      noAccuracy: { A: null, B: 'few-turns' },
      scored: { A: 3, B: 2 },
      mistakes: { A: 1, B: 1 },
      lost: { A: 0.05, B: 0.2 },
    };
    expect(seatFigureWords(analysis, 'A')).toBe('Accuracy 96 · 1 mistake · gave away 2.5% in all');
    expect(seatFigureWords(analysis, 'B')).toBe(
      'No accuracy: fewer than 3 turns tested a choice · 1 mistake · gave away 10.0% in all',
    );
    expect([0, 1, 2].map(mistakeWords)).toEqual(['no mistakes', '1 mistake', '2 mistakes']);
    expect(analysisNotation(analysis)).toEqual([
      'Against the solved game (winning chance each plan gave away; the best plans):',
      '1. A gave away 0.0% (best: any of these: move c5, hit b5; move c5, hit a square they cannot move to)  B gave away 10.0%, a mistake (best: move a7, hit a8)',
      '2. A gave away 2.5%, a mistake (best: move b5, hit a5)  B gave away 0.0% (best: any of these: move a6, hit a7; move a6, hit a square they cannot move to)',
      'A: Accuracy 96 · 1 mistake · gave away 2.5% in all  B: No accuracy: fewer than 3 turns tested a choice · 1 mistake · gave away 10.0% in all',
    ]);
  });
});
