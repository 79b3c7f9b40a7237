import { MAX_TURNS } from './resolve';
import { landedHits, type LandedHit } from './questions';
import { otherSeat, type GameResult, type Reveal, type Seat } from './types';

/** One seat's move in a reveal: from its old square to its new one. */
export interface StoryMove {
  readonly seat: Seat;
  readonly from: number;
  readonly to: number;
}

/** What a reveal shows, as facts a client words: who moved where, where each hit fell, who was hit. */
export interface RevealStory {
  readonly turn: number;
  /** Both moves, the viewer's seat first (seat A for a watcher). */
  readonly moves: readonly StoryMove[];
  /** Both hits, the viewer's seat first; `landed` when it struck the opponent's new square. */
  readonly hits: readonly LandedHit[];
  /** Nobody was hit, one seat hit the other, or both hit each other (a draw). */
  readonly outcome: 'both-missed' | 'one-hit' | 'both-hit';
  /** In a one-hit reveal: the seat whose hit landed, and the square it struck; otherwise null. */
  readonly hitter: Seat | null;
  readonly square: number | null;
}

/** The story of a reveal from `seat`'s side (null: a watcher, who reads it from seat A's side). */
export function revealStory(reveal: Reveal, seat: Seat | null): RevealStory {
  const first = seat ?? 'A';
  const order = (s: Seat) => (s === first ? 0 : 1);
  const moves: StoryMove[] = [
    { seat: 'A' as const, from: reveal.fromA, to: reveal.moveA },
    { seat: 'B' as const, from: reveal.fromB, to: reveal.moveB },
  ].sort((a, b) => order(a.seat) - order(b.seat));
  const hits = [...landedHits(reveal)].sort((a, b) => order(a.seat) - order(b.seat));
  const landed = hits.filter((h) => h.landed);
  const one = landed.length === 1 ? landed[0]! : null;
  return {
    turn: reveal.turn,
    moves,
    hits,
    outcome: landed.length === 0 ? 'both-missed' : landed.length === 1 ? 'one-hit' : 'both-hit',
    hitter: one?.seat ?? null,
    square: one?.square ?? null,
  };
}

/** Why a game ended, as facts a client words under the result. */
export type ResultReason =
  /** `hitter` struck the other seat on `square` (null if the reveal is unknown) in `turn`. */
  | { readonly kind: 'hit'; readonly hitter: Seat; readonly square: number | null; readonly turn: number }
  /** Both hit each other in `turn`: a draw. */
  | { readonly kind: 'both-hit'; readonly turn: number }
  /** All `turns` were played and nobody was hit: a draw. */
  | { readonly kind: 'turns'; readonly turns: number }
  /** `leaver` left a live game and lost it. */
  | { readonly kind: 'forfeit'; readonly leaver: Seat }
  /** The server stopped the game. */
  | { readonly kind: 'no-contest' };

/** The reason for a result, from the result and the latest reveal (the one that decided a hit). */
export function resultReason(result: GameResult, lastReveal: Reveal | null): ResultReason {
  const { winner, reason } = result;
  const seatWinner: Seat | null = winner === 'A' || winner === 'B' ? winner : null;
  switch (reason) {
    case 'hit': {
      const hitter = seatWinner ?? 'A';
      const square =
        lastReveal === null ? null : (landedHits(lastReveal).find((h) => h.seat === hitter)?.square ?? null);
      return { kind: 'hit', hitter, square, turn: lastReveal?.turn ?? 0 };
    }
    case 'both-hit':
      return { kind: 'both-hit', turn: lastReveal?.turn ?? MAX_TURNS };
    case 'turns':
      return { kind: 'turns', turns: MAX_TURNS };
    case 'forfeit':
      return seatWinner === null
        ? { kind: 'no-contest' }
        : { kind: 'forfeit', leaver: otherSeat(seatWinner) };
    case 'no-contest':
      return { kind: 'no-contest' };
  }
}
