import type { PlayerState } from '../../../../engine';
import { resultReason, revealStory, squareName, type RevealStory, type Seat } from '../../../../engine';
import { seatsOf, stepsFor } from '../board/boardModel';
import type { GameView } from '../decoding/types';

/** Who is who in the story's words: the viewer's seat (null: a watcher) and a name for each seat. */
interface Narrator {
  readonly seat: Seat | null;
  /** A seat's name as the subject of a sentence ("You", "Iris"). */
  readonly subject: (seat: Seat) => string;
  /** A seat's name as the object of a sentence ("you", "Iris"). */
  readonly object: (seat: Seat) => string;
}

function narrator(view: GameView, sessionId: string | null): Narrator {
  const { me } = seatsOf(view, sessionId);
  const seat = me?.seat ?? null;
  const name = (s: Seat) => view.players.find((p) => p.seat === s)?.name || `Player ${s}`;
  return {
    seat,
    subject: (s) => (s === seat ? 'You' : name(s)),
    object: (s) => (s === seat ? 'you' : name(s)),
  };
}

/** The reveal's story from the viewer's side, or null when no reveal is on show. */
export function storyOf(view: GameView, sessionId: string | null): RevealStory | null {
  if (view.lastReveal === null) return null;
  return revealStory(view.lastReveal, seatsOf(view, sessionId).me?.seat ?? null);
}

/** One line on what the reveal did: "Iris hit you on c6", "You hit Iris on b5", "Both missed", "Both hit: draw". */
export function revealCaption(view: GameView, sessionId: string | null): string | null {
  const story = storyOf(view, sessionId);
  if (story === null) return null;
  const n = narrator(view, sessionId);
  switch (story.outcome) {
    case 'both-missed':
      return 'Both missed';
    case 'both-hit':
      return 'Both hit: draw';
    case 'one-hit': {
      const hitter = story.hitter ?? 'A';
      const target: Seat = hitter === 'A' ? 'B' : 'A';
      return `${n.subject(hitter)} hit ${n.object(target)} on ${squareName(story.square ?? 0)}`;
    }
  }
}

/** The label of a seat's hit mark on the board: "your hit", "their hit" (a watcher: "Ann's hit"). */
export function hitLabel(view: GameView, sessionId: string | null, seat: Seat): string {
  const n = narrator(view, sessionId);
  if (n.seat === null) return `${n.subject(seat)}'s hit`;
  return seat === n.seat ? 'your hit' : 'their hit';
}

const NUMBER_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/**
 * Why the game ended, in one line under the result: "Iris hit you on c6 on turn 1", "Ten turns and no
 * hit", "Your opponent left"; null before the end.
 */
export function resultReasonText(view: GameView, sessionId: string | null): string | null {
  if (view.result === null) return null;
  const n = narrator(view, sessionId);
  const reason = resultReason(view.result, view.lastReveal);
  switch (reason.kind) {
    case 'hit': {
      const target: Seat = reason.hitter === 'A' ? 'B' : 'A';
      const where = reason.square === null ? '' : ` on ${squareName(reason.square)}`;
      return `${n.subject(reason.hitter)} hit ${n.object(target)}${where} on turn ${reason.turn}`;
    }
    case 'both-hit':
      return `Both hit on turn ${reason.turn}: draw`;
    case 'turns':
      return `${NUMBER_WORDS[reason.turns] ?? String(reason.turns)} turns and no hit`;
    case 'forfeit':
      if (n.seat === null) return `${n.subject(reason.leaver)} left the game`;
      return reason.leaver === n.seat ? 'You left the game' : 'Your opponent left';
    case 'no-contest':
      return 'The server stopped the game';
  }
}

/**
 * The player is done with the phase and the opponent is not ("Waiting for opponent"). While planning, done
 * means Set: a chosen move with the hit still to plan (the engine's step is then `hit`) is not waiting.
 */
export function waitingForOpponent(
  view: GameView,
  plan: PlayerState | null,
  sessionId: string | null,
): boolean {
  const { foe, watching } = seatsOf(view, sessionId);
  const legal = stepsFor(view, plan, sessionId);
  const done = legal.done && !(legal.planning && legal.step !== 'none');
  return !watching && done && foe !== undefined && !foe.done;
}
