// The stricter naive reference for the engine benchmark: a whole random-versus-random game written as a first
// implementation would be, on its own: its own loop over choose, place and turns, every range found by scanning
// all 64 squares, the seats' draws from its own Mulberry32 (or, for a secret seed, from Node's HMAC-SHA256).
// Only the characters' table comes from the engine. It plays the very games `playAiGame` plays for the same
// seed (same draws, same moves), so the benchmark compares the same work and checks that it does.
import { createHmac } from 'node:crypto';
import { CHARACTERS } from '../../engine';

/** A uniform integer in [0, n), as a seat draws it. */
type DrawInt = (n: number) => number;

/** How a naive game ended, in the shape of the engine's `AiGameResult`. */
export interface NaiveResult {
  readonly winner: 'A' | 'B' | 'draw';
  readonly turns: number;
}

function mulberry32Mix(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Mulberry32 from a numeric seat seed, integers as floor(float · n). */
function mulberry32(seed: number): DrawInt {
  let state = (Math.trunc(seed) | 0) >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    return Math.floor((mulberry32Mix(state) / 4294967296) * n);
  };
}

/** A seat's numeric seed from the game's: the engine's `deriveSeed(seed, 1 | 2)`. */
function numericSeatSeed(seed: number, seat: 1 | 2): number {
  return mulberry32Mix((((Math.trunc(seed) | 0) >>> 0) ^ Math.imul(seat + 1, 0x9e3779b9)) >>> 0);
}

/** HMAC-SHA256 of a hex key over a text, by Node's crypto. */
const hmac = (keyHex: string, text: string): Buffer =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest();

/** A secret seat stream: words of HMAC(key, "octoduel/ai/1/<block>"), integers by rejection (secretRng.ts). */
function secretStream(keyHex: string): DrawInt {
  let block = 0;
  let words: number[] = [];
  const word = (): number => {
    if (words.length === 0) {
      const mac = hmac(keyHex, `octoduel/ai/1/${block++}`);
      words = Array.from({ length: 8 }, (_, i) => mac.readUInt32BE(4 * i));
    }
    return words.shift()!;
  };
  return (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
}

/** Every square whose line distance (dx + dy, in a row, column or diagonal) from `from` is within lo..hi. */
function scanRange(from: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let to = 0; to < 64; to++) {
    const dx = Math.abs((from % 8) - (to % 8));
    const dy = Math.abs(Math.floor(from / 8) - Math.floor(to / 8));
    const inLine = dx === 0 || dy === 0 || dx === dy;
    if (inLine && dx + dy >= lo && dx + dy <= hi) out.push(to);
  }
  return out;
}

/** One random-versus-random game from the seats' two streams, written plainly (no tables, no allocation beyond the scans). */
function playNaive(drawA: DrawInt, drawB: DrawInt): NaiveResult {
  const a = CHARACTERS[drawA(CHARACTERS.length)]!;
  const b = CHARACTERS[drawB(CHARACTERS.length)]!;
  let squareA = drawA(64);
  let squareB = drawB(64);
  for (let turn = 1; turn <= 10; turn++) {
    let targets = scanRange(squareA, a.minMove, a.maxMove);
    const moveA = targets[drawA(targets.length)]!;
    targets = scanRange(moveA, a.minHit, a.maxHit);
    const hitA = targets[drawA(targets.length)]!;
    targets = scanRange(squareB, b.minMove, b.maxMove);
    const moveB = targets[drawB(targets.length)]!;
    targets = scanRange(moveB, b.minHit, b.maxHit);
    const hitB = targets[drawB(targets.length)]!;
    const aHits = hitA === moveB;
    const bHits = hitB === moveA;
    if (aHits && bHits) return { winner: 'draw', turns: turn };
    if (aHits) return { winner: 'A', turns: turn };
    if (bHits) return { winner: 'B', turns: turn };
    squareA = moveA;
    squareB = moveB;
  }
  return { winner: 'draw', turns: 10 };
}

/** The naive random game for a numeric seed: the game `playAiGame({ seed, a: 'random', b: 'random' })` plays. */
export function naiveRandomGame(seed: number): NaiveResult {
  return playNaive(mulberry32(numericSeatSeed(seed, 1)), mulberry32(numericSeatSeed(seed, 2)));
}

/** The naive random game for a secret seed (64 hex digits): each seat on its key derived as `aiSeed` does. */
export function naiveSecretRandomGame(seed: string): NaiveResult {
  const seat = (s: 'A' | 'B') => secretStream(hmac(seed, `octoduel/derive/1/ai/${s}`).toString('hex'));
  return playNaive(seat('A'), seat('B'));
}
