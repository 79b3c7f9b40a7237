// The Perfect AI (engine/ai/perfectAi.ts) and the replay analysis (engine/solved/analysis.ts) on the shipped table.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SOLVED_DIR, solvedTableFor } from '../api/solved/tableFiles';
import {
  analyseGame,
  canHit,
  hitTargets,
  MIN_SCORED_TURNS,
  MISTAKE_MARGIN,
  canMove,
  CHARACTERS,
  characterIndex,
  createAi,
  playAiGame,
  resolveTurn,
  turnAccuracy,
  warmUpAnalysis,
  type BestPlan,
  type Letter,
  type Reveal,
} from '../engine';
import { planValue, solvePosition, turnGame } from '../engine/solved/positionGame';
import { CLASS_MEMBERS, CLASS_SQUARES } from '../engine/solved/symmetry';

const solved = solvedTableFor(SOLVED_DIR);
const letters = CHARACTERS.map((c) => c.letter);

describe('the Perfect AI', () => {
  test('plans a legal move and hit in any position', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...letters),
        fc.constantFrom(...letters),
        fc.integer({ min: 0, max: 63 }),
        fc.integer({ min: 0, max: 63 }),
        (seed, turn, me, opponent, mySquare, opponentSquare) => {
          const plan = createAi('perfect', seed, solved).plan({
            turn,
            me,
            mySquare,
            opponent,
            opponentSquare,
          });
          expect(canMove(me, mySquare, plan.move)).toBe(true);
          expect(canHit(me, plan.move, plan.hit)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('picks only what the solved opening picks, on the squares it picks', () => {
    const picked = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const ai = createAi('perfect', seed, solved);
      const me = ai.choose();
      const square = ai.place(me);
      const a = characterIndex(me);
      const classes = CLASS_SQUARES.map((_, k) => solved.opening[a * CLASS_SQUARES.length + k]!);
      expect(classes.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
      const k = CLASS_MEMBERS.findIndex((members) => members.includes(square));
      expect(classes[k]).toBeGreaterThan(0);
      picked.add(me);
    }
    expect([...picked].every((l) => solved.manifest.characters.find((c) => c.letter === l)!.pick > 0)).toBe(
      true,
    );
  });

  test('a character the opening never picks (a deadline fill) stands on its best square’s class', () => {
    const never = solved.manifest.characters.find((c) => c.pick === 0)!;
    const square = createAi('perfect', 1, solved).place(never.letter as Letter);
    expect(CLASS_MEMBERS.find((m) => m.includes(never.bestSquare))).toContain(square);
  });

  test('the same seed plays the same game', () => {
    const game = playAiGame({ seed: 5, a: 'perfect', b: 'expert', solved });
    expect(playAiGame({ seed: 5, a: 'perfect', b: 'expert', solved })).toEqual(game);
  });

  test('is refused without the table', () => {
    expect(() => createAi('perfect', 1)).toThrow(/solved table/);
  });
});

/** The reveals of a game between two AI levels, played out here so the test sees every plan. */
function revealsOf(seed: number, a: 'perfect' | 'random', b: 'perfect' | 'random') {
  const A = createAi(a, seed, solved);
  const B = createAi(b, seed + 1, solved);
  const characters = { A: A.choose(), B: B.choose() };
  let fromA = A.place(characters.A);
  let fromB = B.place(characters.B);
  const reveals: Reveal[] = [];
  for (let turn = 1; turn <= 10; turn++) {
    const pa = A.plan({
      turn,
      me: characters.A,
      mySquare: fromA,
      opponent: characters.B,
      opponentSquare: fromB,
    });
    const pb = B.plan({
      turn,
      me: characters.B,
      mySquare: fromB,
      opponent: characters.A,
      opponentSquare: fromA,
    });
    const outcome = resolveTurn({ moveA: pa.move, hitA: pa.hit, moveB: pb.move, hitB: pb.hit, turn });
    reveals.push({ turn, fromA, moveA: pa.move, hitA: pa.hit, fromB, moveB: pb.move, hitB: pb.hit, outcome });
    if (outcome !== 'next') break;
    fromA = pa.move;
    fromB = pb.move;
  }
  return { characters, reveals };
}

describe('the analysis of a game', () => {
  test('Perfect against Perfect gives nothing away: accuracy 100 for both', () => {
    for (const seed of [1, 2, 3]) {
      const { characters, reveals } = revealsOf(seed, 'perfect', 'perfect');
      const analysis = analyseGame(solved.table, characters, reveals);
      for (const t of analysis.turns) {
        expect(t.A.loss).toBeLessThan(1e-6);
        expect(t.B.loss).toBeLessThan(1e-6);
      }
      for (const seat of ['A', 'B'] as const) {
        // 100 over the turns that tested a choice, or no figure when too few did.
        if (analysis.accuracy[seat] === null) expect(analysis.noAccuracy[seat]).toBe('few-turns');
        else expect(analysis.accuracy[seat]).toBeCloseTo(turnAccuracy(0), 3);
        expect(analysis.mistakes[seat]).toBe(0);
      }
    }
  });

  test('the easy AI (random picks) never scores 100: turns that tested nothing do not count, and too few give no figure', () => {
    const figures: number[] = [];
    for (let seed = 0; seed < 40; seed++) {
      const { characters, reveals } = revealsOf(seed, 'random', 'perfect');
      const analysis = analyseGame(solved.table, characters, reveals);
      const accuracy = analysis.accuracy.A;
      if (accuracy === null) {
        expect(analysis.noAccuracy.A).toBe('few-turns');
        expect(analysis.scored.A).toBeLessThan(MIN_SCORED_TURNS);
        continue;
      }
      figures.push(accuracy);
      expect(Math.round(accuracy)).toBeLessThan(100);
    }
    expect(figures.length).toBeGreaterThan(10);
  });

  test('a player who left after one turn gets no figure, nor does one with a single turn behind it', () => {
    const { characters, reveals } = revealsOf(3, 'perfect', 'perfect');
    const analysis = analyseGame(solved.table, characters, reveals.slice(0, 1), 'B');
    expect(analysis.accuracy).toEqual({ A: null, B: null });
    expect(analysis.noAccuracy).toEqual({ A: 'few-turns', B: 'left' });
  });

  test('a mistake is a plan that gave away more than the margin; the best plans shown all give nothing away, the played one among them when it gave nothing', () => {
    let mistakes = 0;
    for (const seed of [0, 4, 5, 6, 7]) {
      const { characters, reveals } = revealsOf(seed, 'random', 'perfect');
      const analysis = analyseGame(solved.table, characters, reveals);
      analysis.turns.forEach((t, i) => {
        const r = reveals[i]!;
        const a = characterIndex(characters.A);
        const b = characterIndex(characters.B);
        const game = turnGame(solved.table, r.turn, a, b, r.fromA, r.fromB);
        const solution = solvePosition(game);
        expect(t.A.mistake).toBe(t.A.loss > MISTAKE_MARGIN);
        // A mistake is a turn that tested a choice.
        if (t.A.mistake) expect(t.A.tested).toBe(true);
        if (t.A.mistake) mistakes++;
        const targetsB = game.b.targets;
        // A best plan that hits "a square they cannot move to": any such square in range.
        const real = (p: BestPlan) => ({
          move: p.move,
          hit: p.hit ?? hitTargets(characters.A, p.move).find((h) => !targetsB.includes(h))!,
        });
        expect(t.A.bestPlans.length).toBeGreaterThan(0);
        for (const p of t.A.bestPlans)
          expect(planValue(game, 'A', real(p), solution.column)).toBeCloseTo(solution.value, 5);
        expect(planValue(game, 'A', t.A.best, solution.column)).toBeCloseTo(solution.value, 5);
        if (t.A.loss < 1e-6) {
          // Never "gave away 0.0%" beside a different best plan.
          expect(t.A.best).toEqual(t.A.plan);
          const quiet = !targetsB.includes(t.A.plan.hit);
          expect(t.A.bestPlans).toContainEqual({ move: t.A.plan.move, hit: quiet ? null : t.A.plan.hit });
        }
      });
      expect(analysis.mistakes.A).toBe(analysis.turns.filter((t) => t.A.mistake).length);
    }
    expect(mistakes).toBeGreaterThan(0);
  });

  test('a random player gives value away, and the best plan shown would have given none', () => {
    let lost = 0;
    for (const seed of [4, 5, 6, 7]) {
      const { characters, reveals } = revealsOf(seed, 'random', 'perfect');
      const analysis = analyseGame(solved.table, characters, reveals);
      lost += analysis.lost.A;
      analysis.turns.forEach((t, i) => {
        const r = reveals[i]!;
        const game = turnGame(
          solved.table,
          r.turn,
          characterIndex(characters.A),
          characterIndex(characters.B),
          r.fromA,
          r.fromB,
        );
        const solution = solvePosition(game);
        // The loss is the position's value less what the plan earns against B's equilibrium strategy.
        expect(t.A.loss).toBeCloseTo(
          Math.max(0, solution.value - planValue(game, 'A', t.A.plan, solution.column)),
          9,
        );
        expect(planValue(game, 'A', t.A.best, solution.column)).toBeCloseTo(solution.value, 6);
        expect(t.A.accuracy).toBeLessThanOrEqual(100);
      });
    }
    expect(lost).toBeGreaterThan(0.1);
  });

  test('the warm-up the replay page runs changes no figure', () => {
    const { characters, reveals } = revealsOf(9, 'random', 'perfect');
    const before = analyseGame(solved.table, characters, reveals);
    warmUpAnalysis();
    expect(analyseGame(solved.table, characters, reveals)).toEqual(before);
  });

  test('accuracy falls as the value given away grows, as Lichess’s does', () => {
    expect(turnAccuracy(0)).toBeGreaterThan(99.9);
    expect(turnAccuracy(0.1)).toBeLessThan(turnAccuracy(0.01));
    expect(turnAccuracy(2)).toBe(0);
  });
});
