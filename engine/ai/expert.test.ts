import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CHARACTERS, characterIndex } from '../characters';
import { planSet, TurnSolver } from './equilibrium';
import { ExpertAi } from './expertAi';
import { greedyStrategy, uniformStrategy } from './opponentModel';
import { aiLevelFor } from './types';
import { playAiGame } from './playGame';

const sum = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0);
const letterArb = fc.constantFrom(...CHARACTERS.map((c) => c.letter));

describe('the turn solver', () => {
  test('strategies are probability distributions and the game is zero-sum and symmetric', () => {
    const solver = new TurnSolver();
    fc.assert(
      fc.property(letterArb, fc.nat(63), letterArb, fc.nat(63), (me, mySq, opp, oppSq) => {
        const mine = planSet(characterIndex(me), mySq);
        const theirs = planSet(characterIndex(opp), oppSq);
        // Regret matching converges like 1/sqrt(iterations): at 400 a few positions (both on one square)
        // were still 0.023 from equilibrium; 2000 leaves every sampled position under 0.011.
        const s = solver.solve(mine, theirs, 2000);
        expect(sum(s.myStrategy)).toBeCloseTo(1, 9);
        expect(sum(s.theirStrategy)).toBeCloseTo(1, 9);
        expect(Math.min(...s.myStrategy)).toBeGreaterThanOrEqual(0);
        const swapped = solver.solve(theirs, mine, 2000);
        expect(swapped.value).toBeCloseTo(-s.value, 1);
        expect(s.exploitability).toBeLessThan(0.02);
      }),
      { numRuns: 60 },
    );
  });

  test('a known equilibrium: only I can hit, and the opponent has two squares to go to', () => {
    // Fresh... the Judicial Doctor (move 0..1, hit 0..3) on 18 can hit both 1 and 8; the Undergraduate on 0
    // can only move to 1 or 8 and can hit none of my squares. Equilibrium: it goes 50/50, I hit 1 or 8 50/50,
    // and I win half the time.
    const mine = planSet(characterIndex('J'), 18);
    const theirs = planSet(characterIndex('U'), 0);
    const s = new TurnSolver().solve(mine, theirs, 2000);
    expect(s.value).toBeCloseTo(0.5, 2);
    const hitMass = (square: number) =>
      Array.from(mine.hits).reduce((p, h, i) => p + (h === square ? s.myStrategy[i]! : 0), 0);
    expect(hitMass(1)).toBeCloseTo(0.5, 1);
    expect(hitMass(8)).toBeCloseTo(0.5, 1);
    const moveMass = (square: number) =>
      Array.from(theirs.moves).reduce((p, m, i) => p + (m === square ? s.theirStrategy[i]! : 0), 0);
    expect(moveMass(1)).toBeCloseTo(0.5, 1);
  });
});

describe('the expert AI', () => {
  test('in the known position it always hits one of the two squares, and both over many seeds', () => {
    const hits = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const plan = new ExpertAi(seed).plan({
        turn: 1,
        me: 'J',
        mySquare: 18,
        opponent: 'U',
        opponentSquare: 0,
      });
      expect([1, 8]).toContain(plan.hit);
      hits.add(plan.hit);
    }
    expect([...hits].sort((a, b) => a - b)).toEqual([1, 8]);
  });

  test('learns from the opponent: a player that moves like the greedy AI soon gets the greedy model', () => {
    const ai = new ExpertAi(1);
    // The opponent (Undergraduate) moves exactly as greedy would, turn after turn.
    let mySquare = 27;
    let oppSquare = 30;
    for (let turn = 1; turn <= 4; turn++) {
      const mine = planSet(characterIndex('P'), mySquare);
      const theirs = planSet(characterIndex('U'), oppSquare);
      const plan = ai.plan({ turn, me: 'P', mySquare, opponent: 'U', opponentSquare: oppSquare });
      const greedy = greedyStrategy(theirs, mine);
      oppSquare = theirs.moves[greedy.findIndex((p) => p > 0)]!;
      mySquare = plan.move;
    }
    expect(ai.beliefs[2]).toBeGreaterThan(0.8);
  });

  test('a new game starts from the prior again', () => {
    const ai = new ExpertAi(2);
    ai.plan({ turn: 1, me: 'P', mySquare: 27, opponent: 'U', opponentSquare: 30 });
    ai.plan({ turn: 2, me: 'P', mySquare: 27, opponent: 'U', opponentSquare: 31 });
    ai.plan({ turn: 1, me: 'P', mySquare: 27, opponent: 'U', opponentSquare: 30 });
    expect(ai.beliefs).toEqual([0.5, 0.25, 0.25]);
  });

  test('the opponent models are probability distributions', () => {
    const mine = planSet(characterIndex('M'), 27);
    const theirs = planSet(characterIndex('S'), 36);
    expect(sum(uniformStrategy(theirs))).toBeCloseTo(1, 9);
    expect(sum(greedyStrategy(theirs, mine))).toBeCloseTo(1, 9);
  });

  test('beats greedy more often than it loses, and wins often against random', () => {
    const tally = (opponent: 'greedy' | 'random') => {
      const t = { wins: 0, losses: 0 };
      for (let seed = 0; seed < 300; seed++) {
        const asA = seed % 2 === 0;
        const r = playAiGame({ seed, a: asA ? 'expert' : opponent, b: asA ? opponent : 'expert' });
        if (r.winner !== 'draw') t[(r.winner === 'A') === asA ? 'wins' : 'losses']++;
      }
      return t;
    };
    const vsGreedy = tally('greedy');
    expect(vsGreedy.wins).toBeGreaterThan(1.5 * vsGreedy.losses);
    expect(tally('random').wins).toBeGreaterThan(90);
  });
});

test.each([
  { requested: 'easy', level: 'random' },
  { requested: 'medium', level: 'greedy' },
  { requested: 'hard', level: 'expert' },
  { requested: 'greedy', level: 'greedy' },
  { requested: undefined, level: 'expert' },
  { requested: 'impossible', level: 'expert' },
  { requested: 7, level: 'expert' },
  { requested: 'toString', level: 'expert' },
  { requested: 'constructor', level: 'expert' },
  { requested: '__proto__', level: 'expert' },
])('level $requested plays as $level', ({ requested, level }) => {
  expect(aiLevelFor(requested)).toBe(level);
});
