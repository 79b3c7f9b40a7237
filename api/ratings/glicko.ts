import glicko2 from 'glicko2';

/** A player's Glicko-2 rating on the usual scale. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** Where every player starts (RULES.md). */
export const START: Rating = { rating: 1500, rd: 350, vol: 0.06 };

/** The system constant, as in Glickman's paper and its worked example. */
export const TAU = 0.5;

/** A rating whose deviation is above this is provisional: listed below the established ones, marked "?". */
export const PROVISIONAL_RD = 110;

export const isProvisional = (r: Pick<Rating, 'rd'>) => r.rd > PROVISIONAL_RD;

const system = () => new glicko2.Glicko2({ tau: TAU, rating: START.rating, rd: START.rd, vol: START.vol });

const read = (p: glicko2.Player): Rating => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() });

/**
 * One rating period for one player: the new rating after `games` (each against an opponent's rating as it
 * was at the start of the period, scored 1 win, 0.5 draw, 0 loss). The maths is the `glicko2` package's.
 */
export function ratePeriod(player: Rating, games: readonly { opponent: Rating; score: number }[]): Rating {
  const s = system();
  const me = s.makePlayer(player.rating, player.rd, player.vol);
  s.updateRatings(
    games.map((g) => [me, s.makePlayer(g.opponent.rating, g.opponent.rd, g.opponent.vol), g.score] as const),
  );
  return read(me);
}

/**
 * One finished game as its own rating period for both players at once (as online chess sites rate):
 * `scoreA` is A's score. Each player is rated against the other's rating from before the game.
 */
export function rateGame(a: Rating, b: Rating, scoreA: number): { a: Rating; b: Rating } {
  return {
    a: ratePeriod(a, [{ opponent: b, score: scoreA }]),
    b: ratePeriod(b, [{ opponent: a, score: 1 - scoreA }]),
  };
}
