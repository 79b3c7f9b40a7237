// An arena's scoring (docs/RULES.md "Arenas"), lila's arena made ours: a win scores 2, a draw 1, a loss 0; two
// wins in a row set a player on fire, and while on fire a win scores 4 and a draw 2 (the draw ends the streak);
// a berserker's win scores 1 more when the game lasted at least `BERSERK_MIN_TURNS` turns.

/** A player's result in one arena game, from the player's side. */
export const ARENA_OUTCOMES = ['win', 'draw', 'loss'] as const;
export type ArenaOutcome = (typeof ARENA_OUTCOMES)[number];

/** Points for a result, off fire and on fire. */
export const ARENA_POINTS = {
  win: 2,
  draw: 1,
  loss: 0,
} as const satisfies Record<ArenaOutcome, number>;

/** On fire, a result scores this many times its points (lila's "double"). */
export const FIRE_FACTOR = 2;

/** Wins in a row that set a player on fire (the next results count double). */
export const FIRE_AFTER_WINS = 2;

/** A berserker's win scores this much more ... */
export const BERSERK_BONUS = 1;

/** ... when the game reached at least this turn (a game won at once earns no bonus: lila's "not over at once"). */
export const BERSERK_MIN_TURNS = 2;

/** One arena game as the player's sheet counts it. */
export interface ArenaGameScore {
  readonly outcome: ArenaOutcome;
  /** The player went berserk in this game (half time on its own clock). */
  readonly berserk: boolean;
  /** The turn the game ended in (0: before the first move). */
  readonly turns: number;
}

/** One scored game on a player's sheet: what it scored and whether the player was on fire for it. */
export interface ScoredGame extends ArenaGameScore {
  readonly points: number;
  /** The player was on fire when this game began (its points counted double). */
  readonly onFire: boolean;
  /** The berserk bonus was earned (a win in a game of at least BERSERK_MIN_TURNS turns). */
  readonly berserkBonus: boolean;
}

/** A player's arena sheet: every game scored in order, the total, and the current streak. */
export interface ArenaSheet {
  readonly games: readonly ScoredGame[];
  readonly score: number;
  /** Wins in a row at the end of the sheet. */
  readonly streak: number;
  /** The next game counts double. */
  readonly onFire: boolean;
}

export const EMPTY_SHEET: ArenaSheet = { games: [], score: 0, streak: 0, onFire: false };

/** The berserk bonus a result earns. */
export function berserkBonusEarned(game: ArenaGameScore): boolean {
  return game.berserk && game.outcome === 'win' && game.turns >= BERSERK_MIN_TURNS;
}

/** What one more game scores for a player whose current streak is `streak` (wins in a row), and the streak after. */
export function scoreNext(
  streak: number,
  game: ArenaGameScore,
): {
  readonly points: number;
  readonly onFire: boolean;
  readonly berserkBonus: boolean;
  readonly streak: number;
} {
  const onFire = streak >= FIRE_AFTER_WINS;
  const berserkBonus = berserkBonusEarned(game);
  const points = ARENA_POINTS[game.outcome] * (onFire ? FIRE_FACTOR : 1) + (berserkBonus ? BERSERK_BONUS : 0);
  return { points, onFire, berserkBonus, streak: game.outcome === 'win' ? streak + 1 : 0 };
}

/** The sheet after one more game (the sheet given is not changed). */
export function addGame(sheet: ArenaSheet, game: ArenaGameScore): ArenaSheet {
  const { points, onFire, berserkBonus, streak } = scoreNext(sheet.streak, game);
  return {
    games: [...sheet.games, { ...game, points, onFire, berserkBonus }],
    score: sheet.score + points,
    streak,
    onFire: streak >= FIRE_AFTER_WINS,
  };
}

/** A player's sheet from its games in the order they ended. */
export function sheetOf(games: readonly ArenaGameScore[]): ArenaSheet {
  return games.reduce(addGame, EMPTY_SHEET);
}
