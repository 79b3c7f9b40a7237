import type { Letter, PlayerState } from '../../../../engine';
import { i18n } from '../../i18n/init';
import {
  CHARACTERS,
  characterByLetter,
  landedHits,
  legalSteps,
  showsReveal,
  SQUARES,
  squareName,
  type LegalSteps,
  type Seat,
  type Step,
} from '../../../../engine';
import type { GameView, SeatView } from '../decoding/types';

/** Whose piece a token is: yours (amber), the opponent's (violet), or a character not yet taken. */
export type Owner = 'me' | 'foe' | 'free';

/** A character standing on the board. */
export interface TokenModel {
  /** Stable per piece, so the reveal can slide it. */
  readonly id: string;
  readonly letter: Letter;
  readonly name: string;
  readonly square: number;
  readonly owner: Owner;
  /** During Choose: this character is picked (by you, or in a watched game by a seat). */
  readonly picked: boolean;
  /** Where it slides from during the reveal (-1: no slide). */
  readonly from: number;
}

/** One square: what stands there, what it is for now, and how it is announced. */
export interface SquareModel {
  readonly square: number;
  readonly label: string;
  /** Blue: a move target now. */
  readonly move: boolean;
  /** Red: a hit target now. */
  readonly hit: boolean;
  /** Your planned move and hit (before the reveal). */
  readonly plannedMove: boolean;
  readonly plannedHit: boolean;
  /** Where a hit landed in the latest reveal; `winning` when it decided the game. */
  readonly landed: 'none' | 'hit' | 'winning';
  /** A click here does something. */
  readonly active: boolean;
}

export interface BoardModel {
  readonly step: Step;
  readonly squares: readonly SquareModel[];
  readonly tokens: readonly TokenModel[];
  /** The reveal being shown (its turn), or 0 when none: keys the slide animation. */
  readonly revealTurn: number;
}

/** Who is who: your seat, the opponent's, or (watching) seat A as "me" and B as "foe". */
export function seatsOf(view: GameView, sessionId: string | null) {
  const me: SeatView | undefined = view.players.find((p) => p.key === sessionId);
  const foe = view.players.find((p) => p !== me);
  const watching = me === undefined;
  return {
    me,
    foe,
    watching,
    ownerOf: (seat: Seat): Owner =>
      watching ? (seat === 'A' ? 'me' : 'foe') : seat === me.seat ? 'me' : 'foe',
  };
}

/** What the engine allows you now: nothing while watching (a watcher has no plan of its own). */
export function stepsFor(view: GameView, plan: PlayerState | null, sessionId: string | null): LegalSteps {
  const { watching } = seatsOf(view, sessionId);
  return legalSteps({ phase: view.phase, paused: view.paused, own: watching ? null : plan });
}

const name = (letter: Letter) => characterByLetter(letter)?.name ?? letter;

function tokensOf(view: GameView, plan: PlayerState | null, sessionId: string | null): TokenModel[] {
  const { me, watching, ownerOf } = seatsOf(view, sessionId);
  if (view.phase === 'waiting') return [];
  if (view.phase === 'choose') {
    const pickedBy = (letter: Letter): Owner | undefined => {
      if (!watching) return plan?.character === letter ? 'me' : undefined;
      const seat = view.players.find((p) => p.character === letter)?.seat;
      return seat === undefined ? undefined : ownerOf(seat);
    };
    return CHARACTERS.map((c) => {
      const by = pickedBy(c.letter);
      return {
        id: c.letter,
        letter: c.letter,
        name: c.name,
        square: c.start,
        owner: by ?? 'free',
        picked: by !== undefined,
        from: -1,
      };
    });
  }
  const reveal = showsReveal(view.phase) ? view.lastReveal : null;
  const out: TokenModel[] = [];
  for (const p of view.players) {
    const own = p === me;
    // During Place only your own piece (or, watching, both) is known; afterwards both are public.
    const letter = p.character ?? (own ? (plan?.character ?? null) : null);
    const square = p.square ?? (own ? (plan?.square ?? null) : null);
    if (letter === null || square === null) continue;
    const from = reveal === null ? -1 : p.seat === 'A' ? reveal.fromA : reveal.fromB;
    out.push({ id: p.seat, letter, name: name(letter), square, owner: ownerOf(p.seat), picked: false, from });
  }
  return out;
}

/** Where the shown reveal's hits fell: `winning` where a hit landed (a landed hit wins over a miss). */
function landedOf(view: GameView, shown: boolean): Map<number, 'hit' | 'winning'> {
  const out = new Map<number, 'hit' | 'winning'>();
  if (!shown || view.lastReveal === null) return out;
  for (const h of landedHits(view.lastReveal))
    if (out.get(h.square) !== 'winning') out.set(h.square, h.landed ? 'winning' : 'hit');
  return out;
}

/** Everything the board draws, derived from the mirrored state and your plan. No rule is decided here. */
export function boardModel(view: GameView, plan: PlayerState | null, sessionId: string | null): BoardModel {
  const { watching } = seatsOf(view, sessionId);
  const legal = stepsFor(view, plan, sessionId);
  const { step } = legal;
  const tokens = tokensOf(view, plan, sessionId);
  const targets = new Set(legal.targets);
  const landed = landedOf(view, legal.revealShown);
  const planning = !watching && legal.planning;
  const squares = Array.from({ length: SQUARES }, (_, sq): SquareModel => {
    const here = tokens.filter((t) => t.square === sq);
    const active = targets.has(sq);
    const move = step === 'move' && active;
    const hit = step === 'hit' && active;
    const plannedMove = planning && plan?.move === sq;
    const plannedHit = planning && plan?.hit === sq;
    const parts = [squareName(sq), ...here.map((t) => t.name)];
    if (move) parts.push(i18n.t('gameBoard:square.moveTarget'));
    if (hit) parts.push(i18n.t('gameBoard:square.hitTarget'));
    if (plannedMove) parts.push(i18n.t('gameBoard:square.plannedMove'));
    if (plannedHit) parts.push(i18n.t('gameBoard:square.plannedHit'));
    return {
      square: sq,
      label: parts.join(i18n.t('gameBoard:square.separator')),
      move,
      hit,
      plannedMove,
      plannedHit,
      landed: landed.get(sq) ?? 'none',
      active,
    };
  });
  const revealTurn = legal.revealShown ? (view.lastReveal?.turn ?? 0) : 0;
  return { step, squares, tokens, revealTurn };
}
