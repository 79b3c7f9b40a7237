// The outside review's attack on 31-bit seeds (issue 23), as an attacker would run it. A player who lets every
// pick run out against the AI sees the server fill its seat: its character (Choose), its square (Place), then
// each turn its move and its hit. Each fill is a draw of the game's generator. The old code drew a game's seed
// with randomInt(0, 2**31) and every draw from Mulberry32 over it, so searching those 2^31 seeds for the ones
// whose draws give exactly the fills seen finds the game's seed, and from it the AI's plans before their reveal.
import {
  advance,
  aiSeed,
  AiSeat,
  CHARACTERS,
  characterIndex,
  createAi,
  hitTargets,
  moveTargets,
  randomInt,
  seedState,
  viewFor,
  type AiLevel,
  type GameSeed,
  type GameState,
  type Letter,
} from '../../engine';
import { applyAction } from '../../engine/actions';
import { startedGame } from '../../engine/testHelpers';

/** The size of the seed space the old code drew from (`randomInt(0, 2 ** 31)` in rooms/services.ts). */
export const OLD_SEED_SPACE = 2 ** 31;

/** What the idle player saw the server fill for it, in the order the server drew them. */
export interface FillsSeen {
  readonly character: Letter;
  readonly square: number;
  /** Each revealed turn's filled plan, with the square the player moved from. */
  readonly turns: readonly { readonly from: number; readonly move: number; readonly hit: number }[];
}

/** One draw of the generator: a value in [0, n). */
interface Draw {
  readonly n: number;
  readonly value: number;
}

/** The generator draws behind the fills seen, in order: which value out of how many each one was. */
export function drawsOf(seen: FillsSeen): Draw[] {
  const draws: Draw[] = [
    { n: CHARACTERS.length, value: characterIndex(seen.character) },
    { n: 64, value: seen.square },
  ];
  for (const { from, move, hit } of seen.turns) {
    const moves = moveTargets(seen.character, from);
    const hits = hitTargets(seen.character, move);
    draws.push({ n: moves.length, value: moves.indexOf(move) });
    draws.push({ n: hits.length, value: hits.indexOf(hit) });
  }
  return draws;
}

/** How many bits the fills seen pin down (a search of 2^31 seeds is left with about 2^(31 - bits) by chance). */
export function bitsOf(seen: FillsSeen): number {
  return drawsOf(seen).reduce((bits, d) => bits + Math.log2(d.n), 0);
}

/** Whether Mulberry32 from `seed` draws exactly `draws`. */
function drawsMatch(seed: number, draws: readonly Draw[]): boolean {
  let state = seedState(seed);
  for (const d of draws) {
    const r = randomInt(state, d.n);
    if (r.value !== d.value) return false;
    state = r.state;
  }
  return true;
}

const GOLDEN = 0x6d2b79f5;

/** Seeds are searched in blocks of this many, so the inner loop counts in 32-bit integers. */
const BLOCK = 1 << 20;

/**
 * The seeds in [from, to) whose Mulberry32 draws give exactly the fills seen: the review's brute force. The first
 * two draws (character and square) are Mulberry32 inlined and allocation-free, so the whole space takes seconds,
 * not minutes; every seed they let through is checked against all the draws with the engine's own generator.
 * `from` and `to` are multiples of 2^20.
 */
export function candidateSeeds(seen: FillsSeen, from = 0, to = OLD_SEED_SPACE): number[] {
  const draws = drawsOf(seen);
  // floor(x / 2^32 * n) for n = 16 characters and 64 squares is x's top 4 and 6 bits.
  if (draws[0]!.n !== 16 || draws[1]!.n !== 64)
    throw new Error('the search expects 16 characters, 64 squares');
  if (from % BLOCK !== 0 || to % BLOCK !== 0)
    throw new Error('the search runs over whole blocks of 2^20 seeds');
  const character = draws[0]!.value;
  const square = draws[1]!.value;
  const found: number[] = [];
  for (let block = from; block < to; block += BLOCK) {
    const base = (block + GOLDEN) | 0;
    for (let i = 0; i < BLOCK; i++) {
      // Mulberry32 (engine/rng.ts): the state after one step is seed + GOLDEN; its output's top 4 bits.
      const first = (base + i) | 0;
      let t = Math.imul(first ^ (first >>> 15), first | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      if ((t ^ (t >>> 14)) >>> 28 !== character) continue;
      const second = (first + GOLDEN) | 0;
      t = Math.imul(second ^ (second >>> 15), second | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      if ((t ^ (t >>> 14)) >>> 26 !== square) continue;
      if (drawsMatch(block + i, draws)) found.push(block + i);
    }
  }
  return found;
}

/** An h1a1 game played out as the server plays it: seat A (the player) sends nothing, seat B is the AI. */
export interface IdleGame {
  /** The game after each turn's reveal (and at its end). */
  readonly reveals: readonly GameState[];
  readonly final: GameState;
  /** What A saw filled for it, turn by turn. */
  readonly seen: FillsSeen;
}

/**
 * Plays an h1a1 game from `seed` as the server does when its player lets every pick run out: the AI (seeded
 * as rooms seed it) acts in each phase, every phase ends at its deadline, and the deadline fills seat A.
 * Deterministic for a seed: the attacker runs it on a found seed to see the AI's plans ahead.
 */
export function playIdleGame(seed: GameSeed, level: AiLevel = 'expert'): IdleGame {
  const ai = new AiSeat(createAi(level, aiSeed(seed, 'B')));
  let state = startedGame(seed, 'h1a1');
  const reveals: GameState[] = [];
  while (state.phase !== 'over') {
    const at = (state.deadline ?? 0) - 1;
    for (const action of ai.actions(viewFor(state, 'B'))) {
      const next = applyAction(state, 'B', action, at);
      if (next.ok) state = next.value;
    }
    const before = state.lastReveal;
    state = advance(state, state.deadline ?? at);
    if (state.lastReveal !== before && state.lastReveal !== null) reveals.push(state);
  }
  const A = reveals[0]?.players.A ?? state.players.A;
  const seen: FillsSeen = {
    character: A.character!,
    square: reveals[0]?.lastReveal?.fromA ?? state.players.A.square!,
    turns: reveals.map((s) => ({
      from: s.lastReveal!.fromA,
      move: s.lastReveal!.moveA,
      hit: s.lastReveal!.hitA,
    })),
  };
  return { reveals, final: state, seen };
}

/** The fills seen up to and including turn `turns` (what the player knows before the next turn's reveal). */
export function seenUpTo(seen: FillsSeen, turns: number): FillsSeen {
  return { ...seen, turns: seen.turns.slice(0, turns) };
}
