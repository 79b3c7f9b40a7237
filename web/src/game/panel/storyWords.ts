import type { PlayerState } from '../../../../engine';
import { resultReason, revealStory, squareName, type RevealStory, type Seat } from '../../../../engine';
import { seatsOf, stepsFor } from '../board/boardModel';
import type { GameView } from '../decoding/types';
import { i18n } from '../../i18n/init';

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
  const name = (s: Seat) =>
    view.players.find((p) => p.seat === s)?.name || i18n.t('gamePanel:player', { seat: s });
  return {
    seat,
    subject: (s) => (s === seat ? i18n.t('gamePanel:story.you') : name(s)),
    object: (s) => (s === seat ? i18n.t('gamePanel:story.youObject') : name(s)),
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
      return i18n.t('gamePanel:story.bothMissed');
    case 'both-hit':
      return i18n.t('gamePanel:story.bothHit');
    case 'one-hit': {
      const hitter = story.hitter ?? 'A';
      const target: Seat = hitter === 'A' ? 'B' : 'A';
      return i18n.t('gamePanel:story.hitOn', {
        hitter: n.subject(hitter),
        target: n.object(target),
        square: squareName(story.square ?? 0),
      });
    }
  }
}

/** The label of a seat's hit mark on the board: "your hit", "their hit" (a watcher: "Ann's hit"). */
export function hitLabel(view: GameView, sessionId: string | null, seat: Seat): string {
  const n = narrator(view, sessionId);
  if (n.seat === null) return i18n.t('gamePanel:story.watcherHit', { name: n.subject(seat) });
  return seat === n.seat ? i18n.t('gamePanel:story.yourHit') : i18n.t('gamePanel:story.theirHit');
}

/** The catalogue's words for the numbers of turns up to ten (the replay's), by number. */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;

/** A number of turns in words ("Ten"), or in digits past ten. */
function turnsWords(turns: number): string {
  const word = NUMBER_WORDS[turns];
  return word === undefined ? String(turns) : i18n.t(`replay:numbers.${word}`);
}

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
      const who = { hitter: n.subject(reason.hitter), target: n.object(target), turn: reason.turn };
      return reason.square === null
        ? i18n.t('gamePanel:reason.hit', who)
        : i18n.t('gamePanel:reason.hitOn', { ...who, square: squareName(reason.square) });
    }
    case 'both-hit':
      return i18n.t('gamePanel:reason.bothHit', { turn: reason.turn });
    case 'turns':
      return i18n.t('gamePanel:reason.turns', { turns: turnsWords(reason.turns) });
    case 'forfeit':
      if (n.seat === null) return i18n.t('gamePanel:reason.left', { name: n.subject(reason.leaver) });
      return reason.leaver === n.seat
        ? i18n.t('gamePanel:reason.youLeft')
        : i18n.t('gamePanel:reason.opponentLeft');
    case 'no-contest':
      return i18n.t('gamePanel:reason.noContest');
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
