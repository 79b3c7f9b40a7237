// Perfect's decision time on positions from real games, re-timed one at a time on this thread once the games are
// over (the games time them too, but while both cores play).
import { CHARACTERS } from '../../engine/characters';
import { PerfectAi, type PerfectKnowledge } from '../../engine/ai/perfectAi';

/** Times `PerfectAi.plan` on every `step`-th position (5 entries each, as the games worker records them), sorted. */
export function retimeDecisions(solved: PerfectKnowledge, positions: Int8Array, step: number): Float64Array {
  const ai = new PerfectAi(26, solved);
  const times: number[] = [];
  for (let i = 0; i < positions.length; i += 5 * step) {
    const view = {
      turn: positions[i]!,
      me: CHARACTERS[positions[i + 1]!]!.letter,
      mySquare: positions[i + 2]!,
      opponent: CHARACTERS[positions[i + 3]!]!.letter,
      opponentSquare: positions[i + 4]!,
    };
    const start = performance.now();
    ai.plan(view);
    times.push(performance.now() - start);
  }
  return Float64Array.from(times).sort();
}
