/**
 * The anti-farming rule (RULES.md, "Rated games between the same two players"): of the games between the same two
 * accounts, at most PAIR_RATED_GAMES within any PAIR_WINDOW_MS change their ratings; later ones (rematches
 * included) still count on the board but are unrated, as a game against the AI is.
 */
export const PAIR_RATED_GAMES = 3;

/** The rolling window of the rule: 24 hours before the game's end. */
export const PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;

/** True when a game between two accounts that already have `ratedInWindow` rated games together stays unrated. */
export const overPairLimit = (ratedInWindow: number): boolean => ratedInWindow >= PAIR_RATED_GAMES;
