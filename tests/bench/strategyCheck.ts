// Checks that the strategies the exploitability pass reads (tests/bench/aiStrategies.ts) are the ones the AIs play:
// at random first-turn positions, the plan drawn from the strategy with the AI's own first draw is the AI's plan.
import { CHARACTERS } from '../../engine/characters';
import { ExpertAi } from '../../engine/ai/expertAi';
import { PerfectAi, type PerfectKnowledge } from '../../engine/ai/perfectAi';
import type { Plan } from '../../engine/ai/types';
import { randomFrom } from '../../engine/gameSeed';
import { Rng } from '../../engine/rng';
import { HIT_TABLE, MOVE_TABLE } from '../../engine/targets';
import { ExpertStrategies, perfectStrategy } from './aiStrategies';
import type { MixedPlans } from './bestResponse';

/** The plan drawn from `s` with the uniform number u, as the AIs draw (a quiet hit: the first one out of reach). */
function drawn(s: MixedPlans, u: number, me: number, theirTargets: readonly number[]): Plan {
  let acc = 0;
  let i = 0;
  for (; i < s.p.length - 1; i++) {
    acc += s.p[i]!;
    if (u < acc) break;
  }
  const move = s.moves[i]!;
  const hit = s.hits[i]!;
  if (hit >= 0) return { move, hit };
  return { move, hit: HIT_TABLE[me]![move]!.find((h) => !theirTargets.includes(h))! };
}

/** How many of `samples` random positions' plans differ from the AI's own (0 when the pass reads the AIs right). */
export function strategyMismatches(
  solved: PerfectKnowledge,
  samples: number,
): { perfect: number; expert: number } {
  const rng = new Rng(26);
  const expert = new ExpertStrategies();
  const out = { perfect: 0, expert: 0 };
  for (let k = 0; k < samples; k++) {
    const me = rng.int(CHARACTERS.length);
    const them = rng.int(CHARACTERS.length);
    const mySquare = rng.int(64);
    const theirSquare = rng.int(64);
    const turn = 1 + rng.int(10);
    const view = {
      turn,
      me: CHARACTERS[me]!.letter,
      mySquare,
      opponent: CHARACTERS[them]!.letter,
      opponentSquare: theirSquare,
    };
    const targets = MOVE_TABLE[them]![theirSquare]!;
    const seed = 1000 + k;
    const same = (a: Plan, b: Plan) => a.move === b.move && a.hit === b.hit;
    const p = drawn(
      perfectStrategy(solved.table, turn, me, them, mySquare, theirSquare),
      randomFrom(seed).next(),
      me,
      targets,
    );
    if (!same(p, new PerfectAi(seed, solved).plan(view))) out.perfect++;
    // The expert's first plan of a game (its beliefs at their prior).
    const e = drawn(expert.at(me, them, mySquare, theirSquare), randomFrom(seed).next(), me, targets);
    if (!same(e, new ExpertAi(seed).plan({ ...view, turn: 1 }))) out.expert++;
  }
  return out;
}
