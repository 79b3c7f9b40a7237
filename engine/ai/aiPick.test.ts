import { describe, expect, test } from 'vitest';
import { PHASES, type Phase } from '../phases';
import { aiPick } from './aiPick';
import type { AiDecision } from './types';

const PLAN = { move: 27, hit: 28 };

describe('aiPick: a decision becomes the pick of its phase', () => {
  test.each<[Phase, AiDecision, unknown]>([
    ['choose', 'U', { phase: 'choose', turn: 0, seat: 'B', pick: 'U' }],
    ['place', 27, { phase: 'place', turn: 0, seat: 'B', pick: 27 }],
    ['move', PLAN, { phase: 'plan', turn: 3, seat: 'B', pick: PLAN }],
    ['hit', PLAN, { phase: 'plan', turn: 3, seat: 'B', pick: PLAN }],
  ])('%s: %j', (phase, decision, pick) => {
    expect(aiPick({ phase, turn: 3, seat: 'B' }, decision)).toEqual(pick);
  });

  test('the seat is the view’s', () => {
    expect(aiPick({ phase: 'place', turn: 0, seat: 'A' }, 9)).toEqual({
      phase: 'place',
      turn: 0,
      seat: 'A',
      pick: 9,
    });
  });
});

describe('aiPick: nothing to commit', () => {
  test.each(PHASES)('%s: no decision', (phase) => {
    expect(aiPick({ phase, turn: 1, seat: 'A' }, null)).toBeNull();
  });

  test.each<[Phase, AiDecision]>([
    ['choose', 27],
    ['place', 'U'],
    ['move', 'U'],
    ['hit', 27],
  ])('%s: a decision of another kind (%j)', (phase, decision) => {
    expect(aiPick({ phase, turn: 1, seat: 'A' }, decision)).toBeNull();
  });
});
