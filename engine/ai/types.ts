import type { Letter } from '../characters';

/** The AI players the engine offers. */
export const AI_LEVELS = ['random', 'greedy', 'expert', 'perfect'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** What a player sees when it plans a turn: both characters and positions are public from turn 1. */
export interface TurnView {
  readonly turn: number;
  readonly me: Letter;
  readonly mySquare: number;
  readonly opponent: Letter;
  readonly opponentSquare: number;
}

/** A turn's plan: where to move and which square to hit from there. */
export interface Plan {
  readonly move: number;
  readonly hit: number;
}

/** What an AI seat decides for one phase (`AiSeat.decide`): the letter in Choose, the square in Place, the plan in Move and Hit. */
export type AiDecision = Letter | number | Plan;

/** An AI player. Each is seeded and sees only what a human in its seat would see. */
export interface AiPlayer {
  readonly level: AiLevel;
  /** Picks a character; nothing about the opponent is known yet. */
  choose(): Letter;
  /** Picks a starting square for its own character; the opponent's choice is still hidden. */
  place(me: Letter): number;
  /** Plans a move and a hit from the public position. */
  plan(view: TurnView): Plan;
}

/** The levels players choose from, and the AI behind each. */
export const PLAYER_LEVELS = {
  easy: 'random',
  medium: 'greedy',
  hard: 'expert',
  perfect: 'perfect',
} as const satisfies Record<string, AiLevel>;
export type PlayerLevel = keyof typeof PLAYER_LEVELS;

/** True for a level a player chooses from (`easy`, `medium`, `hard`, `perfect`). */
export function isPlayerLevel(value: unknown): value is PlayerLevel {
  return typeof value === 'string' && Object.hasOwn(PLAYER_LEVELS, value);
}

/** The AI for a level a client asked for (a player level or an AI name); `hard` when absent or unknown. */
export function aiLevelFor(requested: unknown): AiLevel {
  // Own keys only: `in` would also find 'toString', 'constructor', … on the prototype.
  if (typeof requested === 'string' && Object.hasOwn(PLAYER_LEVELS, requested))
    return PLAYER_LEVELS[requested as PlayerLevel];
  return AI_LEVELS.includes(requested as AiLevel) ? (requested as AiLevel) : 'expert';
}
