// An arena's standings (docs/RULES.md "Arenas"): by score, ties broken by the performance rating in the arena (as
// lila), then by the rating the player joined with, then by who reached the score first, then by name.
import { sheetOf, type ArenaGameScore, type ArenaSheet } from './scoring';

/** One arena game of a player, with what the performance rating needs. */
export interface ArenaPlayedGame extends ArenaGameScore {
  /** The opponent's rating when the game was paired. */
  readonly opponentRating: number;
  /** When the game ended (ms): the order a sheet counts games in, and who reached a score first. */
  readonly endedAt: number;
}

/** A player of an arena and its games, as the standings need them. */
export interface ArenaEntrant {
  readonly userId: string;
  readonly name: string;
  /** The player's rating when it joined the arena. */
  readonly rating: number;
  readonly games: readonly ArenaPlayedGame[];
}

/** One line of the standings. */
export interface Standing {
  /** 1-based; players level on every tie-break share nothing: each has its own rank. */
  readonly rank: number;
  readonly userId: string;
  readonly name: string;
  readonly rating: number;
  readonly sheet: ArenaSheet;
  readonly score: number;
  /** The performance rating in the arena (null before the first game). */
  readonly performance: number | null;
  /** When the player's score last changed (ms; null before the first game). */
  readonly scoredAt: number | null;
}

/** The spread lila gives a performance rating: each net win is worth this much above the opponents' average. */
export const PERFORMANCE_SPREAD = 500;

/**
 * The performance rating over `games`: the opponents' average rating plus PERFORMANCE_SPREAD × (wins − losses) /
 * games, rounded (lila's tournament performance); null with no game.
 */
export function performanceOf(games: readonly ArenaPlayedGame[]): number | null {
  let opponents = 0;
  let net = 0;
  for (const g of games) {
    opponents += g.opponentRating;
    net += g.outcome === 'win' ? 1 : g.outcome === 'loss' ? -1 : 0;
  }
  return performanceFrom(opponents, net, games.length);
}

/** What orders the standings: the score and its tie-breaks (docs/RULES.md "Arenas: standings"). */
export interface StandingKey {
  readonly userId: string;
  readonly name: string;
  readonly rating: number;
  readonly score: number;
  readonly performance: number | null;
  readonly scoredAt: number | null;
}

/** Orders two standings lines: score, performance, rating, who scored first, name. */
export function compareStandings(a: StandingKey, b: StandingKey): number {
  return (
    b.score - a.score ||
    (b.performance ?? -Infinity) - (a.performance ?? -Infinity) ||
    b.rating - a.rating ||
    (a.scoredAt ?? Infinity) - (b.scoredAt ?? Infinity) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/**
 * The performance rating from running totals (lila's): the opponents' ratings summed, wins less losses, games;
 * null with no game.
 */
export function performanceFrom(opponentRatings: number, net: number, games: number): number | null {
  return games === 0 ? null : Math.round((opponentRatings + PERFORMANCE_SPREAD * net) / games);
}

/** The standings of every entrant, from their games alone (a recount gives the same lines). */
export function standingsOf(entrants: readonly ArenaEntrant[]): Standing[] {
  const lines = entrants.map((e) => {
    const games = [...e.games].sort((a, b) => a.endedAt - b.endedAt);
    const sheet = sheetOf(games);
    let scoredAt: number | null = null;
    sheet.games.forEach((g, i) => {
      if (g.points > 0) scoredAt = games[i]!.endedAt;
    });
    return {
      userId: e.userId,
      name: e.name,
      rating: e.rating,
      sheet,
      score: sheet.score,
      performance: performanceOf(games),
      scoredAt,
    };
  });
  return lines.sort(compareStandings).map((line, i) => ({ ...line, rank: i + 1 }));
}
