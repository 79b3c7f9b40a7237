// The review's attack (issue 23) against the old scheme: the same code that finds nothing in a hosted game
// (tests/rooms/secretSeed.test.ts) finds a 31-bit Mulberry32 seed from the fills a player sees, predicts the AI's
// next plan before its reveal, and wins with it. If hosted games went back to such seeds, that test would fail.
import { expect, test } from 'vitest';
import { advance, hitTargets, moveTargets, type GameState } from '../engine';
import { play } from '../engine/testHelpers';
import { bitsOf, candidateSeeds, playIdleGame, seenUpTo, type IdleGame } from './kits/seedAttack';

/** Bits of fills after which a search of 2^31 seeds is left with the game's seed alone (2^-9 others by chance). */
const ENOUGH_BITS = 40;

/** The turns of fills the attacker needs to pin the seed down. */
function turnsNeeded(game: IdleGame): number | undefined {
  for (let k = 1; k <= game.seen.turns.length; k++)
    if (bitsOf(seenUpTo(game.seen, k)) >= ENOUGH_BITS) return k;
  return undefined;
}

/** A winning reply to a known AI plan from the position before the turn: dodge its hit, hit its move. */
function winningMove(before: GameState, aiMove: number, aiHit: number): number | undefined {
  const { character, square } = before.players.A;
  return moveTargets(character!, square!).find(
    (m) => m !== aiHit && hitTargets(character!, m).includes(aiMove),
  );
}

test('old scheme: the fills of an idle game give its 31-bit seed away, and with it the hard AI’s next plan', () => {
  // The first old-style seed (from a fixed start) whose game lasts past the turns the attacker needs and
  // where the predicted plan can be punished.
  let seed = 1_500_000_000;
  let game = playIdleGame(seed);
  let k = turnsNeeded(game);
  const punishable = () => {
    if (k === undefined || game.reveals.length <= k) return false;
    const next = game.reveals[k]!.lastReveal!;
    return winningMove(game.reveals[k - 1]!, next.moveB, next.hitB) !== undefined;
  };
  while (!punishable()) {
    game = playIdleGame(++seed);
    k = turnsNeeded(game);
  }
  const turns = k!;

  // The attacker searches the seeds around the game's (the whole 2^31 space takes seconds more: see the
  // hosted-game test) with the fills of the first `turns` turns.
  const from = seed - (seed % 2 ** 22) - 2 ** 22;
  const found = candidateSeeds(seenUpTo(game.seen, turns), from, from + 2 ** 24);
  expect(found).toEqual([seed]);

  // Replaying the found seed shows the AI's plan for the next turn before it is revealed.
  const predicted = playIdleGame(found[0]!).reveals[turns]!.lastReveal!;
  const actual = game.reveals[turns]!.lastReveal!;
  expect({ move: predicted.moveB, hit: predicted.hitB }).toEqual({ move: actual.moveB, hit: actual.hitB });

  // And wins with it: the player dodges the AI's hit and hits the square it moves to, while the AI plays the
  // plan it was always going to play.
  const before = game.reveals[turns - 1]!;
  let state = advance(before, before.deadline!);
  expect(state.phase).toBe('move');
  const plans = [
    ['A', winningMove(before, predicted.moveB, predicted.hitB)!, predicted.moveB],
    ['B', actual.moveB, actual.hitB],
  ] as const;
  for (const [seat, move, hit] of plans)
    state = play(
      state,
      state.deadline! - 5000,
      [seat, { type: 'move', square: move }],
      [seat, { type: 'hit', square: hit }],
    );
  state = play(state, state.deadline! - 5000, ['A', { type: 'set' }], ['B', { type: 'set' }]);
  while (state.phase !== 'over') state = advance(state, state.deadline!);
  expect(state.result).toEqual({ winner: 'A', reason: 'hit' });
});
