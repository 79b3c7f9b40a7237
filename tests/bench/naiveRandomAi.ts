// The naive baseline for the engine benchmark: the same random AI, but every range is recomputed by scanning
// all 64 squares on each call, as a first implementation would.
import {
  CHARACTERS,
  Rng,
  squareX,
  squareY,
  type AiPlayer,
  type Letter,
  type Plan,
  type TurnView,
} from '../../engine';

function naiveRange(from: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < 64; b++) {
    const dx = Math.abs(squareX(from) - squareX(b));
    const dy = Math.abs(squareY(from) - squareY(b));
    const inLine = dx === 0 || dy === 0 || dx === dy;
    if (inLine && dx + dy >= lo && dx + dy <= hi) out.push(b);
  }
  return out;
}

export class NaiveRandomAi implements AiPlayer {
  readonly level = 'random';
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(): Letter {
    return this.rng.pick(CHARACTERS).letter;
  }

  place(): number {
    return this.rng.int(64);
  }

  plan(view: TurnView): Plan {
    const c = CHARACTERS.find((ch) => ch.letter === view.me)!;
    const move = this.rng.pick(naiveRange(view.mySquare, c.minMove, c.maxMove));
    return { move, hit: this.rng.pick(naiveRange(move, c.minHit, c.maxHit)) };
  }
}
