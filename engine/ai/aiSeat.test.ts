import fc from 'fast-check';
import { expect, test } from 'vitest';
import { applyAction } from '../actions';
import { characterByLetter } from '../characters';
import { finalPicks, pickLabel, type Pick } from '../fairness';
import { advance } from '../game';
import { hitTargets, moveTargets } from '../targets';
import { must, STAND_IN_KNOWLEDGE, startedGame } from '../testHelpers';
import type { GameState } from '../types';
import { viewFor } from '../view';
import { AiSeat } from './aiSeat';
import { createAi } from './createAi';
import { AI_LEVELS, type AiLevel } from './types';

/**
 * Hosts a vs-AI game as the h1a1 room does: B is an eager AI seat; when `decideFirst`, the room asks B to decide
 * at the start of every phase (before A's message), and each decision is kept. A plays the first legal pick.
 */
function hosted(seed: number, level: AiLevel, decideFirst: boolean) {
  const ai = new AiSeat(createAi(level, seed, STAND_IN_KNOWLEDGE));
  const decided = new Map<string, unknown>();
  let g: GameState = startedGame(seed, 'h1a1');
  let now = 0;
  const key = (s: GameState) =>
    s.phase === 'move' || s.phase === 'hit' ? `turn ${s.turn} plan of B` : `${s.phase} of B`;
  for (let guard = 0; g.phase !== 'over' && guard < 200; guard++) {
    if (decideFirst && ['choose', 'place', 'move'].includes(g.phase) && !decided.has(key(g))) {
      const value = ai.decide(viewFor(g, 'B'));
      decided.set(key(g), value);
      // Asking again in the same phase gives the same answer.
      expect(ai.decide(viewFor(g, 'B'))).toEqual(value);
    }
    const a = g.players.A;
    const mine =
      g.phase === 'choose' && a.character === null
        ? { type: 'choose' as const, square: characterByLetter('U')!.start }
        : g.phase === 'place' && a.square === null
          ? { type: 'place' as const, square: 27 }
          : g.phase === 'move' && a.move === null
            ? { type: 'move' as const, square: moveTargets(a.character!, a.square!)[0]! }
            : g.phase === 'hit' && a.hit === null
              ? { type: 'hit' as const, square: hitTargets(a.character!, a.move!)[0]! }
              : null;
    now += 100;
    const before = g;
    if (mine !== null) g = must(applyAction(g, 'A', mine, now));
    for (const action of ai.actions(viewFor(g, 'B'))) g = must(applyAction(g, 'B', action, now));
    // Nothing more to do in this phase: its deadline ends it (the phase after is seen before anyone acts).
    if (g === before) g = advance(g, (now = g.deadline ?? now));
  }
  return { game: g, decided };
}

test('an eager AI plays exactly what it decided at the start of each phase, and deciding changes nothing', () => {
  fc.assert(
    fc.property(fc.integer(), fc.constantFrom(...AI_LEVELS), (seed, level) => {
      const { game, decided } = hosted(seed, level, true);
      expect(game.phase).toBe('over');
      // The same game as when nobody asks first: deciding early draws nothing extra.
      expect(hosted(seed, level, false).game.log).toEqual(game.log);
      const played = new Map<string, Pick['pick']>();
      let g = startedGame(seed, 'h1a1');
      for (const entry of game.log) {
        g = advance(g, entry.at);
        if ('seat' in entry) g = must(applyAction(g, entry.seat, entry.action, entry.at));
        for (const p of finalPicks(g)) if (p.seat === 'B') played.set(pickLabel(p), p.pick);
      }
      for (const p of finalPicks(advance(g, Number.MAX_SAFE_INTEGER)))
        if (p.seat === 'B') played.set(pickLabel(p), p.pick);
      expect(decided.size).toBeGreaterThanOrEqual(3);
      for (const [label, value] of decided) expect(played.get(label)).toEqual(value);
    }),
    { numRuns: 25 },
  );
});

test('decide has nothing to pick outside Choose, Place, Move and Hit', () => {
  const ai = new AiSeat(createAi('random', 1));
  const g = startedGame(1, 'h1a1');
  expect(ai.decide(viewFor({ ...g, phase: 'reveal' }, 'B'))).toBeNull();
  expect(ai.decide(viewFor({ ...g, phase: 'start' }, 'B'))).toBeNull();
});
